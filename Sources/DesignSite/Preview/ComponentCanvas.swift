import DesignCatalog
import DesignRules
import DesignTokens

/// One way to show a component: a variant, a state drawn statically, a build step, a label.
struct ComponentLook {
    /// The variant; nil is the component's base.
    var variant: String?
    /// A state drawn as it looks (pressed, disabled…), or nil for the resting look.
    var state: InteractionState?
    /// A build step index: the layers listed by the steps up to it are drawn.
    var buildStep: Int?
    /// The label text; nil shows the label's first example.
    var labelText: String?
    /// A size for a component whose spec gives none (a container sized by its content).
    var size: (width: Double, height: Double)?
    /// Values of the component's parameters in degrees, by name, as a screen passes them; a
    /// parameter without one takes its default.
    var arguments: [String: Double] = [:]
}

/// Draws a component from its anatomy: as one standalone SVG, or as a canvas of SVG segments
/// with HTML glass layers and CSS 3D tilts between them, ready to press. With a `stage`, a glass
/// look is drawn over a backdrop with content (see ``GlassStage``).
struct ComponentCanvas {
    /// A drawn canvas, whose markup (phrasing content, so it may sit inside a `<button>`) is
    /// written into the caller's buffer.
    struct Drawing {
        /// The component's frame in canvas coordinates (the canvas starts at 0, 0).
        var frame: Rect
        /// The canvas size.
        var width: Double
        var height: Double
        /// What could not be drawn as specified.
        var notes: [String]
    }

    let component: Component
    let tokens: TokenSet
    let ids: IDAllocator
    /// The catalogue's images, which image and symbol layers name.
    var assets = AssetLibrary()
    /// The unit the canvas is sized in.
    var unit = PreviewUnit.px
    /// What a glass look is shown over and with; nil draws the component alone.
    var stage: GlassStage?

    /// The component's drawn size for a look, and a note when the spec does not give it.
    func size(_ look: ComponentLook) -> (width: Double, height: Double, note: String?) {
        size(look, component.resolvedVariant(look.variant))
    }

    /// A variant as drawn (see `Component.resolvedVariant(_:)`): worked out once per drawing
    /// and handed to each step that reads it.
    private typealias Drawn = (anatomy: [AnatomyLayer], metrics: Metrics, label: Label?, prominent: Bool)

    private func size(_ look: ComponentLook, _ drawing: Drawn) -> (width: Double, height: Double, note: String?) {
        let metrics = drawing.metrics
        if let size = metrics.size, let width = size.width.resolved(in: tokens), let height = size.height.resolved(in: tokens) {
            return (width, height, nil)
        }
        if let size = look.size { return (size.width, size.height, nil) }
        let labelLayer = Self.drawnLayers(drawing.anatomy, label: drawing.label, text: labelText(look, label: drawing.label)).walk.first(
            where: \.drawsLabel)
        if labelLayer != nil, let text = labelText(look, label: drawing.label) {
            let box = TextBox(text, style: drawing.label, in: tokens)
            let padding = metrics.padding ?? labelLayer?.padding
            let horizontal = padding?.horizontal?.resolved(in: tokens) ?? 0
            let vertical = padding?.vertical?.resolved(in: tokens) ?? 0
            let height = metrics.height?.resolved(in: tokens) ?? (box.height + 2 * vertical)
            return (max(box.width + 2 * horizontal, height), height, nil)
        }
        if let height = metrics.height?.resolved(in: tokens) {
            return (
                height * 3, height, "The spec gives a height but no width or label; the preview is drawn \(SVGNumber.format(height * 3)) pt wide."
            )
        }
        return (240, 120, "The spec gives no drawn size; the preview assumes 240 × 120 pt.")
    }

    private func labelText(_ look: ComponentLook, label: Label?) -> String? {
        look.labelText ?? label?.examples.first
    }

    /// The renderer of a look (its state, build step, arguments and press changes set) and the
    /// layer stack it draws.
    func renderer(_ look: ComponentLook, pressable: InteractionState?) -> (SVGLayerRenderer, [AnatomyLayer]) {
        renderer(look, component.resolvedVariant(look.variant), pressable: pressable)
    }

