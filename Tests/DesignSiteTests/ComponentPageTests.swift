import DesignCatalog
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The component page as design-system sites build it: header, hero, "On this page", each
/// variant's preview beside its key specs and code, specs grouped by part and shown once where
/// contexts or variants agree, folded source notes, and no section with nothing to show.
struct ComponentPageTests {
    static let bundled = SiteFixture.bundled
    /// Light and dark tokens that differ for one colour, variants with and without snippets, a
    /// generated button-style snippet, and a component the spec says nothing else about.
    static let fixture = SiteFixture(folder: Fixtures.path("site/component-page"))

    static func componentPages(_ fixture: SiteFixture) -> [(path: String, html: String)] {
        fixture.pages.filter { $0.path.hasPrefix("components/") }.map { ($0.path, $0.contents) }
    }

    /// Every component page of both sites, by site and path.
    static let pagePaths: [String] = [("bundled", bundled), ("fixture", fixture)].flatMap { name, site in
        componentPages(site).map { "\(name):\($0.path)" }
    }

    static func page(_ path: String) -> String? {
        let parts = path.split(separator: ":", maxSplits: 1).map(String.init)
        return (parts[0] == "bundled" ? bundled : fixture).file(parts[1])
    }

    /// The `<h2>` ids and texts of a page, in order.
    static func sectionHeadings(_ html: String) -> [(id: String, title: String)] {
        html.components(separatedBy: "<h2 id=\"").dropFirst().map { rest in
            let id = String(rest.prefix { $0 != "\"" })
            let inner = rest.components(separatedBy: "</h2>")[0].drop { $0 != ">" }.dropFirst()
            return (id, HeadingAnchors.plainText(inner))
        }
    }

    /// The links of the "On this page" list, in order.
    static func contents(_ html: String) -> [(id: String, title: String)] {
        guard let nav = html.components(separatedBy: "<nav class=\"on-this-page\"").dropFirst().first?.components(separatedBy: "</nav>").first
        else { return [] }
        return nav.components(separatedBy: "<a href=\"#").dropFirst().map { rest in
            (String(rest.prefix { $0 != "\"" }), HeadingAnchors.plainText(rest.components(separatedBy: "</a>")[0].drop { $0 != ">" }.dropFirst()))
        }
    }

    @Test(arguments: pagePaths)
    func onThisPageListsEverySectionHeadingInOrder(path: String) throws {
        let html = try #require(Self.page(path))
        let headings = Self.sectionHeadings(html)
        let contents = Self.contents(html)
        #expect(!headings.isEmpty || html.contains(ComponentPage.onlyNamed))
        #expect(contents.map(\.id) == headings.map(\.id))
        #expect(contents.map(\.title) == headings.map(\.title))
    }

