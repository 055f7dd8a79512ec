import DesignSite
import Testing

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func tableRendersAsTable() {
        let html = renderer.html(from: "| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(html.contains("<table>"))
        #expect(html.contains("<th>a</th>"))
        #expect(html.contains("<td>2</td>"))
    }

    @Test func strikethroughRendersAsDel() {
        #expect(renderer.html(from: "~~gone~~") == "<p><del>gone</del></p>\n")
    }

    @Test func bareWwwDomainBecomesLink() {
        let html = renderer.html(from: "Visit www.example.com today.")
        #expect(html.contains(#"<a href="http://www.example.com">www.example.com</a>"#))
    }

    @Test func taskListRendersCheckboxes() {
        let html = renderer.html(from: "- [x] done\n- [ ] todo\n")
        #expect(html.contains(#"<input type="checkbox" checked="" disabled="" />"#))
        #expect(html.contains(#"<input type="checkbox" disabled="" />"#))
    }

    @Test func rawScriptTagIsNotEmitted() {
        let blockHTML = renderer.html(from: "<script>alert(1)</script>\n")
        let inlineHTML = renderer.html(from: "Hi <script>alert(1)</script> there")
        for html in [blockHTML, inlineHTML] {
            #expect(!html.contains("<script"))
            #expect(html.contains("<!-- raw HTML omitted -->"))
        }
    }

    @Test func javascriptLinkHasNoJavascriptHref() {
        let html = renderer.html(from: "[x](javascript:alert(1))")
        #expect(!html.lowercased().contains("javascript:"))
        #expect(html.contains(#"<a href="">x</a>"#))
    }

    @Test func tagFilteredRawHTMLIsOmitted() {
        let html = renderer.html(from: "<iframe src=\"https://example.com\"></iframe>\n\ntext <title>t</title>")
        #expect(!html.contains("<iframe"))
        #expect(!html.contains("<title"))
        #expect(!html.contains("&lt;iframe"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func nonASCIITextRoundTrips() {
        let text = "Größe — 色 😀 café"
        #expect(renderer.html(from: text) == "<p>\(text)</p>\n")
    }

    @Test func renderingIsDeterministic() {
        let markdown = "# Title\n\n| a |\n|---|\n| ~~b~~ |\n\n- [ ] www.example.com\n"
        #expect(renderer.html(from: markdown) == renderer.html(from: markdown))
    }

    @Test func concurrentRenderingMatchesSerialRendering() async {
        let markdown = "- [x] ~~www.example.com~~\n\n| a |\n|---|\n| b |\n"
        let expected = renderer.html(from: markdown)
        let renderer = renderer
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 {
                group.addTask { renderer.html(from: markdown) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 32)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    @Test func emptyInputRendersEmpty() {
        #expect(renderer.html(from: "") == "")
    }
}
