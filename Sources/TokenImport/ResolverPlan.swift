import DesignSupport

/// How a source's sets become a DTCG resolver: base sets used in every theme, then one
/// modifier per theme group whose contexts (its themes) add the sets only some themes use.
struct ResolverPlan {
    struct Modifier {
        let name: String
        /// Each theme of the group, with its own sets and where it is declared.
        let contexts: [(name: String, sets: [String], location: SourceLocation)]

        /// The context the resolver uses when none is chosen. Tokens Studio has no default
        /// theme (the one shown is whichever a designer picked last), and the order of
        /// `$themes.json` is the order themes were added, so a group listing Dark first would
        /// make every tool that reads the resolver show dark. The default is therefore the first
        /// theme named as a light appearance (`Light`, `blackbaud-light`, not `light-high-contrast`),
        /// else the first named `default`, `standard`, `base`, `regular` or `normal`, else the
        /// first theme.
        var defaultContext: String {
            func words(_ name: String) -> Set<String> {
                var words: [String] = []
                var current = ""
                for character in name {
                    if character.isLetter || character.isNumber {
                        if character.isUppercase, let last = current.last, last.isLowercase {
                            words.append(current)
                            current = ""
                        }
                        current.append(character)
                    } else if !current.isEmpty {
                        words.append(current)
                        current = ""
                    }
                }
                if !current.isEmpty { words.append(current) }
                return Set(words.map { $0.lowercased() })
            }
            let named = contexts.map { (name: $0.name, words: words($0.name)) }
            let light = named.first { $0.words.contains("light") && $0.words.isDisjoint(with: ["dark", "contrast", "hc"]) }
            let neutral = named.first { !$0.words.isDisjoint(with: ["default", "standard", "base", "regular", "normal"]) }
            return (light ?? neutral)?.name ?? contexts[0].name
        }
    }

    /// The sets every theme uses, in set order.
    let baseSets: [String]
    let modifiers: [Modifier]
    /// The sets no theme uses.
    let unusedSets: [String]

    /// The modifier name for themes without a group.
    static let ungroupedModifier = "theme"

    /// The plan for `themes` over sets in `order`; with no themes every set is a base set. A
    /// base set is one every theme uses, and with the same status; a theme's own sets are its
    /// source sets then its enabled ones, each in set order, because Tokens Studio resolves
    /// source sets first and lets every enabled set override them (so a light theme that
    /// lists the dark set as a source still shows its light colours).
    init(themes: [Theme], order: [String]) {
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        func ordered(_ sets: [String]) -> [String] {
            Array(Set(sets.filter { rank[$0] != nil })).sorted { rank[$0]! < rank[$1]! }
        }
        func own(_ theme: Theme, besides base: Set<String>) -> [String] {
            ordered(theme.sources.filter { !base.contains($0) }) + ordered(theme.enabled.filter { !base.contains($0) })
        }
        guard !themes.isEmpty else {
            baseSets = order
            modifiers = []
            unusedSets = []
            return
        }
        let used = themes.map { Set($0.sets) }
        let base = used.dropFirst().reduce(used[0]) { $0.intersection($1) }.filter { set in
            Set(themes.map { $0.usesAsSource(set) }).count == 1
        }
        baseSets = ordered(Array(base))
        var groups: [String] = []
        var members: [String: [Theme]] = [:]
        for theme in themes {
            let group = theme.group ?? Self.ungroupedModifier
            if members[group] == nil { groups.append(group) }
            members[group, default: []].append(theme)
        }
        modifiers = groups.map { group in
            Modifier(name: group, contexts: members[group]!.map { ($0.name, own($0, besides: base), $0.location) })
        }
        let anyUse = used.reduce(Set<String>()) { $0.union($1) }
        unusedSets = order.filter { !anyUse.contains($0) }
    }

    /// Whether some resolver context applies both sets: a base set goes with every set the
    /// resolver uses, and two sets of one modifier only when one context holds both (contexts
    /// of one modifier are alternatives); a set no theme uses is in no context.
    func applyTogether(_ first: String, _ second: String) -> Bool {
        let used = Set(baseSets).union(modifiers.flatMap { $0.contexts.flatMap(\.sets) })
        guard used.contains(first), used.contains(second) else { return false }
        if baseSets.contains(first) || baseSets.contains(second) { return true }
        let modifierOf = { (set: String) in self.modifiers.filter { $0.contexts.contains { $0.sets.contains(set) } }.map(\.name) }
        let shared = Set(modifierOf(first)).intersection(modifierOf(second))
        if Set(modifierOf(first)).union(modifierOf(second)).count > shared.count { return true }
        return modifiers.contains { $0.contexts.contains { $0.sets.contains(first) && $0.sets.contains(second) } }
    }

    /// Reports each theme whose sets are those of an earlier theme of its group, in the same
    /// order: the two contexts resolve to the same tokens, which is rarely what the themes
    /// mean (two colour sets both enabled, the later one winning in both).
    func identicalContexts(collector: inout DiagnosticCollector) {
        for modifier in modifiers {
            for (index, context) in modifier.contexts.enumerated() {
                guard let same = modifier.contexts[..<index].first(where: { $0.sets == context.sets }) else { continue }
                let sets =
                    context.sets.isEmpty ? "only the sets every theme uses" : "the sets " + context.sets.map { "'\($0)'" }.joined(separator: ", ")
                collector.report(
                    ImportDiagnostic.identicalThemes,
                    "theme '\(context.name)' resolves to the same tokens as theme '\(same.name)' of group '\(modifier.name)': both use \(sets) in this order; enable each theme's own sets (set the others to source or disabled) so the themes differ",
                    at: context.location)
            }
        }
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
