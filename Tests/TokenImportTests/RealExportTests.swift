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
}
