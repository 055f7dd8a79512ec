/// The contrast pairs an import suggests for dscheck.json's `"contrastPairs"`, from the names of
/// the colour tokens it wrote: a group named like text (`text`, `foreground`, `fg`, `fgColor`,
/// `content`, `label`, `on-*`) or icons over a group named like a background (`background`,
/// `bg`, `bgColor`, `surface`, `canvas`). A suggestion, printed for the user to check and add:
/// names say what a colour is for only by convention, so nothing is added silently.
package enum ContrastPairSuggestion {
    /// A suggested pair: two group globs and a role.
    package struct Pair: Hashable, Sendable {
        package let foreground: String
        package let background: String
        package let role: String
    }

    private static let textWords: Set = ["text", "foreground", "fg", "fgcolor", "content", "label"]
    private static let iconWords: Set = ["icon", "icons"]
    private static let backgroundWords: Set = ["background", "backgrounds", "bg", "bgcolor", "surface", "surfaces", "canvas"]

    /// The most pairs suggested; more would be read as noise.
    static let mostPairs = 12

    /// The pairs for `names` (colour token names): each text or icon group over the background
    /// groups beside it (the same parent group), else over those at the top level, else over all.
    package static func pairs(colorTokens names: [String]) -> [Pair] {
        var foregrounds: [(glob: String, parent: String, role: String)] = []
        var backgrounds: [(glob: String, parent: String)] = []
        for name in names {
            let segments = name.split(separator: ".").map(String.init)
            guard let index = segments.firstIndex(where: { word(of: $0) != nil }), let kind = word(of: segments[index]) else { continue }
            let glob = segments[...index].joined(separator: ".") + ".*"
            let parent = segments[..<index].joined(separator: ".")
            if kind == "background" {
                if !backgrounds.contains(where: { $0.glob == glob }) { backgrounds.append((glob, parent)) }
            } else if !foregrounds.contains(where: { $0.glob == glob }) {
                foregrounds.append((glob, parent, kind == "icon" ? "non-text" : "text"))
            }
        }
        guard !backgrounds.isEmpty else { return [] }
        var pairs: [Pair] = []
        for foreground in foregrounds {
            let beside = backgrounds.filter { $0.parent == foreground.parent }
            let top = backgrounds.filter { $0.parent.isEmpty }
            for background in beside.isEmpty ? (top.isEmpty ? backgrounds : top) : beside {
                let pair = Pair(foreground: foreground.glob, background: background.glob, role: foreground.role)
                if !pairs.contains(pair) { pairs.append(pair) }
            }
        }
        return Array(pairs.prefix(mostPairs))
    }

    /// `text`, `icon` or `background` for a group name that says one, else nil.
    private static func word(of segment: String) -> String? {
        let lowered = segment.lowercased()
        if backgroundWords.contains(lowered) { return "background" }
        if iconWords.contains(lowered) { return "icon" }
        if textWords.contains(lowered) || lowered.hasPrefix("on-") { return "text" }
        return nil
    }
}
