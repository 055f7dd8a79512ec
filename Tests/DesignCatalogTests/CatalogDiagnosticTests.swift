import DesignCatalog
import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// One fixture per loader diagnostic: each reports exactly the expected rule ids at the
/// expected places, and what can still load does.
struct CatalogDiagnosticTests {
    /// Every fixture with the diagnostics it must produce (`rule file:line:col`, sorted).
    static let expectations: [String: [String]] = [
        // Hostile prose (raw HTML, script tags, javascript: links) is valid catalogue content
        // that the site escapes (DesignSiteTests.HostileCatalogTests); a symbol, source path or
        // source address that is not one is reported.
        "hostile": [
            "catalog/invalid-value components/hostile.json:6:13",
            "catalog/invalid-value components/hostile.json:7:17",
            "catalog/invalid-value components/hostile.json:22:169",
            "catalog/invalid-value components/hostile.json:23:110",
        ],
        // Three modifiers, eight contexts: loads cleanly; the site's context menus are drawn
        // from it (DesignSiteTests.ContextChooserTests).
        "three-modifiers": [],
        "unknown-key": [
            "catalog/unknown-key components/card.json:8:3",
            "catalog/unknown-key components/card.json:12:7",
            "catalog/unknown-key components/card.json:15:14",
            "catalog/unknown-key compositions/screen.json:7:5",
            "catalog/unknown-key compositions/screen.json:8:41",
        ],
        "wrong-type": [
            "catalog/wrong-type components/toggle.json:8:18",
            "catalog/wrong-type components/toggle.json:10:33",
            "catalog/wrong-type components/toggle.json:10:51",
            "catalog/wrong-type components/toggle.json:12:26",
            "catalog/wrong-type components/toggle.json:13:13",
        ],
        "missing-field": [
            "catalog/missing-field components/broken.json:1:1",
            "catalog/missing-field components/good.json:10:5",
            "catalog/missing-field compositions/empty.json:1:1",
        ],
        "invalid-value": [
            "catalog/invalid-value components/colors.json:11:15",
            "catalog/invalid-value components/colors.json:12:28",
            "catalog/invalid-value components/colors.json:13:66",
            "catalog/invalid-value components/colors.json:13:89",
            "catalog/invalid-value components/duplicates.json:10:13",
            "catalog/invalid-value components/duplicates.json:14:13",
            "catalog/invalid-value components/enums.json:9:34",
            "catalog/invalid-value components/enums.json:9:54",
            "catalog/invalid-value components/enums.json:11:22",
            "catalog/invalid-value components/enums.json:11:44",
            "catalog/invalid-value components/mismatch.json:2:9",
        ],
        "unknown-token": [
            "catalog/unknown-token components/chip.json:8:39",
            "catalog/unknown-token components/chip.json:9:26",
        ],
        "token-type": [
            "catalog/token-type components/chip.json:8:42",
            "catalog/token-type components/chip.json:8:68",
            "catalog/token-type components/chip.json:9:28",
        ],
        "unknown-component": [
            "catalog/unknown-component components/button.json:8:25",
            "catalog/unknown-component compositions/screen.json:7:33",
        ],
        "unknown-variant": [
            "catalog/unknown-variant components/button.json:10:50",
            "catalog/unknown-variant compositions/screen.json:7:54",
        ],
        "unknown-layer": [
            "catalog/unknown-layer components/slider.json:13:57",
            "catalog/unknown-layer components/slider.json:14:47",
            "catalog/unknown-layer components/slider.json:15:57",
        ],
        "extends-cycle": [
            "catalog/extends-cycle components/button.json:10:48",
            "catalog/extends-cycle components/button.json:11:42",
        ],
        "unreadable": [
            "json/syntax components/bad.json:4:1",
            "catalog/unreadable components/folder.json:1:1",
        ],
        // What a screen passes to a placed component: arguments by parameter name, a build step
        // by title and a state the spec gives; a stack's frame; layers an Angle parameter turns.
        "instance-arguments": [
            "catalog/unknown-layer components/dial.json:9:90",
            "catalog/invalid-value components/dial.json:10:53",
            "catalog/invalid-value compositions/screen.json:7:25",
            "catalog/invalid-value compositions/screen.json:9:45",
            "catalog/invalid-value compositions/screen.json:9:87",
            "catalog/invalid-value compositions/screen.json:9:107",
            "catalog/wrong-type compositions/screen.json:10:43",
        ],
        // A summary of 160 characters is fine; one longer is a warning, at the summary.
        "long-summary": [
            "catalog/long-summary components/pill.json:5:14",
            "catalog/long-summary components/pill.json:11:48",
            "catalog/long-summary compositions/screen.json:4:14",
        ],
    ]

