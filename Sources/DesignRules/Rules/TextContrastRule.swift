import DesignCatalog
import DesignSupport
import DesignTokens

/// `a11y/text-contrast`: WCAG 2.2 AA contrast of every text layer of a component over its own
/// fills, and of every text placed in a composition over what is really behind it.
struct TextContrastRule: MeasuringRule {
    static let description = RuleDescription(
        id: "a11y/text-contrast",
        name: "Text contrast",
        summary: "Text does not reach WCAG 2.2 AA contrast (4.5:1, large text 3:1) against what is really behind it.",
        rationale: """
            WCAG 2.2 success criterion 1.4.3 asks for 4.5:1, or 3:1 for large text (18pt, or 14pt bold). \
            Every component's label and text layers are measured against what the component itself draws \
            beneath them (its fills below the text in z-order, translucent ones composited over those \
            below), in every variant, in every state that changes an opacity, and in every context, with \
            or without a composition; a disabled state is exempt, as WCAG exempts inactive controls. Where \
            the component's own backdrop is not opaque (glass, a translucent fill, no fill), the colour \
            behind its text depends on the screen: it is measured where a composition places the \
            component, over what is really behind it, as every composition's text runs are. So each \
            pair is measured once: findings about the spec sit at the text layer in the component's file, \
            findings about a placed instance at the instance. dscheck considers every stop of a gradient \
            against every colour behind it, reports the worst pair, and gives APCA Lc beside it as \
            advisory. It skips text over a colour that did not resolve.
            """,
        sourceURL: "https://www.w3.org/TR/WCAG22/#contrast-minimum",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "A component's grey label on its own white fill, with no composition (#888 on #fff is 3.54:1)",
                labelled(label: "{color.grey}", fill: "{color.white}")),
            .composition(
                "Grey text on white (#888 on #fff is 3.54:1)",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Subtitle", "typography": "{typography.body}", "textStyle": "body", "fill": "{color.grey}"}]}}
                """),
            .composition(
                "A white gradient that fades to 20% over grey",
                """
                {"id": "s", "name": "S", "background": "{color.grey}",
                 "root": {"axis": "vertical", "children": [{"text": "Today", "typography": "{typography.large}", "textStyle": "title",
                   "fill": {"linearGradient": {"stops": [[{"color": "{color.white}", "alpha": 1}, 0], [{"color": "{color.white}", "alpha": 0.2}, 1]], "start": "top", "end": "bottom"}}}]}}
                """),
        ],
        nonTriggeringExamples: [
            .component("A component's black label on its own white fill", labelled(label: "{color.black}", fill: "{color.white}")),
            .component(
                "A black label on white that the disabled state dims to 30%: inactive controls are exempt",
                labelled(
                    label: "{color.black}", fill: "{color.white}", states: #"[{"kind": "disabled", "layers": [{"layer": "label", "opacity": 0.3}]}]"#)
            ),
            .component(
                "A grey label on glass: what is behind glass is the screen's, measured where a composition places it",
                labelled(label: "{color.grey}", fill: #"{"material": {"variant": "regular"}}"#)),
            .composition(
                "Black text on white",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Title", "typography": "{typography.body}", "textStyle": "body", "fill": "{color.black}"}]}}
                """),
            .composition(
                "Large grey text, where 3:1 is enough",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Big", "typography": "{typography.large}", "textStyle": "title", "fill": "{color.grey}"}]}}
                """),
        ])

    /// A button whose label layer sits on one fill; `fill` and `states` are JSON.
    static func labelled(label: String, fill: String, states: String = #"[{"kind": "pressed", "scale": 0.96}]"#) -> String {
        let fill = fill.hasPrefix("{\"") ? fill : "\"\(fill)\""
        return """
            {"id": "tag", "name": "Tag", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
             "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.body}", "textStyle": "body", "color": "\(label)", "examples": ["Tag"]},
             "anatomy": [{"id": "plate", "shape": "capsule", "fill": \(fill)}, {"id": "label", "shape": "label"}], "states": \(states)}
            """
    }

    init(options: RuleOptions) {}

    /// The weakest pair of every text run and component label, and a finding where it fails:
    /// each component's text over its own opaque fills, and each composition's text runs and
    /// placed labels over what is really behind them (see ``RuleInput/ownMarks(_:)``).
    func assessments(_ input: RuleInput) -> [Assessment] {
        let defaultSize = input.platform.defaultFontSize
        var assessments: [Assessment] = []
        for own in input.ownMarks(.text) {
            guard let metrics = own.textMetrics(in: input.tokens, defaultSize: defaultSize) else { continue }
            if let assessment = Self.assess(
                own, what: own.look.item(own.mark), at: own.mark.location, subject: own.look.componentID, metrics: metrics)
            {
                assessments.append(assessment)
            }
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                switch placed.element {
                case .text(let run):
                    guard let opacity = [run.opacity].compactMap({ $0 }).measurableOpacity(in: input.tokens),
                        let foreground = run.fill.measurableColors(in: input.tokens, opacity: opacity),
                        let metrics = run.metrics(in: input.tokens, defaultSize: defaultSize)
                    else { continue }
                    if let assessment = Self.worst(
                        foreground, over: placed.backdrop, metrics: metrics, what: "\"\(run.text)\"", at: run.location, subject: composition.id)
                    {
                        assessments.append(assessment)
                    }
                case .component(let instance):
                    guard let component = input.catalog.component(instance.component) else { continue }
                    for mark in input.placedMarks(.text, of: instance, component: component, over: placed.backdrop) {
                        guard let metrics = mark.textMetrics(in: input.tokens, defaultSize: defaultSize) else { continue }
                        let text =
                            mark.mark.id == "label"
                            ? instance.label.map { "\"\($0)\"" } ?? "\(component.name) label" : component.name + ComponentLook.part(mark.mark)
                        if let assessment = Self.assess(mark, what: text, at: instance.location, subject: composition.id, metrics: metrics) {
                            assessments.append(assessment)
                        }
                    }
                case .stack, .spacer:
                    continue
                }
            }
        }
        return assessments
    }

    /// A component's text layer measured over what is behind it.
    private static func assess(_ mark: MeasurableMark, what: String, at location: SourceLocation, subject: String, metrics: TextMetrics)
        -> Assessment?
    {
        mark.assess(
            description.id, what: what, at: location, subject: subject, threshold: metrics.requiredContrast, text: metrics,
            message: { message(what, $0, $1, metrics) })
    }

    /// The worst foreground/background pair as a measurement, with a finding if it fails AA.
    private static func worst(
        _ foreground: [TokenColor], over backdrop: [TokenColor], metrics: TextMetrics, what: String, at location: SourceLocation,
        subject: String
    ) -> Assessment? {
        MeasurableMark.weakest(
            foreground, over: backdrop, description.id, what: what, at: location, subject: subject, threshold: metrics.requiredContrast,
            text: metrics, message: { message(what, $0, $1, metrics) })
    }

    /// What a failing text is told.
    private static func message(_ what: String, _ measurement: RuleMeasurement, _ pair: ContrastPair, _ metrics: TextMetrics) -> String {
        // Compositing clamps alpha to 0...1, and so does the message (an opacity token may be out of range).
        let alpha = pair.foreground.alpha < 1 ? " at \(points(max(pair.foreground.alpha, 0) * 100))% opacity" : ""
        return
            "\(what) has contrast \(measurement.shownValue):1 where it is weakest (\(pair.foreground.hexString)\(alpha) over \(pair.background.hexString)); WCAG AA needs \(points(measurement.threshold)):1 for \(metrics.isLarge ? "large" : "normal") text at \(points(metrics.size))pt (APCA Lc \(FixedDecimals.format(pair.apcaLc, decimals: 1)), advisory)"
    }
}
