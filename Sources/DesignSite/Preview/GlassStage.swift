import DesignCatalog
import DesignTokens

/// What a glass component is previewed over and with on its page, so its translucency and blur
/// show: the first composition placing it gives its background and the text it shows around
/// the component, drawn as rows beneath the glass (a screen with none, such as a plain purple
/// welcome, gives just its background); a component no screen places is shown over a colourful
/// default with rows of a feed. The content that composition puts in it (rows of a list, cells
/// of a grid, the text of a pane) is laid out as on the screen.
struct GlassStage {
    private let context: SiteContext
    private let componentID: String

    /// The space around the component, and the size offered to one that fills what it is given.
    static let margin = 20.0
    static let offered = (width: 240.0, height: 140.0)

    /// The stage of `component` in the catalogue the context holds. What the placing screens
    /// give it is worked out when a glass look is drawn, not here: every component page makes
    /// a stage, and few components draw glass (walking every placing screen's instances for
    /// each was 1.5 % of the page jobs at 1,000 components).
    init(_ component: Component, context: SiteContext) {
        self.context = context
        componentID = component.id
    }

    /// What the first composition placing the component gives its stage: the background
    /// behind it (nil for the default), the content placed inside it, and the text the screen
    /// shows outside it, drawn beneath the glass (nil when no screen places it).
    private var placed: (background: Paint?, content: [Element], screenText: [TextRun]?) {
        let placing = (context.placements[componentID] ?? []).compactMap { context.compositions[$0] }
        let instances = placing.flatMap(\.root.instances).filter { $0.component == componentID }
        return (placing.first?.background, instances.first { !$0.children.isEmpty }?.children ?? [], placing.first?.root.children.textRuns)
    }

    /// `look` drawn over the backdrop: as it is (pressable) when it has no content, else laid out
    /// with its content. The markup is appended to `markup`.
    func drawing(_ canvas: ComponentCanvas, _ look: ComponentLook, title: String?, pressable: InteractionState?, into markup: inout MarkupBuffer)
        -> ComponentCanvas.Drawing
    {
        let notes = NoteList()
        let placed = placed
        let content = placed.content
        // Drawn first (the ids it takes come before the backdrop's), written after the stage's
        // start, which needs its size.
        var innerHTML = MarkupBuffer()
        let inner: (width: Double, height: Double, frame: Rect)
        if content.isEmpty {
            var look = look
            if canvas.size(look).note != nil { look.size = Self.offered }
            let face = canvas.face(look, title: nil, pressable: pressable, into: &innerHTML)
            notes.add(face.notes)
            inner = (face.width, face.height, face.frame)
        } else {
            let layout = ScreenLayout(catalog: context.catalog, tokens: canvas.tokens, ids: canvas.ids, unit: .px, notes: notes)
            let instance = Instance(
                component: canvas.component.id, variant: look.variant, label: look.labelText, children: content,
                location: canvas.component.location(of: "anatomy"))
            let node = layout.node(.component(instance))
            let size = node.measure(Self.offered.width, Self.offered.height)
            let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            innerHTML.append(
                "<span class=\"canvas\" style=\"width:\(SVGNumber.format(size.width))px;height:\(SVGNumber.format(size.height))px\">"
                    + node.place(frame) + "</span>")
            inner = (size.width, size.height, frame)
        }
        let width = inner.width + 2 * Self.margin
        let height = inner.height + 2 * Self.margin
        let box = Rect(x: 0, y: 0, width: width, height: height)
        let name = title.map { " role=\"img\" aria-label=\"\(HTMLEscaping.attribute($0))\"" } ?? " aria-hidden=\"true\""
        markup.append("<span class=\"canvas glass-stage\" style=\"width:\(SVGNumber.format(width))px;height:\(SVGNumber.format(height))px\"\(name)>")
        markup.append(
            backdrop(box, background: placed.background, screenText: placed.screenText, tokens: canvas.tokens, ids: canvas.ids, notes: notes))
        markup.append("<span class=\"node\" style=\"left:\(SVGNumber.format(Self.margin))px;top:\(SVGNumber.format(Self.margin))px\">")
        markup.append(innerHTML)
        markup.append("</span></span>")
        return ComponentCanvas.Drawing(
            frame: inner.frame.offsetBy(Self.margin, Self.margin), width: width, height: height, notes: notes.items.uniqued())
    }

