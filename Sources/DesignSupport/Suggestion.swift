/// "Did you mean …?" for misspelt keys, ids and names.
public enum Suggestion {
    /// The candidate closest to `text` (ignoring case), if it is close enough to be a likely typo:
    /// at most one edit (a swap of two neighbouring letters counts as one) for short words, up
    /// to a third of the length (at most 3) for longer ones. Of equally close candidates, the
    /// first wins.
    public static func closest(to text: String, among candidates: some Sequence<String>) -> String? {
        var search = Search(for: text)
        for candidate in candidates { search.consider(candidate) }
        return search.best
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

    /// One search for the candidate closest to a text, fed one candidate at a time.
    struct Search {
        let text: String
        private let target: [Character]
        private let limit: Int
        /// The closest candidate so far, and its distance.
        private(set) var best: String?
        private var bestDistance: Int

        init(for text: String) {
            self.text = text
            target = Array(text.lowercased())
            limit = max(1, min(3, target.count / 3))
            bestDistance = limit + 1
        }

        /// Whether a candidate at distance 1, the closest there can be, has been found.
        var isSettled: Bool { bestDistance <= 1 }

        /// Compares `candidate` with the text, keeping it when it is closer than any before.
        mutating func consider(_ candidate: String) {
            guard candidate != text, bestDistance > 1 else { return }
            if let distance = Suggestion.editDistance(target, Array(candidate.lowercased()), atMost: bestDistance - 1) {
                best = candidate
                bestDistance = distance
            }
        }
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
    /// characters (optimal string alignment), so `iso` is one edit from `ios`; nil as soon as it
    /// must exceed `bound`.
    private static func editDistance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        if abs(a.count - b.count) > bound { return nil }
        if a.isEmpty { return b.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in a.indices {
            current[0] = i + 1
            var smallest = current[0]
            for j in b.indices {
                var distance = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { distance = min(distance, beforePrevious[j - 1] + 1) }
                current[j + 1] = distance
                smallest = min(smallest, distance)
            }
            // A swap reaches back two rows, so a row only settles it with the one before it.
            if smallest > bound, i > 0, previous.min()! > bound { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
