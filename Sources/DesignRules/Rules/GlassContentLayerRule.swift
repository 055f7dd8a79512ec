import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/glass-content-layer`: glass, system or lookalike, on a content-layer element.
struct GlassContentLayerRule: Rule {
    static let description = RuleDescription(
        id: "hig/glass-content-layer",
        name: "Glass in the content layer",
        summary: "Liquid Glass, or a lookalike of it, is used on a content-layer element such as a list row, grid cell or card.",
        rationale: """
            Liquid Glass is a layer for controls and navigation that float above the content. Apple: \
            "Don't use Liquid Glass in the content layer." Cards, list rows and grid cells are content; \
            they use solid fills (transient controls such as sliders and toggles while in use are the exception).
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/materials",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "A list row drawn with the glass material",
                """
                {"id": "row", "name": "Row", "status": "stable", "summary": "A row.", "kind": "container", "layer": "content", "contentRole": "listRow",
                 "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 12}}, "fill": {"material": {"variant": "regular"}}}]}
                """),
            .composition(
                "A glass button placed inside a card",
                """
                {"id": "settings", "name": "Settings", "background": "{color.light-grey}",
                 "root": {"axis": "vertical", "children": [{"component": "card", "layer": "content", "children": [
                   {"stack": {"axis": "vertical", "spacing": 12, "children": [
                     {"text": "Daily reminder", "fontSize": 17, "fontWeight": 600, "fill": "{color.black}"},
                     {"component": "glass-button", "layer": "content", "label": "Save"}]}}]}]}}
                """, components: [glassButton, card]),
        ],
        nonTriggeringExamples: [
            .component(
                "A card with a solid fill",
                """
                {"id": "card", "name": "Card", "status": "stable", "summary": "A card.", "kind": "container", "layer": "content", "contentRole": "card",
                 "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 12}}, "fill": "{color.light-grey}"}]}
                """),
            .composition(
                "A glass button floating in a bar",
                """
                {"id": "bar", "name": "Bar", "background": "{color.white}",
                 "root": {"axis": "horizontal", "children": [{"component": "glass-button", "label": "Save"}]}}
                """, components: [glassButton]),
        ])

    static let card = """
        {"id": "card", "name": "Card", "status": "stable", "summary": "A card.", "kind": "container", "layer": "content", "contentRole": "card",
         "metrics": {"padding": {"horizontal": 16, "vertical": 16}},
         "anatomy": [{"id": "plate", "shape": {"roundedRectangle": {"cornerRadius": 12}}, "fill": "{color.white}"}]}
        """

    static let glassButton = """
        {"id": "glass-button", "name": "Glass button", "status": "stable", "summary": "A glass button.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.black}"},
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular", "interactive": true}}}]}
        """

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for component in input.catalog.components where component.layer == .content {
            guard let glass = component.firstGlass(in: input.tokens) else { continue }
            let kind = glass.use == .lookalike ? "a glass lookalike" : "Liquid Glass"
            let role = component.contentRole.map { " (\($0.rawValue))" } ?? ""
            findings.append(
                Finding(
                    "\(component.name) is in the content layer\(role) but layer \"\(glass.layer.id)\" draws \(kind); give content a solid fill and keep glass for controls that float over it",
                    at: component.location(for: glass.variant), subject: component.id))
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, instance.layer == .content,
                    let component = input.catalog.component(instance.component), component.layer != .content,
                    component.resolvedVariant(instance.variant).anatomy.walk.contains(where: { $0.glass(in: input.tokens) != nil })
                else { continue }
                findings.append(
                    Finding(
                        "\(component.name) is placed in the content layer of \(composition.name) but draws glass; use a solid variant there",
                        at: instance.location, subject: composition.id))
            }
        }
        return findings
    }
}
