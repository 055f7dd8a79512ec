import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation

/// `a11y/non-text-contrast`: a control's boundary against the adjacent background below 3:1.
struct NonTextContrastRule: MeasuringRule {
    static let description = RuleDescription(
        id: "a11y/non-text-contrast",
        name: "Non-text contrast",
        summary: "A control's fill differs from the background next to it by less than 3:1.",
        rationale: """
            WCAG 2.2 success criterion 1.4.11 asks for 3:1 between a control's visual boundary and the \
            adjacent colours, so people can see where a control is. Inactive controls are exempt. Glass \
            takes its colour from behind it and is not measured here.
            """,
        sourceURL: "https://www.w3.org/TR/WCAG22/#non-text-contrast",
        defaultSeverity: .info,
        triggeringExamples: [
            .composition(
                "A light grey button on white",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "pale", "label": "Go"}]}}
                """, components: [pale("{color.light-grey}")])
        ],
        nonTriggeringExamples: [
            .composition(
                "A black button on white",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "pale", "label": "Go"}]}}
                """, components: [pale("{color.black}")])
        ])

    static func pale(_ fill: String) -> String {
        """
        {"id": "pale", "name": "Pale", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.black}"},
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": "\(fill)"}], "states": [{"kind": "pressed", "scale": 0.96}]}
        """
    }

    init(options: RuleOptions) {}

    func assessments(_ input: RuleInput) -> [Assessment] {
        measurements(input).map { measurement in
            guard !measurement.passes else { return (measurement, nil) }
            return (
                measurement,
                Finding(
                    "\(measurement.item) stands out from the background behind it by only \(measurement.shownValue):1; controls need 3:1 against adjacent colours (a border or a darker fill helps)",
                    at: measurement.location, subject: measurement.subject)
            )
        }
    }

    /// The best contrast of every interactive instance's boundary against what is behind it.
    private func measurements(_ input: RuleInput) -> [RuleMeasurement] {
        var measurements: [RuleMeasurement] = []
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component),
                    component.interactive
                else { continue }
                let drawing = component.resolvedVariant(instance.variant)
                guard let boundary = drawing.anatomy.walk.first(where: { $0.fill != nil || $0.stroke != nil }) else { continue }
                let paint = boundary.stroke?.paint ?? boundary.fill!
                let opacity = boundary.opacity?.resolved(in: input.tokens) ?? 1
                var best = 0.0
                for color in paint.colors(in: input.tokens) {
                    for behind in placed.backdrop {
                        var faded = color
                        faded.alpha *= opacity
                        best = max(best, WCAGContrast.ratio(foreground: faded, background: behind))
                    }
                }
                guard best > 0 else { continue }
                measurements.append(
                    RuleMeasurement(
                        ruleId: Self.description.id, subject: composition.id, item: component.name, location: instance.location,
                        value: best, threshold: WCAGContrast.minimumRatio(for: .nonText, level: .aa)))
            }
        }
        return measurements
    }
}
