import DesignSupport
import Testing

@testable import DesignExport
@testable import DesignTokens

/// The appearance grid: which modifier context each asset-catalogue appearance shows, read from
/// context names, fixed, or mapped in dscheck.json, and every context in some appearance or an
/// error that says why it is not.
struct AppearanceMappingTests {
    static func modifier(_ name: String, _ contexts: [String]) -> TokenSource.Modifier {
        TokenSource.Modifier(name: name, contexts: contexts, defaultContext: contexts.first, location: .file("tokens.resolver.json"))
    }

    static func mapping(_ modifiers: [TokenSource.Modifier], fixed: ResolverContext = [:], settings: String? = nil) throws -> (
        slots: [String], messages: [String]
    ) {
        var collector = DiagnosticCollector()
        let object = try settings.map { try JSONReader().read($0, file: "dscheck.json").object }
        let mapping = AppearanceMapping.make(modifiers: modifiers, fixed: fixed, settings: object ?? nil, collector: &collector)
        return (mapping?.slots.map { "\($0.appearance): \($0.context)" } ?? [], collector.diagnostics.map(\.message))
    }

    @Test(arguments: [
        (["light", "dark"], ["light": "light", "dark": "dark"]),
        (["standard", "increased"], ["standard": "light", "increased": "light high-contrast"]),
        (["default", "high"], ["default": "light", "high": "light high-contrast"]),
        (
            ["light", "dark", "light-high-contrast", "dark-high-contrast"],
            [
                "light": "light", "dark": "dark", "light-high-contrast": "light high-contrast",
                "dark-high-contrast": "dark high-contrast",
            ]
        ),
        (["lightMode", "darkHighContrast", "darkMode"], ["lightMode": "light", "darkMode": "dark", "darkHighContrast": "dark high-contrast"]),
        (["Light", "Dark_HC"], ["Light": "light", "Dark_HC": "dark high-contrast"]),
    ])
    func contextNamesThatSayTheirAppearanceAreRead(contexts: [String], expected: [String: String]) throws {
        let read = try #require(AppearanceNames.read(contexts))
        #expect(Dictionary(uniqueKeysWithValues: read.pairs.map { ($0.context, $0.appearance.description) }) == expected)
    }

    @Test(arguments: [
        ["brand-a", "brand-b"],
        ["light", "dark", "dark-dimmed"],
        ["light", "dark", "default"],
        ["dark", "dark-high-contrast"],
        ["light-dark"],
        ["mode", "theme"],
    ])
    func namesThatDoNotSayOneAppearanceEachAreNotGuessed(contexts: [String]) {
        #expect(AppearanceNames.read(contexts) == nil)
    }

    @Test func appearanceAndContrastModifiersCombineIntoFourAppearances() throws {
        let result = try Self.mapping([Self.modifier("appearance", ["light", "dark"]), Self.modifier("contrast", ["standard", "increased"])])
        #expect(result.messages.isEmpty)
        #expect(
            result.slots == [
                "light: appearance=light, contrast=standard", "light high-contrast: appearance=light, contrast=increased",
                "dark: appearance=dark, contrast=standard", "dark high-contrast: appearance=dark, contrast=increased",
            ])
    }

    @Test func aModifierWithOneContextOrFixedByTheCommandLineNeedsNoMapping() throws {
        let result = try Self.mapping(
            [Self.modifier("appearance", ["light", "dark"]), Self.modifier("platform", ["ios"]), Self.modifier("device", ["desktop", "mobile"])],
            fixed: ["device": "mobile"])
        #expect(result.messages.isEmpty)
        #expect(result.slots == ["light: appearance=light, device=mobile, platform=ios", "dark: appearance=dark, device=mobile, platform=ios"])
    }

    /// The mapping `dscheck init` wrote before: contrast mapped to "light" and "light
    /// high-contrast" claims the light slot for both, so no appearance could hold dark.
    @Test func aContextInNoAppearanceIsAnErrorThatSaysWhy() throws {
        let result = try Self.mapping(
            [Self.modifier("appearance", ["light", "dark"]), Self.modifier("contrast", ["standard", "increased"])],
            settings: #"{"contrast": {"standard": "light", "increased": "light high-contrast"}}"#)
        #expect(result.slots.isEmpty)
        #expect(
            result.messages == [
                "context \"dark\" of modifier \"appearance\" (dark) is in no appearance the export can write, so its colours would be lost: \"contrast\" has no context for the dark appearance; let each modifier decide only its own axis (\"light\"/\"dark\" for the appearance, \"standard\"/\"high-contrast\" for the contrast)"
            ])
        let mended = try Self.mapping(
            [Self.modifier("appearance", ["light", "dark"]), Self.modifier("contrast", ["standard", "increased"])],
            settings: #"{"contrast": {"standard": "standard", "increased": "high-contrast"}}"#)
        #expect(mended.messages.isEmpty)
        #expect(mended.slots.count == 4)
    }

    @Test func aModifierNoNameExplainsIsAnErrorNamingTheFixes() throws {
        let result = try Self.mapping([Self.modifier("brand", ["kotek", "other"])])
        #expect(result.slots.isEmpty)
        #expect(
            result.messages == [
                "modifier \"brand\" (contexts kotek, other) maps to no appearance, so the export cannot tell which colours an asset catalogue shows when; export one context with --context brand=kotek (or \"brand\": \"kotek\" in dscheck.json's \"export\": {\"swift\": {\"appearances\": …}}), or say there which appearance each context is, such as \"brand\": {\"kotek\": \"light\", …} (light, dark, standard, high-contrast, or a light/dark word with a contrast word)"
            ])
    }
}
