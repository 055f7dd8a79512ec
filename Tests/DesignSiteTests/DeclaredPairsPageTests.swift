import TestSupport
import Testing

/// The contrast page shows the declared pairs (dscheck.json's "contrastPairs") as
/// `contrast --pairs` does: a row per pair, a column per context named as readers name it,
/// failing rows first and marked, the same ratios in the Markdown twin.
struct DeclaredPairsPageTests {
    static let fixture = SiteFixture(folder: Fixtures.path("contrast-pairs"))

    @Test func theContrastPageHoldsTheMatrix() throws {
        let html = try #require(Self.fixture.file("tokens/contrast.html"))
        #expect(
            html.contains(
                "<thead><tr><th scope=\"col\">Text or icon</th><th scope=\"col\">On</th><th scope=\"col\">Needs</th><th scope=\"col\">Light</th><th scope=\"col\">Light, increased contrast</th><th scope=\"col\">Dark</th><th scope=\"col\">Dark, increased contrast</th></tr></thead>"
            ), "the contexts as readers name them")
        let rows = html.components(separatedBy: "<tr class=\"tk-pair-fails\">").count - 1
        #expect(rows == 2, "both pairs fail somewhere and are marked")
        #expect(html.contains("<strong>2.32:1</strong> <span class=\"tk-badge tk-badge-fail\">"))
        #expect(html.contains("<td data-label=\"Light\">"), "labelled for a phone, in a row with a class too")
        let markdown = try #require(Self.fixture.file("tokens/contrast.md"))
        #expect(
            markdown.contains(
                "| `color.text.secondary` | `color.background.primary` | 4.5:1 | ✓ 7.00:1 | ✗ **2.32:1** | ✗ **2.96:1** | ✗ **3.80:1** |"),
            "\(markdown)")
        #expect(markdown.contains("## Placed text"))
    }

    /// A catalogue that declares no pairs shows no such section.
    @Test func noPairsNoSection() throws {
        let html = try #require(SiteFixture.bundled.file("tokens/contrast.html"))
        #expect(html.contains("id=\"declared-pairs\""), "the bundled catalogue declares seven")
        let valid = SiteFixture(folder: Fixtures.path("catalog/valid"))
        #expect(valid.file("tokens/contrast.html")?.contains("declared-pairs") == false)
    }

    /// The rule's own examples are drawn as their pairs, each with the ratio the check measured
    /// (the one whose glob matches nothing has nothing to draw).
    @Test func theRulesExamplesAreDrawnAsTheirPairs() throws {
        let page = try #require(SiteFixture.bundled.file("rules/a11y-token-contrast.html"))
        let captions = page.components(separatedBy: "<span class=\"tk-caption\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(captions == ["3.54:1", "21.00:1", "3.54:1"], "\(captions)")
    }
}
