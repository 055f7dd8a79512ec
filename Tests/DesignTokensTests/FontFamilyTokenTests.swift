import DesignTokens
import Testing

/// The `fontFamily` type (`Sources/DesignTokens/Format/Types/FontFamilyToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// fontFamily: string or array of strings.
struct FontFamilyTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("one name", #""Inter""#, parsed: .fontFamily(["Inter"]), written: #""Inter""#),
        .valid("names", #"["Inter", "system-ui"]"#, parsed: .fontFamily(["Inter", "system-ui"]), written: #"["Inter","system-ui"]"#),
        .valid("one-element array", #"["Inter"]"#, parsed: .fontFamily(["Inter"]), written: #""Inter""#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "empty array", "[]",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has an array where a fontFamily value needs a string or a non-empty array of strings"#
            ]),
        .invalid(
            "number", "42",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a number where a fontFamily value needs a string or a non-empty array of strings"#
            ]),
        .invalid(
            "number element", #"["Inter", 3]"#,
            diagnostics: [
                #"2:11 error tokens/type-mismatch: "token" has a number where a fontFamily value needs a string in each array element"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .fontFamily) == example.expected(as: .fontFamily)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .fontFamily) == example.expected(as: .fontFamily)) }
}
