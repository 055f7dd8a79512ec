import DesignCatalog
import DesignRules
import DesignSite
import DesignSupport
import Foundation
import TestSupport
import Testing

/// The generated site of the bundled catalogue: every page kind, links, determinism, and the
/// golden Markdown of the Button page.
struct SitePagesTests {
    static var bundled: SiteFixture { SiteFixture.bundled }

    @Test func everyComponentCompositionRuleAndTheTokensHaveAnHTMLPageAndAMarkdownTwin() {
        let fixture = Self.bundled
        var expected = ["index", "maintainers/index", "rules/index", "rules/coverage", "tokens/index", "tokens/contrast"]
        expected += ["color", "dimension", "font", "gradient", "motion", "number", "shadow", "typography"].map { "tokens/" + $0 }
        expected += fixture.catalog.components.map { "components/\($0.id)" }
        expected += fixture.catalog.compositions.map { "compositions/\($0.id)" }
        expected += RuleRegistry.descriptions.map { "rules/" + $0.id.replacingOccurrences(of: "/", with: "-") }
        #expect(expected.count == 6 + 8 + 9 + 4 + 24)
        for page in expected {
            #expect(fixture.file(page + ".html") != nil, "missing \(page).html")
            #expect(fixture.file(page + ".md") != nil, "missing \(page).md")
        }
        #expect(Set(fixture.pages.map(\.path)) == Set(expected.map { $0 + ".html" }))
    }

    /// A screen's card shows the phone 300 px tall (the device with its frame, about 142 px
    /// wide), not squeezed into a component card's 128 px.
    @Test func screenCardsShowThePhoneLargeEnoughToRead() throws {
        let home = try #require(Self.bundled.file("index.html"))
        let screens = home.components(separatedBy: "screen-card-stage").dropFirst()
        #expect(screens.count == 2 * Self.bundled.catalog.compositions.count, "a stage per screen in light and dark")
        for stage in screens {
            #expect(stage.contains("><div class=\"thumb\" aria-hidden=\"true\" style=\"width:142.361px;height:300px\""))
        }
    }

    @Test func buttonPageMarkdownMatchesGolden() throws {
        try Golden.check(try #require(Self.bundled.file("components/button.md")), against: "site/button.md")
    }

    @Test func componentPageSectionsComeInOrder() throws {
        let markdown = try #require(Self.bundled.file("components/arrow-button.md"))
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(
            headings == [
                "Anatomy", "Example", "Parameters", "Build steps", "States", "Accessibility", "Specs", "Tokens used", "Related", "Source notes",
            ])
        for (index, title) in Self.bundled.catalog.component("arrow-button")!.buildSteps.map(\.title).enumerated() {
            #expect(markdown.contains("\(index + 1). **\(title)**"), "step \(index + 1)")
        }
    }

    @Test func buildStepPicturesOnThePageAreTheGoldenDrawings() throws {
        let html = try #require(Self.bundled.file("components/arrow-button.html"))
        for step in 1...9 {
            let golden = try String(contentsOfFile: Fixtures.path("golden/site/arrow-button-step-\(step).svg"), encoding: .utf8)
            #expect(html.contains(golden.trimmingCharacters(in: .newlines)), "step \(step)")
        }
    }

    @Test func aComponentPageSaysWhatIsWaivedInTheWaiversWordsAndTheMaintainersPageLinksTheRule() throws {
        let markdown = try #require(Self.bundled.file("components/press-3d.md"))
        #expect(
            markdown.contains(
                "## Known issues\n\nWhat the design system knows to be wrong here and has accepted for now:\n\n- The 3D button style tutorial gives the 3D press style no reduced-motion alternative"
            ))
        #expect(!markdown.contains("reduce-motion"), "no rule id on a reader page")
        let maintainers = try #require(Self.bundled.file("maintainers/index.html"))
        #expect(maintainers.contains("href=\"../rules/a11y-reduce-motion.html\""))
    }

