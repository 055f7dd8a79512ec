/// "Did you mean …?" for a dot-separated name, such as a token path `color.acent`, among very
/// many (a token set of 100,000) without comparing it with each: a typo in one segment leaves
/// either the group (`color.*`) or the last segment (`*.accent`) as written, so the names that
/// share one of them are compared first; only when none is close are the others compared, in
/// order and at most ``budget`` comparisons in all. Built once for a set of names, it answers
/// each name once (``Suggestion/closest(to:among:)`` decides what is close).
public struct DottedNameIndex: Sendable {
    /// The most names one lookup compares.
    public let budget: Int
    private let names: [String]
    private let byGroup: [Substring: [Int]]
    private let byLastSegment: [Substring: [Int]]
    private var answers: [String: String?] = [:]

    /// An index of `names`; each lookup compares at most `budget` of them.
    public init(_ names: [String], budget: Int = 20_000) {
        self.names = names
        self.budget = budget
        var byGroup: [Substring: [Int]] = [:]
        var byLastSegment: [Substring: [Int]] = [:]
        for (index, name) in names.enumerated() {
            let (group, last) = Self.split(name)
            byGroup[group, default: []].append(index)
            byLastSegment[last, default: []].append(index)
        }
        self.byGroup = byGroup
        self.byLastSegment = byLastSegment
    }

    /// The name closest to `name`, if one is close enough to be a likely typo (remembered, so
    /// a name asked for again costs nothing).
    public mutating func closest(to name: String) -> String? {
        if let known = answers[name] { return known }
        var search = Suggestion.Search(for: name)
        var compared = 0
        var seen = Set<Int>()
        func consider(_ indices: some Sequence<Int>) {
            for index in indices {
                guard compared < budget, !search.isSettled else { return }
                guard seen.insert(index).inserted else { continue }
                compared += 1
                search.consider(names[index])
            }
        }
        let (group, last) = Self.split(name)
        consider(byGroup[group] ?? [])
        consider(byLastSegment[last] ?? [])
        if search.best == nil { consider(names.indices) }
        answers[name] = search.best
        return search.best
    }

    /// The group (all but the last segment) and the last segment of a dotted name.
    private static func split(_ name: String) -> (group: Substring, last: Substring) {
        guard let dot = name.lastIndex(of: ".") else { return ("", name[...]) }
        return (name[..<dot], name[name.index(after: dot)...])
    }
}
