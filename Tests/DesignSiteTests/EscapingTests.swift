import DesignTokens
import Testing

@testable import DesignSite

/// Escaping for each context a piece of catalogue text can reach.
struct EscapingTests {
    @Test func textAndAttributes() {
        #expect(HTMLEscaping.text("<a href=\"x\">&'") == "&lt;a href=\"x\"&gt;&amp;'")
        #expect(HTMLEscaping.attribute("\"><script>'&") == "&quot;&gt;&lt;script&gt;&#39;&amp;")
    }

    @Test(arguments: [
        ("https://developer.apple.com/design/", "https://developer.apple.com/design/"),
        ("http://x.test/?a=1&b=2", "http://x.test/?a=1&amp;b=2"),
        ("mailto:design@example.com", "mailto:design@example.com"),
        ("../rules/hig-touch-target.html#why", "../rules/hig-touch-target.html#why"),
        ("page.html?next=javascript:alert(1)", "page.html?next=javascript:alert(1)"),
    ])
    func allowedURLs(url: String, attribute: String) {
        #expect(HTMLEscaping.url(url) == attribute)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " javascript:x", "data:text/html,<b>", "vbscript:x", "file:///etc/passwd", "java\nscript:x", "",
        "ftp://x.test",
    ])
    func refusedURLs(url: String) {
        #expect(HTMLEscaping.url(url) == nil)
    }

    @Test func cssColoursComeOnlyFromParsedColours() {
        #expect(HTMLEscaping.cssColor(.srgb(1, 0.5, 0)) == "#ff8000")
        #expect(HTMLEscaping.cssColor(.srgb(0, 0, 0, alpha: 0.4)) == "rgb(0 0 0 / 0.4)")
    }

    @Test func markdownTextNeverBecomesSyntax() {
        let renderer = MarkdownRenderer()
        for text in [
            "# heading", "- item", "1. first", "*bold* _it_ `code`", "<script>x</script>", "[a](javascript:x)", "a | b", "&amp; &lt;",
            "www.example.com", "https://x.test\"<b>", "> quote", "~~gone~~", "![i](x.png)", "a\n# b", "a\u{2028}- b", "c\u{85}1. d",
            "HTTP://X.TEST/<b>",
        ] {
            let html = renderer.html(from: MarkdownText.inline(text))
            #expect(html.hasPrefix("<p>") && !html.contains("<p>", after: 1), "\(text) → \(html)")
            for tag in ["<h1", "<li", "<em", "<strong", "<code", "<script", "<del", "<img", "<blockquote", "href=\"javascript"] {
                #expect(!html.contains(tag), "\(text) → \(html)")
            }
        }
    }

    /// Text that needs no escaping is returned as it is, whether the quick check or the
    /// escaping itself finds that; the rest is escaped where a line starts and in cells alike.
    @Test(arguments: [
        ("Plain text, 12 pt", "Plain text, 12 pt", "Plain text, 12 pt"),
        ("12. first", "12\\. first", "12. first"),
        ("12) first", "12\\) first", "12) first"),
        (" - item", " \\- item", " - item"),
        ("a - b, 1.5 and c)", "a - b, 1.5 and c)", "a - b, 1.5 and c)"),
        ("#fbd494", "\\#fbd494", "#fbd494"),
        ("www.x", "www\\.x", "www\\.x"),
        ("w.x → y × z", "w.x → y × z", "w.x → y × z"),
        ("a\u{2028}b\nc", "a b c", "a b c"),
        ("a_b <c>", "a\\_b &lt;c&gt;", "a\\_b &lt;c&gt;"),
    ])
    func markdownEscapingWhereALineStartsAndInCells(text: String, inline: String, cell: String) {
        #expect(MarkdownText.inline(text) == inline)
        #expect(MarkdownText.cell(text) == cell)
    }

    @Test func plainWebAddressesBecomeLinksAndOthersStayText() {
        let renderer = MarkdownRenderer()
        #expect(
            renderer.html(from: MarkdownText.inline("See https://github.com/14slash12/SwiftUIGlass)."))
                == "<p>See <a href=\"https://github.com/14slash12/SwiftUIGlass\">https://github.com/14slash12/SwiftUIGlass</a>).</p>\n")
        #expect(!renderer.html(from: MarkdownText.inline("https://bad\"host/x")).contains("<a"))
    }

    @Test func codeSpansAndBlocksFenceAroundBackticks() {
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.codeBlock("```\nx", language: "json") == "````json\n```\nx\n````")
    }

    @Test func headingAnchorsAreUniqueSlugs() {
        let html = PageBody.markedUp("<h2>Specs</h2><h3>Specs</h3><h2>&lt;main&gt;</h2><h2><a href=\"x\">Linked</a></h2>")
        #expect(
            html
                == "<h2 id=\"specs\"><a class=\"anchor\" href=\"#specs\">Specs</a></h2><h3 id=\"specs-2\"><a class=\"anchor\" href=\"#specs-2\">Specs</a></h3><h2 id=\"main-2\"><a class=\"anchor\" href=\"#main-2\">&lt;main&gt;</a></h2><h2 id=\"linked\"><a href=\"x\">Linked</a></h2>"
        )
    }

    @Test func springsBecomeCubicBeziersThatOvershootAsTheyBounce() {
        let tokens = TokenSet(tokens: [], diagnostics: [])
        #expect(PressAnimation(.bouncy, in: tokens).timingFunction == "cubic-bezier(0.25, 1.6, 0.5, 1)")
        #expect(PressAnimation(nil, in: tokens).duration == 0)
    }
}

extension String {
    fileprivate func contains(_ text: String, after occurrences: Int) -> Bool {
        components(separatedBy: text).count - 1 > occurrences
    }
}
