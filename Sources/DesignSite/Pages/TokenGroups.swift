import DesignTokens

/// The tokens of every context as the token pages list them: one page per top-level group
/// (tokens outside any group go on the tokens index), and on each page one section per
/// second-level group, the tokens directly in the top-level group first. A token defined in
/// some contexts only is listed too.
struct TokenGroups: Sendable {
    /// The tokens of one group, under one heading.
    struct Section: Sendable {
        /// The group's dot path, such as `color.steel`.
        let path: String
        /// The names of its tokens, sorted.
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

    /// The top-level groups, by name.
    let groups: [Group]
    /// The tokens outside any group, sorted.
    let ungrouped: [String]

    /// The groups of every token named in `sets`.
    init(_ sets: [TokenSet]) {
        var names = Set<String>()
        for set in sets { names.formUnion(set.tokens.map(\.name)) }
        var ungrouped: [String] = []
        var bySection: [String: [String: [String]]] = [:]
        for name in names.sorted() {
            let segments = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard segments.count > 1 else {
                ungrouped.append(name)
                continue
            }
            let top = String(segments[0])
            let section = segments.count == 2 ? top : top + "." + segments[1]
            bySection[top, default: [:]][section, default: []].append(name)
        }
        self.ungrouped = ungrouped
        groups = bySection.keys.sorted().map { top in
            let sections = bySection[top]!
            let order = sections.keys.sorted { first, second in first == top || (second != top && first < second) }
            return Group(name: top, page: SitePaths.tokenGroupPage(top), sections: order.map { Section(path: $0, names: sections[$0]!) })
        }
    }
}
