import DesignTokens

extension ChangeDetail {
    /// What a value change measures: ΔE OK and both hex colours for colours, the relative
    /// change for dimensions and durations (none when the old value is zero), nothing otherwise.
    static func delta(from before: TokenValue, to after: TokenValue) -> ChangeDetail {
        switch (before, after) {
        case (.color(let old), .color(let new)):
            .recolored(deltaE: old.deltaEOK(to: new), beforeHex: old.hexString, afterHex: new.hexString)
        case (.dimension(let old), .dimension(let new)):
            relative(old.points(), new.points())
        case (.duration(let old), .duration(let new)):
            relative(old.seconds, new.seconds)
        // A change of type, or a change within a type that has no measure.
        case (.color, _), (.dimension, _), (.duration, _), (.fontFamily, _), (.fontWeight, _), (.cubicBezier, _), (.number, _),
            (.strokeStyle, _), (.border, _), (.transition, _), (.shadow, _), (.gradient, _), (.typography, _):
            .none
        }
    }

    private static func relative(_ old: Double, _ new: Double) -> ChangeDetail {
        old == 0 ? .none : .rescaled(relativeChange: (new - old) / old)
    }
}
