/// A pattern over token names, as settings write them: a token's name (`color.text.primary`),
/// a group's (`color.text`, every token below it), or a glob where `*` stands for any part of
/// one name segment (`color.*.primary`, `size.sm*`) and `**` for any number of segments
/// (`color.**.hover`).
package struct TokenNamePattern: Sendable, Hashable, CustomStringConvertible {
    private let segments: [Substring]
    package let description: String

    /// The pattern `text` (empty segments, as in `a..b`, never match).
    package init(_ text: String) {
        description = text
        segments = text.split(separator: ".", omittingEmptySubsequences: false)
    }

    /// Whether `name` is the token the pattern names, a token in the group it names, or a name
    /// the glob matches.
    package func matches(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return Self.match(segments[...], parts[...], allowingGroup: true)
    }

    /// Whether `pattern` matches `parts`; with `allowingGroup`, a pattern that runs out while
    /// name segments remain names their group.
    private static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>, allowingGroup: Bool) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty || allowingGroup }
        if first == "**" {
            let rest = pattern.dropFirst()
            return parts.indices.contains { match(rest, parts[$0...], allowingGroup: allowingGroup) }
                || match(rest, parts[parts.endIndex...], allowingGroup: allowingGroup)
        }
        guard let part = parts.first, wildcard(first, part) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst(), allowingGroup: allowingGroup)
    }

    /// Whether `pattern` (with `*` for any run of characters) matches the whole of `text`.
    private static func wildcard(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == text }
        let prefix = pattern[..<star]
        let rest = pattern[pattern.index(after: star)...]
        guard text.hasPrefix(prefix) else { return false }
        let remaining = text.dropFirst(prefix.count)
        return remaining.indices.contains { wildcard(rest, remaining[$0...]) } || wildcard(rest, remaining[remaining.endIndex...])
    }
}
