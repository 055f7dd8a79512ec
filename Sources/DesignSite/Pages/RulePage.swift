import DesignRules
import DesignSupport
import DesignTokens

/// A rule's page, generated from its description: what it finds and why, its options, its own
/// examples, and what it finds in this catalogue.
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
        page.add(examples("Triggers on", rule.triggeringExamples))
        page.add(examples("Does not trigger on", rule.nonTriggeringExamples))
        let found = context.checked.diagnostics.filter { $0.ruleId == rule.id }
        let waived = context.checked.waived.filter { $0.diagnostic.ruleId == rule.id }
        var text = "## In this catalogue\n\n"
        if found.isEmpty && waived.isEmpty { text += "Nothing found." }
        for diagnostic in found {
            text +=
                "- \(diagnostic.severity.rawValue): \(diagnostic.subject.map { context.subjectLink($0, from: path) + ": " } ?? "")\(MarkdownText.inline(diagnostic.message))\n"
        }
        for (diagnostic, waiver) in waived {
            text +=
                "- waived: \(diagnostic.subject.map { context.subjectLink($0, from: path) + ": " } ?? "")\(MarkdownText.inline(diagnostic.message)) (reason: \(MarkdownText.inline(waiver.reason)))\n"
        }
        page.add(text.trimmingTrailingNewlines)
        return page
    }

    private func examples(_ title: String, _ examples: [RuleExample]) -> String {
        var text = "## \(title)\n\n"
        if examples.isEmpty { return text + "No examples." }
        for (index, example) in examples.enumerated() {
            text += "### \(title): example \(index + 1)\n\n\(MarkdownText.inline(example.summary))"
            if let options = example.options { text += " With options \(MarkdownText.code(options))." }
            text += "\n\n"
            for file in example.files {
                text += "\(MarkdownText.code(file.path)):\n\n" + MarkdownText.codeBlock(file.contents, language: "json") + "\n\n"
            }
        }
        return text.trimmingTrailingNewlines
    }
}