    @Test(arguments: expectations.keys.sorted())
    func fixtureReportsItsDiagnostics(name: String) {
        let fixture = CatalogFixture(name)
        #expect(fixture.catalog != nil)
        #expect(fixture.found == Self.expectations[name], "\(fixture.listing)")
        #expect(fixture.diagnostics.allSatisfy { $0.severity == $0.id.defaultSeverity })
    }

    @Test func aLongSummaryIsAWarningAboutItsSpecAndTheSpecLoads() throws {
        let fixture = CatalogFixture("long-summary")
        let warning = try #require(fixture.diagnostic(at: "components/pill.json:5:14"))
        #expect(warning.severity == .warning)
        #expect(warning.subject == "pill", "a waiver can accept it and the component's page lists it")
        #expect(
            warning.message
                == "summary is 191 characters; keep it to one plain sentence of at most 160 and move provenance and build notes to \"source\"")
        #expect(fixture.diagnostic(at: "compositions/screen.json:4:14")?.subject == "screen")
        let pill = try #require(fixture.catalog?.component("pill"))
        #expect(pill.summary.count == 191, "the summary is kept as written")
        #expect(pill.source == "Written for this fixture; the summary is too long on purpose.")
        #expect(pill.variants.map(\.source) == [nil, "The variant's summary is too long too."])
        #expect(pill.variants.first?.summary?.count == 160, "160 characters is not too long")
        #expect(fixture.catalog?.compositions.first?.source == "Written for this fixture.")
    }

    @Test func aPlacedComponentsArgumentsStepAndStateSayWhatIsWrongAndTheRestLoads() throws {
        let fixture = CatalogFixture("instance-arguments")
        #expect(
            fixture.diagnostic(at: "compositions/screen.json:9:45")?.message
                == "component \"dial\" has no parameter \"angel\"; did you mean \"angle\"? use one of: angle, size")
        #expect(
            fixture.diagnostic(at: "compositions/screen.json:9:87")?.message
                == "component \"dial\" has no build step \"Needles\"; did you mean \"Needle\"? use one of: Face, Needle")
        #expect(
            fixture.diagnostic(at: "compositions/screen.json:9:107")?.message == "component \"dial\" has no \"pressed\" state; use one of: disabled")
        #expect(
            fixture.diagnostic(at: "components/dial.json:10:53")?.message
                == "parameter \"size\" is a CGFloat, so it cannot rotate layers; give it \"type\": \"Angle\" or remove \"rotates\"")
        #expect(fixture.diagnostic(at: "compositions/screen.json:7:25")?.message == "the frame's width is -5; use a number from 0 to 1000000")
        let dial = try #require(fixture.catalog?.component("dial"))
        #expect(dial.parameters.map(\.rotates) == [["needle"], []], "the known layer is kept; a CGFloat rotates nothing")
        #expect(dial.parameters.first?.defaultDegrees == 45)
        let root = try #require(fixture.catalog?.compositions.first?.root)
        #expect(root.frame?.width == nil && root.frame?.height?.source == .literal(100), "the bad width is left out")
        guard case .component(let first) = root.children.first, case .component(let second) = root.children.last else {
            Issue.record("two dials expected")
            return
        }
        #expect(first.arguments.keys.sorted() == ["angle"] && first.buildStep == nil && first.state == nil)
        #expect(second.arguments.isEmpty && second.buildStep == "Face" && second.state == .disabled)
    }

    @Test func everyFixtureFolderHasExpectations() throws {
        let folders = try Fixtures.entries("catalog").filter { !["valid", "no-manifest"].contains($0) }
        #expect(folders == Self.expectations.keys.sorted())
    }

    @Test func unknownKeysSuggestTheClosestKey() throws {
        let fixture = CatalogFixture("unknown-key")
        let label = try #require(fixture.diagnostic(at: "components/card.json:15:14"))
        #expect(
            label.message
                == "unknown key \"colour\" in a label; did you mean \"color\"? allowed keys: typography, textStyle, case, tracking, overflow, color, examples"
        )
        #expect(fixture.diagnostic(at: "components/card.json:12:7")?.message.contains("did you mean \"stroke\"?") == true)
        #expect(fixture.diagnostic(at: "components/card.json:8:3")?.message.contains("did you mean") == false)
        let card = try #require(fixture.catalog?.component("card"))
        #expect(card.anatomy.map(\.id) == ["surface"], "the rest of the spec still loads")
        #expect(card.anatomy.first?.stroke == nil)
    }

    @Test func wrongTypesNameTheExpectedShape() throws {
        let fixture = CatalogFixture("wrong-type")
        #expect(
            fixture.diagnostic(at: "components/toggle.json:10:33")?.message
                == "expected a number or a token reference such as \"{dimension.button.height}\"; found a string")
        let toggle = try #require(fixture.catalog?.component("toggle"))
        #expect(toggle.interactive, "a bad optional value is skipped: the default applies")
        #expect(toggle.anatomy.first?.opacity == nil)
        #expect(toggle.anatomy.first?.offset == nil)
        #expect(toggle.anatomy.first?.shape == .circle)
        #expect(toggle.metrics.height == nil)
        #expect(toggle.states.isEmpty)
    }

    @Test func aSpecWithAMissingFieldIsLeftOutAndTheRestLoads() throws {
        let fixture = CatalogFixture("missing-field")
        #expect(fixture.diagnostic(at: "components/broken.json:1:1")?.message.contains("needs \"summary\"") == true)
        let catalog = try #require(fixture.catalog)
        #expect(catalog.components.map(\.id) == ["good"])
        #expect(catalog.component("good")?.anatomy.map(\.id) == ["base"])
        #expect(catalog.compositions.map(\.id) == ["screen"])
        let children = try #require(catalog.compositions.first?.root.children)
        #expect(children.count == 2, "an instance of a component that failed to load is kept, without a second report")
    }

    @Test func invalidValuesSayWhatIsAllowed() throws {
        let fixture = CatalogFixture("invalid-value")
        #expect(
            fixture.diagnostic(at: "components/enums.json:9:34")?.message.hasPrefix(
                "unknown blend mode \"lighter\"; did you mean \"lighten\"? use one of: normal, multiply") == true)
        #expect(fixture.diagnostic(at: "components/colors.json:11:15")?.message.contains("not a hex colour") == true)
        #expect(fixture.diagnostic(at: "components/mismatch.json:2:9")?.message.contains("\"id\": \"mismatch\"") == true)
        let catalog = try #require(fixture.catalog)
        #expect(catalog.components.map(\.id) == ["colors", "duplicates", "enums"], "a spec whose id is not its file name is left out")
        #expect(catalog.component("duplicates")?.anatomy.map(\.shape) == [.circle], "the first of two layers with one id stays")
        #expect(catalog.component("duplicates")?.variants.map(\.name) == ["Big"])
        let base = try #require(catalog.component("colors")?.anatomy.first)
        #expect(base.fill == nil)
        #expect(base.stroke == nil)
        #expect(base.shadow == nil)
    }

    @Test func unknownTokensSuggestAnExistingToken() throws {
        let fixture = CatalogFixture("unknown-token")
        #expect(
            fixture.diagnostic(at: "components/chip.json:9:26")?.message
                == "no token \"dimension.button.hieght\" in the default context; did you mean \"{dimension.button.height}\"?")
        let chip = try #require(fixture.catalog?.component("chip"))
        #expect(chip.metrics.height?.tokenName == "dimension.button.hieght", "the reference is kept; it resolves to nil")
        let tokens = try #require(fixture.catalog?.defaultTokens)
        #expect(chip.metrics.height?.resolved(in: tokens) == nil)
    }

    @Test func tokenTypesNameTheTypesThatFit() {
        let fixture = CatalogFixture("token-type")
        #expect(
            fixture.diagnostic(at: "components/chip.json:8:42")?.message
                == "token \"color.accent\" is a color token; use a number, dimension or duration token here")
    }

    @Test func unknownComponentsAndVariants() throws {
        let components = CatalogFixture("unknown-component")
        #expect(components.diagnostic(at: "compositions/screen.json:7:33")?.message.contains("did you mean \"button\"?") == true)
        #expect(components.catalog?.component("button")?.related == ["button"])
        #expect(components.catalog?.compositions.first?.root.children.count == 1)

        let variants = CatalogFixture("unknown-variant")
        let button = try #require(variants.catalog?.component("button"))
        #expect(button.variants.map(\.extends) == [nil, nil], "an extends that names no variant is cleared")
        guard case .component(let instance) = variants.catalog?.compositions.first?.root.children.first else {
            Issue.record("expected the button instance to load")
            return
        }
        #expect(instance.variant == nil)
    }

    @Test func unknownLayersAreLeftOut() throws {
        let slider = try #require(CatalogFixture("unknown-layer").catalog?.component("slider"))
        #expect(slider.states.first?.layers.map(\.layer) == ["glow"], "layers of variants count as known")
        #expect(slider.accessibility.hiddenLayers == ["glow"])
        #expect(slider.buildSteps.first?.shows == ["track"])
    }

    @Test func aVariantThatExtendsItselfIsReportedOncePerCycle() throws {
        let fixture = CatalogFixture("extends-cycle")
        #expect(fixture.diagnostic(at: "components/button.json:10:48")?.message.hasPrefix("variant \"loop\" extends itself (loop → loop)") == true)
        #expect(fixture.diagnostic(at: "components/button.json:11:42")?.message.contains("(a → b → a)") == true)
        let button = try #require(fixture.catalog?.component("button"))
        #expect(button.variants.map(\.extends) == [nil, nil, nil, "a"], "the cycles are broken; the variant leading into one keeps its extends")
        let c = button.resolvedVariant("c")
        #expect(c.anatomy.map(\.shape) == [.circle])
        #expect(c.metrics.height?.source == .literal(40))
        #expect(button.resolvedVariant("loop").anatomy == button.anatomy)
    }

    @Test func unreadableFilesAreReportedAndTheOthersLoad() {
        let fixture = CatalogFixture("unreadable")
        #expect(fixture.catalog?.components.map(\.id) == ["ok"])
        #expect(fixture.catalog?.component("ok")?.interactive == false, "modifiers are not interactive by default")
    }

    @Test func aMissingManifestGivesNoCatalogue() {
        let fixture = CatalogFixture("no-manifest")
        #expect(fixture.catalog == nil)
        #expect(fixture.diagnostics.map(\.ruleId) == ["catalog/missing-manifest"])
    }

    @Test func aFolderThatDoesNotExistGivesNoCatalogue() {
        let (catalog, diagnostics) = Catalog.load(folder: Fixtures.path("catalog/no-such-folder"))
        #expect(catalog == nil)
        #expect(diagnostics.map(\.ruleId) == ["catalog/missing-manifest"])
    }
}