    @Test func theArrowButtonsSectionsComeInTheAnchorsOrder() throws {
        let html = try #require(Self.bundled.file("components/arrow-button.html"))
        #expect(
            Self.sectionHeadings(html).map(\.title) == [
                "Anatomy", "Example", "Parameters", "Build steps", "States", "Accessibility", "Specs", "Tokens used", "Related", "Source notes",
            ])
        let markdown = try #require(Self.bundled.file("components/arrow-button.md"))
        #expect(markdown.contains("On this page: [Anatomy](<#anatomy>) · [Example](<#example>) · [Parameters](<#parameters>)"))
    }

    /// The compact glass button is drawn 38 pt tall with a 44 pt target: its previews carry the
    /// target's outline, 44 pt tall and centred on the drawing, which a checkbox shows; a page
    /// whose targets are no larger than their drawings has neither.
    @Test func aTouchTargetLargerThanTheDrawingIsOutlinedOnRequest() throws {
        let html = try #require(Self.bundled.file("components/button.html"))
        #expect(
            html.contains(
                "<input type=\"checkbox\" id=\"show-hit-targets\"> Outline the touch target where it is larger than the drawing (Compact glass: 44 pt tall)"
            ))
        let compact = try #require(
            html.components(separatedBy: "<h3 id=\"compact-glass\"").dropFirst().first?.components(separatedBy: "</section>").first)
        let outline = try #require(compact.components(separatedBy: "<span class=\"hit-target\" style=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(
            outline.contains("height:44px") && outline.contains("top:-2px"),
            "38 pt drawn 1 pt into its canvas, the 44 pt target 3 pt above it: \(outline)")
        for page in ["arrow-button", "press-3d", "chevron-button"] {
            let other = try #require(Self.bundled.file("components/\(page).html"))
            #expect(!other.contains("hit-target"), "\(page)")
        }
        let markdown = try #require(Self.bundled.file("components/button.md"))
        #expect(markdown.contains("Where the touch target is larger than the drawing (Compact glass: 44 pt tall), the HTML page can outline it."))
    }

    /// Previews sit on a plain stage; a checkerboard only where the stage shows through the
    /// component's own bottom paint and no screen gives it a background: the tutorial chevron's
    /// white at 20 % placed nowhere, not the 3D press style, whose depth slab is a translucent
    /// layer over its own, nor the chevron where the tutorial screen places it.
    @Test func aCheckerboardOnlyWhereTheStageShowsThroughTheComponent() throws {
        let checked = Self.bundled.checked
        let context = SiteContext(checked: checked, toolVersion: "test", root: ReportRoot(catalogFolder: checked.catalog.folder))
        var loose = try #require(checked.catalog.component("chevron-button"))
        #expect(ComponentPreviews(component: loose, context: context).checkerClass == "", "placed on the tutorial screen")
        loose.id = "chevron-placed-nowhere"
        #expect(ComponentPreviews(component: loose, context: context).checkerClass == " stage-checker")
        let press = try #require(checked.catalog.component("press-3d"))
        #expect(ComponentPreviews(component: press, context: context).checkerClass == "")
        let page = try #require(Self.bundled.file("components/press-3d.html"))
        #expect(!page.contains("stage-checker"))
    }

    @Test func sectionsWithNothingToShowAreLeftOut() throws {
        let bare = try #require(Self.fixture.file("components/bare.md"))
        let headings = bare.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.isEmpty, "what the check says is missing is on the maintainers' page")
        #expect(bare.contains(ComponentPage.onlyNamed))
        #expect(!bare.contains("Documents"), "no symbol line when the spec names no symbol or file")
        let empty = [
            "The spec has no", "The spec gives no guidance", "The spec gives no usage", "The spec names no", "not specified", "None given.",
            "No rule reports anything here.",
        ]
        for path in Self.pagePaths {
            let html = try #require(Self.page(path))
            let markdown = try #require(Self.page(path.replacingOccurrences(of: ".html", with: ".md")))
            // What the page writes itself: catalogue prose (waivers' reasons, source notes) aside.
            var knownIssues = false
            let written = markdown.components(separatedBy: "## Source notes")[0].split(separator: "\n").filter { line in
                if line.hasPrefix("## ") { knownIssues = line == "## Known issues" }
                return !line.hasPrefix("|") && !knownIssues
            }
            for phrase in empty { #expect(!written.joined().contains(phrase), "\(path): \(phrase)") }
            let lines = markdown.split(separator: "\n", omittingEmptySubsequences: true)
            for (index, line) in lines.enumerated() where line.hasPrefix("## ") {
                #expect(index + 1 < lines.count && !lines[index + 1].hasPrefix("## "), "\(path): \(line) is empty")
            }
            #expect(!html.contains("<h2 id=\"preview\""), "\(path): the preview sits in the header")
        }
    }

    @Test func theHeaderHasNameStatusSummarySymbolAndAHero() throws {
        let html = try #require(Self.fixture.file("components/chip.html"))
        let header = try #require(
            html.components(separatedBy: "<header class=\"component-header\">").dropFirst().first?.components(separatedBy: "</header>").first)
        #expect(header.contains(">Chip</a></h1>"))
        #expect(header.contains("<span class=\"badge badge-beta\">Beta</span>"))
        #expect(header.contains("<p class=\"lede\">A small pill that filters a list.</p>"))
        #expect(header.contains("Documents <code>Chip</code> in <code>Chip.swift</code>."))
        #expect(!header.contains("Written for the component page tests."), "provenance stays out of the header")
        let afterHeader = html.components(separatedBy: "<header class=\"component-header\">")[1].components(separatedBy: "</header>")
        let hero = try #require(afterHeader.dropFirst().first)
        #expect(hero.hasPrefix("\n<figure class=\"hero-preview\">"), "the hero follows the header")
        #expect(
            hero.components(separatedBy: "<nav class=\"on-this-page\"")[0].contains("aria-label=\"Chip, Filled\""), "the hero draws the first variant"
        )
    }

    @Test(arguments: [
        ("chip", "filled", "Chip(\"New\", style: .filled)"),
        ("chip", "outlined", "Chip(\"New\", style: .filled)"),
        ("chip", "plain", "Chip(\"New\", style: .plain)"),
        ("slab-style", nil, "Button(\"Say \\\"hi\\\"\") { … }\n    .buttonStyle(SlabStyle())"),
    ])
    func theSnippetIsTheCataloguesOrWrittenFromTheSymbol(component: String, variant: String?, expected: String) throws {
        let spec = try #require(Self.fixture.catalog.component(component))
        #expect(UsageSnippet.code(for: spec, variant: variant) == expected)
        let html = try #require(Self.fixture.file("components/\(component).html"))
        #expect(html.contains("<pre class=\"snippet\"><code class=\"language-swift\">\(SwiftHighlighting.html(expected))</code></pre>"))
    }

    @Test func writtenSnippetsFollowTheKindAndTheParametersWithoutDefaults() throws {
        let catalog = Self.bundled.catalog
        #expect(
            UsageSnippet.written(for: try #require(catalog.component("press-3d")))
                == "Button(\"Hello SwiftyUI!\") { … }\n    .buttonStyle(CustomButtonStyle())")
        #expect(
            UsageSnippet.written(for: try #require(catalog.component("glass-list"))) == "GlassList(items: items, with: cornerRadius) { … }",
            "the seed's init(items:, with cornerRadius:)")
        #expect(
            UsageSnippet.written(for: try #require(catalog.component("glass-modifier")))
                == "content\n    .modifier(GlassModifier(cornerRadius: cornerRadius))")
        #expect(UsageSnippet.written(for: try #require(catalog.component("chevron-button"))) == nil, "no symbol, nothing to write")
    }

    @Test func keySpecsNameTheSurfaceLayerWhenOtherLayersHaveFillsToo() throws {
        let glass = try #require(Self.bundled.file("components/glass-view.md"))
        #expect(glass.contains("- Fill: \\#ffffff\n- Fill opacity: 0\\.25\n"))
        let press = try #require(Self.bundled.file("components/press-3d.md"))
        #expect(press.contains("- Back-layer opacity: 0\\.5\n"), "the back slab's opacity is not the button's")
        #expect(!press.contains("- Fill opacity:"))
    }

    @Test func aValueEqualInEveryContextIsShownOnceAndADifferentOneForEach() throws {
        let html = try #require(Self.fixture.file("components/chip.html"))
        // Each context a column: an equal value spans both, labelled with both for a phone.
        #expect(
            html.contains(
                "<thead><tr><th scope=\"col\">Property</th><th scope=\"col\">Light</th><th scope=\"col\">Dark</th><th scope=\"col\">Token</th></tr></thead>"
            ))
        #expect(
            html.contains(
                "<tr><th scope=\"row\">Height</th><td data-label=\"Light · Dark\" colspan=\"2\">32 pt</td><td data-label=\"Token\"><a class=\"spec-token\" href=\"../tokens/dimension.html#token-dimension.chip.height\"><code>dimension.<wbr>chip.<wbr>height</code></a></td></tr>"
            ))
        #expect(
            html.contains(
                "<tr><th scope=\"row\">Fill</th><td data-label=\"Light\"><span class=\"chip\" style=\"background:#0066cc\"></span>#0066cc</td><td data-label=\"Dark\"><span class=\"chip\" style=\"background:#3399ff\"></span>#3399ff</td><td data-label=\"Token\"><a class=\"spec-token\" href=\"../tokens/color.html#token-color.chip.fill\"><code>color.<wbr>chip.<wbr>fill</code></a></td></tr>"
            ))
        #expect(html.contains("<details class=\"specs-fold\"><summary>Show all "), "the values are folded")
        let markdown = try #require(Self.fixture.file("components/chip.md"))
        #expect(markdown.contains("| Fill | Light: #0066cc; Dark: #3399ff | [`color.chip.fill`](<../tokens/color.html#token-color.chip.fill>) |"))
        #expect(markdown.contains("| Height | 32 pt | [`dimension.chip.height`](<../tokens/dimension.html#token-dimension.chip.height>) |"))
    }

    @Test func specsGroupByPartAndListWhatAllVariantsShareOnce() throws {
        let markdown = try #require(Self.fixture.file("components/chip.md"))
        let specs = try #require(markdown.components(separatedBy: "## Specs").dropFirst().first?.components(separatedBy: "\n## ").first)
        let parts = specs.components(separatedBy: "### ").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        #expect(parts == ["All variants", "Filled", "Outlined", "Plain"])
        let shared = specs.components(separatedBy: "### ")[1]
        #expect(shared.contains("**Container**") && shared.contains("**Body**") && shared.contains("**Pressed state**"))
        #expect(shared.contains("| Height | 32 pt |"))
        #expect(specs.components(separatedBy: "| Height |").count == 2, "the shared height is listed once")
        let outlined = specs.components(separatedBy: "### ")[3]
        #expect(outlined.contains("| Corner radius | 4 pt | literal |"))
        #expect(!outlined.contains("| Height |"))
    }

    @Test func theArrowButtonsSpecsAreGroupedAndCompact() throws {
        let html = try #require(Self.bundled.file("components/arrow-button.html"))
        let specs = try #require(
            html.components(separatedBy: "<div class=\"spec-table\"").dropFirst().first?.components(separatedBy: "</table>").first)
        let rows = specs.components(separatedBy: "<th scope=\"row\">").count - 1
        #expect(rows <= 24, "about 40 rows before: \(rows)")
        let parts = specs.components(separatedBy: "scope=\"rowgroup\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(parts.first == "Container")
        #expect(parts.contains("Reflection") && parts.contains("Pressed state"))
        let face = try #require(specs.components(separatedBy: "Face</th></tr>").dropFirst().first?.components(separatedBy: "</tbody>").first)
        #expect(!face.contains(">Frame<"), "a layer framed to the button's size fills it; its frame is not repeated")
        #expect(specs.contains("role=\"region\"") && specs.contains("tabindex=\"0\""), "the table scrolls in its own focusable box")
    }

    @Test func aColourChipSitsBesideEveryColour() throws {
        let html = try #require(Self.bundled.file("components/arrow-button.html"))
        let specs = try #require(
            html.components(separatedBy: "<div class=\"spec-table\"").dropFirst().first?.components(separatedBy: "</table>").first)
        let hexes = specs.components(separatedBy: "</span>#").count - 1
        let bare = specs.components(separatedBy: " #").count - 1
        #expect(hexes > 0)
        #expect(bare == 0, "every #rrggbb follows its chip")
    }

    @Test func sourceNotesAreFoldedAtTheEnd() throws {
        let html = try #require(Self.bundled.file("components/button.html"))
        #expect(Self.sectionHeadings(html).last?.title == "Source notes")
        let notes = try #require(html.components(separatedBy: "<h2 id=\"source-notes\">").dropFirst().first)
        #expect(notes.contains("<details class=\"source-notes\"><summary>"))
        #expect(notes.contains("Kotek Button documentation"))
        #expect(notes.contains("Tertiary #FBD494 slab, LaunchBackground label."), "the variants' sources")
        #expect(notes.contains("<code>slab</code>"), "the layers' build notes")
        let before = html.components(separatedBy: "<h2 id=\"source-notes\">")[0]
        #expect(!before.contains("Assumed"), "assumptions are only in the source notes")
    }
}

/// The spec tables name each token as a link to its entry on the tokens pages.
struct SpecTableTokenLinkTests {
    @Test func everyTokenInASpecTableLinksToItsEntry() throws {
        let site = SiteFixture.bundled
        var links = 0
        for component in site.catalog.components {
            let html = try #require(site.file("components/\(component.id).html"))
            for link in html.components(separatedBy: "<a class=\"spec-token\" href=\"../").dropFirst() {
                let target = link.prefix { $0 != "\"" }
                let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
                try #require(parts.count == 2, "\(target)")
                let page = try #require(site.file(parts[0]), "\(component.id): \(target) names no page")
                #expect(page.contains("id=\"\(parts[1])\""), "\(component.id): \(target) names no entry")
                links += 1
            }
        }
        #expect(links > 50, "the bundled components name many tokens")
    }
}
