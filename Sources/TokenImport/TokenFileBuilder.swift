import DesignSupport

/// Nests converted tokens into the groups of a DTCG token file, in source order. Each group
/// finds its members by name in a dictionary and is shared, not copied, while tokens go in, so
/// building is linear in the tokens (a flat list of 20,000 once took 11 s).
struct TokenFileBuilder {
    private enum Entry {
        case token(JSONOutput)
        case group(Group)
    }

    /// A group's members by name, in the order first met.
    private final class Group {
        var order: [String] = []
        var entries: [String: Entry] = [:]

        func set(_ key: String, _ entry: Entry) {
            if entries.updateValue(entry, forKey: key) == nil { order.append(key) }
        }

        var output: JSONOutput {
            .object(
                order.map { key in
                    switch entries[key]! {
                    case .token(let token): JSONOutput.Member(key, token)
                    case .group(let group): JSONOutput.Member(key, group.output)
                    }
                })
        }
    }

    /// A token file holding `tokens`; a later token of the same path replaces the earlier one,
    /// and a token where a group was (or a group where a token was) replaces it.
    static func file(_ tokens: [ConvertedToken]) -> String {
        let root = Group()
        for token in tokens {
            let path = token.source.path
            guard let last = path.last else { continue }
            var group = root
            for name in path.dropLast() {
                if case .group(let existing)? = group.entries[name] {
                    group = existing
                } else {
                    let created = Group()
                    group.set(name, .group(created))
                    group = created
                }
            }
            group.set(last, .token(token.output))
        }
        return root.output.serialized()
    }
}
