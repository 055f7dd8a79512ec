import DesignSupport
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
    /// Each of `values` as text, made once for the list item and the table row.
    private let texts: [String]
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
        let perContext = context.contexts.map { entry in
            let value = entry.tokens.value(of: name)
            return ValueInContext(value: value, defined: value != nil || entry.tokens.contains(name: name))
        }
        values = context.contextGroups(perContext) { $0 }
        texts = values.map(Self.text)
        users = context.users(of: name)
    }

    /// The entry as a list item.
    func html() -> String {
        let wide = values.contains { if case .typography? = $0.value.value { true } else { false } }
        var html = MarkupBuffer()
        html.append(wide ? "<li class=\"tk tk-wide\" id=\"" : "<li class=\"tk\" id=\"")
        html.append(SitePaths.tokenAnchor(name))
        html.append("\"><div class=\"tk-specimens\" aria-hidden=\"true\">")
        for entry in values {
            guard let drawing = entry.value.value.flatMap({ TokenSpecimen.html($0, name: name) }) else { continue }
            html.append("<span class=\"tk-specimen\">")
            html.append(drawing)
            if values.count > 1 {
                html.append("<span class=\"tk-caption\">")
                html.append(escaping: entry.contexts)
                html.append("</span>")
            }
            html.append("</span>")
        }
        html.append("</div><div class=\"tk-text\"><p class=\"tk-name\"><code>")
        html.append(escaping: name)
        html.append("</code>")
        if let alias = token?.aliasOf {
            let listed = context.contexts.contains { $0.tokens.contains(name: alias) }
            html.append(" <span class=\"tk-alias\">→ ")
            if listed {
                html.append("<a href=\"")
                html.append(attribute: SitePaths.tokenLink(alias, from: page))
                html.append("\">")
            }
            html.append("<code>")
            html.append(escaping: alias)
            html.append("</code>")
            if listed { html.append("</a>") }
            html.append("</span>")
        }
        switch token?.deprecation {
        case .deprecated(let reason?)?:
            html.append(" <span class=\"tk-deprecated\">Deprecated: ")
            html.append(escaping: reason)
            html.append("</span>")
        case .deprecated(nil)?: html.append(" <span class=\"tk-deprecated\">Deprecated</span>")
        default: break
        }
        html.append("</p>")
        if values.count == 1 {
            html.append("<p class=\"tk-value\">")
            html.append(escaping: texts[0])
            html.append("</p>")
        } else if context.choosesContext {
            let groups = zip(values, texts).map { ContextGroup(value: HTMLEscaping.text($1), contexts: $0.contexts, members: $0.members) }
            html.append("<div class=\"tk-value\">")
            html.append(ContextChooser.varying(groups, context: context))
            html.append("</div>")
        } else {
            html.append("<p class=\"tk-values\">")
            for (entry, text) in zip(values, texts) {
                html.append("<span><span class=\"tk-context\">")
                html.append(escaping: entry.contexts)
                html.append(":</span> ")
                html.append(escaping: text)
                html.append("</span>")
            }
            html.append("</p>")
        }
        if let description = token?.description, !description.isEmpty {
            html.append("<p class=\"tk-description\">")
            html.append(escaping: description)
            html.append("</p>")
        }
        html.append("<p class=\"tk-used\">")
        if users.isEmpty {
            html.append("Not used.")
        } else {
            html.append("Used by ")
            for (index, user) in users.prefix(Self.listedUsers).enumerated() {
                if index > 0 { html.append(", ") }
                html.append(Self.userLink(user, from: page, context: context))
            }
            if users.count > Self.listedUsers {
                html.append(" and ")
                html.append(String(users.count - Self.listedUsers))
                html.append(" more")
            }
            html.append(".")
        }
        html.append("</p>")
        // Where the value comes from, for maintainers, last and folded (`source` in dscheck's
        // `$extensions` entry).
        if let source = token?.dscheckExtension?["source"]?.string, !source.isEmpty {
            html.append("<details class=\"tk-source\"><summary>Source</summary><p>")
            html.append(escaping: source)
            html.append("</p></details>")
        }
        html.append("</div></li>")
        return html.text
    }

    /// The entry as a row of a Markdown table: token, value, used by, description. Written
    /// into one string, as the tokens pages have a row per token.
    func markdownRow() -> String {
        var row = "| "
        row += MarkdownText.tableCode(name)
        if let alias = token?.aliasOf {
            row += " → "
            row += MarkdownText.tableCode(alias)
        }
        switch token?.deprecation {
        case .deprecated(let reason?)?:
            row += " (deprecated: "
            row += MarkdownText.cell(reason)
            row += ")"
        case .deprecated(nil)?: row += " (deprecated)"
        default: break
        }
        row += " | "
        if values.count == 1 {
            row += MarkdownText.cell(texts[0])
        } else {
            for (index, (entry, text)) in zip(values, texts).enumerated() {
                if index > 0 { row += "; " }
                row += MarkdownText.cell(entry.contexts)
                row += ": "
                row += MarkdownText.cell(text)
            }
        }
        row += " | "
        if users.isEmpty { row += "nothing" }
        for (index, user) in users.prefix(Self.listedUsers).enumerated() {
            if index > 0 { row += ", " }
            row += context.subjectLink(user, from: page)
        }
        if users.count > Self.listedUsers {
            row += " and "
            row += String(users.count - Self.listedUsers)
            row += " more"
        }
        row += " | "
        if let description = token?.description { row += MarkdownText.cell(description) }
        row += " |"
        return row
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
        return String(
            concatenating: "<a href=\"", HTMLEscaping.attribute(SitePaths.link(from: from, to: target.path)), "\">", HTMLEscaping.text(target.name),
            "</a>")
    }

    private static func text(_ entry: ContextGroup<ValueInContext>) -> String {
        entry.value.value.map(ValueText.token) ?? (entry.value.defined ? "unresolved" : "not defined")
    }
}