    private func renderer(_ look: ComponentLook, _ drawing: Drawn, pressable: InteractionState?) -> (SVGLayerRenderer, [AnatomyLayer]) {
        var renderer = SVGLayerRenderer(tokens: tokens, ids: ids, label: drawing.label, labelText: labelText(look, label: drawing.label))
        renderer.assets = assets
        var changes = look.state?.layers ?? []
        if let step = look.buildStep {
            renderer.visible = Set(component.buildSteps.prefix(step + 1).flatMap(\.shows))
            changes += component.buildSteps[step].layers
        }
        for change in changes { renderer.changes[change.layer] = change }
        for parameter in component.parameters where !parameter.rotates.isEmpty {
            let degrees = look.arguments[parameter.name] ?? parameter.defaultDegrees ?? 0
            for layer in parameter.rotates { renderer.rotations[layer, default: 0] += degrees }
        }
        for change in pressable?.layers ?? [] { renderer.pressChanges[change.layer] = change }
        let layers = Self.drawnLayers(drawing.anatomy, label: drawing.label, text: labelText(look, label: drawing.label))
        // Only press changes look layers up by id: most drawings (every state but the resting
        // one, every build step) have none, and the copies of every layer cost more than the rest.
        if !renderer.pressChanges.isEmpty {
            renderer.layersByID = Dictionary(layers.flattened.map { ($0.id, $0) }) { first, _ in first }
        }
        return (renderer, layers)
    }

    /// The id of the label layer a spec's anatomy leaves out, as the contrast rules name it.
    static let implicitLabelID = "label"

    /// The layers a look draws: the anatomy, with the label on top where the spec has a label
    /// with `text` to show and no layer places it, as SwiftUI draws a button style's
    /// `configuration.label` over its background (and as the contrast rules measure it:
    /// DesignRules' ComponentLook).
    static func drawnLayers(_ anatomy: [AnatomyLayer], label: Label?, text: String?) -> [AnatomyLayer] {
        guard let label, text != nil, !anatomy.walk.contains(where: \.drawsLabel) else { return anatomy }
        return anatomy + [AnatomyLayer(id: implicitLabelID, shape: .label, location: label.location)]
    }

    /// The canvas rectangle around the component frame: everything drawn, in every state, tilted
    /// layers as seen in perspective.
    func canvasBounds(_ renderer: SVGLayerRenderer, _ anatomy: [AnatomyLayer], frame: Rect) -> Rect {
        var bounds = renderer.drawnBounds(of: anatomy, in: frame)
        for layer in anatomy where renderer.tiltedByCSS.contains(layer.id) {
            let rect = renderer.frame(of: layer, in: frame)
            guard let tilt = Perspective(layer, rect: rect, tokens: tokens) else { continue }
            bounds = bounds.union(tilt.bounds(of: renderer.drawnBounds(of: [layer], in: frame), about: (rect.midX, rect.midY)))
        }
        for state in component.states {
            let x = state.offset?.x.resolved(in: tokens) ?? 0
            let y = state.offset?.y.resolved(in: tokens) ?? 0
            bounds = bounds.union(bounds.offsetBy(x, y))
        }
        let left = (bounds.x - 1).rounded(.down)
        let top = (bounds.y - 1).rounded(.down)
        return Rect(x: left, y: top, width: (bounds.maxX + 1).rounded(.up) - left, height: (bounds.maxY + 1).rounded(.up) - top)
    }

    /// The look as one standalone SVG document (glass drawn as a translucent fill), with its
    /// accessible name. Build-step pictures and the golden tests use it.
    func svg(_ look: ComponentLook, title: String) -> (svg: String, notes: [String]) {
        let drawing = component.resolvedVariant(look.variant)
        let (renderer, anatomy) = renderer(look, drawing, pressable: nil)
        let size = size(look, drawing)
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let canvas = canvasBounds(renderer, anatomy, frame: frame)
        var output = SVGLayerRenderer.Output()
        renderer.draw(anatomy, in: frame, into: &output)
        var svg = MarkupBuffer()
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        Self.appendViewBox(canvas, to: &svg)
        svg.append(" role=\"img\" aria-label=\"")
        svg.append(attribute: title)
        svg.append("\">")
        output.appendDrawing(to: &svg)
        svg.append("</svg>")
        return (svg.text, ([size.note].compactMap { $0 } + output.notes).uniqued())
    }

