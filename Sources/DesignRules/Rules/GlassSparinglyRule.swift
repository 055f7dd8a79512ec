import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/glass-sparingly`: more glass elements in one composition than the configured limit.
struct GlassSparinglyRule: Rule {
    static let description = RuleDescription(
        id: "hig/glass-sparingly",
        name: "Glass used sparingly",
        summary: "A composition shows more glass elements than the configured limit.",
        rationale: """
            "Use Liquid Glass effects sparingly … limit these effects to the most important functional \
            elements in your app." A bar with two glass buttons is fine; a screen of them distracts from \
            the content they frame.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/materials",
        defaultSeverity: .warning,
        options: [RuleOption(name: "limit", summary: "The most glass elements one composition may show.", kind: .integer, defaultValue: .number(3))],
        triggeringExamples: [
            .composition(
                "Four glass buttons in one view",
                """
                {"id": "grid", "name": "Grid", "background": "{color.grey}",
                 "root": {"axis": "horizontal", "children": [{"component": "g", "label": "A"}, {"component": "g", "label": "B"}, {"component": "g", "label": "C"}, {"component": "g", "label": "D"}]}}
                """, components: [glass])
        ],
        nonTriggeringExamples: [
            .composition(
                "A bar with two glass buttons",
                """
                {"id": "bar", "name": "Bar", "background": "{color.grey}",
                 "root": {"axis": "horizontal", "children": [{"component": "g", "label": "Back"}, {"component": "g", "label": "Next"}]}}
                """, components: [glass]),
            .composition(
                "Four glass buttons with the limit raised to 4",
                """
                {"id": "grid", "name": "Grid", "background": "{color.grey}",
                 "root": {"axis": "horizontal", "children": [{"component": "g", "label": "A"}, {"component": "g", "label": "B"}, {"component": "g", "label": "C"}, {"component": "g", "label": "D"}]}}
                """, components: [glass], options: "{\"limit\": 4}"),
        ])

    static let glass = """
        {"id": "g", "name": "Glass button", "status": "stable", "summary": "Glass.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.black}"},
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular", "interactive": true}}}]}
        """

    let limit: Int

    init(options: RuleOptions) {
        limit = Int(options.number("limit", in: Self.description))
    }

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.compositions.compactMap { composition in
            let glass = input.placedElements(of: composition).filter { placed in
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component) else {
                    return false
                }
                return component.resolvedVariant(instance.variant).anatomy.walk.contains { $0.glass(in: input.tokens) != nil }
            }
            guard glass.count > limit else { return nil }
            return Finding(
                "\(composition.name) shows \(glass.count) glass elements; the limit is \(limit): keep glass for the most important functional elements",
                at: composition.location(of: "root"), subject: composition.id)
        }
    }
}
