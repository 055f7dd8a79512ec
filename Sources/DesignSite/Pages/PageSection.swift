/// A `##` section of a page, built before it is written so that the page's "On this page"
/// list is made from the same titles as its headings, and a section with nothing to show is
/// never started.
struct PageSection {
    /// The heading's text (plain text, escaped where it is written).
    let title: String
    private(set) var blocks: [SitePage.Block] = []

    init(_ title: String) {
        self.title = title
    }

    /// The heading's id, as `HeadingAnchors` gives it to the first heading with this text.
    var anchor: String { HeadingAnchors.slug(title) }

    /// Adds Markdown.
    mutating func add(_ markdown: String) {
        blocks.append(.markdown(markdown))
    }

    /// Adds generated HTML with its Markdown stand-in.
    mutating func add(html: String, markdown: String) {
        add(html: Array(html.utf8), markdown: markdown)
    }

    /// Adds generated HTML as UTF-8 with its Markdown stand-in.
    mutating func add(html: [UInt8], markdown: String) {
        blocks.append(.html(html, markdown: markdown))
    }

    /// Writes the heading and the blocks to `page`.
    func write(to page: inout SitePage) {
        page.add("## \(MarkdownText.inline(title))")
        for block in blocks {
            switch block {
            case .markdown(let markdown): page.add(markdown)
            case .html(let html, let markdown): page.add(html: html, markdown: markdown.isEmpty ? nil : markdown)
            }
        }
    }

    /// The "On this page" list of `sections` as a navigation landmark, and its Markdown twin.
    static func contents(_ sections: [PageSection]) -> (html: String, markdown: String) {
        let items = sections.map { "<li><a href=\"#\($0.anchor)\">\(HTMLEscaping.text($0.title))</a></li>" }.joined()
        let html = "<nav class=\"on-this-page\" aria-label=\"On this page\"><p class=\"on-this-page-title\">On this page</p><ul>\(items)</ul></nav>"
        let markdown = "On this page: " + sections.map { MarkdownText.internalLink($0.title, to: "#" + $0.anchor) }.joined(separator: " · ")
        return (html, markdown)
    }
}
