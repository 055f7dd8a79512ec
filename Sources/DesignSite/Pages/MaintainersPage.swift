import DesignRules
import DesignSupport

/// The maintainers' page: what the reader pages leave out. The catalogue's health, then rule by
/// rule, most severe first, what each found: open findings with their places and waived ones
/// with their reasons (the components' pages say only the reason, as a known issue; a rule's
/// page links to its part here), each rule's list folded so the page stays short on a phone;
/// then every rule with its severity here, folded too. Linked from every page's footer, not
/// from the navigation: designers reading the site never need it.
struct MaintainersPage {
    let context: SiteContext

    private let path = SitePaths.maintainers

    /// The id of `rule`'s part of the page, for the rule's page to link to.
    static func anchor(rule id: String) -> String {
        "rule-" + SitePaths.fileName(String(id.map { $0 == "/" ? "-" : $0 }))
    }

    func build() -> SitePage {
        let name = context.catalog.manifest.name
        var page = SitePage(
            path: path, title: "For maintainers", summary: "Every finding of the check of \(name), rule by rule, and what each rule found")
        page.add("# For maintainers")
        page.add(
            "What `dscheck check` reports for this catalogue, with the findings accepted by a waiver. Places are relative to the repository that holds the catalogue. The reader pages show none of this; a component's page lists only the reasons of its waivers, as known issues."
        )
        let strip = HealthStrip(context: context)
        page.add(html: strip.html, markdown: strip.markdown)
        findingsByRule(&page)
        page.add("## Rules\n\nEvery rule, with its severity here and what it found.")
        page.add(html: "<details class=\"maintainers-fold\"><summary>Show all \(RuleRegistry.descriptions.count) rules</summary>")
        page.add(rules())
        page.add(html: "</details>")
        return page
    }

    /// Each rule that found something, the most severe open findings first: its name, its page
    /// and severity here, and its findings folded under how many are open and waived.
    private func findingsByRule(_ page: inout SitePage) {
        let open = Dictionary(grouping: context.checked.diagnostics, by: \.ruleId)
        let waived = Dictionary(grouping: context.checked.waived, by: \.diagnostic.ruleId)
        var text = "## Findings by rule"
        guard !open.isEmpty || !waived.isEmpty else {
            page.add(text + "\n\nNone: every rule passes.")
            return
        }
        text += "\n\nEach rule that found something, the most severe first, with the findings a waiver accepts and why."
        page.add(text)
        let order = Dictionary(RuleRegistry.descriptions.enumerated().map { ($1.id, $0) }) { first, _ in first }
        func rank(_ id: String) -> Int { open[id]?.map(\.severity).max().flatMap { Severity.allCases.firstIndex(of: $0) } ?? -1 }
        let ids = Set(open.keys).union(waived.keys).sorted { first, second in
            if rank(first) != rank(second) { return rank(first) > rank(second) }
            return (order[first] ?? order.count, first) < (order[second] ?? order.count, second)
        }
        for id in ids {
            let found = open[id] ?? []
            let accepted = waived[id] ?? []
            let anchor = Self.anchor(rule: id)
            let title = RuleRegistry.rule(id)?.description.name ?? id
            page.add(
                html: "<h3 id=\"\(anchor)\"><a class=\"anchor\" href=\"#\(anchor)\">\(HTMLEscaping.text(title))</a></h3>",
                markdown: "### \(MarkdownText.inline(title))")
            let severity = found.map(\.severity).max().map { ", \($0.rawValue)" } ?? ""
            let what = RuleRegistry.rule(id) == nil ? SiteDiagnostic(rawValue: id).map { " " + MarkdownText.inline($0.summary) } ?? "" : ""
            page.add("\(context.ruleLink(id, from: path))\(severity): \(found.count) open, \(accepted.count) waived.\(what)")
            let tables = FindingsSection.tables(open: found, waived: accepted, page: path, context: context)
            let count = found.count + accepted.count
            page.add(
                html:
                    "<details class=\"maintainers-fold\"><summary>Show \(count == 1 ? "the finding" : "the \(count) findings")</summary>\(tables.html)</details>",
                markdown: tables.markdown)
        }
    }

    /// Every rule with its severity here and what it found.
    private func rules() -> String {
        var text = "| Rule | Severity here | Open | Waived | Finds |\n| --- | --- | --- | --- | --- |"
        for rule in RuleRegistry.descriptions {
            let severity = context.configuration.setting(for: rule).severity?.rawValue ?? "off"
            let open = context.checked.diagnostics.filter { $0.ruleId == rule.id }.count
            let waived = context.checked.waived.filter { $0.diagnostic.ruleId == rule.id }.count
            text += "\n| \(context.ruleLink(rule.id, from: path)) | \(severity) | \(open) | \(waived) | \(MarkdownText.cell(rule.summary)) |"
        }
        return text
    }
}
