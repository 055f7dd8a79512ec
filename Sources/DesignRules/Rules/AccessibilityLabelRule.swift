import DesignCatalog
import DesignSupport
import DesignTokens

/// `a11y/accessibility-label`: an interactive element with no text and no accessibility label,
/// or a decorative image that assistive technologies still see.
struct AccessibilityLabelRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "a11y/accessibility-label",
        name: "Accessibility label",
        summary: "An interactive element has no visible text and no accessibility label, or a decorative image is not hidden.",
        rationale: """
            VoiceOver reads a control's label; an icon-only button without an accessibility label is read \
            as "button" or as its image name. Decorative images should be hidden so they do not clutter \
            navigation.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/accessibility",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "An icon-only button with no label",
                """
                {"id": "icon", "name": "Icon", "status": "stable", "summary": "Icon button.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 44}, "anatomy": [{"id": "glyph", "shape": {"symbol": "chevron.left"}}], "states": [{"kind": "pressed", "scale": 0.96}]}
                """),
            .component(
                "A decorative image not hidden",
                """
                {"id": "badge", "name": "Badge", "status": "stable", "summary": "A badge.", "kind": "container", "layer": "content",
                 "anatomy": [{"id": "sparkle", "shape": {"image": "sparkle"}, "decorative": true}]}
                """),
        ],
        nonTriggeringExamples: [
            .component(
                "An icon-only button with an accessibility label",
                """
                {"id": "icon", "name": "Icon", "status": "stable", "summary": "Icon button.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 44}, "anatomy": [{"id": "glyph", "shape": {"symbol": "chevron.left"}}], "states": [{"kind": "pressed", "scale": 0.96}],
                 "accessibility": {"label": "Previous day"}}
                """),
            .component(
                "A decorative image hidden from VoiceOver",
                """
                {"id": "badge", "name": "Badge", "status": "stable", "summary": "A badge.", "kind": "container", "layer": "content",
                 "anatomy": [{"id": "sparkle", "shape": {"image": "sparkle"}, "decorative": true}], "accessibility": {"hiddenLayers": ["sparkle"]}}
                """),
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for component in input.catalog.components where component.interactive && !Self.hasText(component) && component.accessibility.label == nil {
            let placements = input.catalog.compositions.flatMap { composition in
                input.placedElements(of: composition).compactMap { placed -> (Composition, Instance)? in
                    guard case .component(let instance) = placed.element, instance.component == component.id else { return nil }
                    return (composition, instance)
                }
            }
            for (composition, instance) in placements where instance.accessibilityLabel == nil && instance.label == nil {
                findings.append(
                    Finding(
                        "\(component.name) in \(composition.name) has no text and no accessibility label; add \"accessibilityLabel\" saying what it does",
                        at: instance.location, subject: composition.id))
            }
            guard placements.isEmpty else { continue }
            findings.append(
                Finding(
                    "\(component.name) is interactive but has no text and no accessibility label; set \"accessibility\": {\"label\": …} or give each placement an \"accessibilityLabel\"",
                    at: component.location(of: "accessibility"), subject: component.id))
        }
        for component in input.catalog.components {
            let hidden = Set(component.accessibility.hiddenLayers)
            var reported: Set<String> = []
            for layer in component.drawings.lazy.flatMap(\.anatomy.walk) where layer.decorative && Self.isImage(layer) && !hidden.contains(layer.id) {
                guard reported.insert(layer.id).inserted else { continue }
                findings.append(
                    Finding(
                        "\(component.name) layer \"\(layer.id)\" is a decorative image that VoiceOver still reads; add it to \"accessibility\": {\"hiddenLayers\": […]}",
                        at: component.location(of: "anatomy"), subject: component.id))
            }
        }
        return findings
    }

    static func hasText(_ component: Component) -> Bool {
        component.label != nil || component.drawings.contains { drawing in drawing.anatomy.walk.contains(where: \.drawsLabel) }
    }

    static func isImage(_ layer: AnatomyLayer) -> Bool {
        switch layer.shape {
        case .image?, .symbol?: true
        default: false
        }
    }
}
