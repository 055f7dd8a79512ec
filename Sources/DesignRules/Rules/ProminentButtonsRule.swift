import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/prominent-buttons`: more than two prominent buttons in one view.
struct ProminentButtonsRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "hig/prominent-buttons",
        name: "Prominent buttons per view",
        summary: "A composition has more prominent buttons than the limit (two).",
        rationale: """
            "Keep the number of prominent buttons to one or two per view." Use style, not size, to mark \
            the preferred choice; when everything is prominent, nothing is.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/buttons",
        defaultSeverity: .warning,
        options: [
            RuleOption(name: "limit", summary: "The most prominent buttons one composition may show.", kind: .integer, defaultValue: .number(2))
        ],
        triggeringExamples: [
            .composition(
                "Three primary buttons",
                """
                {"id": "choices", "name": "Choices", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "b", "variant": "primary", "label": "One"}, {"component": "b", "variant": "primary", "label": "Two"}, {"component": "b", "variant": "primary", "label": "Three"}]}}
                """, components: [button])
        ],
        nonTriggeringExamples: [
            .composition(
                "One primary and two secondary buttons",
                """
                {"id": "choices", "name": "Choices", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "b", "variant": "primary", "label": "One"}, {"component": "b", "label": "Two"}, {"component": "b", "label": "Three"}]}}
                """, components: [button])
        ])

    static let button = """
        {"id": "b", "name": "Button", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.black}"}], "states": [{"kind": "pressed", "scale": 0.96}],
         "variants": [{"id": "primary", "name": "Primary", "prominent": true, "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.accent}"}]}]}
        """

    let limit: Int

    init(options: RuleOptions) {
        limit = Int(options.number("limit", in: Self.description))
    }

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.compositions.compactMap { composition in
            let prominent = input.placedElements(of: composition).compactMap { placed -> Instance? in
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component),
                    component.resolvedVariant(instance.variant).prominent
                else { return nil }
                return instance
            }
            guard prominent.count > limit else { return nil }
            return Finding(
                "\(composition.name) has \(prominent.count) prominent buttons; keep it to \(limit) or fewer and make the others secondary",
                at: prominent[limit].location, subject: composition.id)
        }
    }
}
