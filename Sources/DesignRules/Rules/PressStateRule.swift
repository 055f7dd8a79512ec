import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/press-state`: a custom button with no pressed state.
struct PressStateRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "hig/press-state",
        name: "Press state",
        summary: "A custom interactive component has no pressed state.",
        rationale: """
            "Always include a press state for a custom button." Without one, people cannot tell that a \
            touch landed. Interactive system glass (`.interactive()`) responds to touch by itself.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/buttons",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "A custom button without states",
                """
                {"id": "flat", "name": "Flat", "status": "stable", "summary": "A flat button.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.accent}"}]}
                """)
        ],
        nonTriggeringExamples: [
            .component(
                "A custom button that scales when pressed",
                """
                {"id": "flat", "name": "Flat", "status": "stable", "summary": "A flat button.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96, "animation": {"curve": "easeInOut", "duration": 0.1}}]}
                """),
            .component(
                "Interactive system glass",
                """
                {"id": "glassy", "name": "Glassy", "status": "stable", "summary": "A glass button.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.black}"},
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular", "interactive": true}}}]}
                """),
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.components.compactMap { component in
            guard component.interactive, component.kind == .control || component.kind == .buttonStyle,
                !component.states.contains(where: { $0.kind == .pressed })
            else { return nil }
            let unresponsive = component.drawings.filter { drawing in
                !drawing.anatomy.walk.contains { layer in
                    if case .material(let material)? = layer.fill { return material.interactive }
                    return false
                }
            }
            guard let first = unresponsive.first else { return nil }
            let which = first.variant.map { " (variant \($0.id))" } ?? ""
            return Finding(
                "\(component.name)\(which) is a custom button with no pressed state; add a \"pressed\" state (for example a 0.96 scale) so a touch shows",
                at: component.keyLocations["states"] ?? component.location(for: first.variant), subject: component.id)
        }
    }
}
