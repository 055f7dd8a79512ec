/// "Did you mean …?" for a dot-separated name, such as a token path `color.acent`, among very
/// many (a token set of 100,000) without comparing it with each. The names form a tree of
/// segments, walked from the top: a segment that exists is followed, one that does not is
/// replaced by its closest sibling, so a typo in any segment (or in several) costs a look at
/// the siblings on the way. When the walk leads nowhere close (a segment too many or too few),
/// the names that share the name's group or its last segment are compared, then the others, in
/// order, at most ``budget`` comparisons in all. ``Suggestion`` decides what is close, for each
/// segment and for the whole name.
package struct DottedNameIndex: Sendable {
    /// One segment of the tree: the segments below it, and the name that ends here, if any.
    private struct Node: Sendable {
        var children: [Substring: Int] = [:]
        var childNames: [Substring] = []
        var name: Int?
    }

    /// The most names (or, in the walk, siblings) one lookup compares.
    package let budget: Int
    private let names: [String]
    /// Each name as it is compared (``Suggestion/folded(_:)``), made once.
    private let folded: [[Unicode.Scalar]]
    private let nodes: [Node]
    private let byGroup: [Substring: [Int]]
    private let byLastSegment: [Substring: [Int]]
    private var answers: [String: String?] = [:]

    /// An index of `names`; each lookup compares at most `budget` of them.
    package init(_ names: [String], budget: Int = 5_000) {
        self.names = names
        self.budget = budget
        folded = names.map(Suggestion.folded)
        var nodes = [Node()]
        var byGroup: [Substring: [Int]] = [:]
        var byLastSegment: [Substring: [Int]] = [:]
        for (index, name) in names.enumerated() {
            var node = 0
            for segment in name.split(separator: ".", omittingEmptySubsequences: false) {
                if let next = nodes[node].children[segment] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].children[segment] = nodes.count - 1
                    nodes[node].childNames.append(segment)
                    node = nodes.count - 1
                }
            }
            if nodes[node].name == nil { nodes[node].name = index }
            let (group, last) = Self.split(name)
            byGroup[group, default: []].append(index)
            byLastSegment[last, default: []].append(index)
        }
        self.nodes = nodes
        self.byGroup = byGroup
        self.byLastSegment = byLastSegment
    }

    /// The name closest to `name`, if one is close enough to be a likely typo (remembered, so
    /// a name asked for again costs nothing).
    package mutating func closest(to name: String) -> String? {
        if let known = answers[name] { return known }
        var search = Suggestion.Search(for: name)
        if let walked = walk(name) { search.consider(names[walked], folded: folded[walked]) }
        if search.best == nil {
            var compared = 0
            var seen = Set<Int>()
            func consider(_ indices: some Sequence<Int>) {
                for index in indices {
                    guard compared < budget, !search.isSettled else { return }
                    guard seen.insert(index).inserted else { continue }
                    compared += 1
                    search.consider(names[index], folded: folded[index])
                }
            }
            let (group, last) = Self.split(name)
            consider(byGroup[group] ?? [])
            consider(byLastSegment[last] ?? [])
            if search.best == nil { consider(names.indices) }
        }
        answers[name] = search.best
        return search.best
    }

    /// The name reached by following `name`'s segments down the tree, each replaced by its
    /// closest sibling where it does not exist; nil when a segment has none close.
    private func walk(_ name: String) -> Int? {
        var node = 0
        for segment in name.split(separator: ".", omittingEmptySubsequences: false) {
            if let next = nodes[node].children[segment] {
                node = next
                continue
            }
            var search = Suggestion.Search(for: String(segment))
            for child in nodes[node].childNames.prefix(budget) where !search.isSettled {
                search.consider(String(child))
            }
            guard let closest = search.best, let next = nodes[node].children[closest[...]] else { return nil }
            node = next
        }
        return node == 0 ? nil : nodes[node].name
    }

    /// The group (all but the last segment) and the last segment of a dotted name.
    private static func split(_ name: String) -> (group: Substring, last: Substring) {
        guard let dot = name.lastIndex(of: ".") else { return ("", name[...]) }
        return (name[..<dot], name[name.index(after: dot)...])
    }
}
