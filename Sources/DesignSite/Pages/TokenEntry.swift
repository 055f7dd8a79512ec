import DesignTokens

/// One token on its page: an entry with the token's anchor, its name (with the alias it
/// follows and whether it is deprecated), a drawing of its value, its value as text, its
/// description and the specs that use it; and the same as a row of the Markdown twin's table.
/// A value that is the same in every context is shown once; values that differ are shown side
/// by side, each with the contexts that give it.
struct TokenEntry {
    /// The users listed by name before the rest are counted.
    static let listedUsers = 8

    let name: String
    /// The page the entry is on.
    let page: String
    private let context: SiteContext
    /// The token as the default context has it, or else the first context that has it.
    private let token: ResolvedToken?
    /// The distinct values in context order, each with the name of the contexts that give it;
    /// a nil value where the token is unresolved or (`defined` false) missing.
    private let values: [ContextGroup<ValueInContext>]
    /// The components and compositions that use the token, sorted.
    private let users: [String]

    /// What a context gives the token: its value, if it resolves, and whether it has it at all.
    private struct ValueInContext: Equatable {
        let value: TokenValue?
        let defined: Bool
    }

    init(name: String, context: SiteContext, page: String) {
        self.name = name
        self.page = page
        self.context = context
        token = Self.token(name, in: context)
        let perContext = context.contexts.map { ValueInContext(value: $0.tokens[name]?.value, defined: $0.tokens[name] != nil) }
        values = context.contextGroups(perContext) { $0 }
        users = context.users(of: name)
    }

    /// The entry as a list item.
    func html() -> String {
        let wide = values.contains { if case .typography? = $0.value.value { true } else { false } }
        var html = "<li class=\"tk\(wide ? " tk-wide" : "")\" id=\"\(SitePaths.tokenAnchor(name))\"><div class=\"tk-specimens\" aria-hidden=\"true\">"
        for entry in values {
            guard let drawing = entry.value.value.flatMap({ TokenSpecimen.html($0, name: name) }) else { continue }
            html += "<span class=\"tk-specimen\">\(drawing)"
            if values.count > 1 { html += "<span class=\"tk-caption\">\(HTMLEscaping.text(entry.contexts))</span>" }
            html += "</span>"
        }
        html += "</div><div class=\"tk-text\"><p class=\"tk-name\"><code>\(HTMLEscaping.text(name))</code>"
        if let alias = token?.aliasOf {
            let target = "<code>\(HTMLEscaping.text(alias))</code>"
            let listed = context.contexts.contains { $0.tokens[alias] != nil }
            html +=
                " <span class=\"tk-alias\">→ "
                + (listed ? "<a href=\"\(HTMLEscaping.attribute(SitePaths.tokenLink(alias, from: page)))\">\(target)</a>" : target) + "</span>"
        }
        switch token?.deprecation {
        case .deprecated(let reason?)?: html += " <span class=\"tk-deprecated\">Deprecated: \(HTMLEscaping.text(reason))</span>"
        case .deprecated(nil)?: html += " <span class=\"tk-deprecated\">Deprecated</span>"
        default: break
        }
        html += "</p>"
        if values.count == 1 {
            html += "<p class=\"tk-value\">\(HTMLEscaping.text(Self.text(values[0])))</p>"
        } else if context.choosesContext {
            let groups = values.map { ContextGroup(value: HTMLEscaping.text(Self.text($0)), contexts: $0.contexts, members: $0.members) }
            html += "<div class=\"tk-value\">\(ContextChooser.varying(groups, context: context))</div>"
        } else {
            html += "<p class=\"tk-values\">"
            for entry in values {
                html +=
                    "<span><span class=\"tk-context\">\(HTMLEscaping.text(entry.contexts)):</span> \(HTMLEscaping.text(Self.text(entry)))</span>"
            }
            html += "</p>"
        }
        if let description = token?.description, !description.isEmpty {
            html += "<p class=\"tk-description\">\(HTMLEscaping.text(description))</p>"
        }
        html += "<p class=\"tk-used\">"
        if users.isEmpty {
            html += "Not used."
        } else {
            html += "Used by " + users.prefix(Self.listedUsers).map { Self.userLink($0, from: page, context: context) }.joined(separator: ", ")
            if users.count > Self.listedUsers { html += " and \(users.count - Self.listedUsers) more" }
            html += "."
        }
        html += "</p>"
        // Where the value comes from, for maintainers, last and folded (`source` in dscheck's
        // `$extensions` entry).
        if let source = token?.dscheckExtension?["source"]?.string, !source.isEmpty {
            html += "<details class=\"tk-source\"><summary>Source</summary><p>\(HTMLEscaping.text(source))</p></details>"
        }
        return html + "</div></li>"
    }

    /// The entry as a row of a Markdown table: token, value, used by, description.
    func markdownRow() -> String {
        var cell = MarkdownText.tableCode(name)
        if let alias = token?.aliasOf { cell += " → " + MarkdownText.tableCode(alias) }
        switch token?.deprecation {
        case .deprecated(let reason?)?: cell += " (deprecated: \(MarkdownText.cell(reason)))"
        case .deprecated(nil)?: cell += " (deprecated)"
        default: break
        }
        let value =
            values.count == 1
            ? MarkdownText.cell(Self.text(values[0]))
            : values.map { "\(MarkdownText.cell($0.contexts)): \(MarkdownText.cell(Self.text($0)))" }.joined(
                separator: "; ")
        var used = users.isEmpty ? "nothing" : users.prefix(Self.listedUsers).map { context.subjectLink($0, from: page) }.joined(separator: ", ")
        if users.count > Self.listedUsers { used += " and \(users.count - Self.listedUsers) more" }
        return "| \(cell) | \(value) | \(used) | \(token?.description.map(MarkdownText.cell) ?? "") |"
    }

    /// Token `name` as the default context has it, or else the first context that has it.
    static func token(_ name: String, in context: SiteContext) -> ResolvedToken? {
        context.defaultTokens[name] ?? context.contexts.lazy.compactMap { $0.tokens[name] }.first
    }

    /// The header of the table ``markdownRow()`` rows go in.
    static let markdownHeader = "| Token | Value | Used by | Description |\n| --- | --- | --- | --- |"

    /// An HTML link from the page at `from` to a component's or composition's page, named by
    /// its name; plain code for a subject that has no page.
    static func userLink(_ subject: String, from: String, context: SiteContext) -> String {
        guard let target = context.subjectPage(subject) else { return "<code>\(HTMLEscaping.text(subject))</code>" }
        return "<a href=\"\(HTMLEscaping.attribute(SitePaths.link(from: from, to: target.path)))\">\(HTMLEscaping.text(target.name))</a>"
    }

    private static func text(_ entry: ContextGroup<ValueInContext>) -> String {
        entry.value.value.map(ValueText.token) ?? (entry.value.defined ? "unresolved" : "not defined")
    }
}
