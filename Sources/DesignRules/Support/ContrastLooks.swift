import DesignCatalog

/// The looks of every component of a catalogue (see ``Component/contrastLooks``), worked out
/// once for all the rules, every context and every placed instance: a component with many
/// layers placed many times is walked once.
struct ContrastLooks: Sendable {
    private let looks: [String: [ComponentLook]]
    /// Each component's looks at rest by variant id, the base under the empty id.
    private let atRest: [String: [String: ComponentLook]]

    init(_ catalog: Catalog) {
        var looks: [String: [ComponentLook]] = [:]
        var atRest: [String: [String: ComponentLook]] = [:]
        for component in catalog.components where looks[component.id] == nil {
            let all = component.contrastLooks
            looks[component.id] = all
            atRest[component.id] = Dictionary(
                all.filter { $0.state == nil }.map { ($0.variant?.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
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
        let rest = atRest[component.id]
        return rest?[variant ?? ""] ?? rest?[""] ?? ComponentLook(component, variantID: variant)
    }
}
