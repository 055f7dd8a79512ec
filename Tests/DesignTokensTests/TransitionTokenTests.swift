import DesignTokens
import Testing

/// The `transition` type (`Sources/DesignTokens/Format/Types/TransitionToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// transition: `{duration, delay, timingFunction}`; every sub-value may be an alias.
struct TransitionTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid(
            "object", #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"#,
            parsed: .transition(
                Transition(duration: Duration(value: 200, unit: "ms"), delay: Duration(value: 0, unit: "ms"), timingFunction: [0.42, 0, 0.58, 1])),
            written: #"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"ms"},"timingFunction":[0.42,0,0.58,1]}"#),
        .valid(
            "aliases", #"{"duration": "{d}", "delay": {"value": 0, "unit": "s"}, "timingFunction": "{e}"}"#,
            others: #""d": {"$type": "duration", "$value": {"value": 0.3, "unit": "s"}}, "e": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}"#,
            parsed: .transition(
                Transition(duration: Duration(value: 0.3, unit: "s"), delay: Duration(value: 0, unit: "s"), timingFunction: [0, 0, 1, 1])),
            written: #"{"duration":{"value":0.3,"unit":"s"},"delay":{"value":0,"unit":"s"},"timingFunction":[0,0,1,1]}"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "no delay", #"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: transition value is missing "delay"; a transition needs duration, delay, timingFunction"#
            ]),
        .invalid(
            "faulty curve", #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58]}"#,
            diagnostics: [
                "2:99 error tokens/invalid-value: a cubicBezier has 4 numbers [P1x, P1y, P2x, P2y]; found 3"
            ]),
        .invalid(
            "array", "[200, 0]",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has an array where a transition value needs an object with duration, delay, timingFunction"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .transition) == example.expected(as: .transition)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .transition) == example.expected(as: .transition)) }
}
