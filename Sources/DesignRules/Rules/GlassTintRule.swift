import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/glass-tint`: tinted glass on anything but the primary action; colour on the background
/// of more than one control in a view.
struct GlassTintRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "hig/glass-tint",
        name: "Tinted glass",
        summary: "Glass is tinted on something other than the one primary action, or more than one control in a view has a tinted background.",
        rationale: """
            Apple asks to apply colour sparingly to Liquid Glass: to emphasise the primary action, colour \
            its background rather than its symbol or text, and "refrain from adding color to the \
            background of multiple controls."
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/color",
        defaultSeverity: .warning,
        triggeringExamples: [
            .component(
                "A secondary (not prominent) variant with tinted glass",
                """
                {"id": "tinted", "name": "Tinted", "status": "stable", "summary": "Tinted.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44}, "accessibility": {"label": "Tinted"},
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular", "interactive": true, "tint": "{color.accent}"}}}]}
                """),
            .composition(
                "Two tinted glass controls in one view",
                """
                {"id": "bar", "name": "Bar", "background": "{color.white}",
                 "root": {"axis": "horizontal", "children": [{"component": "action", "label": "Go"}, {"component": "action", "label": "Stop"}]}}
                """, components: [tintedPrimary]),
        ],
        nonTriggeringExamples: [
            .composition(
                "One tinted primary action",
                """
                {"id": "bar", "name": "Bar", "background": "{color.white}",
                 "root": {"axis": "horizontal", "children": [{"component": "action", "label": "Go"}]}}
                """, components: [tintedPrimary])
        ])

    static let tintedPrimary = """
        {"id": "action", "name": "Action", "status": "stable", "summary": "Primary action.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
         "variants": [{"id": "primary", "name": "Primary", "prominent": true}],
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular", "interactive": true, "tint": "{color.accent}"}}}]}
        """

    init(options: RuleOptions) {}

    /// A component as placed: which drawing of it a view shows.
    private struct PlacedDrawing: Hashable {
        let component: String
        let variant: String?
    }

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for component in input.catalog.components {
            let prominentExists = component.drawings.contains { $0.prominent }
            for drawing in component.drawings where !drawing.prominent && !(drawing.variant == nil && prominentExists) {
                guard let layer = drawing.anatomy.walk.first(where: { Self.tint(of: $0) != nil }) else { continue }
                let variant = drawing.variant.map { "variant \($0.id)" } ?? "base"
                findings.append(
                    Finding(
                        "\(component.name) (\(variant)) tints the glass of layer \"\(layer.id)\" but is not the primary action; keep glass untinted and reserve colour for the one prominent action",
                        at: component.location(for: drawing.variant), subject: component.id))
            }
        }
        // Whether each (component, variant) placed anywhere has tinted glass, walked once: a view
        // may place one component many times, and a component may have 100,000 layers.
        var hasTint: [PlacedDrawing: Bool] = [:]
        for composition in input.catalog.compositions {
            let tinted = input.placedElements(of: composition).compactMap { placed -> Instance? in
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component) else {
                    return nil
                }
                let key = PlacedDrawing(component: instance.component, variant: instance.variant)
                if let known = hasTint[key] { return known ? instance : nil }
                let tints = component.resolvedVariant(instance.variant).anatomy.walk.contains(where: { Self.tint(of: $0) != nil })
                hasTint[key] = tints
                return tints ? instance : nil
            }
            if tinted.count > 1 {
                findings.append(
                    Finding(
                        "\(composition.name) has \(tinted.count) controls with tinted glass backgrounds; colour the background of one control at most (the primary action)",
                        at: tinted[1].location, subject: composition.id))
            }
        }
        return findings
    }

    static func tint(of layer: AnatomyLayer) -> ColorSpec? {
        guard case .material(let material)? = layer.fill else { return nil }
        return material.tint
    }
}
