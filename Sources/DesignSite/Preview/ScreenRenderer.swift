import DesignCatalog
import DesignTokens

/// Draws a composition as a whole screen: the background in SVG (its gradient in user space
/// over the screen), and the stacks laid out as SwiftUI would (centred, with their spacing),
/// each component drawn from its anatomy and each text run as SVG text.
struct ScreenRenderer {
    let context: SiteContext
    let tokens: TokenSet
    let ids: IDAllocator

    /// A laid-out element: its size and its markup at the origin.
    private struct Node {
        var width: Double
        var height: Double
        /// Markup placed with its top left at (x, y).
        var place: (Double, Double) -> String
    }

    /// The smallest screen drawn (an iPhone's width in points).
    static let minimumWidth = 393.0
    static let padding = 24.0

    /// The screen's markup, its size in CSS pixels and what could not be drawn as specified.
    func render(_ composition: Composition) -> (html: String, width: Double, height: Double, notes: [String]) {
        var notes: [String] = []
        let root = layout(.stack(composition.root), notes: &notes)
        let width = max(Self.minimumWidth, root.width + 2 * Self.padding)
        let height = max(root.height + 2 * Self.padding, 160)
        var background = ""
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        switch composition.background {
        case .material:
            notes.append("The background is a material; the screen is drawn on white.")
        case let paint:
            var defs = ""
            if let fill = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", paint, over: screen, defs: &defs) {
                background =
                    "<svg class=\"layers\" viewBox=\"0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" aria-hidden=\"true\" focusable=\"false\">"
                    + (defs.isEmpty ? "" : "<defs>\(defs)</defs>")
                    + "<rect width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\"\(fill)/></svg>"
            } else {
                notes.append("The background does not resolve in this context; the screen is drawn on white.")
            }
        }
        let content = root.place((width - root.width) / 2, (height - root.height) / 2)
        let html =
            "<div class=\"screen\" role=\"img\" aria-label=\"\(HTMLEscaping.attribute("\(composition.name), drawn from its spec"))\" style=\"width:\(SVGNumber.format(width))px;height:\(SVGNumber.format(height))px\">\(background)\(content)</div>"
        return (html, width, height, notes.uniqued())
    }

    private func layout(_ element: Element, notes: inout [String]) -> Node {
        switch element {
        case .text(let run): text(run, notes: &notes)
        case .stack(let stack): self.stack(stack.axis, spacing: stack.spacing?.resolved(in: tokens) ?? 8, stack.children, notes: &notes)
        case .component(let instance): component(instance, notes: &notes)
        }
    }

    private func stack(_ axis: Stack.Axis, spacing: Double, _ children: [Element], notes: inout [String]) -> Node {
        let nodes = children.map { layout($0, notes: &notes) }
        let gaps = spacing * Double(max(nodes.count - 1, 0))
        let width: Double
        let height: Double
        switch axis {
        case .vertical: (width, height) = (nodes.map(\.width).max() ?? 0, nodes.map(\.height).reduce(0, +) + gaps)
        case .horizontal: (width, height) = (nodes.map(\.width).reduce(0, +) + gaps, nodes.map(\.height).max() ?? 0)
        case .depth: (width, height) = (nodes.map(\.width).max() ?? 0, nodes.map(\.height).max() ?? 0)
        }
        return Node(width: max(width, 0), height: max(height, 0)) { x, y in
            var markup = ""
            var cursor = 0.0
            for node in nodes {
                switch axis {
                case .vertical:
                    markup += node.place(x + (width - node.width) / 2, y + cursor)
                    cursor += node.height + spacing
                case .horizontal:
                    markup += node.place(x + cursor, y + (height - node.height) / 2)
                    cursor += node.width + spacing
                case .depth:
                    markup += node.place(x + (width - node.width) / 2, y + (height - node.height) / 2)
                }
            }
            return markup
        }
    }

    private func text(_ run: TextRun, notes: inout [String]) -> Node {
        let box = TextBox(run, in: tokens)
        let rect = Rect(x: 0, y: 0, width: box.width, height: box.height)
        var defs = ""
        var paint = " fill=\"#000000\""
        if let attributes = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", run.fill, over: rect, defs: &defs) {
            paint = attributes
        } else {
            notes.append("The colour of “\(run.text)” does not resolve in this context; it is drawn black.")
        }
        let opacity = run.opacity?.resolved(in: tokens).map { " opacity=\"\(SVGNumber.format($0))\"" } ?? ""
        let svg =
            "<svg class=\"layers\" viewBox=\"0 0 \(SVGNumber.format(box.width)) \(SVGNumber.format(box.height))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(box.height))\" aria-hidden=\"true\" focusable=\"false\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>")
            + "<text x=\"\(SVGNumber.format(box.width / 2))\" y=\"\(SVGNumber.format(box.height / 2))\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(box.fontSize))\" font-weight=\"\(SVGNumber.format(box.fontWeight))\"\(paint)\(opacity)>\(HTMLEscaping.text(box.text))</text></svg>"
        return Node(width: box.width, height: box.height) { x, y in
            "<span class=\"node\" style=\"left:\(SVGNumber.format(x))px;top:\(SVGNumber.format(y))px\">\(svg)</span>"
        }
    }

    /// Content inside a container is inset by this much.
    static let contentInset = 16.0

    private func component(_ instance: Instance, notes: inout [String]) -> Node {
        guard let component = context.catalog.component(instance.component) else {
            notes.append("The component “\(instance.component)” is not in the catalogue; it is left out.")
            return Node(width: 0, height: 0) { _, _ in "" }
        }
        let content = instance.children.isEmpty ? nil : stack(.vertical, spacing: 8, instance.children, notes: &notes)
        var look = ComponentLook(variant: instance.variant, labelText: instance.label)
        let canvas = ComponentCanvas(component: component, tokens: tokens, ids: ids)
        if let content, component.resolvedVariant(instance.variant).metrics.size == nil {
            look.size = (content.width + 2 * Self.contentInset, content.height + 2 * Self.contentInset)
        }
        let drawing = canvas.canvas(look, title: nil)
        notes += drawing.notes.map { "\(component.name): \($0)" }
        // scaleEffect and rotationEffect draw the component scaled and turned about its centre
        // without changing the space it takes in the stack, as in SwiftUI.
        let scale = instance.scale?.resolved(in: tokens) ?? 1
        let rotation = instance.rotation?.resolved(in: tokens) ?? 0
        let frame = drawing.frame
        return Node(width: frame.width, height: frame.height) { x, y in
            var transform = "translate(\(SVGNumber.format(x - frame.x))px, \(SVGNumber.format(y - frame.y))px)"
            let origin = "\(SVGNumber.format(frame.midX))px \(SVGNumber.format(frame.midY))px"
            if scale != 1 { transform += " scale(\(SVGNumber.format(scale)))" }
            if rotation != 0 { transform += " rotate(\(SVGNumber.format(rotation))deg)" }
            var markup = "<span class=\"node\" style=\"transform-origin:\(origin);transform:\(transform)\">\(drawing.html)</span>"
            if let content {
                markup += content.place(x + (frame.width - content.width) / 2, y + (frame.height - content.height) / 2)
            }
            return markup
        }
    }
}
