import DesignTokens
import Testing

/// The `color` type (`Sources/DesignTokens/Format/Types/ColorToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// color: `{colorSpace, components[3], alpha?=1, hex?}`; component may be `"none"`; hex is
/// 6-digit `#rrggbb`; ranges: rgb-like 0-1, hue [0,360), hsl/hwb s,l,w,b 0-100.
struct ColorTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid(
            "srgb object", #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#, parsed: .color(.srgb(1, 0, 0)),
            written: #"{"colorSpace":"srgb","components":[1,0,0],"alpha":1}"#),
        .valid(
            "alpha and hex", ##"{"colorSpace": "srgb", "components": [0, 0.4, 1], "alpha": 0.5, "hex": "#0066ff"}"##,
            parsed: .color(TokenColor(colorSpace: .srgb, components: [.value(0), .value(0.4), .value(1)], alpha: 0.5, hex: "#0066ff")),
            written: ##"{"colorSpace":"srgb","components":[0,0.4,1],"alpha":0.5,"hex":"#0066ff"}"##),
        .valid(
            "none component", #"{"colorSpace": "oklch", "components": [0.7, 0.1, "none"]}"#,
            parsed: .color(TokenColor(colorSpace: .oklch, components: [.value(0.7), .value(0.1), .none])),
            written: #"{"colorSpace":"oklch","components":[0.7,0.1,"none"],"alpha":1}"#),
        .valid(
            "display-p3", #"{"colorSpace": "display-p3", "components": [1, 0.5, 0]}"#,
            parsed: .color(TokenColor(colorSpace: .displayP3, components: [.value(1), .value(0.5), .value(0)])),
            written: #"{"colorSpace":"display-p3","components":[1,0.5,0],"alpha":1}"#),
        .valid(
            "legacy hex string", ##""#ff0000""##,
            parsed: .color(TokenColor(colorSpace: .srgb, components: [.value(1), .value(0), .value(0)], hex: "#ff0000")),
            written: ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":1,"hex":"#ff0000"}"##,
            diagnostics: [
                ##"2:1 warning tokens/legacy-format: colour written as the string "#ff0000"; the 2025.10 form is an object: {"colorSpace":"srgb","components":[1,0,0],"alpha":1,"hex":"#ff0000"}"##
            ]),
        .valid(
            "component by ref", ##"{"colorSpace": "srgb", "components": [{"$ref": "#/n"}, 0, 0]}"##,
            others: #""n": {"$type": "number", "$value": 0.5}"#, parsed: .color(.srgb(0.5, 0, 0)),
            written: #"{"colorSpace":"srgb","components":[0.5,0,0],"alpha":1}"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "faulty hex kept", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##,
            diagnostics: [
                ##"2:56 error tokens/invalid-value: hex must be a 6-digit "#rrggbb" string"##
            ], kept: .color(.srgb(1, 0, 0))),
        .invalid(
            "not a colour string", ##""#ggg""##,
            diagnostics: [
                ##"2:1 error tokens/invalid-value: "#ggg" is not a colour ('#ggg' is not a hex colour; expected #rgb, #rgba, #rrggbb or #rrggbbaa); write {"colorSpace": "srgb", "components": [r, g, b]}"##
            ]),
        .invalid(
            "number", "42",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a number where a color value needs an object {"colorSpace", "components", "alpha"?, "hex"?}"#
            ]),
        .invalid(
            "unknown space", #"{"colorSpace": "cmyk", "components": [1, 0, 0]}"#,
            diagnostics: [
                "2:16 error tokens/invalid-value: colorSpace must be one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
            ]),
        .invalid(
            "two components", #"{"colorSpace": "srgb", "components": [1, 0]}"#,
            diagnostics: [
                "2:38 error tokens/invalid-value: a colour has exactly 3 components; found 2"
            ]),
        .invalid(
            "component out of range", #"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"#,
            diagnostics: [
                "2:39 error tokens/invalid-value: red is 1.5; srgb red must be 0 to 1"
            ]),
        .invalid(
            "hue 360", #"{"colorSpace": "hsl", "components": [360, 50, 50]}"#,
            diagnostics: [
                "2:38 error tokens/invalid-value: hue is 360; hsl hue must be at least 0 and less than 360"
            ]),
        .invalid(
            "alpha 2", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#,
            diagnostics: [
                "2:58 error tokens/invalid-value: alpha is 2; alpha is 0 to 1"
            ]),
        .invalid(
            "missing components", #"{"colorSpace": "srgb"}"#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: color value is missing "components"; a color needs colorSpace, components"#
            ]),
        .invalid(
            "extra member", #"{"colorSpace": "srgb", "components": [1, 0, 0], "space": "srgb"}"#,
            diagnostics: [
                #"2:49 error tokens/invalid-value: "space" is not part of a color value; allowed: colorSpace, components, alpha, hex"#
            ]),
        .invalid(
            "string component", #"{"colorSpace": "srgb", "components": ["red", 0, 0]}"#,
            diagnostics: [
                #"2:39 error tokens/type-mismatch: "token" has a string where a color value needs a component to be a number or "none""#
            ]),
        .invalid(
            "components not array", #"{"colorSpace": "srgb", "components": "1 0 0"}"#,
            diagnostics: [
                #"2:38 error tokens/type-mismatch: "token" has a string where a color value needs components to be an array of three numbers"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .color) == example.expected(as: .color)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .color) == example.expected(as: .color)) }
}