    @Test func pressingAPreviewPlaysTheSpecsAnimation() throws {
        let html = try #require(Self.bundled.file("components/arrow-button.html"))
        #expect(
            html.contains(
                "class=\"pressable\" style=\"--press-x:0px;--press-y:0px;--press-scale:0.96;--press-face-opacity:1;--press-duration:0.15s;--press-curve:ease-in-out\""
            ))
        let press3D = try #require(Self.bundled.file("components/press-3d.html"))
        #expect(press3D.contains("--press-curve:cubic-bezier(0.25, 1.28, 0.5, 1)"), "interactive spring, damping 0.86")
        #expect(press3D.contains("class=\"press-layer\" style=\"--press-dx:0px;--press-dy:-8px\""), "the back layer's offset goes from 8 to 0")
    }

    @Test func glassIsAnHTMLLayerWithBackdropFilterOverTheCompositionBackground() throws {
        let html = try #require(Self.bundled.file("components/button.html"))
        #expect(html.contains("<span class=\"glass glass-regular glass-interactive\""))
        #expect(try #require(Self.bundled.file("site.css")).contains("backdrop-filter:blur(12px)"))
        #expect(html.contains("class=\"stage scheme-light\" style=\"background:#2b211a\""), "the Kotek bottom bar's ground")
    }

    @Test func previewsAreDrawnWithTheLightAndTheDarkTokens() throws {
        let html = try #require(Self.bundled.file("compositions/glass-welcome.html"))
        let light = try #require(html.components(separatedBy: "<div class=\"stage device-stage scheme-light\">").dropFirst().first)
        let dark = try #require(html.components(separatedBy: "<div class=\"stage device-stage scheme-dark\">").dropFirst().first)
        #expect(light.hasPrefix("<div class=\"device\""), "a device frame per scheme")
        #expect(light.components(separatedBy: "</svg>")[0].contains("fill=\"#af52de\""), "systemPurple, light")
        #expect(dark.components(separatedBy: "</svg>")[0].contains("fill=\"#bf5af2\""), "systemPurple, dark")
        // The system's dark unless the reader chose light, and the reader's dark.
        let css = try #require(Self.bundled.file("site.css"))
        #expect(
            css.contains(
                "@media (prefers-color-scheme:dark){:root:not([data-scheme=light]) .stage.scheme-light{display:none}:root:not([data-scheme=light]) .stage.scheme-dark{display:flex}}"
            ))
        #expect(css.contains(":root[data-scheme=dark] .stage.scheme-light{display:none}:root[data-scheme=dark] .stage.scheme-dark{display:flex}"))
    }

    @Test func tokenPagesShowSwatchesScalesAndUsers() throws {
        let markdown = try #require(Self.bundled.file("tokens/color.md"))
        #expect(
            markdown.contains(
                "| `color.arrow-button.fill` → `color.steel.3` | #78858d | [Arrow button](<../components/arrow-button.html>) |"
            ))
        let html = try #require(Self.bundled.file("tokens/dimension.html"))
        #expect(html.contains("<span class=\"tk-bar\" style=\"width:125px\"></span>"), "a 125 pt bar")
        #expect(html.contains("<span class=\"tk-radius\" style=\"width:48px;height:48px;border-radius:14px\"></span>"), "a 14 pt radius")
        #expect(try #require(Self.bundled.file("tokens/contrast.md")).contains("Lc "))
    }

    @Test func homePageIsAGalleryOfComponentsAndScreens() throws {
        let fixture = Self.bundled
        let html = try #require(fixture.file("index.html"))
        let markdown = try #require(fixture.file("index.md"))
        #expect(!html.contains("class=\"health"), "the catalogue's health is on the maintainers' page")
        let cards = html.components(separatedBy: "<li class=\"card\">").dropFirst()
        #expect(cards.count == fixture.catalog.components.count + fixture.catalog.compositions.count)
        for card in cards {
            #expect(card.contains("<div class=\"thumb\" aria-hidden=\"true\""), "every card has a thumbnail")
        }
        #expect(
            html.contains(
                "<h3 id=\"button\"><a href=\"components/button.html\">Button</a></h3><p class=\"card-purpose\">A pill-shaped button: Primary for the one step that moves the player on, Secondary for the rest, Glass for controls that float over content.</p>"
            ))
        #expect(
            markdown.contains(
                "- [Button](<components/button.html>) (stable): A pill-shaped button: Primary for the one step that moves the player on, Secondary for the rest, Glass for controls that float over content."
            ))
        #expect(!markdown.contains("| Severity |"), "the findings live on the maintainers' page")
    }

    /// Rule by rule, the most severe first, each rule's findings folded; places relative to
    /// the repository, breaking after their slashes instead of being cut off at 1280 px.
    @Test func maintainersPageListsEveryFindingWithRepositoryRelativePlaces() throws {
        let markdown = try #require(Self.bundled.file("maintainers/index.md"))
        #expect(markdown.contains("**Health:** 0 errors · 0 warnings · 38 info · 22 waived"))
        #expect(markdown.contains("## Findings by rule\n\nEach rule that found something, the most severe first"))
        #expect(
            markdown.contains(
                "### Unused token\n\n[`tokens/unused`](<../rules/tokens-unused.html>), info: 25 open, 0 waived.\n\n| About | Finding | Where |"))
        #expect(markdown.contains("| `catalog/tokens/color.tokens.json:303:7` |"), "relative to the repository, as check reports it")
        #expect(
            markdown.contains("### Press state\n\n[`hig/press-state`](<../rules/hig-press-state.html>): 0 open, 2 waived.\n\nAccepted by a waiver:"))
        #expect(
            markdown.contains("## Rules\n\nEvery rule, with its severity here and what it found.\n\n| Rule | Severity here | Open | Waived | Finds |")
        )
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(headings.prefix(3) == ["### Non-text contrast", "### Unused token", "### site/undocumented"], "open findings before waived ones")
        let html = try #require(Self.bundled.file("maintainers/index.html"))
        #expect(
            html.contains("<td data-label=\"Where\"><code>catalog/<wbr>tokens/<wbr>color.tokens.json:303:7</code></td>"),
            "cells say their column on a phone, and a place breaks after its slashes")
        #expect(html.contains("<h3 id=\"rule-tokens-unused\"><a class=\"anchor\" href=\"#rule-tokens-unused\">Unused token</a></h3>"))
        let folds = html.components(separatedBy: "<details class=\"maintainers-fold\"><summary>").dropFirst()
        #expect(folds.count == headings.count + 1, "each rule's findings, and the rules table, folded")
        #expect(folds.first?.hasPrefix("Show the 5 findings</summary><table>") == true)
    }

    @Test func searchIndexHoldsVariantsAndRuleIdsAndEveryAnchorExists() throws {
        let fixture = Self.bundled
        let index = try #require(fixture.file("search-index.js"))
        #expect(index.contains(#"{"title":"Glass","kind":"variant","url":"components/button.html#glass","#))
        #expect(index.contains(#"{"title":"Touch target size","kind":"rule","url":"rules/hig-touch-target.html","text":"hig/touch-target. "#))
        for url in index.components(separatedBy: #""url":""#).dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
            let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
            let page = try #require(fixture.file(parts[0]), "\(url)")
            if parts.count == 2 { #expect(page.contains("id=\"\(parts[1])\""), "\(url) points to a missing anchor") }
        }
    }

    /// Search reaches the words of the pages, not only names and summaries: a component's
    /// guidance and Do and Don't, the text and labels a screen shows, a rule's rationale.
    @Test func searchFindsTheWordsOfGuidanceScreensAndRules() throws {
        let index = try #require(Self.bundled.file("search-index.js"))
        let json = String(index.drop { $0 != "[" }.dropLast(2))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        func text(_ title: String, _ kind: String) -> String {
            entries.first { $0["title"] == title && $0["kind"] == kind }?["text"] ?? ""
        }
        #expect(text("Button", "component").contains("Use it sparingly"))
        #expect(text("Button", "component").contains("Tint the glass."))
        #expect(text("Glass view", "component").contains("absorbs its shadow"))
        #expect(text("Arrow date selector", "screen").contains("Previous day"))
        #expect(text("Kotek bottom bar", "screen").contains("Warm-up · 5 min"))
        #expect(text("Glass used sparingly", "rule").contains("most important functional elements"))
    }

    @Test func noRelativeLinkIsBrokenAndNoAssetIsExternal() throws {
        let fixture = Self.bundled
        let files = Set(fixture.site.files.map(\.path))
        var ids: [String: Set<String>] = [:]
        for page in fixture.pages {
            ids[page.path] = Set(HTMLTag.all(in: page.contents).compactMap { $0["id"] })
        }
        var checked = 0
        for page in fixture.pages {
            let folder = (page.path as NSString).deletingLastPathComponent
            for tag in HTMLTag.all(in: page.contents) {
                for attribute in ["href", "src"] {
                    guard let value = tag[attribute] else { continue }
                    if value.hasPrefix("https://") || value.hasPrefix("http://") || value.hasPrefix("mailto:") {
                        #expect(tag.name == "a", "\(page.path): external \(attribute) on <\(tag.name)>: \(value)")
                        continue
                    }
                    #expect(!value.contains(":"), "\(page.path): \(value) is not relative")
                    let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let target = parts[0].isEmpty ? page.path : Self.resolve(parts[0], in: folder)
                    #expect(files.contains(target), "\(page.path): \(value) points to a missing file")
                    if parts.count == 2, target.hasSuffix(".html") {
                        #expect(
                            ids[target]?.contains(parts[1].removingPercentEncoding ?? parts[1]) == true,
                            "\(page.path): \(value) points to a missing anchor")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    /// `path` relative to `folder`, with `..` applied.
    static func resolve(_ path: String, in folder: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for part in (path.removingPercentEncoding ?? path).split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyHeadingHasAnAnchor() {
        for page in Self.bundled.pages {
            for tag in HTMLTag.all(in: page.contents) where ["h1", "h2", "h3", "h4"].contains(tag.name) {
                #expect(tag["id"] != nil, "\(page.path): a <\(tag.name)> without id")
            }
        }
    }

    @Test func pagesNeedNoNetworkAndDeclareLanguageAndColourSchemes() throws {
        for page in Self.bundled.pages {
            let tags = HTMLTag.all(in: page.contents)
            #expect(tags.first { $0.name == "html" }?["lang"] == "en", "\(page.path)")
            #expect(tags.contains { $0.name == "a" && $0["class"] == "skip-link" && $0["href"] == "#main" }, "\(page.path)")
            let external = tags.filter { tag in tag.name != "a" && ["src", "href"].contains { (tag[$0] ?? "").contains("//") } }
            #expect(external.isEmpty, "\(page.path) loads \(external.map(\.name))")
        }
        let css = try #require(Self.bundled.file("site.css"))
        #expect(css.contains("@media (prefers-color-scheme:dark)"))
        #expect(!css.contains("url("), "no fonts or images from elsewhere")
    }

    @Test func twoBuildsAreByteIdentical() {
        let again = SiteFixture(folder: Fixtures.repository("catalog")).site
        #expect(again.files.map(\.path) == Self.bundled.site.files.map(\.path))
        for (first, second) in zip(Self.bundled.site.files, again.files) {
            #expect(first.contents == second.contents, "\(first.path) differs between builds")
        }
    }
}
