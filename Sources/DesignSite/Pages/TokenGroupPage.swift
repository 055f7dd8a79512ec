import DesignTokens

/// The page of one top-level token group (`tokens/color`): its name and counts by type, a
/// contents list of its sections, then the filterable entries section by section.
struct TokenGroupPage {
    let group: TokenGroups.Group
    let context: SiteContext

    /// The page.
    func build() -> SitePage {
        let count = group.count
        let kinds = Self.kinds(of: group.sections.flatMap(\.names), in: context)
        var page = SitePage(path: group.page, title: "\(group.name) tokens", summary: "\(Self.tokens(count)): \(kinds)")
        let back = SitePaths.tokenPageLink(SitePaths.tokens, from: group.page)
        page.add(
            html:
                "<nav class=\"tk-crumbs\" aria-label=\"Breadcrumb\"><a href=\"\(back)\">Tokens</a> › <span aria-current=\"page\">\(HTMLEscaping.text(group.name))</span></nav><h1 id=\"page-title\"><a class=\"anchor\" href=\"#page-title\"><code>\(HTMLEscaping.text(group.name))</code></a></h1><p>\(Self.tokens(count)) in the <code>\(HTMLEscaping.text(group.name))</code> group: \(HTMLEscaping.text(kinds)). \(HTMLEscaping.text(Self.contextNote(context)))</p>",
            markdown:
                "# \(MarkdownText.code(group.name))\n\n\(Self.tokens(count)) in the \(MarkdownText.code(group.name)) group: \(MarkdownText.inline(kinds)). \(MarkdownText.inline(Self.contextNote(context))) All groups: [Tokens](<\(back)>)."
        )
        if group.sections.count > 1 {
            var html =
                "<nav class=\"tk-contents\" aria-labelledby=\"contents\"><h2 id=\"contents\"><a class=\"anchor\" href=\"#contents\">Contents</a></h2><ul>"
            var markdown = "## Contents\n"
            for section in group.sections {
                let anchor = SitePaths.tokenGroupAnchor(section.path)
                html +=
                    "<li><a href=\"#\(HTMLEscaping.attribute(anchor))\"><code>\(HTMLEscaping.text(section.path))</code></a> <span class=\"tk-count\">\(section.names.count)</span></li>"
                markdown += "\n- \(MarkdownText.code(section.path)) (\(Self.tokens(section.names.count)))"
            }
            page.add(html: html + "</ul></nav>", markdown: markdown)
        }
        let sections = group.sections.map {
            TokenList.Section(id: SitePaths.tokenGroupAnchor($0.path), heading: $0.path, headingIsCode: true, names: $0.names)
        }
        TokenList(sections: sections, context: context, page: group.page).add(to: &page)
        return page
    }

    /// `1 token`, `12 tokens`.
    static func tokens(_ count: Int) -> String {
        count == 1 ? "1 token" : "\(count) tokens"
    }

    /// What the values are shown with: per context only where they differ.
    static func contextNote(_ context: SiteContext) -> String {
        guard context.contexts.count > 1 else { return "" }
        if context.choosesContext {
            return
                "Values are shown in the default context, \(context.contexts[context.defaultContextIndex].name); one that differs between the \(context.contexts.count) contexts lists each group of contexts that agree."
        }
        return
            "A value that differs between contexts (\(context.contexts.map(\.name).joined(separator: "; "))) is shown for each, side by side; one that does not is shown once."
    }

    /// The counts by type, most first: `41 colours, 8 gradients`.
    static func kinds(of names: [String], in context: SiteContext) -> String {
        var counts: [String: Int] = [:]
        for name in names {
            counts[TokenEntry.token(name, in: context)?.type.map(Self.kindName) ?? "unresolved", default: 0] += 1
        }
        return counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { kind, count in
            "\(count) \(count == 1 ? kind : plural(kind))"
        }.joined(separator: ", ")
    }

    private static func kindName(_ type: TokenType) -> String {
        switch type {
        case .color: "colour"
        case .dimension: "dimension"
        case .duration: "duration"
        case .fontFamily: "font family"
        case .fontWeight: "font weight"
        case .cubicBezier: "easing"
        case .number: "number"
        case .strokeStyle: "stroke style"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "type style"
        }
    }

    private static func plural(_ kind: String) -> String {
        kind == "font family" ? "font families" : kind + "s"
    }
}
