import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation

/// `a11y/text-contrast`: WCAG 2.2 AA contrast of every text run over what is really behind it.
struct TextContrastRule: MeasuringRule {
    static let description = RuleDescription(
        id: "a11y/text-contrast",
        name: "Text contrast",
        summary: "Text does not reach WCAG 2.2 AA contrast (4.5:1, large text 3:1) against what is really behind it.",
        rationale: """
            WCAG 2.2 success criterion 1.4.3 asks for 4.5:1, or 3:1 for large text (18pt, or 14pt bold). \
            dscheck composites translucent text over its backdrop first, considers every stop of a text \
            gradient against every colour behind it, reports the worst pair, and gives APCA Lc beside it \
            as advisory. It runs in every context of the resolver (light, dark, increased contrast).
            """,
        sourceURL: "https://www.w3.org/TR/WCAG22/#contrast-minimum",
        defaultSeverity: .error,
        triggeringExamples: [
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

    init(options: RuleOptions) {}

    /// The weakest pair of every text run and component label, and a finding where it fails.
    func assessments(_ input: RuleInput) -> [Assessment] {
        var assessments: [Assessment] = []
        let defaultSize = input.platform.defaultFontSize
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                switch placed.element {
                case .text(let run):
                    let opacity = run.opacity?.resolved(in: input.tokens) ?? 1
                    let foreground = run.fill.colors(in: input.tokens).map { color in
                        var faded = color
                        faded.alpha *= opacity
                        return faded
                    }
                    guard let metrics = run.metrics(in: input.tokens, defaultSize: defaultSize) else { continue }
                    if let assessment = Self.worst(
                        foreground, over: placed.backdrop, metrics: metrics, what: "\"\(run.text)\"", at: run.location, subject: composition.id)
                    {
                        assessments.append(assessment)
                    }
                case .component(let instance):
                    guard let component = input.catalog.component(instance.component) else { continue }
                    let drawing = component.resolvedVariant(instance.variant)
                    guard let label = drawing.label, let paint = label.color,
                        let metrics = label.metrics(in: input.tokens, defaultSize: defaultSize)
                    else { continue }
                    let behind = instance.backdrop(of: component, over: placed.backdrop, in: input.tokens)
                    let text = instance.label.map { "\"\($0)\"" } ?? "\(component.name) label"
                    if let assessment = Self.worst(
                        paint.colors(in: input.tokens), over: behind, metrics: metrics, what: text, at: instance.location,
                        subject: composition.id)
                    {
                        assessments.append(assessment)
                    }
                case .stack:
                    continue
                }
            }
        }
        return assessments
    }

    /// The worst foreground/background pair as a measurement, with a finding if it fails AA.
    static func worst(
        _ foreground: [TokenColor], over backdrop: [TokenColor], metrics: TextMetrics, what: String, at location: SourceLocation,
        subject: String
    ) -> Assessment? {
        let found: WeakestContrast.Pair?
        do {
            found = try WeakestContrast(backgrounds: backdrop).weakest(foreground)
        } catch {
            return (
                nil,
                Finding(
                    "\(what) is not measured: its translucent colours over the colours behind it make \(error.pairs) pairs, too scattered for dscheck to find the weakest within its budget of \(WeakestContrast.searchBudget) comparisons; use gradients of fewer stops",
                    at: location, subject: subject)
            )
        }
        guard let weakest = found else { return nil }
        let worst = (ratio: weakest.ratio, fg: weakest.foreground, bg: weakest.background)
        let lc = APCAContrast.lightnessContrast(text: worst.fg, background: worst.bg)
        let measurement = RuleMeasurement(
            ruleId: description.id, subject: subject, item: what, location: location, value: worst.ratio,
            threshold: metrics.requiredContrast, contrast: ContrastPair(foreground: worst.fg, background: worst.bg, apcaLc: lc, text: metrics))
        guard !measurement.passes else { return (measurement, nil) }
        // Compositing clamps alpha to 0...1, and so does the message (an opacity token may be out of range).
        let alpha = worst.fg.alpha < 1 ? " at \(points(max(worst.fg.alpha, 0) * 100))% opacity" : ""
        return (
            measurement,
            Finding(
                "\(what) has contrast \(measurement.shownValue):1 where it is weakest (\(worst.fg.hexString)\(alpha) over \(worst.bg.hexString)); WCAG AA needs \(points(measurement.threshold)):1 for \(metrics.isLarge ? "large" : "normal") text at \(points(metrics.size))pt (APCA Lc \(String(format: "%.1f", lc)), advisory)",
                at: location, subject: subject)
        )
    }
}
