/// Every rule dscheck ships, in id order. Adding a rule means adding its type here; the generic
/// example test, `dscheck rules` and the site then pick it up.
public enum RuleRegistry {
    /// The rule types.
    public static let rules: [any Rule.Type] = [
        AccessibilityLabelRule.self,
        DeprecatedTokenUseRule.self,
        DynamicTypeRule.self,
        FixedFontSizeRule.self,
        GlassClearDimmingRule.self,
        GlassContentLayerRule.self,
        GlassLookalikeRule.self,
        GlassSparinglyRule.self,
        GlassTintRule.self,
        HardCodedValueRule.self,
        LabelLengthRule.self,
        MinimumFontSizeRule.self,
        MissingSymbolRule.self,
        NonTextContrastRule.self,
        PressStateRule.self,
        ProminentButtonsRule.self,
        ReduceMotionRule.self,
        SilentAudioRule.self,
        TextContrastRule.self,
        TokenContrastRule.self,
        TokenNamingRule.self,
        TouchTargetRule.self,
        TypeRampRule.self,
        UnusedTokenRule.self,
    ].sorted { $0.description.id < $1.description.id }

    /// The descriptions of every rule, in id order.
    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// The rule type with `id`, if any.
    public static func rule(_ id: String) -> (any Rule.Type)? {
        rules.first { $0.description.id == id }
    }
}
