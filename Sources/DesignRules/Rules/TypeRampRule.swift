import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

/// `hig/type-ramp`: typography tokens against Apple's text styles. A token that names its
/// Dynamic Type style (`"$extensions": {"dev.dscheck": {"textStyle": "body"}}`, or an entry of
/// the manifest's `"textStyles"`) is compared with
/// that style in the HIG's Typography specifications for the catalogue's platform
/// (``DynamicTypeTable``): its size, weight and leading at the default size category, and, where
/// a resolver modifier's contexts are size categories (`xSmall` … `accessibility5`), its size in
/// each of them. Any typography token is also checked for what SwiftUI cannot draw as written: a
/// weight between its nine, and letter spacing in `em` or `%` (SwiftUI's tracking is in points).
struct TypeRampRule: Rule {
    static let description = RuleDescription(
        id: "hig/type-ramp",
        name: "Type ramp",
        summary:
            "A typography token differs from the Apple text style it names, is below the platform's smallest legible size, or uses a weight or letter spacing SwiftUI cannot express.",
        rationale: """
            A token that names its text style (dev.dscheck's "textStyle" in $extensions, or an entry of \
            "textStyles" in dscheck.json, spelled as SwiftUI \
            spells it: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, \
            caption, caption2) should look as that style does, because the app scales it with the style: \
            its size, leading and weight (no lighter than the style's; a heavier one is an emphasis SwiftUI \
            gives the style) at the default size category (Large on iOS, where Body is 17 pt on 22 pt leading). Where a resolver modifier's \
            contexts are size categories, each category's size is checked against Apple's table, xSmall to \
            AX5. Tables: iOS and iPadOS per category; macOS, tvOS and watchOS (Large) at their one size; \
            Apple gives none for visionOS. Any typography token below the platform's smallest legible \
            size (11 pt on iOS and iPadOS, 10 on macOS, 23 on tvOS, 12 on visionOS and watchOS) is \
            reported too, so a team with tokens alone learns it before a screen uses one. SwiftUI has nine weights (100 to 900), and its tracking is in \
            points, so a weight between them or letter spacing in em or percent is drawn otherwise than \
            written.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/typography#Specifications",
        defaultSeverity: .warning,
        triggeringExamples: [
            .tokens(
                "A 16 pt Body (Apple's is 17 pt at Large)",
                """
                {"type": {"$type": "typography", "body": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}, "$extensions": {"dev.dscheck": {"textStyle": "body"}}}}}
                """),
            .tokens(
                "A 9 pt caption, below iOS's smallest legible 11 pt",
                """
                {"type": {"$type": "typography", "fine-print": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 9, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}}
                """),
            .tokens(
                "A weight between SwiftUI's nine",
                """
                {"type": {"$type": "typography", "lead": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 450, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.25}}}}
                """),
        ],
        nonTriggeringExamples: [
            .tokens(
                "Body as Apple draws it: 17 pt regular on 22 pt leading",
                """
                {"type": {"$type": "typography", "body": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.294}, "$extensions": {"dev.dscheck": {"textStyle": "body"}}}}}
                """)
        ])

    /// How far a token's size may be from the table's before it is reported, in points.
    static let sizeTolerance = 0.5
    /// How far its leading may be, in points: the table's leading is rounded to whole points.
    static let leadingTolerance = 1.0

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let platform = input.catalog.manifest.platform
        let category = Self.category(of: input)
        var findings: [Finding] = []
        for token in input.tokens.tokens {
            guard case .typography(let typography)? = token.value else { continue }
            let size = typography.fontSize.points()
            findings += Self.expressible(typography, size: size, token: token)
            let minimum = input.platform.minimumFontSize
            if size < minimum {
                findings.append(
                    Finding(
                        "typography token \"\(token.name)\" is \(points(size)) pt, below the smallest size people can read on \(input.platform.name) (\(points(minimum)) pt); make it \(points(minimum)) pt or more",
                        at: token.location, subject: token.name))
            }
            // A context's set that overrides the token replaces its $extensions too; the style
            // it scales with is still the one the default context names.
            let extended = token.dscheckExtension?["textStyle"] ?? input.catalog.defaultTokens[token.name]?.dscheckExtension?["textStyle"]
            let declared = input.textStyles.styles[token.name]
            if let extended, let declared, extended.string != declared {
                let written = extended.string.map { "\"\($0)\"" } ?? "something that is not a string"
                findings.append(
                    Finding(
                        "typography token \"\(token.name)\" names text style \(written) in its dev.dscheck extension and \"\(declared)\" in dscheck.json's \"textStyles\"; keep one",
                        at: token.location, subject: token.name))
                continue
            }
            if let declared {
                findings += Self.compare(token, typography, size: size, style: declared, platform: platform, category: category)
                continue
            }
            guard let named = extended else { continue }
            guard let style = named.string, DynamicTypeTable.styles.contains(style) else {
                let written = named.string.map { "\"\($0)\"" } ?? "not a string"
                findings.append(
                    Finding(
                        "typography token \"\(token.name)\" names text style \(written), not one of SwiftUI's (\(DynamicTypeTable.styles.joined(separator: ", ")))\(Suggestion.phrase(for: named.string ?? "", among: DynamicTypeTable.styles))",
                        at: token.location, subject: token.name))
                continue
            }
            findings += Self.compare(token, typography, size: size, style: style, platform: platform, category: category)
        }
        return findings
    }

    /// The size category `input`'s context is in, and whether a modifier chose it (a token set
    /// with sizes per category) rather than it being the default.
    private static func category(of input: RuleInput) -> (index: Int, chosen: Bool) {
        for modifier in input.catalog.tokens.modifiers where modifier.contexts.count > 1 {
            let categories = modifier.contexts.map(DynamicTypeTable.category(named:))
            guard categories.allSatisfy({ $0 != nil }), let name = input.context[modifier.name],
                let index = DynamicTypeTable.category(named: name)
            else { continue }
            return (index, true)
        }
        return (DynamicTypeTable.defaultCategory, false)
    }

    /// The size, weight and leading of `token` against `style` on `platform`.
    private static func compare(
        _ token: ResolvedToken, _ typography: Typography, size: Double, style: String, platform: Platform, category: (index: Int, chosen: Bool)
    ) -> [Finding] {
        guard platform != .visionos else { return [] }
        let table = DynamicTypeTable.metrics(style, platform: platform.rawValue, category: category.index)
        let place =
            switch platform {
            case .ios, .ipados: "at the \(DynamicTypeTable.categoryTitle(category.index)) size category on \(platform.displayName)"
            case .watchos: "at the Large size category on watchOS"
            default: "on \(platform.displayName)"
            }
        guard let table else {
            return [
                Finding(
                    "typography token \"\(token.name)\" names text style \"\(style)\", which \(platform.displayName) does not have; name one of its styles",
                    at: token.location, subject: token.name)
            ]
        }
        var findings: [Finding] = []
        let subject = "typography token \"\(token.name)\" (text style \(style))"
        if abs(size - table.size) > sizeTolerance {
            let same = DynamicTypeTable.styles.filter { other in
                other != style && other != "headline"
                    && DynamicTypeTable.metrics(other, platform: platform.rawValue, category: category.index).map {
                        abs($0.size - size) <= sizeTolerance
                    } == true
            }
            let alternative = same.first.map { ", or name the style of that size (\($0))" } ?? ""
            findings.append(
                Finding(
                    "\(subject) is \(points(size)) pt; Apple's \(style) is \(points(table.size)) pt \(place); make it \(points(table.size)) pt\(alternative)",
                    at: token.location, subject: token.name))
        }
        // Weight and leading are the style's at every category; a set with a size per category
        // is told once, at the default.
        guard !category.chosen || category.index == DynamicTypeTable.defaultCategory else { return findings }
        // A heavier weight is an emphasis SwiftUI gives the style (`.weight(_:)`, `.bold()`);
        // a lighter one loses the hierarchy the style exists for (a headline as light as body).
        let weight = typography.fontWeight.value
        if weight < table.weight {
            findings.append(
                Finding(
                    "\(subject) has weight \(points(weight)), lighter than Apple's \(style), \(Self.weightName(table.weight)) (\(points(table.weight))) \(place); use \(points(table.weight)) or heavier",
                    at: token.location, subject: token.name))
        }
        let leading = typography.lineHeight * size
        if abs(size - table.size) <= sizeTolerance, abs(leading - table.leading) > leadingTolerance {
            let ratio = (table.leading / table.size * 1000).rounded() / 1000
            findings.append(
                Finding(
                    "\(subject) has \(points(leading)) pt leading (line height \(points(typography.lineHeight))); Apple's \(style) has \(points(table.leading)) pt \(place); make the line height \(points(ratio))",
                    at: token.location, subject: token.name))
        }
        return findings
    }

    /// A weight between SwiftUI's nine, and letter spacing in a unit its tracking cannot take.
    private static func expressible(_ typography: Typography, size: Double, token: ResolvedToken) -> [Finding] {
        var findings: [Finding] = []
        let weight = typography.fontWeight.value
        if weight.truncatingRemainder(dividingBy: 100) != 0 || weight < 100 || weight > 900 {
            let nearest = min(900, max(100, (weight / 100).rounded() * 100))
            findings.append(
                Finding(
                    "typography token \"\(token.name)\" has weight \(points(weight)), which SwiftUI cannot draw: its nine weights are 100 (ultraLight) to 900 (black); use \(points(nearest)) (\(Self.weightName(nearest)))",
                    at: token.location, subject: token.name))
        }
        let spacing = typography.letterSpacing
        if spacing.unit == "em" || spacing.unit == "%", spacing.value != 0 {
            let inPoints = spacing.unit == "%" ? spacing.value / 100 * size : spacing.value * size
            findings.append(
                Finding(
                    "typography token \"\(token.name)\" has letter spacing \(points(spacing.value))\(spacing.unit), which SwiftUI's tracking (in points) cannot follow when the size changes; write it in px: \(points((inPoints * 100).rounded() / 100)) at this \(points(size)) pt size",
                    at: token.location, subject: token.name))
        }
        return findings
    }

    /// SwiftUI's name of a weight that is a multiple of 100.
    private static func weightName(_ weight: Double) -> String {
        ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"][min(8, max(0, Int(weight / 100) - 1))]
    }
}
