import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/touch-target`: the effective hit area of a control is below the platform minimum.
struct TouchTargetRule: Rule {
    static let description = RuleDescription(
        id: "hig/touch-target",
        name: "Touch target size",
        summary: "A control's effective hit area is smaller than the platform minimum (iOS 44x44pt).",
        rationale: """
            People need a hit region of at least 44x44 points on iOS (60x60 in visionOS) to use a control \
            reliably. The effective area is the declared hit target, else the drawn size, times the scale \
            the control is placed at in a composition.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/buttons",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "A 30pt chip with no larger target",
                """
                {"id": "chip", "name": "Chip", "status": "stable", "summary": "A chip.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 30}, "anatomy": [{"id": "face", "shape": "circle", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96}], "accessibility": {"label": "Chip"}}
                """),
            .composition(
                "A 60pt button placed at scale 0.5 (30pt)",
                """
                {"id": "screen", "name": "Screen", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "round", "scale": 0.5}]}}
                """, components: [roundButton]),
        ],
        nonTriggeringExamples: [
            .component(
                "38pt drawn with a declared 44pt target",
                """
                {"id": "pill", "name": "Pill", "status": "stable", "summary": "A pill.", "kind": "control", "layer": "functional",
                 "metrics": {"size": {"width": 80, "height": 38}, "hitTarget": 44},
                 "anatomy": [{"id": "face", "shape": "capsule", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96}], "accessibility": {"label": "Pill"}}
                """),
            .composition(
                "A 125pt button placed at scale 0.4 (50pt)",
                """
                {"id": "screen", "name": "Screen", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "round", "scale": 0.4}]}}
                """, components: [roundButton.replacingEvery("\"size\": 60", with: "\"size\": 125")]),
        ])

    static let roundButton = """
        {"id": "round", "name": "Round", "status": "stable", "summary": "A round button.", "kind": "control", "layer": "functional",
         "metrics": {"size": 60}, "anatomy": [{"id": "face", "shape": "circle", "fill": "{color.accent}"}],
         "states": [{"kind": "pressed", "scale": 0.96}], "accessibility": {"label": "Round"}}
        """

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let minimum = input.platform.minimumTarget
        var findings: [Finding] = []
        for component in input.catalog.components where component.interactive {
            let base = Self.target(of: component.metrics, in: input.tokens)
            for drawing in component.drawings {
                guard let (width, height) = Self.target(of: drawing.metrics, in: input.tokens), min(width, height) < minimum else { continue }
                if drawing.variant != nil, let base, base == (width, height) { continue }
                let variant = drawing.variant.map { " (variant \($0.id))" } ?? ""
                findings.append(
                    Finding(
                        "\(component.name)\(variant) has an effective hit area of \(points(width))x\(points(height))pt; \(input.platform.name) needs \(points(minimum))x\(points(minimum))pt: declare a larger \"hitTarget\" or draw it bigger",
                        at: drawing.variant?.location ?? component.location(of: "metrics"), subject: component.id))
            }
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component),
                    component.interactive
                else { continue }
                let scale = placed.scale * (instance.scale?.resolved(in: input.tokens) ?? 1)
                guard scale != 1, let (width, height) = Self.target(of: component.resolvedVariant(instance.variant).metrics, in: input.tokens),
                    min(width, height) * scale < minimum
                else { continue }
                findings.append(
                    Finding(
                        "\(component.name) placed at scale \(points(scale)) has an effective hit area of \(points(width * scale))x\(points(height * scale))pt; \(input.platform.name) needs \(points(minimum))x\(points(minimum))pt: place it larger or give it a larger hit target",
                        at: instance.location, subject: composition.id))
            }
        }
        return findings
    }

    /// The hit area: the larger of the declared target and the drawn size, per dimension (a
    /// drawn height alone stands for both, as a pill is at least as wide as it is tall).
    static func target(of metrics: Metrics, in tokens: TokenSet) -> (Double, Double)? {
        func resolved(_ size: Size?) -> (Double, Double)? {
            guard let size, let width = size.width.resolved(in: tokens), let height = size.height.resolved(in: tokens) else { return nil }
            return (width, height)
        }
        let drawn = resolved(metrics.size) ?? metrics.height?.resolved(in: tokens).map { ($0, $0) }
        switch (resolved(metrics.hitTarget), drawn) {
        case (let declared?, let drawn?): return (max(declared.0, drawn.0), max(declared.1, drawn.1))
        case (let declared?, nil): return declared
        case (nil, let drawn?): return drawn
        case (nil, nil): return nil
        }
    }
}
