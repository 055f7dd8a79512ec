import DesignTokens
import Testing

/// The `cubicBezier` type (`Sources/DesignTokens/Format/Types/CubicBezierToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// cubicBezier: `[P1x, P1y, P2x, P2y]`, x values in [0,1].
struct CubicBezierTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("ease-in-out", "[0.42, 0, 0.58, 1]", parsed: .cubicBezier([0.42, 0, 0.58, 1]), written: "[0.42,0,0.58,1]"),
        .valid("y outside 0-1", "[0, -0.5, 1, 1.5]", parsed: .cubicBezier([0, -0.5, 1, 1.5]), written: "[0,-0.5,1,1.5]"),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "three numbers", "[0.42, 0, 0.58]",
            diagnostics: [
                "2:1 error tokens/invalid-value: a cubicBezier has 4 numbers [P1x, P1y, P2x, P2y]; found 3"
            ]),
        .invalid(
            "P1x above 1", "[1.5, 0, 0.58, 1]",
            diagnostics: [
                "2:2 error tokens/invalid-value: cubicBezier P1x is 1.5; x values are 0 to 1"
            ]),
        .invalid(
            "P2x below 0", "[0, 0, -0.1, 1]",
            diagnostics: [
                "2:8 error tokens/invalid-value: cubicBezier P2x is -0.1; x values are 0 to 1"
            ]),
        .invalid(
            "keyword", #""ease""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a cubicBezier value needs an array [P1x, P1y, P2x, P2y]"#
            ]),
        .invalid(
            "string element", #"[0, "a", 1, 1]"#,
            diagnostics: [
                #"2:5 error tokens/type-mismatch: "token" has a string where a cubicBezier value needs a number"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .cubicBezier) == example.expected(as: .cubicBezier)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .cubicBezier) == example.expected(as: .cubicBezier)) }
}
