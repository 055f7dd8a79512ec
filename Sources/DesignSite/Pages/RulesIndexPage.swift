import DesignRules

/// The rules' index: every rule the catalogue is checked against, grouped by what it is about
/// (its id's prefix), each with its name, linked to its page, and one sentence of what it finds.
/// Readers come here from the navigation to learn what the design system holds itself to.
struct RulesIndexPage {
    let context: SiteContext

    private let path = SitePaths.rules

    /// The groups, in the order the page shows them, with their headings.
    private static let groups: [(prefix: String, title: String)] = [
        ("hig", "Human Interface Guidelines"), ("a11y", "Accessibility"), ("feedback", "Feedback"), ("tokens", "Tokens"), ("code", "App code"),
        ("catalog", "The catalogue"),
    ]

    func build() -> SitePage {
        var page = SitePage(path: path, title: "Rules", summary: "What the catalogue is checked against, rule by rule")
        page.add("# Rules")
        page.add(
            "Every component, screen and token of \(MarkdownText.inline(context.catalog.manifest.name)) is checked against these \(RuleRegistry.descriptions.count) rules in every context. Each rule's page says why it matters and shows what passes and what does not. \(MarkdownText.internalLink("Accessibility coverage", to: SitePaths.link(from: path, to: SitePaths.coverage))) says which WCAG 2.2 criteria they decide and what an audit of the app must still look at."
        )
        let known = Set(Self.groups.map(\.prefix))
        let others = RuleRegistry.descriptions.filter { !known.contains(Self.prefix(of: $0)) }
        for (prefix, title) in Self.groups {
            add(title, RuleRegistry.descriptions.filter { Self.prefix(of: $0) == prefix }, to: &page)
        }
        add("Other rules", others, to: &page)
        return page
    }

    private func add(_ title: String, _ rules: [RuleDescription], to page: inout SitePage) {
        guard !rules.isEmpty else { return }
        var text = "## \(title)\n\n| Rule | What it finds |\n| --- | --- |"
        for rule in rules {
            text +=
                "\n| \(MarkdownText.internalLink(rule.name, to: SitePaths.link(from: path, to: SitePaths.rule(rule.id)))) | \(MarkdownText.cell(rule.summary)) |"
        }
        page.add(text)
    }

    private static func prefix(of rule: RuleDescription) -> String {
        String(rule.id.prefix { $0 != "/" })
    }
}
