import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The token pages: one per top-level group with contents, an entry and anchor per token,
/// values shown once where the contexts agree, composite values as words and drawings, the
/// contrast pairs listed once with failures marked, and pages that stay small at 10,000 tokens.
struct TokenPagesTests {
    static var bundled: SiteFixture { SiteFixture.bundled }

    /// The `<li class="tk…">` entry of token `name` on its page.
    static func entry(_ name: String, in site: SiteFixture = bundled) throws -> String {
        let page = try #require(site.file(SitePaths.tokenPage(name) + ".html"))
        let start = try #require(page.range(of: "id=\"\(SitePaths.tokenAnchor(name))\""), "no entry for \(name)")
        let end = try #require(page.range(of: "</li>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func theIndexListsEveryGroupWithItsCountAndEveryGroupPageItsSections() throws {
        let index = try #require(Self.bundled.file("tokens/index.html"))
        let groups = TokenGroups(Self.bundled.checked.contexts.map(\.tokens))
        #expect(groups.groups.map(\.name) == ["color", "dimension", "font", "gradient", "motion", "number", "shadow", "typography"])
        #expect(groups.ungrouped.isEmpty)
        #expect(groups.groups.reduce(0) { $0 + $1.count } == Self.bundled.checked.defaultContext.tokens.tokens.count)
        for group in groups.groups {
            #expect(
                index.contains(
                    "<a href=\"\(group.name).html\"><code>\(group.name)</code></a><span class=\"tk-group-count\">\(group.count) tokens</span>"))
            let page = try #require(Self.bundled.file(group.page + ".html"))
            #expect(page.components(separatedBy: "<li class=\"tk").count - 1 == group.count, "\(group.name): one entry per token")
            for section in group.sections {
                let anchor = SitePaths.tokenGroupAnchor(section.path)
                #expect(page.contains("<h2 id=\"\(anchor)\">"), "\(section.path) has a heading")
                if group.sections.count > 1 {
                    #expect(
                        page.contains(
                            "<li><a href=\"#\(anchor)\"><code>\(section.path)</code></a> <span class=\"tk-count\">\(section.names.count)</span></li>")
                    )
                }
            }
        }
        let motion = try #require(groups.groups.first { $0.name == "motion" })
        #expect(motion.sections.map(\.path) == ["motion.duration", "motion.easing", "motion.spring", "motion.transition"])
        #expect(try #require(Self.bundled.file("tokens/dimension.md")).contains("## `dimension.kotek`\n\n| Token | Value | Used by | Description |"))
    }

    @Test func tokensDirectlyInAGroupComeFirstAndUngroupedOnesGoOnTheIndex() throws {
        let json =
            #"{"b": {"x": {"y": {"$type": "number", "$value": 1}}, "a": {"$type": "number", "$value": 1}, "c": {"d": {"$type": "number", "$value": 1}}}, "loose": {"$type": "number", "$value": 1}, "a": {"z": {"$type": "number", "$value": 1}}}"#
        let groups = try TemporaryFolder.with { folder -> TokenGroups in
            let file = folder.appendingPathComponent("t.tokens.json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            return TokenGroups([TokenSource(file: file.path).resolve()])
        }
        #expect(groups.ungrouped == ["loose"])
        #expect(groups.groups.map { $0.name } == ["a", "b"])
        #expect(groups.groups[1].sections.map { $0.path } == ["b", "b.c", "b.x"])
        #expect(SitePaths.tokenPage("loose") == SitePaths.tokens)
    }

    @Test func numbersInNamesAreInTheirOrder() {
        let names = [
            "palette.blue.100", "palette.blue.50", "palette.blue.900", "palette.blue.050", "space.10", "space.2", "space.x", "space.1a", "a9", "a10",
        ]
        #expect(
            TokenGroups.naturallySorted(names) == [
                "a9", "a10", "palette.blue.050", "palette.blue.50", "palette.blue.100", "palette.blue.900", "space.1a", "space.2", "space.10",
                "space.x",
            ])
    }

    @Test func anchorsAndLinksComeFromTheNameAlone() {
        #expect(SitePaths.tokenAnchor("color.steel.3") == "token-color.steel.3")
        #expect(SitePaths.tokenAnchor("Brand Blue.50%") == "token-Brand~20Blue.50~25")
        #expect(SitePaths.tokenLink("color.steel.3", from: "components/button") == "../tokens/color.html#token-color.steel.3")
        #expect(SitePaths.tokenLink("color.steel.3", from: "index") == "tokens/color.html#token-color.steel.3")
        #expect(SitePaths.tokenLink("color.steel.3", from: "tokens/color") == "#token-color.steel.3")
        #expect(SitePaths.tokenLink("color.steel.3", from: "tokens/dimension") == "color.html#token-color.steel.3")
        #expect(SitePaths.tokenPage("index.x") != SitePaths.tokens, "a group named index does not take the contents' page")
        #expect(SitePaths.tokenPage("contrast.x") != SitePaths.tokenContrast)
    }

    /// Names that a careless encoding would merge: case, escapes written out, spaces and
    /// punctuation, non-ASCII.
    static let confusable = [
        "a.b", "a.B", "A.b", "a.b~20", "a.b ", "a.b_", "a.b-", "a.b.c", "a.b~2E", "a.b%", "a.b~25", "a.é", "a.e\u{301}", "a.~", "a.~7E", "token-a.b",
        "index.a", "contrast.a", "Color.a", "color.a", "COLOR.a", "co lor.a", "co-lor.a", "co_lor.a", "côlor.a", "ind ex.a",
    ]

    @Test func noTwoNamesShareAnAnchorOrAPageIgnoringCase() {
        let anchors = Self.confusable.map(SitePaths.tokenAnchor)
        #expect(Set(anchors).count == Self.confusable.count, "anchors: \(anchors)")
        #expect(anchors.allSatisfy { $0.hasPrefix("token-") && $0.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 } })
        let groups = Set(Self.confusable.map { String($0.split(separator: ".")[0]) })
        let pages = groups.map(SitePaths.tokenGroupPage)
        #expect(Set(pages.map { $0.lowercased() }).count == groups.count, "pages: \(pages.sorted())")
        #expect(!pages.contains(SitePaths.tokens) && !pages.contains(SitePaths.tokenContrast))
    }

    @Test func everyTokenHasOneEntryWhereItsLinkPoints() throws {
        let pages = Dictionary(Self.bundled.pages.map { ($0.path, $0.contents) }) { first, _ in first }
        for token in Self.bundled.checked.defaultContext.tokens.tokens {
            let page = try #require(pages[SitePaths.tokenPage(token.name) + ".html"], "\(token.name)")
            #expect(page.components(separatedBy: "id=\"\(SitePaths.tokenAnchor(token.name))\"").count == 2, "\(token.name)")
        }
        let search = try #require(Self.bundled.file("search-index.js"))
        #expect(search.contains("\"url\":\"tokens/color.html#token-color.steel.3\""), "search links to the entry")
    }

    @Test func aValueTheSameInEveryContextIsShownOnceAndDifferingOnesSideBySide() throws {
        let same = try Self.entry("color.steel.3")
        #expect(same.contains("<p class=\"tk-value\">#78858d</p>"))
        #expect(!same.contains("tk-values") && !same.contains("tk-caption"))
        #expect(same.components(separatedBy: "tk-swatch").count == 2, "one swatch")
        let differs = try Self.entry("color.welcome.background")
        #expect(
            differs.contains(
                "<p class=\"tk-values\"><span><span class=\"tk-context\">Light:</span> #af52de</span><span><span class=\"tk-context\">Dark:</span> #bf5af2</span></p>"
            ))
        #expect(differs.contains("--paint:linear-gradient(#af52de,#af52de)") && differs.contains("--paint:linear-gradient(#bf5af2,#bf5af2)"))
        #expect(differs.contains("<span class=\"tk-caption\">Light</span>") && differs.contains("<span class=\"tk-caption\">Dark</span>"))
        let markdown = try #require(Self.bundled.file("tokens/color.md"))
        #expect(markdown.contains("| `color.steel.3` | #78858d |"))
        #expect(markdown.contains("| `color.welcome.background` | Light: #af52de; Dark: #bf5af2 |"))
    }

    @Test func compositeValuesAreWordsAndDrawingsNeverJSON() throws {
        #expect(try Self.entry("shadow.arrow-icon").contains("<p class=\"tk-value\">0 1 1 #0000001a</p>"))
        #expect(try Self.entry("shadow.arrow-icon").contains("box-shadow:0px 1px 1px 0px rgb(0 0 0 / 0.1)"))
        let transition = try Self.entry("motion.transition.arrow-step")
        #expect(transition.contains("0.3 s, ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), no delay"))
        #expect(transition.contains("--tk-duration:0.3s;--tk-easing:cubic-bezier(0.42,0,0.58,1);--tk-delay:0s"))
        let type = try Self.entry("typography.kotek-label")
        #expect(try #require(Self.bundled.file("tokens/typography.html")).contains("<li class=\"tk tk-wide\" id=\"token-typography.kotek-label\">"))
        #expect(
            type.contains("style=\"font-family:'SF Pro',system-ui,sans-serif;font-size:19px;font-weight:900;line-height:1.2;letter-spacing:1.5px\">"))
        #expect(type.contains("SF Pro 19 pt Black (900), line height 1.2, tracking 1.5 pt"))
        #expect(try Self.entry("gradient.press-3d-slab").contains("--paint:linear-gradient(to right,#5e5ce6 0%,#3634a3 100%)"))
        #expect(try Self.entry("motion.easing.ease-in-out").contains("<svg class=\"tk-curve\""))
        for file in Self.bundled.site.files where file.path.hasPrefix("tokens/") {
            #expect(!file.contents.contains("{\"") && !file.contents.contains("\"value\":"), "\(file.path) shows JSON")
            #expect(!file.contents.contains("/work/") && !file.contents.contains(Fixtures.repositoryRoot.path), "\(file.path) shows an absolute path")
        }
    }

    @Test func lengthsAndNumbersAreDrawnAsWhatTheirNamesSayTheyDo() throws {
        #expect(try Self.entry("font.size.date-label").contains("<span class=\"tk-glyphs\" style=\"font-size:24px\">Aa</span>"))
        #expect(try Self.entry("font.letter-spacing.kotek-label").contains("style=\"letter-spacing:1.5px\">Tracking</span>"))
        #expect(try Self.entry("font.line-height.default").contains("<span class=\"tk-lines\" style=\"line-height:1.2\">"))
        #expect(try Self.entry("number.opacity.glass-fill").contains("rgb(52 120 246 / 0.25)"))
        #expect(
            try Self.entry("dimension.glass.shadow-radius").contains("<span class=\"tk-bar\" style=\"width:10px\">"), "a shadow radius is a length")
        #expect(try Self.entry("number.rotation.arrow-previous").contains("<div class=\"tk-specimens\" aria-hidden=\"true\"></div>"))
    }

    @Test func valueTextNamesEveryCompositePart() {
        let border = Border(
            color: .srgb(1, 0, 0, alpha: 0.5), width: Dimension(value: 2, unit: "px"),
            style: .dashes(dashArray: [Dimension(value: 4, unit: "px")], lineCap: "round"))
        #expect(ValueText.token(.border(border)) == "2 px dashes 4 pt, round caps #ff000080")
        let shadow = ShadowValue(
            layers: [
                Shadow(
                    color: .srgb(0, 0, 0, alpha: 0.2), offsetX: Dimension(value: 0, unit: "px"), offsetY: Dimension(value: 2, unit: "px"),
                    blur: Dimension(value: 8, unit: "px"), spread: Dimension(value: 0, unit: "px")),
                Shadow(
                    color: .srgb(0, 0, 0), offsetX: Dimension(value: 1, unit: "px"), offsetY: Dimension(value: 1, unit: "px"),
                    blur: Dimension(value: 0, unit: "px"), spread: Dimension(value: 2, unit: "px"), inset: true),
            ], isList: true)
        #expect(ValueText.token(.shadow(shadow)) == "0 2 8 #00000033, inset 1 1 0 2 #000000")
        let transition = Transition(
            duration: Duration(value: 200, unit: "ms"), delay: Duration(value: 50, unit: "ms"), timingFunction: [0.4, 0, 0.2, 1])
        #expect(ValueText.token(.transition(transition)) == "200 ms, cubic-bezier(0.4, 0, 0.2, 1), after a delay of 50 ms")
    }

    @Test func contrastPairsAreListedOnceWithFailuresMarked() throws {
        let html = try #require(Self.bundled.file("tokens/contrast.html"))
        let entries = html.components(separatedBy: "<li class=\"tk-pair").dropFirst()
        let pairs = ContrastPage.pairs(Self.bundled.checked)
        #expect(entries.count == pairs.count)
        #expect(pairs.count < MeasurementRows(Self.bundled.checked.contexts.map(\.textContrast)).rows.count, "texts sharing colours share an entry")
        let failing = entries.filter { $0.hasPrefix(" tk-pair-fails\"") }
        #expect(failing.count == 2 && failing.count == pairs.filter(\.fails).count)
        #expect(failing.allSatisfy { $0.contains("tk-badge-fail") && $0.contains("✗</span> Fails AA") })
        #expect(entries.prefix(2).allSatisfy { $0.hasPrefix(" tk-pair-fails\"") }, "failures first")
        #expect(
            try #require(Self.bundled.file("site.css")).contains(".tk-pair-fails{border-left-color:#d70015"), "marked by colour, not only by words")
        let glass = try #require(entries.first { $0.contains("Glass welcome") })
        #expect(glass.contains("&quot;Row 1&quot;, &quot;Row 2&quot;, &quot;Row 3&quot;") || glass.contains("\"Row 1\", \"Row 2\", \"Row 3\""))
        #expect(entries.filter { $0.contains("Glass welcome") }.count == 1)
        var seen: Set<String> = []
        for pair in pairs {
            let key = pair.measurements.map {
                $0.map { "\($0.contrast?.foreground.hexString ?? "")/\($0.contrast?.background.hexString ?? "")/\($0.threshold)" } ?? "-"
            }
            #expect(seen.insert(key.joined(separator: "|")).inserted, "pair \(key) listed twice")
        }
    }

    @Test func withoutJavaScriptNoFilterOrCopyButtonIsShown() throws {
        let page = try #require(Self.bundled.file("tokens/color.html"))
        #expect(page.contains("<div class=\"tk-filter\" hidden><label for=\"filter-tokens\">"))
        // The appearance button is the shell's, hidden until site.js shows it.
        let shell = "<button type=\"button\" id=\"scheme-toggle\" class=\"scheme-toggle\" hidden>Appearance: Auto</button>"
        #expect(page.contains(shell))
        #expect(!page.replacingOccurrences(of: shell, with: "").contains("<button"), "copy buttons are added by tokens.js")
        #expect(page.contains("<script src=\"tokens.js\" defer></script>"))
        let script = try #require(Self.bundled.file("tokens/tokens.js"))
        #expect(script.contains("button.setAttribute(\"aria-label\", \"Copy \" + name)"))
        #expect(script.contains("box.hidden = false"))
        let css = try #require(Self.bundled.file("site.css"))
        #expect(css.contains("@media (prefers-reduced-motion:no-preference){.tk-dot{transition:"), "animated only without reduced motion")
    }

    /// A catalogue of 10,000 tokens in five groups, with descriptions, aliases and two contexts.
    static func largeCatalogue(in folder: URL) throws -> String {
        func color(_ index: Int) -> String {
            let parts = [index % 256, (index / 256) % 256, (index * 7) % 256].map { String(format: "%.4f", Double($0) / 255) }
            return "{\"colorSpace\": \"srgb\", \"components\": [\(parts.joined(separator: ", "))]}"
        }
        var groups: [String] = []
        var palette: [String] = []
        for index in 0..<4000 {
            palette.append("\"c\(index)\": {\"$value\": \(color(index)), \"$description\": \"Palette colour \(index) of the large system.\"}")
        }
        groups.append("\"palette\": {\"$type\": \"color\", " + palette.joined(separator: ", ") + "}")
        groups.append(
            "\"space\": {\"$type\": \"dimension\", "
                + (0..<2000).map { "\"s\($0)\": {\"$value\": {\"value\": \($0 % 64), \"unit\": \"px\"}}" }.joined(separator: ", ") + "}")
        groups.append("\"semantic\": {\"$type\": \"color\", " + semantic() + "}")
        groups.append(
            "\"type\": {\"$type\": \"typography\", "
                + (0..<500).map {
                    "\"t\($0)\": {\"$value\": {\"fontFamily\": \"SF Pro\", \"fontSize\": {\"value\": \(11 + $0 % 24), \"unit\": \"px\"}, \"fontWeight\": 400, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.3}}"
                }.joined(separator: ", ") + "}")
        groups.append(
            "\"elevation\": {\"$type\": \"shadow\", "
                + (0..<500).map {
                    "\"e\($0)\": {\"$value\": {\"color\": \(color($0)), \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": \($0 % 8), \"unit\": \"px\"}, \"blur\": {\"value\": \($0 % 16), \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}}"
                }.joined(separator: ", ") + "}")
        let catalog = folder.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try
            "{\"name\": \"Large\", \"version\": \"1.0.0\", \"platform\": \"ios\", \"tokens\": \"tokens.tokens.json\", \"rules\": {\"tokens/unused\": \"off\"}}"
            .write(to: catalog.appendingPathComponent("dscheck.json"), atomically: true, encoding: .utf8)
        try ("{" + groups.joined(separator: ", ") + "}").write(
            to: catalog.appendingPathComponent("tokens.tokens.json"), atomically: true, encoding: .utf8)
        return catalog.path
    }

    /// The semantic group's members: 60 roles of 50 aliases each.
    private static func semantic() -> String {
        (0..<60).map { role in
            "\"role-\(role)\": {"
                + (0..<50).map { item in "\"item-\(item)\": {\"$value\": \"{palette.c\(role * 50 + item)}\"}" }.joined(separator: ", ") + "}"
        }.joined(separator: ", ")
    }

    /// How large a token page may be at 10,000 tokens: a group page at most 520 bytes a token
    /// plus 20 KB (4,000 colours measured 1.67 MB), so the largest stays under 2.5 MB; the
    /// contents page under 10 KB. The time limit is a hang guard for a loaded machine (it takes
    /// seconds alone).
    @Test(.timeLimit(.minutes(30)))
    func tenThousandTokensMakeSmallPagesThatAreAllReachable() throws {
        try TemporaryFolder.with { folder in
            let catalog = try #require(Catalog.load(folder: try Self.largeCatalogue(in: folder)).catalog)
            let checked = CatalogChecker(inspections: [SiteDocumentation()]).check(catalog)
            #expect(checked.defaultContext.tokens.tokens.count == 10_000)
            let site = SiteFixture.generate(checked, root: catalog.folder)
            let pages = site.files.filter { $0.path.hasPrefix("tokens/") && $0.path.hasSuffix(".html") }
            #expect(
                Set(pages.map(\.path)) == Set(["index", "contrast", "palette", "space", "semantic", "type", "elevation"].map { "tokens/\($0).html" }))
            let groups = TokenGroups(checked.contexts.map(\.tokens))
            for group in groups.groups {
                let page = try #require(pages.first { $0.path == group.page + ".html" })
                let budget = 20_000 + 520 * group.count
                #expect(page.contents.utf8.count <= budget, "\(page.path): \(page.contents.utf8.count) bytes for \(group.count) tokens")
                #expect(page.contents.components(separatedBy: "<li class=\"tk").count - 1 == group.count)
            }
            let index = try #require(pages.first { $0.path == "tokens/index.html" })
            #expect(index.contents.utf8.count < 10_000, "the contents page: \(index.contents.utf8.count) bytes")
            #expect(pages.map(\.contents.utf8.count).max()! < 2_500_000)
        }
    }
}
