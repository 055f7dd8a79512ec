import DesignTokens
import Testing

/// The `gradient` type (`Sources/DesignTokens/Format/Types/GradientToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// gradient: array of `{color, position}` (position clamped to [0,1]); elements may be references.
struct GradientTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid(
            "two stops",
            #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}]"#,
            parsed: .gradient([GradientStop(color: .srgb(1, 0, 0), position: 0), GradientStop(color: .srgb(0, 0, 1), position: 1)]),
            written:
                #"[{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":0},{"color":{"colorSpace":"srgb","components":[0,0,1],"alpha":1},"position":1}]"#
        ),
        .valid(
            "clamped positions",
            #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": -0.5}, {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 1.5}]"#,
            parsed: .gradient([GradientStop(color: .srgb(1, 0, 0), position: 0), GradientStop(color: .srgb(1, 0, 0), position: 1)]),
            written:
                #"[{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":0},{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":1}]"#
        ),
        .valid(
            "gradient reference", #"["{g}", {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 1}]"#,
            others:
                #""g": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0.5}]}"#,
            parsed: .gradient([
                GradientStop(color: .srgb(1, 0, 0), position: 0), GradientStop(color: .srgb(1, 0, 0), position: 0.5),
                GradientStop(color: .srgb(1, 0, 0), position: 1),
            ]),
            written:
                #"[{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":0},{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":0.5},{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":1}]"#
        ),
        .valid(
            "stop by pointer", ##"[{"$ref": "#/g/$value/0"}]"##,
            others: #""g": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0.25}]}"#,
            parsed: .gradient([GradientStop(color: .srgb(1, 0, 0), position: 0.25)]),
            written: #"[{"color":{"colorSpace":"srgb","components":[1,0,0],"alpha":1},"position":0.25}]"#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "empty", "[]",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has an array where a gradient value needs a non-empty array of {"color", "position"} stops"#
            ]),
        .invalid(
            "object", #"{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}"#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has an object where a gradient value needs a non-empty array of {"color", "position"} stops"#
            ]),
        .invalid(
            "no position", #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}}]"#,
            diagnostics: [
                #"2:2 error tokens/invalid-value: gradient value is missing "position"; a gradient needs color, position"#
            ]),
        .invalid(
            "string position", #"[{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": "0"}]"#,
            diagnostics: [
                #"2:73 error tokens/type-mismatch: "token" has a string in position where a number value needs a number"#
            ]),
        .invalid(
            "reference to colour", #"["{c}"]"#, others: #""c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#,
            diagnostics: [
                #"2:2 error tokens/type-mismatch: "c" is a color token, but a gradient is needed here; point at a gradient token"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .gradient) == example.expected(as: .gradient)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .gradient) == example.expected(as: .gradient)) }
}
