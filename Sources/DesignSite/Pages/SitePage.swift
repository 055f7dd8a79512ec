/// A page before it becomes HTML: Markdown sections, rendered by cmark-gfm, with fragments of
/// HTML that dscheck generated itself (previews, badges) between them.
struct SitePage: Sendable {
    /// One part of a page.
    enum Block: Sendable {
        /// Markdown, escaped by the page builder wherever it holds catalogue text.
        case markdown(String)
        /// Generated HTML, as UTF-8 (written as it is, never decoded again), and what stands
        /// for it in the Markdown twin.
        case html([UInt8], markdown: String)
    }

    /// The page's path in the site without extension, such as `components/button`.
    let path: String
    /// The page title (catalogue text, escaped where it is used).
    let title: String
    /// A short description for search results.
    let summary: String
    private(set) var blocks: [Block] = []

    init(path: String, title: String, summary: String) {
        self.path = path
        self.title = title
        self.summary = summary
    }

    /// Adds Markdown, as lines ending in a blank line.
    mutating func add(_ markdown: String) {
        if case .markdown(let previous)? = blocks.last {
            blocks[blocks.count - 1] = .markdown(previous + markdown + "\n\n")
        } else {
            blocks.append(.markdown(markdown + "\n\n"))
        }
    }

    /// Adds generated HTML with its Markdown stand-in.
    mutating func add(html: String, markdown: String) {
        add(html: Array(html.utf8), markdown: markdown)
    }

    /// Adds generated HTML that has no stand-in in the Markdown twin, such as the opening or
    /// closing tags of a wrapper around other blocks.
    mutating func add(html: String) {
        add(html: Array(html.utf8), markdown: nil)
    }

    /// Adds generated HTML as UTF-8 with its Markdown stand-in, or none when `markdown` is nil.
    mutating func add(html: [UInt8], markdown: String?) {
        blocks.append(.html(html, markdown: markdown.map { $0 + "\n\n" } ?? ""))
    }

    /// The Markdown twin: every section, with the stand-ins of the fragments.
    var markdown: String {
        var text = ""
        for block in blocks {
            switch block {
            case .markdown(let markdown): text += markdown
            case .html(_, let markdown): text += markdown
            }
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }
}
