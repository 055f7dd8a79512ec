import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing
import TokenImport

/// Real public Tokens Studio exports with themes (see each fixture's SOURCE.md): every token is
/// converted, the converted files load without an error in any theme, and a sample resolves in
/// each theme to what Tokens Studio shows.
struct RealExportTests {
    /// tokens-studio/lion-example: two theme groups, brand (Casual, Business) and color
    /// (Green, Blue, Purple); primitives, semantic and component sets are `source` in every
    /// theme, so they are the resolver's base sets.
    @Test func lionExampleImportsEveryTokenAndResolvesPerTheme() throws {
        let result = TokenImport.tokensStudio(at: Fixtures.path("import/lion-example/tokens"))
        // 9 sets: colors 2 + 4 × 9 = 38, radii 2, typography 1, button 3, one token in each of
        // the two brand and three color sets.
        #expect(result.tokensRead == 49)
        #expect(result.tokensWritten == 49)
        #expect(result.setCount == 9)
        #expect(result.themeCount == 5)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            #expect(imported.source.allContexts.count == 6, "brand × color")
            #expect(imported.errors.isEmpty, "\(imported.errors)")
            // button.bg.color → {colors.bg.default.color}, which each color theme's set defines
            // as {colors.<hue>.600}.
            for (theme, hex) in [("Green", "#38a169"), ("Blue", "#3182ce"), ("Purple", "#805ad5")] {
                for brand in ["Casual", "Business"] {
                    #expect(imported.hex("button.bg.color", ["brand": brand, "color": theme]) == hex, "\(brand) \(theme)")
                }
            }
            // button.borderRadius → {borderRadius.default}: Casual's set says {borderRadius.lg}
            // ("8", a bare number, which Tokens Studio reads as px), Business's {borderRadius.none} ("0").
            #expect(imported.json("button.borderRadius", ["brand": "Casual", "color": "Blue"]) == #"{"value":8,"unit":"px"}"#)
            #expect(imported.json("button.borderRadius", ["brand": "Business", "color": "Blue"]) == #"{"value":0,"unit":"px"}"#)
            // button.text.color → {text.primary.color} → {colors.white}, the same in every theme.
            for context in imported.source.allContexts { #expect(imported.hex("button.text.color", context) == "#ffffff") }
        }
    }

