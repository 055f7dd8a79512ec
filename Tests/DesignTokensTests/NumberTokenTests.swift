import DesignTokens
import Testing

/// The `number` type (`Sources/DesignTokens/Format/Types/NumberToken.swift`):
/// what each value parses to and how it is written back, and each fault's exact diagnostic and
/// place.
///
/// The format (FACTS.md §1, Design Tokens Format 2025.10, "The 13 types"):
/// number: JSON number.
struct NumberTokenTests {
    static let valid: [TokenTypeCase] = [
        .valid("fraction", "1.5", parsed: .number(1.5), written: "1.5"),
        .valid("zero", "0", parsed: .number(0), written: "0"),
        .valid("negative", "-2", parsed: .number(-2), written: "-2"),
        .valid("by ref", ##"{"$ref": "#/n"}"##, others: #""n": {"$type": "number", "$value": 3}"#, parsed: .number(3), written: "3"),
    ]

    static let invalid: [TokenTypeCase] = [
        .invalid(
            "string", #""1.5""#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a string where a number value needs a number"#
            ]),
        .invalid(
            "bool", "true",
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has a Boolean where a number value needs a number"#
            ]),
        .invalid(
            "object", #"{"value": 1}"#,
            diagnostics: [
                #"2:1 error tokens/type-mismatch: "token" has an object where a number value needs a number"#
            ]),
    ]

    @Test(arguments: valid)
    func parses(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .number) == example.expected(as: .number)) }

    @Test(arguments: invalid)
    func rejects(_ example: TokenTypeCase) throws { #expect(try example.outcome(as: .number) == example.expected(as: .number)) }
}
