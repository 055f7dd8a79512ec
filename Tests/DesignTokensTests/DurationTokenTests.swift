import DesignTokens
import Testing

/// The `duration` type (`Sources/DesignTokens/Format/Types/DurationToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// duration: `{value, unit: "ms" or "s"}`.
struct DurationTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("ms", #"{"value": 200, "unit": "ms"}"#, parsed: .duration(Duration(value: 200, unit: "ms")), written: #"{"value":200,"unit":"ms"}"#),
        .valid("s", #"{"value": 0.5, "unit": "s"}"#, parsed: .duration(Duration(value: 0.5, unit: "s")), written: #"{"value":0.5,"unit":"s"}"#),
        .valid(
            "legacy string", #""200ms""#, parsed: .duration(Duration(value: 200, unit: "ms")), written: #"{"value":200,"unit":"ms"}"#,
            diagnostics: [
                #"2:1 warning tokens/legacy-format: duration written as the string "200ms"; the 2025.10 form is {"value": 200, "unit": "ms"}"#
            ]),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "minutes", #"{"value": 1, "unit": "min"}"#,
            diagnostics: [
                #"2:22 error tokens/unit-not-allowed: unit "min" is not a duration unit of the 2025.10 format (ms, s); use one of them, or allow it in dscheck.json with "extraUnits": ["min"]"#
            ]),
        .invalid(
            "no value", #"{"unit": "ms"}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: duration value is missing "value"; a duration needs value, unit"#
            ]),
        .invalid(
            "number", "200",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a number where a duration value needs an object {"value": number, "unit": "ms" or "s"}"#
            ]),
        .invalid(
            "legacy px string", #""200px""#,
            diagnostics: [
                #"2:1 error tokens/unit-not-allowed: unit "px" is not a duration unit of the 2025.10 format (ms, s); use one of them, or allow it in dscheck.json with "extraUnits": ["px"]"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .duration) == example.expected(as: .duration)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .duration) == example.expected(as: .duration)) }
}