    /// Whether the look draws glass: the system material or a translucent lookalike.
    func isGlass(_ look: ComponentLook) -> Bool {
        component.resolvedVariant(look.variant).anatomy.walk.contains { $0.glass(in: tokens) != nil }
    }

    /// The look as a canvas: SVG segments, an HTML layer with `backdrop-filter` for each
    /// top-level glass layer, and each top-level 3D rotation as a CSS 3D transform. With
    /// `pressable`, layers that state changes get the classes and custom properties the style
    /// sheet plays on press. With a `stage`, a glass look (not sized by a caller) is drawn over
    /// its backdrop with its content. The markup is appended to `html`.
    func canvas(_ look: ComponentLook, title: String?, pressable: InteractionState? = nil, into html: inout MarkupBuffer) -> Drawing {
        if let stage, look.size == nil, isGlass(look) { return stage.drawing(self, look, title: title, pressable: pressable, into: &html) }
        return face(look, title: title, pressable: pressable, into: &html)
    }

    /// The component alone as a canvas (see ``canvas(_:title:pressable:into:)``).
    func face(_ look: ComponentLook, title: String?, pressable: InteractionState?, into html: inout MarkupBuffer) -> Drawing {
        let drawing = component.resolvedVariant(look.variant)
        var (renderer, anatomy) = renderer(look, drawing, pressable: pressable)
        let size = size(look, drawing)
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        renderer.tiltedByCSS = Set(anatomy.filter { Perspective($0, rect: renderer.frame(of: $0, in: frame), tokens: tokens) != nil }.map(\.id))
        let canvas = canvasBounds(renderer, anatomy, frame: frame)
        var notes = [size.note].compactMap { $0 }
        html.append("<span class=\"canvas\" style=\"")
        appendSize(canvas.width, canvas.height, to: &html)
        html.append("\"")
        if let title {
            html.append(" role=\"img\" aria-label=\"")
            html.append(attribute: title)
            html.append("\">")
        } else {
            html.append(" aria-hidden=\"true\">")
        }
        html.append("<span class=\"face\" style=\"transform-origin:")
        unit.append(frame.midX - canvas.x, to: &html)
        html.append(" ")
        unit.append(frame.midY - canvas.y, to: &html)
        if let state = look.state {
            html.append(";")
            html.append(staticTransform(state))
        }
        html.append("\">")
        var pending: [AnatomyLayer] = []
        // What `layers` draw, with their notes taken; nil when they draw nothing.
        func drawn(_ layers: [AnatomyLayer]) -> SVGLayerRenderer.Output? {
            var output = SVGLayerRenderer.Output()
            renderer.draw(layers, in: frame, into: &output)
            guard !output.body.isEmpty else { return nil }
            notes += output.notes
            return output
        }
        func appendSegment(_ output: borrowing SVGLayerRenderer.Output) {
            html.append("<svg class=\"layers\" viewBox=\"")
            Self.appendViewBox(canvas, to: &html)
            if unit != .px {
                html.append(" style=\"")
                appendSize(canvas.width, canvas.height, to: &html)
                html.append("\"")
            }
            html.append(" aria-hidden=\"true\" focusable=\"false\">")
            output.appendDrawing(to: &html)
            html.append("</svg>")
        }
        func flush() {
            if let output = drawn(pending) { appendSegment(output) }
            pending = []
        }
        let visible = renderer.visible
        for layer in anatomy {
            let shown = visible.map { $0.contains(layer.id) } ?? true
            if case .material(let material)? = layer.fill, shown {
                flush()
                let rect = renderer.frame(of: layer, in: frame)
                html.append(GlassLayer.html(material, shape: layer.shape, rect: rect.offsetBy(-canvas.x, -canvas.y), tokens: tokens, unit: unit))
                if !layer.layers.isEmpty { pending += layer.layers }
            } else if renderer.tiltedByCSS.contains(layer.id),
                let tilt = Perspective(layer, rect: renderer.frame(of: layer, in: frame), tokens: tokens)
            {
                flush()
                let rect = renderer.frame(of: layer, in: frame)
                guard let output = drawn([layer]) else { continue }
                html.append("<span class=\"tilt\" style=\"transform-origin:")
                unit.append(rect.midX - canvas.x, to: &html)
                html.append(" ")
                unit.append(rect.midY - canvas.y, to: &html)
                html.append(";transform:")
                html.append(tilt.css(unit))
                html.append("\">")
                appendSegment(output)
                html.append("</span>")
            } else {
                pending.append(layer)
            }
        }
        flush()
        html.append("</span>")
        if let target = hitTarget(drawing.metrics, frame: frame) {
            let box = target.offsetBy(-canvas.x, -canvas.y)
            html.append("<span class=\"hit-target\" style=\"left:")
            unit.append(box.x, to: &html)
            html.append(";top:")
            unit.append(box.y, to: &html)
            html.append(";")
            appendSize(box.width, box.height, to: &html)
            html.append("\" aria-hidden=\"true\"></span>")
        }
        html.append("</span>")
        return Drawing(frame: frame.offsetBy(-canvas.x, -canvas.y), width: canvas.width, height: canvas.height, notes: notes.uniqued())
    }

