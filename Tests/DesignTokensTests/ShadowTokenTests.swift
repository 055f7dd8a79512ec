import DesignTokens
import Testing

/// The `shadow` type (`Sources/DesignTokens/Format/Types/ShadowToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// shadow: `{color, offsetX, offsetY, blur, spread, inset?}` or an array of those and/or shadow
/// references.
struct ShadowTokenTests {
    /// The layer most cases use, as written, as parsed and as dscheck writes it.
    static let layerText =
        #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#
    static let layer = Shadow(
        color: .srgb(1, 0, 0), offsetX: Dimension(value: 0, unit: "px"), offsetY: Dimension(value: 2, unit: "px"),
        blur: Dimension(value: 4, unit: "px"), spread: Dimension(value: 0, unit: "px"))
    static let layerWritten =
        #"{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":2,"unit":"px"},"blur":{"value":4,"unit":"px"},"spread":{"value":0,"unit":"px"}}"#

    static let valid: [TokenTypeCase] = [
        .valid("one layer", layerText, parsed: .shadow(ShadowValue(layers: [layer], isList: false)), written: layerWritten),
        .valid(
            "inset",
            #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}"#,
            parsed: .shadow(
                ShadowValue(
                    layers: [
                        Shadow(
                            color: .srgb(1, 0, 0), offsetX: Dimension(value: 0, unit: "px"), offsetY: Dimension(value: 1, unit: "px"),
                            blur: Dimension(value: 2, unit: "px"), spread: Dimension(value: 0, unit: "px"), inset: true)
                    ], isList: false)),
            written:
                #"{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":1,"unit":"px"},"blur":{"value":2,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":true}"#
        ),
        .valid(
            "list", #"[\#(layerText), \#(layerText)]"#, parsed: .shadow(ShadowValue(layers: [layer, layer], isList: true)),
            written: #"[\#(layerWritten),\#(layerWritten)]"#),
        .valid(
            "list with reference", #"[\#(layerText), "{s}"]"#, others: #""s": {"$type": "shadow", "$value": [\#(layerText), \#(layerText)]}"#,
            parsed: .shadow(ShadowValue(layers: [layer, layer, layer], isList: true)),
            written: #"[\#(layerWritten),\#(layerWritten),\#(layerWritten)]"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "no spread",
            #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: shadow value is missing "spread"; a shadow needs color, offsetX, offsetY, blur, spread"#
            ]),
        .invalid(
            "inset string",
            #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": "yes"}"#,
            diagnostics: [
                #"2:221 error tokens/type-mismatch: "token" has a string where a shadow value needs inset to be true or false"#
            ]),
        .invalid(
            "reference to colour", #"[\#(layerText), "{c}"]"#,
            others: #""c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#,
            diagnostics: [
                #"2:214 error tokens/type-mismatch: "c" is a color token, but a shadow is needed here; point at a shadow token"#
            ]),
        .invalid(
            "number offset",
            #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "offsetX": 4, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#,
            diagnostics: [
                #"2:71 error tokens/type-mismatch: "token" has a number in offsetX where a dimension value needs an object {"value": number, "unit": "px" or "rem"}"#
            ]),
        .invalid(
            "string", #""0 2px 4px red""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a shadow value needs an object with color, offsetX, offsetY, blur, spread"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .shadow) == example.expected(as: .shadow)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .shadow) == example.expected(as: .shadow)) }
}
