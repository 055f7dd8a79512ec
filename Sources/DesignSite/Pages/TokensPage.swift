import DesignSupport
import DesignTokens

/// The token catalogue, split so it stays navigable at any size: the tokens index
/// (`tokens/index`, the contents: every top-level group with its counts and a strip of its
/// colours, the text contrast summary, and the tokens outside any group), one page per top-level
/// group (``TokenGroupPage``) and the text contrast page (``ContrastPage``). Every token has an
/// entry at ``SitePaths/tokenLink(_:from:)``.
struct TokensPage {
    let context: SiteContext

    /// The colours shown in a group's strip on the index.
    static let stripColors = 12

    private let path = SitePaths.tokens

    /// Every token page: the index, the contrast page, then the groups' pages.
    func build() -> [SitePage] {
        let groups = TokenGroups(context.contexts.map(\.tokens))
        let context = context
        let pairs = ContrastPage.pairs(context.checked)
        return [index(groups, pairs: pairs), ContrastPage(context: context, pairs: pairs).build()]
            + groups.groups.concurrentMap { TokenGroupPage(group: $0, context: context).build() }
    }

    private func index(_ groups: TokenGroups, pairs: [ContrastPage.Pair]) -> SitePage {
        let total = groups.groups.reduce(groups.ungrouped.count) { $0 + $1.count }
        var page = SitePage(path: path, title: "Tokens", summary: "Every design token by group, with its value in each context")
        let names = context.contexts.map(\.name)
        let intro =
            "\(TokenGroupPage.tokens(total)) in \(groups.groups.count) \(groups.groups.count == 1 ? "group" : "groups"), resolved in \(names.count) \(names.count == 1 ? "context" : "contexts"): \(names.joined(separator: ", ")). Each group has a page with a contents list, a filter box and an entry for every token, drawn as a specimen, with its value, its description and the components and compositions that use it, directly or through an alias."
        page.add(
            html: "<h1 id=\"page-title\"><a class=\"anchor\" href=\"#page-title\">Tokens</a></h1><p>\(HTMLEscaping.text(intro))</p>",
            markdown: "# Tokens\n\n\(MarkdownText.inline(intro))")
        if !groups.groups.isEmpty {
            var html = "<h2 id=\"groups\"><a class=\"anchor\" href=\"#groups\">Groups</a></h2><ul class=\"tk-groups\">"
            var markdown = "## Groups\n\n| Group | Tokens | Kinds |\n| --- | --- | --- |"
            for group in groups.groups {
                let link = SitePaths.tokenPageLink(group.page, from: path)
                let kinds = TokenGroupPage.kinds(of: group.sections.flatMap(\.names), in: context)
                html +=
                    "<li class=\"tk-group\"><a href=\"\(HTMLEscaping.attribute(link))\"><code>\(HTMLEscaping.text(group.name))</code></a><span class=\"tk-group-count\">\(TokenGroupPage.tokens(group.count))</span><span class=\"tk-group-kinds\">\(HTMLEscaping.text(kinds))</span>\(strip(group))</li>"
                markdown += "\n| [\(MarkdownText.tableCode(group.name))](<\(link)>) | \(group.count) | \(MarkdownText.cell(kinds)) |"
            }
            page.add(html: html + "</ul>", markdown: markdown)
        }
        let failing = pairs.filter(\.fails).count
        let contrast = SitePaths.tokenPageLink(SitePaths.tokenContrast, from: path)
        let summary =
            pairs.isEmpty
            ? "No text is placed over a solid or gradient surface in this catalogue."
            : "\(pairs.count) colour \(pairs.count == 1 ? "pair" : "pairs") of text over its background, \(failing) failing WCAG 2.2 AA."
        page.add(
            html:
                "<h2 id=\"text-contrast\"><a class=\"anchor\" href=\"#text-contrast\">Text contrast</a></h2><p>\(failing > 0 ? "<span class=\"tk-badge tk-badge-fail\"><span aria-hidden=\"true\">✗</span> \(failing) failing</span> " : "")\(HTMLEscaping.text(summary)) <a href=\"\(contrast)\">Every pair with its ratio and the texts that show it</a>.</p>",
            markdown: "## Text contrast\n\n\(summary) [Every pair with its ratio and the texts that show it](<\(contrast)>).")
        if !groups.ungrouped.isEmpty {
            let section = TokenList.Section(id: "ungrouped", heading: "Tokens outside any group", headingIsCode: false, names: groups.ungrouped)
            TokenList(sections: [section], context: context, page: path).add(to: &page)
        }
        return page
    }

    /// Up to ``stripColors`` distinct colours of a group, in the default context.
    private func strip(_ group: TokenGroups.Group) -> String {
        var colors: [String] = []
        var seen: Set<String> = []
        for name in group.sections.lazy.flatMap(\.names) {
            guard colors.count < Self.stripColors else { break }
            guard case .color(let color)? = context.defaultTokens[name]?.value else { continue }
            let css = HTMLEscaping.cssColor(color)
            if seen.insert(css).inserted { colors.append("<span style=\"background:\(css)\"></span>") }
        }
        return colors.isEmpty ? "" : "<span class=\"tk-strip\" aria-hidden=\"true\">\(colors.joined())</span>"
    }
}
