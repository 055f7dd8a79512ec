import DesignCatalog
import DesignSupport

/// The looks of every component of a catalogue (see ``Component/contrastLooks``), worked out
/// once for all the rules, every context and every placed instance: a component with many
/// layers placed many times is walked once.
struct ContrastLooks: Sendable {
    private let looks: [String: [ComponentLook]]
    /// Where each component's look at rest is in its looks, by variant id, the base under the
    /// empty id.
    private let atRest: [String: [String: Int]]

    init(_ catalog: Catalog) {
        // The first component of each id, whose looks are worked out on all cores: every
        // context's check waits for them.
        var ids: Set<String> = []
        let components = catalog.components.filter { ids.insert($0.id).inserted }
        var looks: [String: [ComponentLook]] = [:]
        var atRest: [String: [String: Int]] = [:]
        for (component, all) in zip(components, components.concurrentMap(\.contrastLooks)) {
            looks[component.id] = all
            atRest[component.id] = Dictionary(
                all.indices.filter { all[$0].stateKind == nil }.map { (all[$0].variantID ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        }
        self.looks = looks
        self.atRest = atRest
    }

    /// Every look of `component`.
    func all(of component: Component) -> [ComponentLook] {
        looks[component.id] ?? component.contrastLooks
    }

    /// The look of `component` in the variant with id `variant` at rest: the base for nil or an
    /// id the component does not have.
    func atRest(_ component: Component, variant: String?) -> ComponentLook {
        atRestPosition(of: component, variant: variant).map { looks[component.id]![$0] } ?? ComponentLook(component, variantID: variant)
    }

    /// Where the look ``atRest(_:variant:)`` gives is in ``all(of:)``; nil when it is not there.
    func atRestPosition(of component: Component, variant: String?) -> Int? {
        let rest = atRest[component.id]
        return rest?[variant ?? ""] ?? rest?[""]
    }
}
