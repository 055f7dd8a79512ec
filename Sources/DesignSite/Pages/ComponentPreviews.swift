import DesignCatalog
import DesignTokens

/// The drawn parts of a component page: every variant in every state, and the build steps.
struct ComponentPreviews {
    let component: Component
    let context: SiteContext
    /// What its glass looks are drawn over, worked out once for every canvas.
    private let stage: GlassStage
    /// The stage style of each of the context's colour schemes (see ``stageStyle(_:)``).
    private let schemeStyles: [String]
    /// ` stage-checker` when the previews sit on the neutral stage and the component's bottom
    /// layer is painted see-through, so a checkerboard shows what shows through; else empty.
    let checkerClass: String

    init(component: Component, context: SiteContext) {
        self.component = component
        self.context = context
        stage = GlassStage(component, context: context)
        let background = Self.stageBackground(component, context: context)
        schemeStyles = context.schemes.map { Self.stageStyle(background, tokens: $0.tokens) }
        checkerClass = background == nil && Self.hasSeeThroughBase(component, tokens: context.defaultTokens) ? " stage-checker" : ""
    }

    /// Whether the bottom layer of any look's stack is see-through: its opacity, or the alpha
    /// of its colour or of an inline gradient stop, below 1 (the tutorial chevron's white at
    /// 20 %). A group at the bottom is the component's own drawing (the 3D press style's slab,
    /// whose depth layer is translucent over the front one), not a window onto the stage.
    private static func hasSeeThroughBase(_ component: Component, tokens: TokenSet) -> Bool {
        let looks: [String?] = [nil] + component.variants.map(\.id)
        return looks.contains { look in
            guard let layer = component.resolvedVariant(look).anatomy.first, layer.layers.isEmpty else { return false }
            if let opacity = layer.opacity?.resolved(in: tokens), opacity < 1 { return true }
            switch layer.fill {
            case .color(let spec)?: return (spec.resolved(in: tokens)?.alpha ?? 1) < 1
            case .linearGradient(let gradient)?: return gradient.stops.contains { ($0.color.resolved(in: tokens)?.alpha ?? 1) < 1 }
            default: return false
            }
        }
    }

    /// A canvas of the component drawn with `tokens`, for the site's pages: with the
    /// catalogue's assets, and glass looks drawn over their stage.
    func canvas(_ tokens: TokenSet, ids: IDAllocator) -> ComponentCanvas {
        ComponentCanvas(component: component, tokens: tokens, ids: ids, assets: context.catalog.assets, stage: stage)
    }

    /// A look the page shows: a variant, or the base.
    struct Look {
        /// The variant's id; nil is the base.
        let id: String?
        let name: String
        let summary: String?
    }

    /// The looks shown: each variant, or the base when there are none.
    var looks: [Look] {
        component.variants.isEmpty
            ? [Look(id: nil, name: "Default", summary: nil)]
            : component.variants.map { Look(id: $0.id, name: $0.name, summary: $0.summary) }
    }

    /// The stage behind previews in `tokens`: the background of the first composition placing
    /// the component (glass blurs it), or the style sheet's neutral stage.
    func stageStyle(_ tokens: TokenSet) -> String {
        Self.stageStyle(Self.stageBackground(component, context: context), tokens: tokens)
    }

    /// The background of the first composition placing `component`, if any.
    private static func stageBackground(_ component: Component, context: SiteContext) -> Paint? {
        context.placements[component.id]?.first.flatMap { context.compositions[$0] }?.background
    }

    private static func stageStyle(_ paint: Paint?, tokens: TokenSet) -> String {
        guard let paint, let background = CSSPaint.background(paint, width: 320, height: 200, tokens: tokens) else { return "" }
        return " style=\"background:\(background)\""
    }

    /// One stage per colour scheme (see `SiteContext.schemes`), each holding what `draw` writes
    /// with that scheme's tokens into `html`; `draw` returns its drawing notes.
    private func stages(
        _ ids: IDAllocator, notes: inout [String], into html: inout MarkupBuffer, _ draw: (ComponentCanvas, inout MarkupBuffer) -> [String]
    ) {
        for (scheme, style) in zip(context.schemes, schemeStyles) {
            html.append("<div class=\"stage")
            html.append(checkerClass)
            if let name = scheme.className {
                html.append(" ")
                html.append(name)
            }
            html.append("\"")
            html.append(style)
            html.append(">")
            notes += draw(canvas(scheme.tokens, ids: ids), &html)
            html.append("</div>")
        }
    }

    /// One look drawn large and resting, for the top of the page.
    func hero(_ look: Look, ids: IDAllocator) -> (html: [UInt8], notes: [String]) {
        var notes: [String] = []
        var html = MarkupBuffer()
        html.append("<figure class=\"hero-preview\">")
        stages(ids, notes: &notes, into: &html) { canvas, html in
            canvas.canvas(ComponentLook(variant: look.id), title: "\(component.name), \(look.name)", into: &html).notes
        }
        html.append("</figure>")
        return (html.bytes, notes)
    }

