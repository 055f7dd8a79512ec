import DesignRules

/// The coverage page: which WCAG 2.2 level A and AA success criteria, and which guideline pages,
/// the rules decide from the catalogue, which they decide in part, and which need the running app
/// or a person, so a team knows what its audit must still look at. The same map as
/// `dscheck rules --coverage`.
struct CoveragePage {
    typealias Coverage = AccessibilityCoverage

    private let path = SitePaths.coverage

    /// WCAG's four principles, by the first digit of a criterion's number.
    private static let principles = [("1", "Perceivable"), ("2", "Operable"), ("3", "Understandable"), ("4", "Robust")]

    func build() -> SitePage {
        var page = SitePage(
            path: path, title: "Accessibility coverage",
            summary: "Which WCAG 2.2 criteria and guidelines the checks decide, and what needs the app or a person")
        page.add("# Accessibility coverage")
        page.add(
            "What the checks decide from the specs and tokens alone, and what is left to an accessibility audit of the running app (XCUITest's `performAccessibilityAudit`, Xcode 15 and iOS 17) or to people. Every WCAG 2.2 level A and AA success criterion is listed as it applies to a native app (W3C's WCAG2ICT), with where the European standard EN 301 549 V3.2.1 leaves it out for native software. 4.1.1 Parsing is obsolete and removed in WCAG 2.2."
        )
        let criteria = Coverage.criteria
        let count = { (status: Coverage.Status) in criteria.filter { $0.status == status }.count }
        page.add(
            "Of the \(criteria.count) criteria, the checks decide \(count(.decided)) and part of \(count(.partial)); \(count(.runtime)) are left to a runtime audit and \(count(.manual)) to manual review."
        )
        for (digit, principle) in Self.principles {
            var table =
                "## \(principle)\n\n| Criterion | Level | Status | What is decided, or what to check | Checked by |\n| --- | --- | --- | --- | --- |"
            for criterion in criteria where criterion.number.hasPrefix(digit + ".") {
                table +=
                    "\n| \(MarkdownText.link("\(criterion.number) \(criterion.name)", to: criterion.url)) | \(criterion.level.rawValue) | \(criterion.status.title) | \(MarkdownText.cell(Self.note(criterion))) | \(checkers(rules: criterion.ruleIDs, audits: criterion.audits)) |"
            }
            page.add(table)
        }
        var topics =
            "## Guideline pages\n\nThe pages the rules cite, and what the rules decide of each.\n\n| Page | Status | What is decided, and what is left | Rules |\n| --- | --- | --- | --- |"
        for topic in Coverage.topics {
            topics +=
                "\n| \(MarkdownText.link(topic.title, to: topic.url)) | \(topic.status.title) | \(MarkdownText.cell(topic.note)) | \(checkers(rules: topic.ruleIDs(), audits: [])) |"
        }
        page.add(topics)
        return page
    }

    /// The criterion's note, then how WCAG2ICT reads it and where EN 301 549 stands, when either says more.
    private static func note(_ criterion: Coverage.Criterion) -> String {
        var note = criterion.note
        if let reading = criterion.nativeReading { note += " " + reading }
        switch criterion.europeanStandard {
        case .required: break
        case .leftOut: note += " EN 301 549 does not require it of native software."
        case .newInWCAG22: note += " New in WCAG 2.2, so not in EN 301 549 V3.2.1."
        }
        return note
    }

    /// The rules, by name with a link to each page, then the runtime audits.
    private func checkers(rules: [String], audits: [Coverage.RuntimeAudit]) -> String {
        let links = rules.compactMap { id in
            RuleRegistry.rule(id).map { MarkdownText.internalLink($0.description.name, to: SitePaths.link(from: path, to: SitePaths.rule(id))) }
        }
        let names = audits.map { "audit " + MarkdownText.code($0.rawValue) }
        let checkers = links + names
        return checkers.isEmpty ? "People" : checkers.joined(separator: ", ")
    }
}
