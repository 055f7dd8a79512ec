import DesignCatalog
import DesignTokens

/// A value a rule measures for one item, whether the item passes or not, such as the contrast
/// of a text run. `dscheck diff` reads measurements to say how far a change moved a finding:
/// the ratio before and after, including on the side where the item still passed.
public struct RuleMeasurement: Sendable, Hashable {
    /// The id of the rule that measured.
    public var ruleId: String
    /// The component or composition id, as the rule's findings carry it.
    public var subject: String
    /// What was measured within the subject, such as `"Today"` or `ArrowButton`: the same in
    /// two versions of a catalogue where only lines moved.
    public var item: String
    /// Where the item is: the location of the finding when it fails.
    public var location: SourceLocation
    /// The measured value, such as 3.21 for a contrast of 3.21:1.
    public var value: Double
    /// The smallest passing value.
    public var threshold: Double
}

/// A rule that measures a value for each item it checks and fails the items below a threshold.
protocol MeasuringRule: Rule {
    /// Every item's value in one context, passing or not.
    func measurements(_ input: RuleInput) -> [RuleMeasurement]
}

extension RuleEngine {
    /// The measurements of every measuring rule (the contrast rules) in one context of
    /// `catalog`, whatever the configuration says about the rules' severities.
    public static func measurements(_ catalog: Catalog, tokens: TokenSet, context: [String: String]) -> [RuleMeasurement] {
        let input = RuleInput(catalog: catalog, tokens: tokens, context: context)
        return RuleRegistry.rules.compactMap { $0 as? any MeasuringRule.Type }.flatMap { type in
            type.init(options: RuleOptions()).measurements(input)
        }
    }

    /// The ids of the rules that measure, whose findings ``measurements(_:tokens:context:)`` can explain.
    public static var measuringRuleIDs: Set<String> {
        Set(RuleRegistry.rules.compactMap { ($0 as? any MeasuringRule.Type)?.description.id })
    }
}
