import Testing

@testable import DesignTokens

/// Token name patterns: a name, a group, or a glob with `*` within a segment and `**` across
/// segments.
struct TokenNamePatternTests {
    @Test(arguments: [
        ("color.text.primary", "color.text.primary", true),
        ("color.text", "color.text.primary", true),
        ("color.text", "color.textual", false),
        ("color.text", "color", false),
        ("color.*.primary", "color.text.primary", true),
        ("color.*.primary", "color.text.inverse.primary", false),
        ("color.**.primary", "color.text.inverse.primary", true),
        ("color.**.primary", "color.primary", true),
        ("size.sm*", "size.sm+", true),
        ("size.sm*", "size.small", true),
        ("size.sm*", "size.md", false),
        ("*", "anything.at.all", true),
        ("color..text", "color.text", false),
        ("color.**.**.primary", "color.text.primary", true),
        ("size.*m*l*", "size.small", true),
        ("size.*m*l*x", "size.small", false),
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(TokenNamePattern(pattern).matches(name) == expected, "\(pattern) ~ \(name)")
    }

    /// Patterns come from dscheck.json, which a pull request can change: `**.` repeated 100,000
    /// times once recursed once per `**`, and a segment of 100,000 `*` once per star.
    @Test func hostilePatternsNeitherRecurseNorBacktrack() {
        #expect(TokenNamePattern(String(repeating: "**.", count: 100_000) + "primary").matches("color.text.primary"))
        #expect(!TokenNamePattern("size." + String(repeating: "a*", count: 100_000) + "b").matches("size." + String(repeating: "a", count: 200)))
        #expect(TokenNamePattern(String(repeating: "*", count: 100_000)).matches("color"))
        let deep = Array(repeating: "a", count: TokenNamePattern.maximumSegments + 1).joined(separator: ".")
        #expect(!TokenNamePattern(deep).matches(deep), "longer than any name can be: matches nothing")
        let manyStars = Array(repeating: "**.x", count: 60).joined(separator: ".")
        #expect(!TokenNamePattern(manyStars).matches(Array(repeating: "x", count: 59).joined(separator: ".")))
    }
}
