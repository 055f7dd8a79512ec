/// Token entries under section headings, with a filter box and copy buttons: `tokens.js`
/// (``TokensScript``) shows the box and adds the buttons, so without JavaScript neither is shown
/// and every entry stays visible. In the Markdown twin each section is a table.
struct TokenList {
    /// One section: its id, its heading (catalogue text, escaped here; a group's dot path,
    /// shown as code, or words) and its tokens.
    struct Section {
        let id: String
        let heading: String
        let headingIsCode: Bool
        let names: [String]
    }

    let sections: [Section]
    let context: SiteContext
    /// The page the list is on.
    let page: String

    /// Adds the filter box, the sections and the script to `page`.
    func add(to sitePage: inout SitePage) {
        let count = sections.reduce(0) { $0 + $1.names.count }
        var prefix =
            "<div class=\"tk-filter\" hidden><label for=\"filter-tokens\">Filter the \(count) \(count == 1 ? "token" : "tokens") by name, value or description</label><input id=\"filter-tokens\" type=\"search\" spellcheck=\"false\"><span id=\"filter-status\" class=\"tk-filter-status\" aria-live=\"polite\"></span></div><p id=\"copy-status\" class=\"visually-hidden\" aria-live=\"polite\"></p>\n"
            + (ContextChooser.html(context) ?? "")
        let context = context
        let page = page
        for (index, section) in sections.enumerated() {
            let entries = section.names.map { name -> (html: String, markdown: String) in
                let entry = TokenEntry(name: name, context: context, page: page)
                return (entry.html(), entry.markdownRow())
            }
            let id = HTMLEscaping.attribute(section.id)
            let heading = section.headingIsCode ? "<code>\(HTMLEscaping.text(section.heading))</code>" : HTMLEscaping.text(section.heading)
            var html =
                prefix
                + "<section class=\"tk-section\" aria-labelledby=\"\(id)\" style=\"--tk-entries:\(section.names.count)\"><h2 id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\">\(heading)</a> <span class=\"tk-count\">\(section.names.count)<span class=\"visually-hidden\"> \(section.names.count == 1 ? "token" : "tokens")</span></span></h2><ul class=\"tk-list\">"
            prefix = ""
            html.reserveCapacity(entries.reduce(html.utf8.count + 64) { $0 + $1.html.utf8.count })
            let markdownHeading = section.headingIsCode ? MarkdownText.code(section.heading) : MarkdownText.inline(section.heading)
            var markdown = "## \(markdownHeading)\n\n\(TokenEntry.markdownHeader)"
            for entry in entries {
                html += entry.html
                markdown += "\n" + entry.markdown
            }
            html += "</ul></section>"
            if index == sections.count - 1 { html += "\n<script src=\"tokens.js\" defer></script>" }
            sitePage.add(html: html, markdown: markdown)
        }
    }
}