    /// The anatomy figure of `look` in each colour scheme, with the legend naming its layers in
    /// callout order; nil when the look has fewer than two layers to tell apart.
    func anatomy(_ look: Look, ids: IDAllocator) -> (html: [UInt8], layers: [AnatomyLayer], notes: [String])? {
        let title = "\(component.name) anatomy: its layers numbered as in the list below"
        var layers: [AnatomyLayer] = []
        var notes: [String] = []
        var html = MarkupBuffer()
        html.append("<figure class=\"anatomy\">")
        stages(ids, notes: &notes, into: &html) { canvas, html in
            let figure = AnatomyFigure(canvas, ComponentLook(variant: look.id), title: title)
            layers = figure.layers
            html.append(figure.svg)
            return figure.notes
        }
        guard layers.count >= 2 else { return nil }
        // Names only: a layer's summary (how it is built) is in the source notes.
        html.append("</figure><ol class=\"anatomy-legend\">")
        for layer in layers {
            html.append("<li><strong>")
            html.append(escaping: layer.plainName)
            html.append("</strong></li>")
        }
        html.append("</ol>")
        return (html.bytes, layers, notes)
    }

    /// One look in every state, side by side, appended to `html`: resting first (pressable when
    /// the spec has a pressed state), then each state drawn as it looks. Returns the states drawn
    /// in words for the Markdown twin, and the drawing notes.
    func states(_ look: Look, ids: IDAllocator, into html: inout MarkupBuffer) -> (drawn: [String], notes: [String]) {
        let pressed = component.states.first { $0.kind == .pressed }
        html.append("<div class=\"preview-row\"><figure class=\"preview\">")
        var drawn = ["resting"]
        var notes: [String] = []
        if let pressed {
            let label = HTMLEscaping.attribute("\(component.name), \(look.name): press to play the pressed state")
            stages(ids, notes: &notes, into: &html) { canvas, html in
                html.append("<button type=\"button\" class=\"pressable\" style=\"")
                html.append(canvas.pressProperties(pressed).style)
                html.append("\" aria-label=\"")
                html.append(label)
                html.append("\">")
                let resting = canvas.canvas(ComponentLook(variant: look.id), title: nil, pressable: pressed, into: &html)
                html.append("</button>")
                return resting.notes
            }
            let animation = PressAnimation(pressed.animation, in: context.defaultTokens)
            notes.append("Pressing a preview plays the pressed state: \(animation.summary).")
            html.append("<figcaption>Resting; press it to play the pressed state</figcaption></figure>")
            drawn[0] = "resting (press it to play the pressed state)"
        } else {
            stages(ids, notes: &notes, into: &html) { canvas, html in
                canvas.canvas(ComponentLook(variant: look.id), title: "\(component.name), \(look.name)", into: &html).notes
            }
            html.append("<figcaption>Resting</figcaption></figure>")
        }
        for state in component.states {
            html.append("<figure class=\"preview\">")
            stages(ids, notes: &notes, into: &html) { canvas, html in
                canvas.canvas(
                    ComponentLook(variant: look.id, state: state), title: "\(component.name), \(look.name), \(state.kind.rawValue)", into: &html
                ).notes
            }
            html.append("<figcaption>")
            html.append(state.kind.rawValue.capitalized)
            html.append("</figcaption></figure>")
            drawn.append(state.kind.rawValue)
        }
        html.append("</div>")
        return (drawn, notes)
    }

    /// The build steps as a list of pictures, each the standalone SVG of that step.
    func buildSteps() -> (html: String, markdown: String) {
        var html = "<ol class=\"build-steps\">"
        var markdown = ""
        for (index, step) in component.buildSteps.enumerated() {
            let canvas = ComponentCanvas(
                component: component, tokens: context.defaultTokens, ids: IDAllocator(prefix: "\(component.id)-step-\(index + 1)"),
                assets: context.catalog.assets)
            let svg = canvas.svg(ComponentLook(buildStep: index), title: "\(component.name), step \(index + 1): \(step.title)").svg
            html +=
                "<li><figure class=\"build-step\"><div class=\"stage\(checkerClass)\">\(svg)</div><figcaption><strong>\(HTMLEscaping.text(step.title))</strong>"
            markdown += "\(index + 1). **\(MarkdownText.inline(step.title))**"
            if let summary = step.summary {
                html += " \(HTMLEscaping.text(summary))"
                markdown += ": \(MarkdownText.inline(summary))"
            }
            html += "</figcaption></figure></li>"
            markdown += "\n"
        }
        return (html + "</ol>", markdown.trimmingTrailingNewlines)
    }
}
