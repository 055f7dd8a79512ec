extension Component {
    /// What the component looks like in variant `id`, with the variant's `extends` chain applied
    /// base first: each variant's layers replace the layer with the same id (at any depth) or are added on top,
    /// and its metrics and label override the inherited ones field by field.
    ///
    /// - Parameter id: A variant id; nil, or an id the component does not have, gives the base.
    /// - Returns: The layer stack (bottom first), the metrics, the label, and whether the variant
    ///   itself is marked prominent (the flag is the variant's own; it is not inherited).
    public func resolvedVariant(_ id: String?) -> (anatomy: [AnatomyLayer], metrics: Metrics, label: Label?, prominent: Bool) {
        var chain: [Variant] = []
        var next = id
        while let current = next, !chain.contains(where: { $0.id == current }),
              let variant = variants.first(where: { $0.id == current }) {
            chain.append(variant)
            next = variant.extends
        }
        var anatomy = self.anatomy
        var metrics = self.metrics
        var label = self.label
        for variant in chain.reversed() {
            for layer in variant.anatomy where !Self.replace(layer, in: &anatomy) {
                anatomy.append(layer)
            }
            metrics = metrics.overridden(by: variant.metrics)
            label = label.map { $0.overridden(by: variant.label) } ?? variant.label
        }
        return (anatomy, metrics, label, chain.first?.prominent ?? false)
    }

    /// Replaces the layer with `layer`'s id, at any depth; false when there is none.
    private static func replace(_ layer: AnatomyLayer, in stack: inout [AnatomyLayer]) -> Bool {
        for index in stack.indices {
            if stack[index].id == layer.id {
                stack[index] = layer
                return true
            }
            if replace(layer, in: &stack[index].layers) { return true }
        }
        return false
    }
}
