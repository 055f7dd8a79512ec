/// "Did you mean …?" for misspelt keys, ids and names.
public enum Suggestion {
    /// The candidate closest to `text` (ignoring case), if it is close enough to be a likely typo:
    /// at most one edit for short words, up to a third of the length (at most 3) for longer ones.
    public static func closest(to text: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(text.lowercased())
        let limit = max(1, min(3, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != text {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean "x"?` for the closest candidate, or an empty string: the end of a message.
    public static func phrase(for text: String, among candidates: some Sequence<String>) -> String {
        closest(to: text, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// `; did you mean "x"? ` for the closest candidate, or `; `: the joint between a message's
    /// first clause and the list of what is allowed.
    public static func separator(for text: String, among candidates: some Sequence<String>) -> String {
        closest(to: text, among: candidates).map { "; did you mean \"\($0)\"? " } ?? "; "
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
