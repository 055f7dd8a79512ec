import DesignSupport
import DesignTokens

/// Variants and their `extends` chains.
extension SpecReader {
    /// The variants of a component. A repeated id is reported and left out; an `extends` that
    /// names no variant is reported and cleared (the variant then extends the base); a cycle is
    /// reported once, at the member that comes first, and the `extends` of each member cleared.
    func variants(_ node: JSONNode) -> [Variant]? {
        guard let read = array(node, of: "variants", variant) else { return nil }
        var variants = unique(read, what: "variant")
        let ids = variants.map(\.variant.id)
        let known = Set(ids)
        for index in variants.indices {
            guard let target = variants[index].variant.extends, let location = variants[index].extendsLocation,
                !known.contains(target)
            else { continue }
            report(
                .unknownVariant,
                "variant \"\(variants[index].variant.id)\" extends \"\(target)\", which is not a variant of this component\(Suggestion.separator(for: target, among: ids))use one of: \(Self.list(ids)), or remove \"extends\" to extend the base",
                at: location)
            variants[index].variant.extends = nil
        }
        for cycle in cycles(variants.map(\.variant)) {
            let first = variants[cycle[0]]
            if let location = first.extendsLocation {
                report(
                    .extendsCycle,
                    "variant \"\(first.variant.id)\" extends itself (\(Self.cyclePath(cycle.map { variants[$0].variant.id }))); remove \"extends\" from one variant of the cycle so that the chain ends at the base",
                    at: location)
            }
            for member in cycle { variants[member].variant.extends = nil }
        }
        return variants.map(\.variant)
    }

    /// The `extends` cycles among `variants`, each once, as the indices of its members in chain
    /// order from the member that comes first in the file. Every variant is visited once, so
    /// this takes linear time for any number of variants and any chain length.
    private func cycles(_ variants: [Variant]) -> [[Int]] {
        let indices = Dictionary(variants.indices.map { (variants[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        // For each variant, the walk that first visited it.
        var visitedBy = [Int?](repeating: nil, count: variants.count)
        var cycles: [[Int]] = []
        for start in variants.indices where visitedBy[start] == nil {
            var path: [Int] = []
            var next: Int? = start
            while let current = next, visitedBy[current] == nil {
                visitedBy[current] = start
                path.append(current)
                next = variants[current].extends.flatMap { indices[$0] }
            }
            // A walk that reaches a variant it visited itself has closed a cycle.
            guard let end = next, visitedBy[end] == start, let entry = path.firstIndex(of: end) else { continue }
            let cycle = path[entry...]
            let first = cycle.firstIndex(of: cycle.min()!)!
            cycles.append(Array(cycle[first...] + cycle[..<first]))
        }
        return cycles
    }

    /// `a → b → a`; a long cycle shows its first three members and its last.
    private static func cyclePath(_ ids: [String]) -> String {
        let shown = ids.count <= 6 ? ids : ids.prefix(3) + ["… \(ids.count - 4) more …", ids[ids.count - 1]]
        return (shown + [ids[0]]).joined(separator: " → ")
    }

    /// One variant, with where its id and its `extends` are.
    private func variant(_ node: JSONNode) -> (item: (variant: Variant, extendsLocation: SourceLocation?), id: String, location: SourceLocation)? {
        guard let fields = object(node, .variant) else { return nil }
        let id = fields.name("id", what: "variant id")
        let name = fields.string("name")
        let summary = fields.summary()
        let source = fields.string("source")
        let snippet = fields.string("snippet")
        let extends = fields.string("extends")
        let prominent = fields.bool("prominent")
        let anatomy = fields.value("anatomy", self.anatomy)
        let metrics = fields.value("metrics", self.metrics)
        let label = fields.value("label", self.label)
        guard let id, let name, let idLocation = fields.node("id")?.location else { return nil }
        let variant = Variant(
            id: id, name: name, summary: summary, source: source, snippet: snippet, extends: extends, prominent: prominent ?? false,
            anatomy: anatomy ?? [], metrics: metrics, label: label, location: node.location)
        return ((variant, fields.node("extends")?.location), id, idLocation)
    }
}
