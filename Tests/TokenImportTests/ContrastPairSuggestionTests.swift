import Testing

@testable import TokenImport

/// The contrast pairs an import suggests from colour token names.
struct ContrastPairSuggestionTests {
    static func shown(_ names: [String]) -> [String] {
        ContrastPairSuggestion.pairs(colorTokens: names).map { "\($0.foreground) on \($0.background) (\($0.role))" }
    }

    /// Text beside a background in the same group is paired with it; a top-level text group
    /// with the top-level backgrounds; icons are non-text.
    @Test func textAndIconGroupsGoOverTheBackgroundsBesideThem() {
        #expect(
            Self.shown([
                "button.text.color", "button.bg.color", "color.text.primary", "color.text.secondary", "color.background.default", "color.icon.muted",
            ])
                == [
                    "button.text.* on button.bg.* (text)", "color.text.* on color.background.* (text)",
                    "color.icon.* on color.background.* (non-text)",
                ])
        // Primer's names: fgColor and bgColor at the top level.
        #expect(Self.shown(["fgColor.default", "fgColor.muted", "bgColor.default", "bgColor.inset"]) == ["fgColor.* on bgColor.* (text)"])
        #expect(Self.shown(["color.on-accent", "color.surface.base"]) == ["color.on-accent.* on color.surface.* (text)"])
    }

    @Test func namesThatSayNothingSuggestNothing() {
        #expect(Self.shown(["color.blue.500", "color.red.100"]).isEmpty)
        #expect(Self.shown(["color.text.primary"]).isEmpty, "no background to pair it with")
    }
}
