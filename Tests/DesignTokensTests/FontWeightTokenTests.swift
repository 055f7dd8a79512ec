import DesignTokens
import Testing

/// The `fontWeight` type (`Sources/DesignTokens/Format/Types/FontWeightToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// fontWeight: number in [1,1000] or one of the keywords thin … ultra-black (anything else,
/// case variants included, is rejected).
struct FontWeightTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("number", "400", parsed: .fontWeight(FontWeight(value: 400)), written: "400"),
        .valid("keyword", #""bold""#, parsed: .fontWeight(FontWeight(value: 700, keyword: "bold")), written: #""bold""#),
        .valid("extremes", "1000", parsed: .fontWeight(FontWeight(value: 1000)), written: "1000"),
        .valid("one", "1", parsed: .fontWeight(FontWeight(value: 1)), written: "1"),
        .valid("hyphenated keyword", #""semi-bold""#, parsed: .fontWeight(FontWeight(value: 600, keyword: "semi-bold")), written: #""semi-bold""#),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "capitalised keyword", #""Bold""#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: font weight "Bold" is not a 2025.10 keyword (they are lowercase: black, bold, book, demi-bold, extra-black, extra-bold, extra-light, hairline, heavy, light, medium, normal, regular, semi-bold, thin, ultra-black, ultra-bold, ultra-light); or write a number from 1 to 1000"#
            ]),
        .invalid(
            "zero", "0",
            diagnostics: [
                "2:1 error tokens/invalid-value: font weight 0 is outside 1 to 1000"
            ]),
        .invalid(
            "1001", "1001",
            diagnostics: [
                "2:1 error tokens/invalid-value: font weight 1001 is outside 1 to 1000"
            ]),
        .invalid(
            "bool", "true",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a Boolean where a fontWeight value needs a number from 1 to 1000 or a keyword such as "bold""#
            ]),
        .invalid(
            "spaced keyword", #""extra bold""#,
            diagnostics: [
                #"2:1 error tokens/invalid-value: font weight "extra bold" is not a 2025.10 keyword (they are lowercase: black, bold, book, demi-bold, extra-black, extra-bold, extra-light, hairline, heavy, light, medium, normal, regular, semi-bold, thin, ultra-black, ultra-bold, ultra-light); or write a number from 1 to 1000"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .fontWeight) == example.expected(as: .fontWeight)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .fontWeight) == example.expected(as: .fontWeight)) }
}
