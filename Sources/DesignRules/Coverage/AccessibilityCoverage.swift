/// What dscheck's rules decide of the accessibility guidance a native app is held to, and what is
/// left to a runtime audit or to people: one entry per WCAG 2.2 level A and AA success
/// criterion, read for native software (WCAG2ICT), and one per guideline page the rules cite.
/// `dscheck rules --coverage` and the site's coverage page print it; a test keeps it and the rule
/// registry in step, so a rule cannot ship without saying what it covers.
package enum AccessibilityCoverage {
    /// How far dscheck decides a criterion or a topic.
    package enum Status: String, Sendable, CaseIterable {
        /// Decided from the catalogue alone, for everything the catalogue specifies.
        case decided
        /// Part of it is decided from the catalogue (the entry says which); the rest needs the app.
        case partial
        /// Only the running app can show it; an XCUITest accessibility audit covers it.
        case runtime
        /// Neither the catalogue nor an automatic audit decides it: people review it.
        case manual

        /// How a reader names the status.
        package var title: String {
            switch self {
            case .decided: "Decided by dscheck"
            case .partial: "Partly decided by dscheck"
            case .runtime: "Runtime audit"
            case .manual: "Manual review"
            }
        }
    }

    /// A WCAG conformance level.
    package enum Level: String, Sendable {
        case a = "A"
        case aa = "AA"
    }

    /// Where EN 301 549 V3.2.1 (the European standard, clause 11 for software) stands on a criterion.
    package enum EuropeanStandard: String, Sendable {
        /// Clause 11 requires it of non-web software.
        case required
        /// Clause 11 leaves it out for non-web software (its clause says "Void").
        case leftOut = "left out"
        /// New in WCAG 2.2, after the WCAG 2.1 that V3.2.1 is built on.
        case newInWCAG22 = "new in WCAG 2.2"
    }

    /// A case of XCUIAccessibilityAuditType, which `XCUIApplication.performAccessibilityAudit`
    /// (Xcode 15, iOS 17) runs against a screen of the running app.
    package enum RuntimeAudit: String, Sendable {
        case contrast
        case dynamicType
        case elementDetection
        case hitRegion
        case sufficientElementDescription
        case textClipped
        case trait
    }

    /// One WCAG 2.2 success criterion at level A or AA.
    package struct Criterion: Sendable {
        /// Its number, such as `1.4.3`.
        package let number: String
        /// Its name as W3C writes it.
        package let name: String
        package let level: Level
        package let status: Status
        /// The rules that decide it or part of it.
        package let ruleIDs: [String]
        /// What dscheck decides of it, or what is left and how to check it: one or two sentences.
        package let note: String
        /// The audits of the running app that cover it, or the rest of it.
        package let audits: [RuntimeAudit]
        /// Where EN 301 549 stands on it for native software.
        package let europeanStandard: EuropeanStandard
        /// How WCAG2ICT reads it for native software, where that is more than substituting
        /// "software" for "web page".
        package let nativeReading: String?

        /// The criterion's page in the WCAG 2.2 recommendation.
        package var url: String { "https://www.w3.org/TR/WCAG22/#" + Self.anchor(name) }

        /// W3C's anchor for a criterion: its name in lower case, words joined by hyphens,
        /// punctuation dropped.
        static func anchor(_ name: String) -> String {
            var slug = ""
            for character in name.lowercased() {
                if character.isLetter || character.isNumber {
                    slug.append(character)
                } else if character == " " || character == "-", !slug.isEmpty, slug.last != "-" {
                    slug.append("-")
                }
            }
            return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
        }
    }

    /// One guideline page the rules cite (a page of Apple's Human Interface Guidelines, or the
    /// other source a rule names), with what dscheck decides of it.
    package struct Topic: Sendable {
        /// The page's title.
        package let title: String
        /// The page. A rule whose source is this page, or a section of it, belongs to the topic.
        package let url: String
        package let status: Status
        /// What dscheck decides of it, and what is left.
        package let note: String

        /// Whether the HIG is the source.
        package var isHumanInterfaceGuidelines: Bool { url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/") }

        /// The rules whose source is this page, in id order.
        package func ruleIDs(in descriptions: [RuleDescription] = RuleRegistry.descriptions) -> [String] {
            descriptions.filter { Self.page(of: $0.sourceURL) == url }.map(\.id)
        }

        /// A source URL without its section (`#…`).
        static func page(of url: String) -> String {
            String(url.prefix { $0 != "#" })
        }
    }

    /// The criteria, in WCAG's order.
    package static var criteria: [Criterion] { WCAGCriteria.all }

    /// The pages the rules cite, HIG pages first.
    package static var topics: [Topic] { GuidelineTopics.all }

    /// The rules the map names for no criterion and whose source no topic holds: empty when the
    /// map and the registry agree.
    package static func rulesMissing(from descriptions: [RuleDescription] = RuleRegistry.descriptions) -> [String] {
        let named = Set(criteria.flatMap(\.ruleIDs) + topics.flatMap { $0.ruleIDs(in: descriptions) })
        return descriptions.map(\.id).filter { !named.contains($0) }
    }
}
