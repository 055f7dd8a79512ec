import DesignTokens
import Testing

/// The `strokeStyle` type (`Sources/DesignTokens/Format/Types/StrokeStyleToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// strokeStyle: solid, dashed, dotted, double, groove, ridge, outset, inset, or
/// `{dashArray: dimension[], lineCap: round, butt or square}`.
struct StrokeStyleTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("keyword", #""solid""#, parsed: .strokeStyle(.keyword("solid")), written: #""solid""#),
        .valid("dashed", #""dashed""#, parsed: .strokeStyle(.keyword("dashed")), written: #""dashed""#),
        .valid(
            "dashes", #"{"dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"}"#,
            parsed: .strokeStyle(.dashes(dashArray: [Dimension(value: 4, unit: "px"), Dimension(value: 2, unit: "px")], lineCap: "round")),
            written: #"{"dashArray":[{"value":4,"unit":"px"},{"value":2,"unit":"px"}],"lineCap":"round"}"#),
        .valid(
            "dash alias", #"{"dashArray": ["{d}"], "lineCap": "butt"}"#,
            others: #""d": {"$type": "dimension", "$value": {"value": 3, "unit": "px"}}"#,
            parsed: .strokeStyle(.dashes(dashArray: [Dimension(value: 3, unit: "px")], lineCap: "butt")),
            written: #"{"dashArray":[{"value":3,"unit":"px"}],"lineCap":"butt"}"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "unknown keyword", #""wavy""#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: stroke style "wavy" is not one of dashed, dotted, double, groove, inset, outset, ridge, solid; or write {"dashArray", "lineCap"}"#
            ]),
        .invalid(
            "number", "3",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a number where a strokeStyle value needs a keyword such as "solid" or an object {"dashArray", "lineCap"}"#
            ]),
        .invalid(
            "empty dashArray", #"{"dashArray": [], "lineCap": "round"}"#,
            diagnostics: [
                #"2:15 error tokens/type-mismatch: "token" has an array where a strokeStyle value needs dashArray to be a non-empty array of dimensions"#
            ]),
        .invalid(
            "unknown lineCap", #"{"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "flat"}"#,
            diagnostics: [
                "2:56 error tokens/invalid-value: lineCap must be one of butt, round, square"
            ]),
        .invalid(
            "no lineCap", #"{"dashArray": [{"value": 4, "unit": "px"}]}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: strokeStyle value is missing "lineCap"; a strokeStyle needs dashArray, lineCap"#
            ]),
        .invalid(
            "dash alias to colour", #"{"dashArray": ["{c}"], "lineCap": "round"}"#,
            others: #""c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#,
            diagnostics: [
                #"2:16 error tokens/type-mismatch: "c" is a color token, but a dimension is needed here; point at a dimension token"#
            ]),
        .invalid(
            "faulty dash", #"{"dashArray": [4], "lineCap": "round"}"#,
            diagnostics: [
                #"2:16 error tokens/type-mismatch: "token" has a number in dashArray where a dimension value needs an object {"value": number, "unit": "px" or "rem"}"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .strokeStyle) == example.expected(as: .strokeStyle)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .strokeStyle) == example.expected(as: .strokeStyle)) }
}
