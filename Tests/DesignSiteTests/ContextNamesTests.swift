import DesignSupport
import Testing

@testable import DesignSite
@testable import DesignTokens

/// Contexts named as readers say them: the first modifier always, the others only away from
/// their defaults, and a group of contexts that share a value by what they have in common.
struct ContextNamesTests {
    static func modifier(_ name: String, _ contexts: [String]) -> TokenSource.Modifier {
        TokenSource.Modifier(name: name, contexts: contexts, defaultContext: contexts.first, location: .file("tokens.resolver.json"))
    }

    /// `dscheck init`'s resolver: appearance light or dark, contrast standard or increased.
    static let modifiers = [modifier("appearance", ["light", "dark"]), modifier("contrast", ["standard", "increased"])]
    static func context(_ appearance: String, _ contrast: String) -> ResolverContext {
        ["appearance": appearance, "contrast": contrast]
    }
    static let all = [context("light", "standard"), context("light", "increased"), context("dark", "standard"), context("dark", "increased")]
    static let names = ContextNames(modifiers: modifiers, contexts: all)

    @Test func aModifierAtItsDefaultGoesUnsaidAndTheFirstIsAlwaysSaid() {
        #expect(Self.all.map(Self.names.name(of:)) == ["Light", "Light, increased contrast", "Dark", "Dark, increased contrast"])
    }

    @Test func aGroupIsNamedByWhatItsContextsHaveInCommon() {
        let (lightStandard, lightIncreased, darkStandard, darkIncreased) = (Self.all[0], Self.all[1], Self.all[2], Self.all[3])
        #expect(Self.names.name(ofGroup: [lightStandard, lightIncreased]) == "Light")
        #expect(Self.names.name(ofGroup: [darkStandard, darkIncreased]) == "Dark")
        #expect(Self.names.name(ofGroup: [lightStandard, darkStandard]) == "Standard contrast")
        #expect(Self.names.name(ofGroup: [lightIncreased, darkIncreased]) == "Increased contrast")
        // Not a product of per-modifier choices: each member is named.
        #expect(Self.names.name(ofGroup: [lightStandard, darkIncreased]) == "Light; Dark, increased contrast")
        // Three of four: named by the one left out.
        #expect(Self.names.name(ofGroup: [lightStandard, lightIncreased, darkStandard]) == "All but dark, increased contrast")
    }

    @Test func withThreeModifiersAGroupSaysOnlyWhatItsContextsShare() {
        let modifiers = Self.modifiers + [Self.modifier("size", ["phone", "tablet"])]
        var contexts: [ResolverContext] = []
        for appearance in ["light", "dark"] {
            for contrast in ["standard", "increased"] {
                for size in ["phone", "tablet"] { contexts.append(["appearance": appearance, "contrast": contrast, "size": size]) }
            }
        }
        let names = ContextNames(modifiers: modifiers, contexts: contexts)
        #expect(names.name(of: contexts[7]) == "Dark, increased contrast, tablet size")
        #expect(names.name(of: contexts[0]) == "Light")
        #expect(names.name(ofGroup: contexts.filter { $0["appearance"] == "dark" }) == "Dark")
        #expect(names.name(ofGroup: contexts.filter { $0["size"] == "tablet" }) == "Tablet size")
        #expect(names.name(ofGroup: Array(contexts.dropLast())) == "All but dark, increased contrast, tablet size")
    }

    @Test func oneModifiersContextsAreItsNamesInWords() {
        let theme = [Self.modifier("theme", ["light", "dark", "darkHighContrast"])]
        let contexts: [ResolverContext] = [["theme": "light"], ["theme": "dark"], ["theme": "darkHighContrast"]]
        let names = ContextNames(modifiers: theme, contexts: contexts)
        #expect(contexts.map(names.name(of:)) == ["Light", "Dark", "Dark high contrast"])
        #expect(names.name(ofGroup: [contexts[1], contexts[2]]) == "Dark or dark high contrast")
        #expect(ContextNames(modifiers: [], contexts: [[:]]).name(of: [:]) == "value")
    }

    @Test func namesThatWouldReadAlikeFallBackToTheResolversPairs() {
        let contrast = [Self.modifier("contrast", ["high-contrast", "high_contrast"])]
        let contexts: [ResolverContext] = [["contrast": "high-contrast"], ["contrast": "high_contrast"]]
        let names = ContextNames(modifiers: contrast, contexts: contexts)
        #expect(contexts.map(names.name(of:)) == ["contrast=high-contrast", "contrast=high_contrast"])
    }
}
