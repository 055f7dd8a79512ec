import DesignTokens

/// Variants and their `extends` chains.
extension SpecReader {
    /// The variants of a component. A repeated id is reported and left out; an `extends` that
    /// names no variant, or that closes a cycle, is reported and cleared (the variant then
    /// extends the base).
    func variants(_ node: JSONNode) -> [Variant]? {
        guard let read = array(node, of: "variants", variant) else { return nil }
        var variants = unique(read, what: "variant")
        let ids = variants.map(\.variant.id)
        for index in variants.indices {
            guard let target = variants[index].variant.extends, let location = variants[index].extendsLocation,
                  !ids.contains(target) else { continue }
            report(.unknownVariant,
                   "variant \"\(variants[index].variant.id)\" extends \"\(target)\", which is not a variant of this component\(Suggestion.separator(for: target, among: ids))use one of: \(ids.joined(separator: ", ")), or remove \"extends\" to extend the base",
                   at: location)
            variants[index].variant.extends = nil
        }
        let cycles = cycleMembers(variants.map(\.variant))
        for index in variants.indices {
            guard let path = cycles[variants[index].variant.id], let location = variants[index].extendsLocation else { continue }
            report(.extendsCycle,
                   "variant \"\(variants[index].variant.id)\" extends itself (\(path.joined(separator: " → "))); remove \"extends\" from one variant of the cycle so that the chain ends at the base",
                   at: location)
        }
        for index in variants.indices where cycles[variants[index].variant.id] != nil {
            variants[index].variant.extends = nil
        }
        return variants.map(\.variant)
    }

    /// The ids of the variants on an `extends` cycle, each with its path round the cycle
    /// (`a → b → a`).
    private func cycleMembers(_ variants: [Variant]) -> [String: [String]] {
        let parents = Dictionary(variants.map { ($0.id, $0.extends) }, uniquingKeysWith: { first, _ in first })
        var members: [String: [String]] = [:]
        for variant in variants {
            var path = [variant.id]
            var next = variant.extends
            while let current = next, !path.dropFirst().contains(current) {
                path.append(current)
                if current == variant.id {
                    members[variant.id] = path
                    break
                }
                next = parents[current] ?? nil
            }
        }
        return members
    }

    /// One variant, with where its id and its `extends` are.
    private func variant(_ node: JSONNode) -> (item: (variant: Variant, extendsLocation: SourceLocation?), id: String, location: SourceLocation)? {
        guard let fields = object(node, .variant) else { return nil }
        let id = fields.string("id")
        let name = fields.string("name")
        let summary = fields.string("summary")
        let extends = fields.string("extends")
        let prominent = fields.bool("prominent")
        let anatomy = fields.value("anatomy", self.anatomy)
        let metrics = fields.value("metrics", self.metrics)
        let label = fields.value("label", self.label)
        guard let id, let name, let idLocation = fields.node("id")?.location else { return nil }
        let variant = Variant(id: id, name: name, summary: summary, extends: extends, prominent: prominent ?? false,
                              anatomy: anatomy ?? [], metrics: metrics, label: label, location: node.location)
        return ((variant, fields.node("extends")?.location), id, idLocation)
    }
}
