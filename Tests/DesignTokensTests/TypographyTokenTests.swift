import DesignTokens
import Testing

/// The `typography` type (`Sources/DesignTokens/Format/Types/TypographyToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// typography: `{fontFamily, fontSize, fontWeight, letterSpacing (dimension), lineHeight (number)}`.
struct TypographyTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid(
            "object",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
            parsed: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: Dimension(value: 16, unit: "px"), fontWeight: FontWeight(value: 400),
                    letterSpacing: Dimension(value: 0, unit: "px"), lineHeight: 1.5)),
            written:
                #"{"fontFamily":"Inter","fontSize":{"value":16,"unit":"px"},"fontWeight":400,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.5}"#
        ),
        .valid(
            "keyword weight and family list",
            #"{"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": "bold", "letterSpacing": {"value": -0.01, "unit": "rem"}, "lineHeight": 1.2}"#,
            parsed: .typography(
                Typography(
                    fontFamily: ["Inter", "sans-serif"], fontSize: Dimension(value: 1, unit: "rem"),
                    fontWeight: FontWeight(value: 700, keyword: "bold"), letterSpacing: Dimension(value: -0.01, unit: "rem"), lineHeight: 1.2)),
            written:
                #"{"fontFamily":["Inter","sans-serif"],"fontSize":{"value":1,"unit":"rem"},"fontWeight":"bold","letterSpacing":{"value":-0.01,"unit":"rem"},"lineHeight":1.2}"#
        ),
        .valid(
            "aliases",
            #"{"fontFamily": "{f}", "fontSize": "{s}", "fontWeight": "{w}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{l}"}"#,
            others:
                #""f": {"$type": "fontFamily", "$value": "Inter"}, "s": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}}, "w": {"$type": "fontWeight", "$value": 600}, "l": {"$type": "number", "$value": 1.25}"#,
            parsed: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: Dimension(value: 17, unit: "px"), fontWeight: FontWeight(value: 600),
                    letterSpacing: Dimension(value: 0, unit: "px"), lineHeight: 1.25)),
            written:
                #"{"fontFamily":"Inter","fontSize":{"value":17,"unit":"px"},"fontWeight":600,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.25}"#
        ),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "no lineHeight",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: typography value is missing "lineHeight"; a typography needs fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#
            ]),
        .invalid(
            "line height as dimension",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}"#,
            diagnostics: [
                #"2:144 error tokens/type-mismatch: "token" has an object in lineHeight where a number value needs a number"#
            ]),
        .invalid(
            "number letter spacing",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5}"#,
            diagnostics: [
                #"2:102 error tokens/type-mismatch: "token" has a number in letterSpacing where a dimension value needs an object {"value": number, "unit": "px" or "rem"}"#
            ]),
        .invalid(
            "weight alias to dimension",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "{s}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"#,
            others: #""s": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}}"#,
            diagnostics: [
                #"2:80 error tokens/type-mismatch: "s" is a dimension token, but a fontWeight is needed here; point at a fontWeight token"#
            ]),
        .invalid(
            "string", #""16px/1.5 Inter""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a typography value needs an object with fontFamily, fontSize, fontWeight, letterSpacing, lineHeight"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .typography) == example.expected(as: .typography)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .typography) == example.expected(as: .typography)) }
}
