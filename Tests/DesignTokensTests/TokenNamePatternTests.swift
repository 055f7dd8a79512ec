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
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(TokenNamePattern(pattern).matches(name) == expected, "\(pattern) ~ \(name)")
    }
}
