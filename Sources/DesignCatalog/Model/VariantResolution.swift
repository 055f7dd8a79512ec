/// What a component looks like in one variant, its `extends` chain applied.
struct ResolvedVariant: Sendable, Hashable {
    var anatomy: [AnatomyLayer]
    var metrics: Metrics
    var label: Label?
    /// The variant's own flag; it is not inherited.
    var prominent: Bool

    /// This drawing with `variant` applied on top: its layers replace the layer with the same
    /// id (at any depth) or are added on top, and its metrics and label override field by field.
    func extended(by variant: Variant) -> ResolvedVariant {
        ResolvedVariant(
            anatomy: Self.applying(variant.anatomy, to: anatomy), metrics: metrics.overridden(by: variant.metrics),
            label: label.map { $0.overridden(by: variant.label) } ?? variant.label, prominent: variant.prominent)
    }

    /// How many layers deep the drawing nests, counted with a stack (no recursion).
    var depth: Int {
        var deepest = 0
        var pending = anatomy.map { ($0, 1) }
        while let (layer, level) = pending.popLast() {
            deepest = max(deepest, level)
            pending += layer.layers.map { ($0, level + 1) }
        }
        return deepest
    }

    /// `stack` with `overrides` applied in one pass over it: each override replaces the first
    /// layer with its id (depth first); those that replace none are added on top, in order.
    private static func applying(_ overrides: [AnatomyLayer], to stack: [AnatomyLayer]) -> [AnatomyLayer] {
        guard !overrides.isEmpty else { return stack }
        var pending = Dictionary(overrides.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let replaced = replacing(in: stack, &pending)
        return replaced + overrides.filter { pending.removeValue(forKey: $0.id) != nil }
    }

    private static func replacing(in stack: [AnatomyLayer], _ pending: inout [String: AnatomyLayer]) -> [AnatomyLayer] {
        var stack = stack
        for index in stack.indices {
            guard !pending.isEmpty else { break }
            if let replacement = pending.removeValue(forKey: stack[index].id) {
                stack[index] = replacement
            } else if !stack[index].layers.isEmpty {
                stack[index].layers = replacing(in: stack[index].layers, &pending)
            }
        }
        return stack
    }
}

extension Component {
    /// What the component looks like in variant `id`, with the variant's `extends` chain applied
    /// base first: each variant's layers replace the layer with the same id (at any depth) or are added on top,
    /// and its metrics and label override the inherited ones field by field. Every variant is
    /// resolved once, when the component is loaded, so this is a look-up.
    ///
    /// - Parameter id: A variant id; nil, or an id the component does not have, gives the base.
    /// - Returns: The layer stack (bottom first), the metrics, the label, and whether the variant
    ///   itself is marked prominent (the flag is the variant's own; it is not inherited).
    public func resolvedVariant(_ id: String?) -> (anatomy: [AnatomyLayer], metrics: Metrics, label: Label?, prominent: Bool) {
        guard let id, let position = drawingPositions[id] else { return (anatomy, metrics, label, false) }
        let drawing = drawings[position]
        return (drawing.anatomy, drawing.metrics, drawing.label, drawing.prominent)
    }

    /// How deep a variant's layers may nest once its `extends` chain is applied: as deep as one
    /// spec file can nest them. Each variant of a chain may replace the deepest layer with a
    /// deeper one, so a long chain could otherwise nest without end, and every drawing of it
    /// recurses once per level.
    static let maximumLayerDepth = 64

    /// Resolves every variant, each from its parent's resolution, so that all of them together
    /// take time in proportion to the number of variants, however long the chains, and records
    /// the component's ``Component/drawings``. A chain that
    /// would visit a variant twice (the loader breaks every cycle first) ends before it does.
    /// Returns the variants whose layers would nest past ``maximumLayerDepth``; each is drawn as
    /// the variant it extends.
    mutating func resolveVariants() -> [Variant] {
        var tooDeep: [Variant] = []
        let variantsByID = Dictionary(variants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let base = ResolvedVariant(anatomy: anatomy, metrics: metrics, label: label, prominent: false)
        var resolved: [String: ResolvedVariant] = [:]
        for variant in variants where resolved[variant.id] == nil {
            var chain: [Variant] = []
            var onChain: Set<String> = []
            var inherited = base
            var next: String? = variant.id
            while let id = next, let current = variantsByID[id] {
                if let known = resolved[id] {
                    inherited = known
                    break
                }
                guard onChain.insert(id).inserted else { break }
                chain.append(current)
                next = current.extends
            }
            for current in chain.reversed() {
                let extended = inherited.extended(by: current)
                if extended.depth > Self.maximumLayerDepth {
                    tooDeep.append(current)
                } else {
                    inherited = extended
                }
                resolved[current.id] = inherited
            }
        }
        // A variant whose id an earlier one has is drawn as that one, as a look-up by id finds it.
        var positions: [String: Int] = [:]
        drawings = [ComponentDrawing(variant: nil, anatomy: anatomy, metrics: metrics, label: label, prominent: false)]
        drawings.reserveCapacity(variants.count + 1)
        for variant in variants {
            let drawing = resolved[variant.id] ?? base
            drawings.append(
                ComponentDrawing(
                    variant: variant, anatomy: drawing.anatomy, metrics: drawing.metrics, label: drawing.label, prominent: drawing.prominent))
            if positions[variant.id] == nil { positions[variant.id] = drawings.count - 1 }
        }
        drawingPositions = positions
        return tooDeep
    }
}
