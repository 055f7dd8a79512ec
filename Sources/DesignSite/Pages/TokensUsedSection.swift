import DesignCatalog
import DesignTokens

extension ComponentPage {
    /// The Tokens used section: every token the spec names, each with its specimen, its value in
    /// each context (equal values merged) and a link to its entry on the token pages, folded
    /// past ``tokensShownOpen``. Nil when the spec names none.
    /// The most tokens listed open; a longer list is folded.
    static let tokensShownOpen = 8

    func tokensUsedSection() -> PageSection? {
        guard let names = context.tokensUsed[component.id], !names.isEmpty else { return nil }
        var section = PageSection("Tokens used")
        var html = "<ul class=\"tokens-used\">"
        var markdown = ""
        for name in names {
            // Every component page is in the same folder, so a token's line is the same on each.
            let line = context.tokenUsedLines.value(name) { Self.tokenUsedLine(name, from: path, context: context) }
            html += line.html
            markdown += line.markdown
        }
        html += "</ul>"
        // A long list is folded, as the specs are: it is reference, looked up rather than read.
        if names.count > Self.tokensShownOpen {
            html = "<details class=\"specs-fold\"><summary>Show all \(names.count) tokens</summary>\(html)</details>"
        }
        section.add(html: html, markdown: markdown.trimmingTrailingNewlines)
        return section
    }

    /// Token `name`'s item in the Tokens used list of a component page at `path`, and its line
    /// in the Markdown twin.
    private static func tokenUsedLine(_ name: String, from path: String, context: SiteContext) -> TokenUsedLine {
        let values = context.groupedByContext(context.contexts.map { $0.tokens.value(of: name) }) { $0 }
        let text = values.map { group in
            let value = group.value.map(ValueText.token) ?? "not resolved"
            return values.count > 1 ? "\(group.contexts): \(value)" : value
        }.joined(separator: " · ")
        let link = SitePaths.tokenLink(name, from: path)
        let specimen = context.defaultTokens[name]?.value.flatMap { TokenSpecimen.html($0, name: name) } ?? ""
        return TokenUsedLine(
            html:
                "<li><span class=\"tokens-used-specimen\" aria-hidden=\"true\">\(specimen)</span><span><a href=\"\(HTMLEscaping.attribute(link))\"><code>\(HTMLEscaping.tokenName(name))</code></a> <span class=\"tokens-used-value\">\(HTMLEscaping.text(text))</span></span></li>",
            markdown: "- " + MarkdownText.internalLink(code: name, to: link) + ": " + MarkdownText.inline(text) + "\n")
    }
}

/// A token's item in a component page's Tokens used list, and its Markdown line.
struct TokenUsedLine: Sendable {
    let html: String
    let markdown: String
}