    /// The backdrop as SVG: the background paint, then rows of content (a picture and two lines
    /// of text each, as a feed scrolls beneath glass) that blur and translucency visibly change.
    private func backdrop(_ box: Rect, background: Paint?, screenText: [TextRun]?, tokens: TokenSet, ids: IDAllocator, notes: NoteList) -> String {
        var defs = ""
        var fill: String
        if let background, let attributes = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", background, over: box, defs: &defs) {
            fill = attributes
        } else {
            if background != nil { notes.add("The composition's background does not resolve here; the preview uses a default backdrop.") }
            let id = ids.make("backdrop")
            var gradient = MarkupBuffer()
            PaintAttributes.appendGradient(
                id: id, stops: [(.srgb(0.37, 0.36, 0.9), 0), (.srgb(0.75, 0.35, 0.85), 0.55), (.srgb(1, 0.62, 0.04), 1)],
                start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1), over: box, to: &gradient)
            defs += gradient.text
            fill = " fill=\"url(#\(id))\""
        }
        let (w, h) = (box.width, box.height)
        let detail = screenText.map { rows(of: $0, width: w, height: h, tokens: tokens, ids: ids, defs: &defs) } ?? Self.feed(width: w, height: h)
        func number(_ value: Double) -> String { SVGNumber.format(value) }
        return
            "<svg class=\"layers\" viewBox=\"0 0 \(number(w)) \(number(h))\" width=\"\(number(w))\" height=\"\(number(h))\" aria-hidden=\"true\" focusable=\"false\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + "<rect width=\"\(number(w))\" height=\"\(number(h))\" rx=\"12\"\(fill)/>" + detail
            + "</svg>"
    }

    /// The screen's own text as rows from the top, at its size (at most 22 pt) and colour,
    /// repeated until the stage is full, as the screen would scroll beneath the glass.
    private func rows(of runs: [TextRun], width: Double, height: Double, tokens: TokenSet, ids: IDAllocator, defs: inout String) -> String {
        guard !runs.isEmpty else { return "" }
        var rows = ""
        var y = 10.0
        var index = 0
        while index < 64 {
            let run = runs[index % runs.count]
            var box = TextBox(run, in: tokens)
            box.fontSize = min(box.fontSize, 22)
            guard y + box.height <= height else { break }
            let rect = Rect(x: 12, y: y, width: box.width, height: box.height)
            let paint = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", run.fill, over: rect, defs: &defs) ?? " fill=\"#000000\""
            rows +=
                "<text x=\"12\" y=\"\(SVGNumber.format(y + box.height / 2))\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(box.fontSize))\" font-weight=\"\(SVGNumber.format(box.fontWeight))\"\(paint)>\(HTMLEscaping.text(box.text))</text>"
            y += box.height + 8
            index += 1
        }
        return rows
    }

    /// Rows of a feed (a picture and two lines of text each), for a component no screen places,
    /// so blur and translucency show on content rather than on invented shapes.
    private static func feed(width w: Double, height h: Double) -> String {
        func number(_ value: Double) -> String { SVGNumber.format(value) }
        let pictures = ["#ffffff", "#ffd60a", "#000000"]
        let opacities = ["0.55", "0.85", "0.3"]
        var detail = ""
        var row = 0
        var y = 10.0
        while y + 32 <= h {
            let picture =
                "<rect x=\"12\" y=\"\(number(y))\" width=\"32\" height=\"32\" rx=\"7\" fill=\"\(pictures[row % 3])\" fill-opacity=\"\(opacities[row % 3])\"/>"
            let line = max(0, w - 68)
            let text =
                "<rect x=\"54\" y=\"\(number(y + 5))\" width=\"\(number(line * (row % 2 == 0 ? 0.7 : 0.55)))\" height=\"8\" rx=\"4\" fill=\"#ffffff\" fill-opacity=\"0.8\"/>"
                + "<rect x=\"54\" y=\"\(number(y + 19))\" width=\"\(number(line * (row % 2 == 0 ? 0.45 : 0.6)))\" height=\"6\" rx=\"3\" fill=\"#000000\" fill-opacity=\"0.25\"/>"
            detail += picture + text
            y += 44
            row += 1
        }
        return detail
    }
}
