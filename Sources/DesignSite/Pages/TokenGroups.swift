import DesignTokens

/// The tokens of every context as the token pages list them: one page per top-level group
/// (tokens outside any group go on the tokens index), and on each page one section per
/// second-level group, the tokens directly in the top-level group first. A token defined in
/// some contexts only is listed too. Names are in natural order, numbers by value
/// (`palette.blue.50` before `palette.blue.100`).
struct TokenGroups: Sendable {
    /// The tokens of one group, under one heading.
    struct Section: Sendable {
        /// The group's dot path, such as `color.steel`.
        let path: String
        /// The names of its tokens, in natural order.
        let names: [String]
    }

    /// One top-level group's page.
    struct Group: Sendable {
        /// The top-level group's name, such as `color`.
        let name: String
        /// The page, such as `tokens/color` (see ``SitePaths/tokenGroupPage(_:)``).
        let page: String
        let sections: [Section]

        /// How many tokens the group has.
        var count: Int { sections.reduce(0) { $0 + $1.names.count } }
    }

    /// The top-level groups, in natural order of their names.
    let groups: [Group]
    /// The tokens outside any group, in natural order.
    let ungrouped: [String]

    /// The groups of every token named in `sets`.
    init(_ sets: [TokenSet]) {
        var names = Set<String>()
        for set in sets { names.formUnion(set.tokens.map(\.name)) }
        var ungrouped: [String] = []
        var bySection: [String: [String: [String]]] = [:]
        for name in Self.naturallySorted(names) {
            guard let (top, section) = Self.groupAndSection(of: name) else {
                ungrouped.append(name)
                continue
            }
            bySection[top, default: [:]][section, default: []].append(name)
        }
        self.ungrouped = ungrouped
        groups = Self.naturallySorted(bySection.keys).map { top in
            let sections = bySection[top]!
            let order = [top].filter { sections[$0] != nil } + Self.naturallySorted(sections.keys.filter { $0 != top })
            return Group(name: top, page: SitePaths.tokenGroupPage(top), sections: order.map { Section(path: $0, names: sections[$0]!) })
        }
    }

    /// The group of `name` (before its first dot) and its section (before its second dot, or
    /// the group when it has one dot); nil for a name without a dot. An ASCII name (nearly all)
    /// is split over its bytes; splitting by characters, which minds how they combine, was 1.3 %
    /// of the page jobs at 10,000 tokens.
    static func groupAndSection(of name: String) -> (group: String, section: String)? {
        let bytes = name.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let first = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
            let group = String(name[..<first])
            guard let second = bytes[bytes.index(after: first)...].firstIndex(of: UInt8(ascii: ".")) else { return (group, group) }
            return (group, String(name[..<second]))
        }
        let segments = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard segments.count > 1 else { return nil }
        let group = String(segments[0])
        return (group, segments.count == 2 ? group : group + "." + segments[1])
    }

    /// `names` with runs of digits compared by their value (leading zeros ignored, then the
    /// bytes), everything else by UTF-8 bytes; the same names always come in the same order.
    static func naturallySorted(_ names: some Collection<String>) -> [String] {
        // Positions are sorted, not the names with their bytes: moving those pairs about took as
        // many instructions as comparing them (10,000 names: 119 M).
        let names = Array(names)
        let bytes = names.map { Array($0.utf8) }
        return bytes.indices.sorted { naturallyPrecedes(bytes[$0], bytes[$1]) }.map { names[$0] }
    }

    private static func naturallyPrecedes(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        /// The digit run from `start`: where its digits start once leading zeros (all but the
        /// last) are skipped, and where it ends.
        func run(_ bytes: [UInt8], from start: Int) -> (digits: Int, end: Int) {
            var end = start
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            var digits = start
            while digits < end - 1, bytes[digits] == 0x30 { digits += 1 }
            return (digits, end)
        }
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if isDigit(first[i]), isDigit(second[j]) {
                let (a, b) = (run(first, from: i), run(second, from: j))
                let length = a.end - a.digits
                if length != b.end - b.digits { return length < b.end - b.digits }
                for offset in 0..<length where first[a.digits + offset] != second[b.digits + offset] {
                    return first[a.digits + offset] < second[b.digits + offset]
                }
                (i, j) = (a.end, b.end)
            } else {
                if first[i] != second[j] { return first[i] < second[j] }
                (i, j) = (i + 1, j + 1)
            }
        }
        if i == first.count, j == second.count { return first.lexicographicallyPrecedes(second) }
        return i == first.count
    }
}
