import DesignCatalog
import DesignSupport
import DesignTokens

/// `a11y/non-text-contrast`: a control's boundary against the adjacent background, or a glyph
/// against what is drawn behind it, below 3:1.
struct NonTextContrastRule: MeasuringRule {
    static let description = RuleDescription(
        id: "a11y/non-text-contrast",
        name: "Non-text contrast",
        summary: "A control's fill differs from the background next to it, or a symbol from what is behind it, by less than 3:1.",
        rationale: """
            WCAG 2.2 success criterion 1.4.11 asks for 3:1 between a control's visual boundary and the \
            adjacent colours, so people can see where a control is, and between a graphic that carries \
            meaning and what is behind it. Glyph layers (SF Symbols, and images marked "template", which \
            are drawn in their layer's fill) are measured where they are weakest against what the \
            component itself draws beneath them, in every variant, in every state that changes an \
            opacity, and in every context, with or without a composition; over glass or a translucent \
            fill the colour behind depends on the screen, and the glyph is measured where a composition \
            places the component. Decorative glyphs (`decorative`, or hidden from assistive \
            technologies) and disabled states are exempt, as WCAG exempts decoration and inactive \
            controls. A control's boundary is measured where a composition places it; glass takes its \
            colour from behind it and is not measured as a boundary.
            """,
        sourceURL: "https://www.w3.org/TR/WCAG22/#non-text-contrast",
        defaultSeverity: .info,
        triggeringExamples: [
            .composition(
                "A light grey button on white",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "pale", "label": "Go"}]}}
                """, components: [pale("{color.light-grey}")]),
            .component(
                "A light grey symbol on the component's own white fill, with no composition (#ddd on #fff is 1.36:1)",
                symbol("{color.light-grey}")),
        ],
        nonTriggeringExamples: [
            .composition(
                "A black button on white",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "pale", "label": "Go"}]}}
                """, components: [pale("{color.black}", label: "{color.white}")]),
            .component("A black symbol on the component's own white fill", symbol("{color.black}")),
            .component("A light grey symbol marked decorative", symbol("{color.light-grey}", decorative: true)),
        ])

    /// A button with a `fill` plate and a `label` colour.
    static func pale(_ fill: String, label: String = "{color.black}") -> String {
        """
        {"id": "pale", "name": "Pale", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "\(label)"},
         "anatomy": [{"id": "plate", "shape": "capsule", "fill": "\(fill)"}], "states": [{"kind": "pressed", "scale": 0.96}]}
        """
    }

    /// A button drawing a symbol in `color` on a white fill.
    static func symbol(_ color: String, decorative: Bool = false) -> String {
        """
        {"id": "star", "name": "Star", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
         "metrics": {"size": 44}, "accessibility": {"label": "Favourite"},
         "anatomy": [{"id": "plate", "shape": "circle", "fill": "{color.white}"},
                     {"id": "icon", "shape": {"symbol": "star.fill"}, "fill": "\(color)", "decorative": \(decorative)}],
         "states": [{"kind": "pressed", "scale": 0.96}]}
        """
    }

    init(options: RuleOptions) {}

    func assessments(_ input: RuleInput) -> [Assessment] {
        let boundaries = boundaryMeasurements(input).map { measurement -> Assessment in
            guard !measurement.passes else { return (measurement, nil) }
            return (
                measurement,
                Finding(
                    "\(measurement.item) stands out from the background behind it by only \(measurement.shownValue):1; controls need 3:1 against adjacent colours (a border or a darker fill helps)",
                    at: measurement.location, subject: measurement.subject)
            )
        }
        return boundaries + glyphAssessments(input)
    }

    /// Every glyph of every component over its own opaque fills, and the glyphs of placed
    /// instances whose fills are not opaque over the screen behind them (see
    /// ``RuleInput/ownMarks(_:)``).
    private func glyphAssessments(_ input: RuleInput) -> [Assessment] {
        var assessments = input.ownMarks(.glyph).compactMap { own in
            Self.assess(own, what: own.look.item(own.mark), at: own.mark.location, subject: own.look.componentID)
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, let component = input.catalog.component(instance.component) else {
                    continue
                }
                for mark in input.placedMarks(.glyph, of: instance, component: component, over: placed.backdrop) {
                    let what = component.name + ComponentLook.part(mark.mark)
                    if let assessment = Self.assess(mark, what: what, at: instance.location, subject: composition.id) {
                        assessments.append(assessment)
                    }
                }
            }
        }
        return assessments
    }

    /// A glyph measured where it is weakest over what is behind it, against 3:1.
    private static func assess(_ mark: MeasurableMark, what: String, at location: SourceLocation, subject: String) -> Assessment? {
        mark.assess(
            description.id, what: what, at: location, subject: subject, threshold: WCAGContrast.minimumRatio(for: .nonText, level: .aa),
            text: nil
        ) { measurement, pair in
            "\(what) has contrast \(measurement.shownValue):1 where it is weakest (\(pair.foreground.hexString) over \(pair.background.hexString)); a symbol or icon that carries meaning needs 3:1 against what is behind it: darken or lighten the glyph or the fill beneath it, or mark the layer \"decorative\" if it carries none"
        }
    }

    /// The best contrast of every interactive instance's boundary against what is behind it.
    private func boundaryMeasurements(_ input: RuleInput) -> [RuleMeasurement] {
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
