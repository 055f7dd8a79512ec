import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/glass-lookalike`: a translucent fill with a shadow imitating glass.
struct GlassLookalikeRule: Rule {
    static let description = RuleDescription(
        id: "hig/glass-lookalike",
        name: "Glass lookalike",
        summary: "A translucent fill with a shadow or blur imitates glass instead of using the system material.",
        rationale: """
            Only the system material (`glassEffect`, `.buttonStyle(.glass)`) adapts to Reduce \
            Transparency and Increase Contrast and keeps labels legible over changing content. A white \
            fill at low opacity with a shadow looks similar but does neither.
            """,
        sourceURL: "https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views",
        defaultSeverity: .warning,
        triggeringExamples: [
            .component(
                "White at 25% with a shadow",
                """
                {"id": "frosted", "name": "Frosted", "status": "stable", "summary": "Frosted panel.", "kind": "container", "layer": "functional",
                 "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 20}}, "fill": "{color.white}", "opacity": 0.25, "shadow": {"radius": 10}}]}
                """)
        ],
        nonTriggeringExamples: [
            .component(
                "The system material",
                """
                {"id": "panel", "name": "Panel", "status": "stable", "summary": "Glass panel.", "kind": "container", "layer": "functional",
                 "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 20}}, "fill": {"material": {"variant": "regular"}}}]}
                """),
            .component(
                "An opaque fill with a shadow",
                """
                {"id": "tile", "name": "Tile", "status": "stable", "summary": "A tile.", "kind": "container", "layer": "functional",
                 "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 20}}, "fill": "{color.white}", "shadow": {"radius": 10}}]}
                """),
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.components.compactMap { component in
            for drawing in component.drawings {
                if let layer = drawing.anatomy.walk.first(where: { $0.glass(in: input.tokens) == .lookalike }) {
                    return Finding(
                        "\(component.name) layer \"\(layer.id)\" imitates glass with a translucent fill and a shadow; use the system material (glassEffect), which adapts to Reduce Transparency and Increase Contrast",
                        at: component.location(for: drawing.variant), subject: component.id)
                }
            }
            return nil
        }
    }
}
