import DesignSite
import DesignSupport
import Foundation
import TestSupport
import Testing

/// A catalogue written to break the site (`Tests/Fixtures/catalog/hostile`): raw HTML, script
/// tags, `javascript:` links, quotes and ampersands in every field a page shows, a file name
/// that needs escaping, a component without anatomy. Every page must render it as text. The
/// loader reports the symbol, source path and addresses that are not what they should be (so
/// `dscheck site` refuses the catalogue); the generator is tested on it all the same, as the
/// second line of defence.
struct HostileCatalogTests {
    static var fixture: SiteFixture { SiteFixture.hostile }

    @Test(.endToEnd) func theSiteIsValidHTML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-hostile-site-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SiteWriter.write(Self.fixture.site, to: folder, catalogFolder: Fixtures.path("catalog/hostile"))
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-html"), [folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func everyPageKindIsWritten() {
        let paths = Set(Self.fixture.pages.map(\.path))
        #expect(paths.contains("components/hostile.html"))
        #expect(paths.contains("components/empty.html"))
        #expect(paths.contains("compositions/screen.html"))
        #expect(paths.contains("tokens/index.html"))
        #expect(paths.contains { $0.hasPrefix("components/a-b-c-") }, "the id \"a&b c\" gets a plain file name")
    }

    @Test func noPageRunsCatalogueScriptOrLinksToAnUnsafeScheme() {
        for page in Self.fixture.pages {
            let tags = HTMLTag.all(in: page.contents)
            let scripts = tags.filter { $0.name == "script" }
            let tokenList = page.path.hasPrefix("tokens/") && scripts.contains { $0["src"] == "tokens.js" }
            #expect(
                scripts.count == (tokenList ? 4 : 3) && scripts.allSatisfy { ($0["src"] ?? "").hasSuffix(".js") },
                "\(page.path): \(scripts.map(\.attributes))")
            for tag in tags {
                #expect(!["iframe", "object", "embed"].contains(tag.name), "\(page.path): <\(tag.name)> from catalogue text")
                #expect(tag.name != "img", "\(page.path): <img src=\(tag["src"] ?? "")>")
                for attribute in tag.attributes {
                    #expect(!attribute.name.hasPrefix("on"), "\(page.path): event handler \(attribute.name) on <\(tag.name)>")
                    if ["href", "src", "action"].contains(attribute.name) {
                        let scheme = attribute.value.lowercased().trimmingCharacters(in: .whitespaces)
                        #expect(
                            !scheme.hasPrefix("javascript:") && !scheme.hasPrefix("data:") && !scheme.hasPrefix("vbscript:"),
                            "\(page.path): \(attribute.name)=\(attribute.value)")
                    }
                }
            }
            #expect(!page.contents.contains("<script>alert"), "\(page.path)")
            #expect(!page.contents.contains("<b>"), "\(page.path)")
            #expect(!page.contents.contains("<style>body"), "\(page.path)")
        }
    }

    @Test func hostileTextIsShownEscapedInEachContext() throws {
        let page = try #require(Self.fixture.file("components/hostile.html"))
        #expect(
            page.contains(
                "<h1 id=\"script-alert-name-script-co\"><a class=\"anchor\" href=\"#script-alert-name-script-co\">&lt;script&gt;alert('name')&lt;/script&gt; &amp; \"Co\"</a></h1>"
            ))
        #expect(
            page.contains(
                "<title>&lt;script&gt;alert('name')&lt;/script&gt; &amp; \"Co\" · Acme &lt;script&gt;alert(\"site\")&lt;/script&gt; &amp; 'Co'</title>"
            ))
        #expect(
            page.contains(
                "aria-label=\"&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; &amp; &quot;Co&quot;, &lt;/h3&gt;&lt;script&gt;alert(&#39;variant&#39;)&lt;/script&gt;"
            ), "attribute context")
        #expect(page.contains("data-layer=\"face&quot;&gt;&lt;script&gt;alert(&#39;layer&#39;)&lt;/script&gt;\""), "layer ids in SVG attributes")
        let maintainers = try #require(Self.fixture.file("maintainers/index.html"))
        #expect(maintainers.contains("&lt;b&gt;GO&lt;/b&gt; &amp; \"run\""), "label text in a finding's message (quotes need no escape in text)")
        #expect(!maintainers.contains("<b>GO</b>"))
        #expect(page.contains("(unsafe link not shown: <code>javascript:alert(9)</code>)"), "an unsafe source link is said, not linked")
        #expect(page.contains("<a href=\"https://example.com/?a=1&amp;b=%222%22%3Cx%3E\">Example</a>"), "a safe source link keeps its query, encoded")
        #expect(page.contains("[link](javascript:alert(1))"), "a javascript: link in prose stays text")
    }

    @Test func theMarkdownTwinEscapesToo() throws {
        let markdown = try #require(Self.fixture.file("components/hostile.md"))
        #expect(markdown.hasPrefix("# &lt;script&gt;alert('name')&lt;/script&gt; &amp; \"Co\"\n"))
        #expect(markdown.contains("\\[link\\](javascript:alert(1))"))
        #expect(!markdown.contains("<script"))
        #expect(!markdown.contains("<iframe"))
    }

    @Test func missingPartsAreLeftOutOfThePageAndReportedAsDiagnostics() throws {
        let page = try #require(Self.fixture.file("components/empty.md"))
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.isEmpty, "sections with nothing to show are left out")
        #expect(!page.contains("Documents"), "no symbol line when the spec names no symbol or file")
        let diagnostics = Self.fixture.checked.diagnostics.filter { $0.subject == "empty" && $0.id.origin == .site }
        #expect(diagnostics.map(\.ruleId) == ["site/no-anatomy", "site/undocumented"])
        #expect(diagnostics.allSatisfy { $0.location.file.hasSuffix("components/empty.json") })
        #expect(!page.contains("site/no-anatomy"), "what the check found missing is for maintainers")
        let maintainers = try #require(Self.fixture.file("maintainers/index.md"))
        #expect(maintainers.contains("site/no-anatomy") && maintainers.contains("site/undocumented"))
    }

    @Test func waiverReasonsAreEscaped() throws {
        let page = try #require(Self.fixture.file("components/hostile.html"))
        #expect(page.contains("&lt;img src=x onerror=alert('waiver')&gt; &amp; [x](javascript:alert(3))"))
    }
}