    /// jorenbroekema/sd-example-file-split: a Mode group (Light, Dark) and a Brands group
    /// (RedPlanet, YellowCab); core/colors and semantic/ui are `source` everywhere.
    @Test func fileSplitExampleResolvesLightDarkAndBrands() throws {
        let result = TokenImport.tokensStudio(at: Fixtures.path("import/sd-example-file-split"))
        // core/colors 18, semantic/ui 4, mode/light 2, mode/dark 2, one border radius per brand.
        #expect(result.tokensRead == 28)
        #expect(result.tokensWritten == 28)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            #expect(imported.errors.isEmpty, "\(imported.errors)")
            // The repository's own Style Dictionary build of the themes (mode/light.css,
            // mode/dark.css) shows these: the mode set, after semantic/ui in each theme's set
            // order, overrides its {colors.blue.500} and {colors.red.500}.
            #expect(imported.hex("notifications.success.color", ["Mode": "Light", "Brands": "RedPlanet"]) == "#3182ce")
            #expect(imported.hex("notifications.error.color", ["Mode": "Light", "Brands": "RedPlanet"]) == "#e53e3e")
            #expect(imported.hex("notifications.success.color", ["Mode": "Dark", "Brands": "RedPlanet"]) == "#63b3ed")
            #expect(imported.hex("notifications.error.color", ["Mode": "Dark", "Brands": "YellowCab"]) == "#fc8181")
            // brands/*.css: RedPlanet 0px, YellowCab 20px over semantic/ui's 10px.
            #expect(imported.json("notifications.borderRadius", ["Mode": "Dark", "Brands": "RedPlanet"]) == #"{"value":0,"unit":"px"}"#)
            #expect(imported.json("notifications.borderRadius", ["Mode": "Light", "Brands": "YellowCab"]) == #"{"value":20,"unit":"px"}"#)
            // semantic/ui.css: a spacing token in a group named color stays a dimension.
            #expect(imported.json("notifications.padding.vertical.color", ["Mode": "Light", "Brands": "YellowCab"]) == #"{"value":4,"unit":"px"}"#)
        }
    }

    /// The import of `fixture` (under Tests/Fixtures/import) with what would be an error once
    /// written left out, checked in a temporary folder.
    static func verified(_ fixture: String) throws -> TokenImport {
        try TemporaryFolder.with { folder in
            try TokenImport.tokensStudio(at: Fixtures.path("import/" + fixture)).verified(in: folder.path, shownAs: "imported")
        }
    }

    /// Four systems with light and dark themes (see each SOURCE.md): every token read is
    /// written or named by one error at its source, what is written resolves without an error
    /// in every context, and colours that differ between light and dark in the project's own
    /// CSS build resolve to its values.
    @Test(arguments: [
        (
            "designsystemet", 835, 746, ["Color scheme", "Light", "Dark"],
            [("color.accent.base-default", "#0062ba", "#4c91cf"), ("color.neutral.text-default", "#292c30", "#ececec")]
        ),
        (
            "nve-designsystem", 1296, 1248, ["Theme", "light", "dark"],
            [("color.neutrals.background.primary", "#ffffff", "#292b2e"), ("color.neutrals.foreground.primary", "#141414", "#ffffff")]
        ),
        (
            "skyux", 2473, 2329, ["Color", "blackbaud-light", "blackbaud-dark"],
            [("color.text.default", "#1e2229", "#e0e4e8"), ("color.background.container.base", "#ffffff", "#1c2228")]
        ),
        // Its palette is computed with TokenScript over constants (see
        // equinorsComputedPaletteIsItsCSS); its line heights alias px lengths and are written
        // as dimensions. The 6 not written are errors in the source itself: `text` tokens, a
        // font weight of 0, and `number` font weights aliasing fontWeight tokens.
        ("equinor-eds", 838, 832, ["color-scheme", "light", "dark"], []),
    ])
    func realSystemsLoseNothingUnsaidAndKeepLightAndDark(
        fixture: String, read: Int, written: Int, scheme: [String], colors: [(name: String, light: String, dark: String)]
    ) throws {
        let result = try Self.verified(fixture)
        ConversionRuleTests.expectNothingLost(result, read: read, written: written)
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            #expect(imported.errors.isEmpty, "\(imported.errors.prefix(5))")
            for color in colors {
                #expect(imported.hex(color.name, [scheme[0]: scheme[1]]) == color.light, "\(color.name) in \(scheme[1])")
                #expect(imported.hex(color.name, [scheme[0]: scheme[2]]) == color.dark, "\(color.name) in \(scheme[2])")
            }
        }
    }

    /// Equinor computes its palette with TokenScript: each step is
    /// `set_chroma(set_lightness({palette anchor}, {scale step}), {gaussian step} * chroma)`, the
    /// gaussian `pow(e, …)` over constants, the anchors `oklch()` with commas. Every operand has
    /// one value in every set, so each colour is written as the OKLCH colour it comes to, and
    /// the scheme colours that alias them resolve, in light and in dark, to the project's own
    /// CSS build (packages/eds-tokens/src/tokens/css/colors/default.css through
    /// color-scheme/light.css and dark.css, at the commit in SOURCE.md), which prints lightness
    /// to its scale's digits, chroma to 4 decimals and hue to 2.
    @Test(arguments: [
        ("accent.9", [0.52, 0.0783, 204.55], [0.82, 0.0709, 204.55]),
        ("danger.9", [0.52, 0.2136, 21.12], [0.82, 0.1933, 21.12]),
        ("border-focus", [0.72, 0.1134, 240.68], [0.61, 0.1227, 240.68]),
    ])
    func equinorsComputedPaletteIsItsCSS(name: String, light: [Double], dark: [Double]) throws {
        let result = try Self.verified("equinor-eds")
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            for (scheme, expected) in [("light", light), ("dark", dark)] {
                guard case .color(let color)? = imported.tokens(["color-scheme": scheme])[name]?.value else {
                    Issue.record("\(name) is not a colour in \(scheme)")
                    continue
                }
                #expect(color.colorSpace == .oklch)
                let components = color.components.map(\.numeric)
                #expect(abs(components[0] - expected[0]) < 1e-9, "\(name) lightness in \(scheme): \(components)")
                #expect(abs(components[1] - expected[1]) <= 0.00005, "\(name) chroma in \(scheme): \(components)")
                #expect(abs(components[2] - expected[2]) <= 0.005, "\(name) hue in \(scheme): \(components)")
            }
        }
    }

    /// SKY UX writes translucent colours as `rgba(#hex, alpha)`, Tokens Studio's form for a
    /// colour given an alpha: the colour with that alpha.
    @Test func rgbaOfAHexColourIsThatColourWithTheAlpha() throws {
        let result = try Self.verified("skyux")
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            // color/bb-dark.json: "rgba(#B52F32, .35)"; the project's CSS: rgba(181, 47, 50, 0.35).
            #expect(
                imported.json("color.background.container.danger", ["Color": "blackbaud-dark"])?.contains(##""alpha":0.35,"hex":"#b52f32""##) == true,
                "\(imported.json("color.background.container.danger", ["Color": "blackbaud-dark"]) ?? "nil")")
        }
    }
}
