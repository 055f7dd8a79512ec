import DesignRules
import DesignSupport
import DesignTokens

/// A rule's page, generated from its description: what it finds and why, its options, its own
/// examples as Don't / Do pictures, and where the maintainers' page lists what it finds in this
/// catalogue.
struct RulePage {
    let rule: RuleDescription
    let context: SiteContext

    private var path: String { SitePaths.rule(rule.id) }

    func build() -> SitePage {
        var page = SitePage(path: path, title: rule.id, summary: rule.summary)
        let setting = context.configuration.setting(for: rule)
        page.add("# \(MarkdownText.inline(rule.id)): \(MarkdownText.inline(rule.name))")
        page.add(
            MarkdownText.inline(rule.summary)
                + "\n\n**Default severity:** \(rule.defaultSeverity.rawValue) · **In this catalogue:** \(setting.severity?.rawValue ?? "off")")
        page.add("## Why\n\n\(MarkdownText.inline(rule.rationale))\n\nSource: \(MarkdownText.link(rule.sourceURL, to: rule.sourceURL))")
        if !rule.options.isEmpty {
            var table = "## Options\n\n| Option | Default | What it sets |\n| --- | --- | --- |\n"
            for option in rule.options {
                table +=
                    "| \(MarkdownText.tableCode(option.name)) | \(MarkdownText.tableCode(option.defaultValue.serialized(pretty: false))) | \(MarkdownText.cell(option.summary)) |\n"
            }
            page.add(table.trimmingTrailingNewlines)
        }
        examples(&page)
        // What the rule finds here is maintainers' data (the findings, the waivers and their
        // reasons): the reader is pointed to it, not shown it.
        let finds =
            context.checked.diagnostics.contains { $0.ruleId == rule.id } || context.checked.waived.contains { $0.diagnostic.ruleId == rule.id }
        let link = SitePaths.link(from: path, to: SitePaths.maintainers, anchor: MaintainersPage.anchor(rule: rule.id))
        page.add(
            "## In this catalogue\n\n"
                + (finds
                    ? "What it finds in this catalogue, and what is accepted and why, is listed [for maintainers](<\(link)>)."
                    : "It finds nothing in this catalogue."))
        return page
    }

    /// The rule's own examples as Don't (triggering) and Do (passing) cards, drawn from their
    /// specs with the JSON folded beneath.
    private func examples(_ page: inout SitePage) {
        let examples = RuleExampleChecks.examples(of: rule)
        guard !examples.isEmpty else { return }
        let ids = IDAllocator(prefix: "example")
        let cards = examples.enumerated().map { index, entry in
            RuleExampleFigure(
                example: entry.example, checked: context.ruleExamples.checked(rule.id, at: index), triggers: entry.triggers, context: context
            ).build(ids: ids)
        }
        page.add("## Examples\n\nDon't: what the rule reports. Do: what passes. Each is drawn from its spec, with the JSON folded beneath.")
        page.add(
            html: "<div class=\"rule-examples\">" + cards.map(\.html).joined() + "</div>", markdown: cards.map(\.markdown).joined(separator: "\n\n"))
    }
}
