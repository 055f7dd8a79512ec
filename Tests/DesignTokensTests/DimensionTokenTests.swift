import DesignTokens
import Testing

/// The `dimension` type (`Sources/DesignTokens/Format/Types/DimensionToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// dimension: `{value: number, unit: "px" or "rem"}`; unit required even for 0.
struct DimensionTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("px", #"{"value": 16, "unit": "px"}"#, parsed: .dimension(Dimension(value: 16, unit: "px")), written: #"{"value":16,"unit":"px"}"#),
        .valid(
            "rem", #"{"value": 1.5, "unit": "rem"}"#, parsed: .dimension(Dimension(value: 1.5, unit: "rem")), written: #"{"value":1.5,"unit":"rem"}"#),
        .valid("zero", #"{"value": 0, "unit": "px"}"#, parsed: .dimension(Dimension(value: 0, unit: "px")), written: #"{"value":0,"unit":"px"}"#),
        .valid(
            "legacy string", #""-0.5rem""#, parsed: .dimension(Dimension(value: -0.5, unit: "rem")), written: #"{"value":-0.5,"unit":"rem"}"#,
            diagnostics: [
                #"2:1 warning tokens/legacy-format: dimension written as the string "-0.5rem"; the 2025.10 form is {"value": -0.5, "unit": "rem"}"#
            ]),
        .valid(
            "value by ref", ##"{"value": {"$ref": "#/n"}, "unit": "px"}"##, others: #""n": {"$type": "number", "$value": 4}"#,
            parsed: .dimension(Dimension(value: 4, unit: "px")), written: #"{"value":4,"unit":"px"}"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "pt", #"{"value": 16, "unit": "pt"}"#,
            diagnostics: [
                #"2:23 error tokens/unit-not-allowed: unit "pt" is not a dimension unit of the 2025.10 format (px, rem); use one of them, or allow it in dscheck.json with "extraUnits": ["pt"]"#
            ]),
        .invalid(
            "no unit", #"{"value": 0}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: dimension value is missing "unit"; a dimension needs value, unit"#
            ]),
        .invalid(
            "string value", #"{"value": "16", "unit": "px"}"#,
            diagnostics: [
                #"2:11 error tokens/type-mismatch: "token" has a string where a dimension value needs a number"#
            ]),
        .invalid(
            "number", "16",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a number where a dimension value needs an object {"value": number, "unit": "px" or "rem"}"#
            ]),
        .invalid(
            "unitless string", #""16""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a dimension value needs an object {"value": number, "unit": "px" or "rem"}"#
            ]),
        .invalid(
            "legacy pt string", #""16pt""#,
            diagnostics: [
                #"2:1 error tokens/unit-not-allowed: unit "pt" is not a dimension unit of the 2025.10 format (px, rem); use one of them, or allow it in dscheck.json with "extraUnits": ["pt"]"#
            ]),
        .invalid(
            "extra member", #"{"value": 1, "unit": "px", "scale": 2}"#,
            diagnostics: [
                #"2:28 error tokens/invalid-value: "scale" is not part of a dimension value; allowed: value, unit"#
            ]),
        .invalid(
            "unit number", #"{"value": 1, "unit": 1}"#,
            diagnostics: [
                #"2:22 error tokens/type-mismatch: "token" has a number where a dimension value needs unit to be a string"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .dimension) == example.expected(as: .dimension)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .dimension) == example.expected(as: .dimension)) }
}
