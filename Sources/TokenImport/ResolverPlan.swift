import DesignSupport

/// How a source's sets become a DTCG resolver: base sets used in every theme, then one
/// modifier per theme group whose contexts (its themes) add the sets only some themes use.
struct ResolverPlan {
    struct Modifier {
        let name: String
        let contexts: [(name: String, sets: [String])]
    }

    /// The sets every theme uses, in set order.
    let baseSets: [String]
    let modifiers: [Modifier]
    /// The sets no theme uses.
    let unusedSets: [String]

    /// The modifier name for themes without a group.
    static let ungroupedModifier = "theme"

    /// The plan for `themes` over sets in `order`; with no themes every set is a base set.
    init(themes: [Theme], order: [String]) {
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        func ordered(_ sets: [String]) -> [String] {
            Array(Set(sets.filter { rank[$0] != nil })).sorted { rank[$0]! < rank[$1]! }
        }
        guard !themes.isEmpty else {
            baseSets = order
            modifiers = []
            unusedSets = []
            return
        }
        let used = themes.map { Set($0.sets) }
        let base = used.dropFirst().reduce(used[0]) { $0.intersection($1) }
        baseSets = ordered(Array(base))
        var groups: [String] = []
        var members: [String: [Theme]] = [:]
        for theme in themes {
            let group = theme.group ?? Self.ungroupedModifier
            if members[group] == nil { groups.append(group) }
            members[group, default: []].append(theme)
        }
        modifiers = groups.map { group in
            Modifier(name: group, contexts: members[group]!.map { ($0.name, ordered($0.sets.filter { !base.contains($0) })) })
        }
        let anyUse = used.reduce(Set<String>()) { $0.union($1) }
        unusedSets = order.filter { !anyUse.contains($0) }
    }

    /// Where the resolver's order differs from Tokens Studio's: in a theme, a base set later in
    /// the set order than one of the theme's own sets wins in Tokens Studio but not in the
    /// resolver (which applies modifiers after the sets). Reported per token the two sets share.
    func precedenceChanges(order: [String], names: (String) -> [String: SourceLocation], collector: inout DiagnosticCollector) {
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var reported: Set<[String]> = []
        for modifier in modifiers {
            for context in modifier.contexts {
                for own in context.sets {
                    let ownNames = names(own)
                    for base in baseSets where rank[base]! > rank[own]! {
                        for (name, location) in names(base).sorted(by: { $0.value < $1.value }) where ownNames[name] != nil {
                            guard reported.insert([name, base, own]).inserted else { continue }
                            collector.report(
                                ImportDiagnostic.precedenceChanged,
                                "\(name): in theme '\(context.name)' Tokens Studio takes this value from set '\(base)' (later in the set order) over set '\(own)', but the resolver applies the theme's set '\(own)' last; move '\(base)' before '\(own)' in Tokens Studio's set order to make them agree",
                                at: location, subject: name)
                        }
                    }
                }
            }
        }
    }
}
