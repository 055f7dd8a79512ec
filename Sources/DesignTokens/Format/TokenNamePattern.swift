/// A pattern over token names, as settings write them: a token's name (`color.text.primary`),
/// a group's (`color.text`, every token below it), or a glob where `*` stands for any part of
/// one name segment (`color.*.primary`, `size.sm*`) and `**` for any number of segments
/// (`color.**.hover`).
package struct TokenNamePattern: Sendable, Hashable, CustomStringConvertible {
    private let segments: [Substring]
    package let description: String

    /// The most segments a pattern may have: deeper than any token name can be (the JSON
    /// reader nests at most 128 levels). A longer pattern matches nothing, and settings report
    /// a pattern that matches nothing.
    static let maximumSegments = 128

    /// The pattern `text` (empty segments, as in `a..b`, never match). A run of `**` segments
    /// means what one does, so it is kept as one.
    package init(_ text: String) {
        description = text
        var segments: [Substring] = []
        for segment in text.split(separator: ".", omittingEmptySubsequences: false) where !(segment == "**" && segments.last == "**") {
            segments.append(segment)
        }
        self.segments = segments
    }

    /// Whether `name` is the token the pattern names, a token in the group it names, or a name
    /// the glob matches.
    package func matches(_ name: String) -> Bool {
        guard segments.count <= Self.maximumSegments else { return false }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return Self.match(segments, parts)
    }

    /// Whether `pattern` matches `parts`; a pattern that runs out while name segments remain
    /// names their group. Filled in as a table from the end (`matches[i][j]`: the pattern from
    /// segment `i` matches the name from part `j`), so `**` costs no backtracking and no
    /// recursion, whatever the pattern.
    private static func match(_ pattern: [Substring], _ parts: [Substring]) -> Bool {
        let width = parts.count + 1
        var matches = [Bool](repeating: true, count: width)  // past the pattern's end: a token or its group
        for segment in pattern.reversed() {
            var row = [Bool](repeating: false, count: width)
            for j in stride(from: parts.count, through: 0, by: -1) {
                if segment == "**" {
                    row[j] = matches[j] || (j < parts.count && row[j + 1])
                } else {
                    row[j] = j < parts.count && matches[j + 1] && wildcard(segment, parts[j])
                }
            }
            matches = row
        }
        return matches[0]
    }

    /// Whether `pattern` (with `*` for any run of characters) matches the whole of `text`: the
    /// greedy scan that returns to the last `*` on a mismatch, in a loop.
    private static func wildcard(_ pattern: Substring, _ text: Substring) -> Bool {
        guard pattern.contains("*") else { return pattern == text }
        let pattern = Array(pattern)
        let text = Array(text)
        var (p, t) = (0, 0)
        var lastStar: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                lastStar = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star = lastStar {
                lastStar = (star.pattern, star.text + 1)
                p = star.pattern + 1
                t = star.text + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
