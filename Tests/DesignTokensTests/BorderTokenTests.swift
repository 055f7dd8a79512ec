import DesignTokens
import Testing

/// The `border` type (`Sources/DesignTokens/Format/Types/BorderToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// border: `{color, width, style}`; in composite types every sub-value may be an alias; extra
/// sub-values make the token invalid.
struct BorderTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid(
            "object", #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 1, "unit": "px"}, "style": "solid"}"#,
            parsed: .border(Border(color: .srgb(1, 0, 0), width: Dimension(value: 1, unit: "px"), style: .keyword("solid"))),
            written: #"{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"width":{"value":1,"unit":"px"},"style":"solid"}"#),
        .valid(
            "aliases", #"{"color": "{c}", "width": "{w}", "style": "dashed"}"#,
            others:
                #""c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "w": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}"#,
            parsed: .border(Border(color: .srgb(1, 0, 0), width: Dimension(value: 2, unit: "px"), style: .keyword("dashed"))),
            written: #"{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"width":{"value":2,"unit":"px"},"style":"dashed"}"#),
        .valid(
            "legacy width", #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": "2px", "style": "solid"}"#,
            parsed: .border(Border(color: .srgb(1, 0, 0), width: Dimension(value: 2, unit: "px"), style: .keyword("solid"))),
            written: #"{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"width":{"value":2,"unit":"px"},"style":"solid"}"#,
            diagnostics: [
                #"2:69 warning tokens/legacy-format: dimension written as the string "2px"; the 2025.10 form is {"value": 2, "unit": "px"}"#
            ]),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "no style", #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 1, "unit": "px"}}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: border value is missing "style"; a border needs color, width, style"#
            ]),
        .invalid(
            "extra member",
            #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 1, "unit": "px"}, "style": "solid", "radius": {"value": 4, "unit": "px"}}"#,
            diagnostics: [
                #"2:115 error tokens/invalid-value: "radius" is not part of a border value; allowed: color, width, style"#
            ]),
        .invalid(
            "colour alias to dimension", #"{"color": "{w}", "width": {"value": 1, "unit": "px"}, "style": "solid"}"#,
            others: #""w": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}"#,
            diagnostics: [
                #"2:11 error tokens/type-mismatch: "w" is a dimension token, but a color is needed here; point at a color token"#
            ]),
        .invalid(
            "string", #""1px solid red""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a border value needs an object with color, width, style"#
            ]),
        .invalid(
            "faulty members", #"{"color": 1, "width": {"value": 1, "unit": "px"}, "style": "wavy"}"#,
            diagnostics: [
                #"2:11 error tokens/type-mismatch: "token" has a number in color where a color value needs an object {"colorSpace", "components", "alpha"?, "hex"?}"#,
                #"2:60 error tokens/invalid-value: stroke style "wavy" is not one of dashed, dotted, double, groove, inset, outset, ridge, solid; or write {"dashArray", "lineCap"}"#,
            ]),
        .invalid(
            "unknown alias", #"{"color": "{nope}", "width": {"value": 1, "unit": "px"}, "style": "solid"}"#,
            diagnostics: [
                #"2:11 error tokens/unresolved-reference: "{nope}" does not name any token; check the spelling or define the token"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .border) == example.expected(as: .border)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .border) == example.expected(as: .border)) }
}