    /// Appends `width:…;height:…` in the canvas's unit.
    private func appendSize(_ width: Double, _ height: Double, to markup: inout MarkupBuffer) {
        markup.append("width:")
        unit.append(width, to: &markup)
        markup.append(";height:")
        unit.append(height, to: &markup)
    }

    /// Appends the `viewBox` value of a canvas with its closing quote, then its `width` and
    /// `height` attributes.
    static func appendViewBox(_ canvas: Rect, to markup: inout MarkupBuffer) {
        markup.append(number: canvas.x)
        markup.append(" ")
        markup.append(number: canvas.y)
        markup.append(" ")
        markup.append(number: canvas.width)
        markup.append(" ")
        markup.append(number: canvas.height)
        markup.append("\" width=\"")
        markup.append(number: canvas.width)
        markup.append("\" height=\"")
        markup.append(number: canvas.height)
        markup.append("\"")
    }

    /// The touch target around `frame` when the spec declares one larger than the drawing in
    /// either direction (a 38 pt button with a 44 pt target), centred on it as SwiftUI's
    /// `contentShape` and `frame` make it; nil otherwise.
    func hitTarget(_ look: ComponentLook, frame: Rect) -> Rect? {
        hitTarget(component.resolvedVariant(look.variant).metrics, frame: frame)
    }

    private func hitTarget(_ metrics: Metrics, frame: Rect) -> Rect? {
        guard let target = metrics.hitTarget,
            let width = target.width.resolved(in: tokens), let height = target.height.resolved(in: tokens),
            width > frame.width || height > frame.height
        else { return nil }
        return frame.centered(width: max(width, frame.width), height: max(height, frame.height))
    }

    /// The CSS of a state's whole-component change: offset, scale and opacity.
    private func staticTransform(_ state: InteractionState) -> String {
        let x = state.offset?.x.resolved(in: tokens) ?? 0
        let y = state.offset?.y.resolved(in: tokens) ?? 0
        let scale = state.scale?.resolved(in: tokens) ?? 1
        var style = "transform:translate(\(unit.css(x)), \(unit.css(y))) scale(\(SVGNumber.format(scale)))"
        if let opacity = state.opacity?.resolved(in: tokens) { style += ";opacity:\(SVGNumber.format(opacity))" }
        return style
    }

    /// The custom properties that play `state` on press, and its animation.
    func pressProperties(_ state: InteractionState) -> (style: String, animation: PressAnimation) {
        let animation = PressAnimation(state.animation, in: tokens)
        let x = state.offset?.x.resolved(in: tokens) ?? 0
        let y = state.offset?.y.resolved(in: tokens) ?? 0
        var style =
            "--press-x:\(SVGNumber.format(x))px;--press-y:\(SVGNumber.format(y))px;--press-scale:\(SVGNumber.format(state.scale?.resolved(in: tokens) ?? 1))"
        style += ";--press-face-opacity:\(SVGNumber.format(state.opacity?.resolved(in: tokens) ?? 1))"
        style += ";--press-duration:\(SVGNumber.format(animation.duration))s;--press-curve:\(animation.timingFunction)"
        return (style, animation)
    }

}

extension Rect {
    /// This rectangle moved by `dx`, `dy`.
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

extension Array where Element == String {
    /// The strings without repeats, first occurrences kept in order.
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
