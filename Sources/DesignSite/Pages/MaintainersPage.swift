import DesignRules
import DesignSupport

/// The maintainers' page: what the reader pages leave out. The catalogue's health, every open
/// finding by severity with its rule and place, every waived one with its reason (the
/// components' pages say only the reason, as a known issue), the parts specs leave
/// undocumented, and what each rule found. Linked from every page's footer, not from the
/// navigation: designers reading the site never need it.
struct MaintainersPage {
    let context: SiteContext

    private let path = SitePaths.maintainers

    func build() -> SitePage {
        let name = context.catalog.manifest.name
        var page = SitePage(
            path: path, title: "For maintainers", summary: "Every finding of the check of \(name), by severity, and what each rule found")
        page.add("# For maintainers")
        page.add(
            "What `dscheck check` reports for this catalogue, with the findings accepted by a waiver. Places are relative to the repository that holds the catalogue. The reader pages show none of this; a component's page lists only the reasons of its waivers, as known issues."
        )
        let strip = HealthStrip(context: context)
        page.add(html: strip.html, markdown: strip.markdown)
        page.add(open())
        let waived = context.checked.waived
        if !waived.isEmpty {
            page.add(
                "## Waived\n\nAccepted by a waiver in the catalogue, with its reason.\n\n"
                    + FindingsSection.waivedTable(waived, page: path, context: context, subjects: true))
        }
        page.add(rules())
        return page
    }

    /// The open findings, a table per severity, most severe first.
    private func open() -> String {
        let open = context.checked.diagnostics
        var text = "## Open findings"
        guard !open.isEmpty else { return text + "\n\nNone: every rule passes, or its findings are waived." }
        for severity in Severity.allCases.reversed() {
            let found = open.filter { $0.severity == severity }
            guard !found.isEmpty else { continue }
            text += "\n\n### \(HealthStrip.counted(found.count, severity.rawValue))\n\n"
            text += FindingsSection.table(found, page: path, context: context, subjects: true)
        }
        return text
    }

    /// Every rule with its severity here and what it found.
    private func rules() -> String {
        var text = "## Rules\n\n| Rule | Severity here | Open | Waived | Finds |\n| --- | --- | --- | --- | --- |"
        for rule in RuleRegistry.descriptions {
            let severity = context.configuration.setting(for: rule).severity?.rawValue ?? "off"
            let open = context.checked.diagnostics.filter { $0.ruleId == rule.id }.count
            let waived = context.checked.waived.filter { $0.diagnostic.ruleId == rule.id }.count
            text += "\n| \(context.ruleLink(rule.id, from: path)) | \(severity) | \(open) | \(waived) | \(MarkdownText.cell(rule.summary)) |"
        }
        return text
    }
}
