import Testing

@testable import DesignSite

/// The snippets' highlighting: each kind of word in its span, everything escaped, nothing lost.
struct SwiftHighlightingTests {
    @Test(arguments: [
        (#"PrimaryButton("GO") { … }"#, #"<span class="hl-t">PrimaryButton</span>(<span class="hl-s">"GO"</span>) { … }"#),
        (
            "content\n    .modifier(GlassModifier(cornerRadius: 20))",
            "content\n    .modifier(<span class=\"hl-t\">GlassModifier</span>(cornerRadius: <span class=\"hl-n\">20</span>))"
        ),
        (
            #"let s = "a \"b\" <c>" // done"#,
            #"<span class="hl-k">let</span> s = <span class="hl-s">"a \"b\" &lt;c&gt;"</span> <span class="hl-c">// done</span>"#
        ),
        ("@State var step2 = 0.5", #"<span class="hl-k">@State</span> <span class="hl-k">var</span> step2 = <span class="hl-n">0.5</span>"#),
    ])
    func eachKindIsItsSpan(code: String, html: String) {
        #expect(SwiftHighlighting.html(code) == html)
    }
}
