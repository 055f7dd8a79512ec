import DesignCatalog
import DesignSupport
import DesignTokens

/// A value a rule measures for one item, whether the item passes or not, such as the contrast
/// of a text run. The checker keeps every measurement per context: `check --format json`
/// reports them, the site shows them and `diff` compares them, so all three give the same
/// number and the same verdict.
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
    /// The measured value, exact, such as 3.2149 for a contrast of 3.21:1.
    public var value: Double
    /// The smallest passing value.
    public var threshold: Double
    /// For contrast: the pair of colours the value was measured on, and the text's size.
    public var contrast: ContrastPair?

    /// Whether the item passes: the exact value against the threshold, never a rounded one.
    public var passes: Bool { value >= threshold }

    /// The value floored to two decimals, as reports show it, so a ratio just below a threshold
    /// never reads as reaching it (2.999 is 2.99, not 3.00).
    public var flooredValue: Double { (value * 100).rounded(.down) / 100 }

    /// ``flooredValue`` with two decimals, such as `2.99`.
    public var shownValue: String { FixedDecimals.format(flooredValue, decimals: 2) }
}

/// The colours a contrast was measured on: the weakest pair for text (the strongest for a
/// control's boundary), with the text's metrics when the foreground is text.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground, with its own alpha (before compositing).
    public var foreground: TokenColor
    /// The opaque colour behind it.
    public var background: TokenColor
    /// APCA Lc of the foreground composited over the background (advisory).
    public var apcaLc: Double
    /// The text's size and weight, for text.
    public var text: TextMetrics?
}

/// One item a measuring rule checked: its measurement, and the finding when it fails; an item
/// too large to measure has a finding that says so and no measurement.
typealias Assessment = (measurement: RuleMeasurement?, finding: Finding?)

/// A rule that measures a value for each item it checks and fails the items below a threshold.
/// The checker asks once per context for both the measurements and the findings.
protocol MeasuringRule: Rule {
    /// Every item's value in one context, passing or not, with a finding where it fails.
    func assessments(_ input: RuleInput) -> [Assessment]
}

extension MeasuringRule {
    func check(_ input: RuleInput) -> [Finding] {
        assessments(input).compactMap(\.finding)
    }
}

extension RuleRegistry {
    /// The ids of the rules that measure, whose findings the measurements explain.
    public static var measuringRuleIDs: Set<String> {
        Set(rules.compactMap { ($0 as? any MeasuringRule.Type)?.description.id })
    }
}
