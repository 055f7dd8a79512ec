import DesignCatalog
import DesignSupport
import DesignTokens

/// A text or glyph layer of a component ready to measure: the colours it shows and what is
/// behind it, either the component's own opaque fills or those over the screen it is placed on.
struct MeasurableMark {
    let look: ComponentLook
    let mark: ComponentLook.Mark
    /// The colours the layer shows, its opacity multiplied in.
    let foreground: [TokenColor]
    /// What is behind it: opaque colours, or too many of them to compare.
    let backdrop: Backdrop

    /// The size and weight of a text layer: the label's, else the platform's default text.
    func textMetrics(in tokens: TokenSet, defaultSize: Double) -> TextMetrics? {
        guard let label = look.label else { return TextMetrics(size: defaultSize, weight: 400) }
        return label.metrics(in: tokens, defaultSize: defaultSize)
    }

    /// The weakest pair of the layer's colours over what is behind it, measured against
    /// `threshold`, with a finding (`message`) where it fails; a finding that it is not measured
    /// when the colours are too many to compare.
    func assess(
        _ ruleId: String, what: String, at location: SourceLocation, subject: String, threshold: Double, text: TextMetrics?,
        message: (_ measurement: RuleMeasurement, _ pair: ContrastPair) -> String
    ) -> Assessment? {
        guard case .colors(let behind) = backdrop else {
            guard case .tooMany(let count) = backdrop else { return nil }
            return (
                nil,
                Finding(
                    "\(what) is not measured: the fills beneath it make \(count) candidate colours, more than the \(Backdrop.maximumColors) dscheck compares; use fewer translucent gradient layers or stops",
                    at: location, subject: subject)
            )
        }
        return Self.weakest(
            foreground, over: behind, ruleId, what: what, at: location, subject: subject, threshold: threshold, text: text,
            message: message)
    }

    /// The weakest pair of `foreground` over `backdrop` as a measurement against `threshold`, with
    /// a finding (`message`) where it fails, or a finding that the translucent pairs are too
    /// many to measure; nil when either list is empty. Every contrast of text and glyphs is
    /// measured here.
    static func weakest(
        _ foreground: [TokenColor], over backdrop: [TokenColor], _ ruleId: String, what: String, at location: SourceLocation,
        subject: String, threshold: Double, text: TextMetrics?, message: (_ measurement: RuleMeasurement, _ pair: ContrastPair) -> String
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
        let pair = ContrastPair(
            foreground: weakest.foreground, background: weakest.background,
            apcaLc: APCAContrast.lightnessContrast(text: weakest.foreground, background: weakest.background), text: text)
        let measurement = RuleMeasurement(
            ruleId: ruleId, subject: subject, item: what, location: location, value: weakest.ratio, threshold: threshold, contrast: pair)
        guard !measurement.passes else { return (measurement, nil) }
        return (measurement, Finding(message(measurement, pair), at: location, subject: subject))
    }
}

/// Where a component's text and glyph layers are measured, so that each pair of colours is
/// measured once. Where the component's own fills beneath a layer are opaque, the component
/// decides the layer's contrast alone: the spec is measured, in every variant, state and
/// context, and the finding is about the spec (``RuleInput/ownMarks(_:)``). Where they are not
/// (glass, a translucent fill, nothing), the colour behind the layer depends on the screen: each
/// composition that places the component measures it over what is really there, and the finding
/// is about the placed instance (``RuleInput/placedMarks(_:of:component:over:)``).
extension RuleInput {
    /// The layers of `kind` of every component, in every look, that the component's own opaque
    /// fills stand behind.
    func ownMarks(_ kind: ComponentLook.Mark.Kind) -> [MeasurableMark] {
        catalog.components.flatMap { component in
            zip(looks.all(of: component), ownBackdrops(of: component)).flatMap { look, backdrops in
                backdrops.compactMap { measurable(look, $0.mark, $0.backdrop, kind) }
            }
        }
    }

    /// The layers of `kind` of an instance at rest whose component does not decide alone what
    /// is behind them, over `behind`, the opaque colours behind the instance.
    func placedMarks(_ kind: ComponentLook.Mark.Kind, of instance: Instance, component: Component, over behind: [TokenColor])
        -> [MeasurableMark]
    {
        let look = looks.atRest(component, variant: instance.variant)
        let own =
            looks.atRestPosition(of: component, variant: instance.variant).map { ownBackdrops(of: component)[$0] }
            ?? look.backdrops(over: nil, in: tokens)
        return zip(own, look.backdrops(over: behind, in: tokens)).compactMap { own, placed in
            own.backdrop == .seeThrough ? measurable(look, placed.mark, placed.backdrop, kind) : nil
        }
    }

    /// What is behind each mark of each of `component`'s looks (``ContrastLooks/all(of:)``) in
    /// this context, the component alone.
    private func ownBackdrops(of component: Component) -> [[(mark: ComponentLook.Mark, backdrop: Backdrop)]] {
        backdropsAlone[component.id] ?? looks.all(of: component).map { $0.backdrops(over: nil, in: tokens) }
    }

    /// The mark with its colours, when it is of `kind`, its colours resolve and what is behind it
    /// is known.
    private func measurable(_ look: ComponentLook, _ mark: ComponentLook.Mark, _ backdrop: Backdrop, _ kind: ComponentLook.Mark.Kind)
        -> MeasurableMark?
    {
        guard mark.kind == kind else { return nil }
        switch backdrop {
        case .colors, .tooMany: break
        case .seeThrough, .unresolved, .blended: return nil
        }
        guard let opacity = mark.opacity.measurableOpacity(in: tokens),
            let foreground = mark.paint.measurableColors(in: tokens, opacity: opacity), !foreground.isEmpty
        else { return nil }
        return MeasurableMark(look: look, mark: mark, foreground: foreground, backdrop: backdrop)
    }
}
