import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/glass-clear-dimming`: clear glass over bright content without a dimming layer.
struct GlassClearDimmingRule: Rule {
    static let description = RuleDescription(
        id: "hig/glass-clear-dimming",
        name: "Clear glass without dimming",
        summary: "Clear Liquid Glass sits over bright content without a dark dimming layer of at least 35%.",
        rationale: """
            Clear glass is highly translucent and meant for controls over visually rich backgrounds such \
            as photos and video. "If the underlying content is bright, consider adding a dark dimming \
            layer of 35% opacity" so what sits on the glass stays legible.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/materials",
        defaultSeverity: .warning,
        options: [RuleOption(name: "minimumDimming", summary: "The least opacity of the dimming layer.", kind: .number, defaultValue: .number(0.35))],
        triggeringExamples: [
            .composition(
                "Clear glass over a bright background, no dimming",
                """
                {"id": "viewer", "name": "Viewer", "background": "{color.white}", "brightBackground": true,
                 "root": {"axis": "vertical", "children": [{"component": "clear-button", "label": "Close"}]}}
                """, components: [clearButton(dimming: nil)])
        ],
        nonTriggeringExamples: [
            .composition(
                "Clear glass with a 35% dimming layer",
                """
                {"id": "viewer", "name": "Viewer", "background": "{color.white}", "brightBackground": true,
                 "root": {"axis": "vertical", "children": [{"component": "clear-button", "label": "Close"}]}}
                """, components: [clearButton(dimming: 0.35)]),
            .composition(
                "Clear glass over a dark background",
                """
                {"id": "viewer", "name": "Viewer", "background": "{color.black}",
                 "root": {"axis": "vertical", "children": [{"component": "clear-button", "label": "Close"}]}}
                """, components: [clearButton(dimming: nil)]),
        ])

    static func clearButton(dimming: Double?) -> String {
        let dim = dimming.map { ", \"dimming\": \($0)" } ?? ""
        return """
            {"id": "clear-button", "name": "Clear button", "status": "stable", "summary": "Clear glass.", "kind": "control", "layer": "functional",
             "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
             "anatomy": [{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "clear", "interactive": true\(dim)}}}]}
            """
    }

    let minimumDimming: Double

    init(options: RuleOptions) {
        minimumDimming = options.number("minimumDimming", in: Self.description)
    }

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component) else { continue }
                let bright = composition.brightBackground ?? placed.backdrop.contains { $0.relativeLuminance > 0.5 }
                guard bright else { continue }
                // One finding per placement: the first clear glass layer dimmed too little.
                let dimmings = component.resolvedVariant(instance.variant).anatomy.walk.lazy.compactMap { layer -> Double? in
                    guard case .material(let material)? = layer.fill, material.variant == .clear else { return nil }
                    return material.dimming?.resolved(in: input.tokens) ?? 0
                }
                guard let dimming = dimmings.first(where: { $0 < minimumDimming }) else { continue }
                findings.append(
                    Finding(
                        "\(component.name) uses clear glass over bright content in \(composition.name) with \(dimming == 0 ? "no dimming layer" : "a \(points(dimming * 100))% dimming layer"); add a dark dimming layer of at least \(points(minimumDimming * 100))% or use regular glass",
                        at: instance.location, subject: composition.id))
            }
        }
        return findings
    }
}
