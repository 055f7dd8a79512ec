/// "Did you mean …?" for misspelt keys, ids and names.
package enum Suggestion {
    /// The candidate closest to `text` (ignoring case), if it is close enough to be a likely typo:
    /// at most one edit (a swap of two neighbouring letters counts as one) for short words, up
    /// to a third of the length (at most 3) for longer ones. Of equally close candidates, the
    /// first wins.
    package static func closest(to text: String, among candidates: some Sequence<String>) -> String? {
        var search = Search(for: text)
        for candidate in candidates { search.consider(candidate) }
        return search.best
    }

    /// `; did you mean "x"?` for the closest candidate, or an empty string: the end of a message.
    package static func phrase(for text: String, among candidates: some Sequence<String>) -> String {
        closest(to: text, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// `; did you mean "x"? ` for the closest candidate, or `; `: the joint between a message's
    /// first clause and the list of what is allowed.
    package static func separator(for text: String, among candidates: some Sequence<String>) -> String {
        closest(to: text, among: candidates).map { "; did you mean \"\($0)\"? " } ?? "; "
    }

    /// One search for the candidate closest to a text, fed one candidate at a time.
    struct Search {
        let text: String
        private let target: [Unicode.Scalar]
        private let limit: Int
        /// The closest candidate so far, and its distance.
        private(set) var best: String?
        private var bestDistance: Int
        /// Rows of the distance table, kept from one candidate to the next.
        private var rows: [[Int]] = [[], [], []]

        init(for text: String) {
            self.text = text
            target = Suggestion.folded(text)
            limit = max(1, min(3, target.count / 3))
            bestDistance = limit + 1
        }

        /// Whether a candidate at distance 1, the closest there can be, has been found.
        var isSettled: Bool { bestDistance <= 1 }

        /// Compares `candidate` with the text, keeping it when it is closer than any before;
        /// `folded` is the candidate as ``Suggestion/folded(_:)`` makes it, if already made.
        mutating func consider(_ candidate: String, folded: [Unicode.Scalar]? = nil) {
            guard bestDistance > 1 else { return }
            let other = folded ?? Suggestion.folded(candidate)
            // The distance is at least the difference in length: most candidates stop here.
            guard abs(other.count - target.count) < bestDistance, candidate != text else { return }
            if let distance = editDistance(to: other, atMost: bestDistance - 1) {
                best = candidate
                bestDistance = distance
            }
        }

        /// Edit distance from the text to `other`, counting insertions, deletions, substitutions
        /// and swaps of two neighbouring characters (optimal string alignment), so `iso` is one
        /// edit from `ios`; nil as soon as it must exceed `bound`.
        private mutating func editDistance(to other: [Unicode.Scalar], atMost bound: Int) -> Int? {
            let (a, b) = (target, other)
            if a.isEmpty { return b.count <= bound ? b.count : nil }
            for index in rows.indices where rows[index].count != b.count + 1 { rows[index] = [Int](repeating: 0, count: b.count + 1) }
            for j in 0...b.count { rows[1][j] = j }
            // rows[0]: the row before the previous one, rows[1]: the previous one, rows[2]: this one.
            for i in a.indices {
                rows[2][0] = i + 1
                var smallest = rows[2][0]
                for j in b.indices {
                    var distance = min(rows[1][j + 1] + 1, rows[2][j] + 1, rows[1][j] + (a[i] == b[j] ? 0 : 1))
                    if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { distance = min(distance, rows[0][j - 1] + 1) }
                    rows[2][j + 1] = distance
                    smallest = min(smallest, distance)
                }
                // A swap reaches back two rows, so a row only settles it with the one before it.
                if smallest > bound, i > 0, rows[1].min()! > bound { return nil }
                rows.swapAt(0, 1)
                rows.swapAt(1, 2)
            }
            return rows[1][b.count] <= bound ? rows[1][b.count] : nil
        }
    }

    /// `text` as it is compared: lower-cased, as Unicode scalars.
    static func folded(_ text: String) -> [Unicode.Scalar] {
        Array(text.lowercased().unicodeScalars)
    }
}
