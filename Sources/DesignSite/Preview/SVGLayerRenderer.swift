import DesignCatalog
import DesignTokens
import Foundation

/// Draws an anatomy layer stack as SVG, mirroring the SwiftUI modifiers: each layer is framed
/// and centred in its parent (a `ZStack`), inset by its padding, then offset, rotated, scaled and
/// tilted about its centre; opacity, blend mode, compositing group, blur and shadow apply to the
/// layer as drawn.
///
/// Conventions, where SwiftUI and SVG differ:
/// - Gradients are in user space over the shape's frame, so `UnitPoint`s map exactly.
/// - Blur and shadow radii are Gaussian standard deviations, and each filter region is the
///   layer's drawn bounds grown by three deviations plus the shadow offset, so nothing clips.
/// - `clip` clips the layer and the plain filled shapes stacked right above it (the SwiftUI
///   `ZStack { … }.clipShape(…)` the layer starts); strokes, groups, labels and images end it.
/// - A 3D rotation is drawn as its orthographic projection, except on the layers in
///   `tiltedByCSS`, which the caller draws in perspective with a CSS 3D transform.
/// - Images and symbols are drawn from the catalogue's assets (template ones in the layer's
///   paint); one without an asset is a neutral glyph box with its name underneath.
/// - Glass (`material`) is not drawn here: the caller puts an HTML layer with `backdrop-filter`
///   in its place. Blend modes CSS has no equivalent for are drawn as normal, with a note.
struct SVGLayerRenderer {
    /// What one drawing produced.
    struct Output {
        var defs = ""
        var body = ""
        /// What the drawing could not show as specified, in sentences.
        var notes: [String] = []
    }

    let tokens: TokenSet
    let ids: IDAllocator
    /// The component's label style and the text to show on `label` layers.
    var label: Label?
    var labelText: String?
    /// Layer ids to draw (a build step); nil draws every layer.
    var visible: Set<String>?
    /// Layer changes of a state or a build step, drawn statically.
    var changes: [String: LayerChange] = [:]
    /// Layer changes to play on press in CSS (custom properties on a wrapping group).
    var pressChanges: [String: LayerChange] = [:]
    /// Degrees by layer id that a parameter adds to the layer's own rotation (the arrow of
    /// `ArrowButton(rotation: .degrees(180))`), turning that layer alone.
    var rotations: [String: Double] = [:]
    /// Every layer by id, to play press changes relative to the layer's own values.
    var layersByID: [String: AnatomyLayer] = [:]
    /// The catalogue's images, which image and symbol layers name.
    var assets = AssetLibrary()
    /// Layers whose 3D rotation the caller draws with CSS (so it is not projected here).
    var tiltedByCSS: Set<String> = []

    private var paints: PaintAttributes { PaintAttributes(tokens: tokens, ids: ids) }

    /// Draws `layers` (bottom first) in `rect`.
    func draw(_ layers: [AnatomyLayer], in rect: Rect, into output: inout Output) {
        draw(layers, in: rect, showAll: visible == nil, into: &output)
    }

    private func draw(_ layers: [AnatomyLayer], in rect: Rect, showAll: Bool, into output: inout Output) {
        var index = 0
        while index < layers.count {
            let layer = layers[index]
            index += 1
            guard isShown(layer, showAll: showAll) else { continue }
            var clipped: [AnatomyLayer] = []
            if layer.clip {
                while index < layers.count, Self.isPlainFill(layers[index]) {
                    if isShown(layers[index], showAll: showAll) { clipped.append(layers[index]) }
                    index += 1
                }
            }
            guard !clipped.isEmpty, let clip = clipPath(for: layer, in: rect, into: &output) else {
                drawLayer(layer, in: rect, showAll: showAll, into: &output)
                continue
            }
            output.body += "<g clip-path=\"url(#\(clip))\">"
            for member in [layer] + clipped { drawLayer(member, in: rect, showAll: showAll, into: &output) }
            output.body += "</g>"
        }
    }

    /// Whether a layer is drawn: every layer when `showAll`, else those listed and groups with a
    /// listed descendant.
    private func isShown(_ layer: AnatomyLayer, showAll: Bool) -> Bool {
        guard !showAll, let visible else { return true }
        return [layer].walk.contains { visible.contains($0.id) }
    }

    /// A filled circle, rectangle or capsule with nothing else: what a clip above it takes in.
    private static func isPlainFill(_ layer: AnatomyLayer) -> Bool {
        guard !layer.clip, layer.layers.isEmpty, layer.stroke == nil, let fill = layer.fill else { return false }
        if case .material = fill { return false }
        switch layer.shape {
        case .circle?, .rectangle?, .roundedRectangle?, .capsule?: return true
        default: return false
        }
    }

    // MARK: One layer

    /// The layer's own rectangle in its parent's space: framed, centred, inset by padding.
    func frame(of layer: AnatomyLayer, in rect: Rect) -> Rect {
        var framed = rect
        if let size = layer.frame {
            framed = rect.centered(width: size.width.resolved(in: tokens) ?? rect.width, height: size.height.resolved(in: tokens) ?? rect.height)
        }
        if let padding = layer.padding {
            framed = framed.insetBy(dx: padding.horizontal?.resolved(in: tokens) ?? 0, dy: padding.vertical?.resolved(in: tokens) ?? 0)
        }
        return framed
    }

    /// The layer's offset, rotation, scale and 3D tilt about the centre of `rect`, with the SVG
    /// transform list that draws it.
    private func geometry(of layer: AnatomyLayer, in rect: Rect) -> (matrix: Affine, svg: String) {
        let change = changes[layer.id]
        let center = (rect.midX, rect.midY)
        var matrix = Affine.identity
        var parts: [String] = []
        if let offset = change?.offset ?? layer.offset {
            let x = offset.x.resolved(in: tokens) ?? 0
            let y = offset.y.resolved(in: tokens) ?? 0
            if x != 0 || y != 0 {
                matrix = matrix.then(.translation(x, y))
                parts.append("translate(\(SVGNumber.format(x)) \(SVGNumber.format(y)))")
            }
        }
        let degrees = (layer.rotation?.resolved(in: tokens) ?? 0) + (rotations[layer.id] ?? 0)
        if degrees != 0 {
            matrix = matrix.then(.rotation(degrees, about: center))
            parts.append("rotate(\(SVGNumber.format(degrees)) \(SVGNumber.format(rect.midX)) \(SVGNumber.format(rect.midY)))")
        }
        if let scale = (change?.scale ?? layer.scale)?.resolved(in: tokens), scale != 1 {
            let scaling = Affine.scale(scale, scale, about: center)
            matrix = matrix.then(scaling)
            parts.append(Self.matrixText(scaling))
        }
        if let tilt = layer.rotation3D, !tiltedByCSS.contains(layer.id), let degrees = tilt.angle.resolved(in: tokens), degrees != 0 {
            let projection = Self.orthographic(degrees: degrees, axis: tilt.axis.map { $0.resolved(in: tokens) ?? 0 }, about: center)
            matrix = matrix.then(projection)
            parts.append(Self.matrixText(projection))
        }
        return (matrix, parts.joined(separator: " "))
    }

    private static func matrixText(_ m: Affine) -> String {
        "matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].map(SVGNumber.format).joined(separator: " ") + ")"
    }

    /// The 2D part of a rotation by `degrees` about `axis`: what an orthographic view shows.
    private static func orthographic(degrees: Double, axis: [Double], about center: (x: Double, y: Double)) -> Affine {
        let length = (axis.map { $0 * $0 }.reduce(0, +)).squareRoot()
        guard axis.count == 3, length > 0 else { return .identity }
        let (x, y, z) = (axis[0] / length, axis[1] / length, axis[2] / length)
        let radians = degrees * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        let rest = 1 - cosine
        let linear = Affine(a: cosine + rest * x * x, b: rest * x * y + sine * z, c: rest * x * y - sine * z, d: cosine + rest * y * y)
        return Affine.translation(center.x, center.y).then(linear).then(.translation(-center.x, -center.y))
    }

    private func drawLayer(_ layer: AnatomyLayer, in parent: Rect, showAll: Bool, into output: inout Output) {
        let rect = frame(of: layer, in: parent)
        let (matrix, transform) = geometry(of: layer, in: rect)
        let opacity = (changes[layer.id]?.opacity ?? layer.opacity)?.resolved(in: tokens) ?? 1
        var outer = ""
        var styles: [String] = []
        if let mode = layer.blendMode, mode != .normal {
            if let css = mode.cssValue {
                styles.append("mix-blend-mode:\(css)")
            } else {
                output.notes.append(
                    "Layer \(quoted(layer.id)) blends with \(mode.rawValue), which CSS cannot draw; it is drawn with normal blending.")
            }
        }
        if layer.compositingGroup { styles.append("isolation:isolate") }
        if opacity < 1 { outer += " opacity=\"\(SVGNumber.format(max(opacity, 0)))\"" }
        if !styles.isEmpty { outer += " style=\"\(styles.joined(separator: ";"))\"" }
        let drawn = matrix.bounds(of: contentBounds(of: layer, rect: rect))
        if let shadow = layer.shadow, let filter = shadowFilter(shadow, around: drawn, into: &output) { outer += " filter=\"url(#\(filter))\"" }
        let pressChange = pressChanges[layer.id].map(pressStyle)
        if let pressChange { output.body += "<g class=\"press-layer\" style=\"\(pressChange)\">" }
        output.body += "<g data-layer=\"\(HTMLEscaping.attribute(layer.id))\"\(outer)>"
        if !transform.isEmpty { output.body += "<g transform=\"\(transform)\">" }
        let blurRadius = (changes[layer.id]?.blur ?? layer.blur)?.resolved(in: tokens) ?? 0
        if blurRadius > 0 {
            let blur = ids.make("blur")
            let region = contentBounds(of: layer, rect: rect).expanded(by: 3 * blurRadius)
            output.defs +=
                "<filter id=\"\(blur)\" filterUnits=\"userSpaceOnUse\"\(region.svgRegion)><feGaussianBlur stdDeviation=\"\(SVGNumber.format(blurRadius))\"/></filter>"
            output.body += "<g filter=\"url(#\(blur))\">"
        }
        drawShape(of: layer, in: rect, into: &output)
        if !layer.layers.isEmpty {
            let showChildren = showAll || visible?.contains(layer.id) == true
            draw(layer.layers, in: rect, showAll: showChildren, into: &output)
        }
        if blurRadius > 0 { output.body += "</g>" }
        if !transform.isEmpty { output.body += "</g>" }
        output.body += "</g>"
        if pressChange != nil { output.body += "</g>" }
    }

    /// The CSS custom properties that play a layer change on press (see the site's style sheet).
    private func pressStyle(_ change: LayerChange) -> String {
        let layer = layersByID[change.layer]
        var properties: [String] = []
        let baseX = layer?.offset?.x.resolved(in: tokens) ?? 0
        let baseY = layer?.offset?.y.resolved(in: tokens) ?? 0
        if let offset = change.offset {
            properties.append("--press-dx:\(SVGNumber.format((offset.x.resolved(in: tokens) ?? 0) - baseX))px")
            properties.append("--press-dy:\(SVGNumber.format((offset.y.resolved(in: tokens) ?? 0) - baseY))px")
        }
        if let scale = change.scale?.resolved(in: tokens) {
            properties.append("--press-layer-scale:\(SVGNumber.format(scale / max(layer?.scale?.resolved(in: tokens) ?? 1, 0.001)))")
        }
        if let opacity = change.opacity?.resolved(in: tokens) {
            properties.append("--press-opacity:\(SVGNumber.format(opacity / max(layer?.opacity?.resolved(in: tokens) ?? 1, 0.001)))")
        }
        return properties.joined(separator: ";")
    }

    // MARK: Shapes

    private func drawShape(of layer: AnatomyLayer, in rect: Rect, into output: inout Output) {
        switch layer.shape {
        case .label?:
            drawLabel(layer, in: rect, into: &output)
            return
        case .image(let name, let template)?:
            drawAsset(name, kind: "image", template: template, layer, in: rect, into: &output)
            return
        case .symbol(let name)?:
            drawAsset(name, kind: "symbol", template: true, layer, in: rect, into: &output)
            return
        default:
            break
        }
        if let fill = layer.fill {
            if case .material = fill {
                output.notes.append("Layer \(quoted(layer.id)) is glass inside a group; it is drawn as a translucent white fill.")
                output.body += shapeElement(layer.shape, rect, attributes: " fill=\"#ffffff\" fill-opacity=\"0.3\"")
            } else if let attributes = paints.attributes("fill", fill, over: rect, defs: &output.defs) {
                output.body += shapeElement(layer.shape, rect, attributes: attributes)
            } else {
                output.notes.append("The fill of layer \(quoted(layer.id)) does not resolve in this context; it is not drawn.")
            }
        }
        if let stroke = layer.stroke {
            let width = stroke.width.resolved(in: tokens) ?? 1
            if let attributes = paints.attributes("stroke", stroke.paint, over: rect, defs: &output.defs) {
                output.body += shapeElement(layer.shape, rect, attributes: " fill=\"none\"\(attributes) stroke-width=\"\(SVGNumber.format(width))\"")
            } else {
                output.notes.append("The stroke of layer \(quoted(layer.id)) does not resolve in this context; it is not drawn.")
            }
        }
    }

    /// A circle, rectangle, rounded rectangle or capsule filling `rect` (a rectangle when the
    /// layer names no shape).
    private func shapeElement(_ shape: DesignCatalog.Shape?, _ rect: Rect, attributes: String) -> String {
        let position =
            "x=\"\(SVGNumber.format(rect.x))\" y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\" height=\"\(SVGNumber.format(rect.height))\""
        switch shape {
        case .circle?:
            return
                "<circle cx=\"\(SVGNumber.format(rect.midX))\" cy=\"\(SVGNumber.format(rect.midY))\" r=\"\(SVGNumber.format(min(rect.width, rect.height) / 2))\"\(attributes)/>"
        case .roundedRectangle(let radius)?:
            let corner = min(radius.resolved(in: tokens) ?? 0, rect.width / 2, rect.height / 2)
            return "<rect \(position) rx=\"\(SVGNumber.format(corner))\"\(attributes)/>"
        case .capsule?:
            return "<rect \(position) rx=\"\(SVGNumber.format(min(rect.width, rect.height) / 2))\"\(attributes)/>"
        default:
            return "<rect \(position)\(attributes)/>"
        }
    }

    private func drawLabel(_ layer: AnatomyLayer, in rect: Rect, into output: inout Output) {
        guard let text = labelText else {
            output.notes.append("Layer \(quoted(layer.id)) shows the label, but the spec gives no example text; it is left empty.")
            return
        }
        let box = TextBox(text, style: label, in: tokens)
        let textRect = rect.centered(width: box.width, height: box.height)
        var paint = " fill=\"#000000\""
        if let color = layer.fill ?? label?.color {
            if let attributes = paints.attributes("fill", color, over: textRect, defs: &output.defs) {
                paint = attributes
            } else {
                output.notes.append("The label colour does not resolve in this context; it is drawn black.")
            }
        } else {
            output.notes.append("The spec gives the label no colour; it is drawn black.")
        }
        output.body +=
            "<text x=\"\(SVGNumber.format(rect.midX))\" y=\"\(SVGNumber.format(rect.midY))\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(box.fontSize))\" font-weight=\"\(SVGNumber.format(box.fontWeight))\""
        if box.tracking != 0 { output.body += " letter-spacing=\"\(SVGNumber.format(box.tracking))\"" }
        output.body += "\(paint)>\(HTMLEscaping.text(box.text))</text>"
    }

    /// The rectangle an image or symbol is drawn in: the layer's frame when it gives one; else an
    /// image's own size, or a symbol as tall as the label's font size, centred.
    private func assetRect(_ name: String, symbol: Bool, _ layer: AnatomyLayer, in rect: Rect) -> Rect {
        let asset = assets[name]
        if layer.frame != nil { return asset.map { InlineAsset.fitted($0, in: rect) } ?? rect }
        let side = symbol ? TextBox("", style: label, in: tokens).fontSize : min(rect.width, rect.height) * 0.4
        guard let asset else { return rect.centered(width: side, height: side) }
        if symbol { return rect.centered(width: side * asset.width / asset.height, height: side) }
        return rect.centered(width: asset.width, height: asset.height)
    }

    /// An image or symbol from the catalogue's assets; a template one is drawn in the layer's
    /// paint (its fill, else the label colour, else black).
    private func drawAsset(_ name: String, kind: String, template: Bool, _ layer: AnatomyLayer, in rect: Rect, into output: inout Output) {
        let box = assetRect(name, symbol: kind == "symbol", layer, in: rect)
        guard let asset = assets[name] else {
            drawGlyphBox(name, in: box, into: &output)
            output.notes.append("The \(kind) \(quoted(name)) of layer \(quoted(layer.id)) has no asset; it is drawn as a glyph box with its name.")
            return
        }
        let prefix = ids.make("asset")
        guard template else {
            output.body += InlineAsset.markup(asset, in: box, prefix: prefix)
            return
        }
        var paint = " fill=\"#000000\""
        if let fill = layer.fill ?? label?.color {
            if let attributes = paints.attributes("fill", fill, over: box, defs: &output.defs) {
                paint = attributes
            } else {
                output.notes.append("The paint of layer \(quoted(layer.id)) does not resolve in this context; it is drawn black.")
            }
        }
        output.body += InlineAsset.template(asset, in: box, prefix: prefix, maskID: prefix + "-mask", paint: paint, defs: &output.defs)
    }

    /// A neutral glyph box standing for an image or symbol without an asset, with the name set
    /// small underneath it.
    private func drawGlyphBox(_ name: String, in box: Rect, into output: inout Output) {
        let caption = Self.glyphCaption(below: box)
        output.body +=
            "<rect x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(box.y))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(box.height))\" rx=\"\(SVGNumber.format(min(box.width, box.height) / 5))\" fill=\"#8e8e93\" fill-opacity=\"0.25\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"
            + "<text x=\"\(SVGNumber.format(caption.midX))\" y=\"\(SVGNumber.format(caption.maxY - 2))\" text-anchor=\"middle\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(caption.height - 3))\" fill=\"#6e6e73\">\(HTMLEscaping.text(name))</text>"
    }

    /// Where a glyph box's name goes: a line under the box.
    private static func glyphCaption(below box: Rect) -> Rect {
        Rect(x: box.midX - 60, y: box.maxY + 2, width: 120, height: 12)
    }

    // MARK: Effects

    private func clipPath(for layer: AnatomyLayer, in parent: Rect, into output: inout Output) -> String? {
        let rect = frame(of: layer, in: parent)
        let transform = geometry(of: layer, in: rect).svg
        let id = ids.make("clip")
        let shape = shapeElement(layer.shape, rect, attributes: transform.isEmpty ? "" : " transform=\"\(transform)\"")
        output.defs += "<clipPath id=\"\(id)\">\(shape)</clipPath>"
        return id
    }

    private func shadowFilter(_ shadow: ShadowSpec, around bounds: Rect, into output: inout Output) -> String? {
        guard let color = shadow.color.flatMap({ $0.resolved(in: tokens) }) ?? (shadow.color == nil ? TokenColor.srgb(0, 0, 0, alpha: 0.33) : nil)
        else {
            output.notes.append("A shadow colour does not resolve in this context; the shadow is not drawn.")
            return nil
        }
        let radius = shadow.radius.resolved(in: tokens) ?? 0
        let x = shadow.x?.resolved(in: tokens) ?? 0
        let y = shadow.y?.resolved(in: tokens) ?? 0
        let id = ids.make("shadow")
        let region = bounds.expanded(by: 3 * radius + max(abs(x), abs(y)))
        output.defs +=
            "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(region.svgRegion) color-interpolation-filters=\"sRGB\"><feDropShadow dx=\"\(SVGNumber.format(x))\" dy=\"\(SVGNumber.format(y))\" stdDeviation=\"\(SVGNumber.format(radius))\" flood-color=\"\(color.hexString)\" flood-opacity=\"\(SVGNumber.format(min(max(color.alpha, 0), 1)))\"/></filter>"
        return id
    }

    /// What `layers` cover in `rect`'s space once drawn: shapes, strokes, transforms, blur and
    /// shadows included, so a canvas around them clips nothing.
    func drawnBounds(of layers: [AnatomyLayer], in rect: Rect) -> Rect {
        var bounds = rect
        var clipping = false
        for layer in layers {
            // Plain fills right above a clipping layer are drawn inside its shape.
            if clipping, Self.isPlainFill(layer) { continue }
            clipping = layer.clip
            let layerRect = frame(of: layer, in: rect)
            var drawn = geometry(of: layer, in: layerRect).matrix.bounds(of: contentBounds(of: layer, rect: layerRect))
            if let blur = layer.blur?.resolved(in: tokens), blur > 0 { drawn = drawn.expanded(by: 3 * blur) }
            if let shadow = layer.shadow {
                let radius = shadow.radius.resolved(in: tokens) ?? 0
                let x = shadow.x?.resolved(in: tokens) ?? 0
                let y = shadow.y?.resolved(in: tokens) ?? 0
                drawn = drawn.expanded(by: 3 * radius + max(abs(x), abs(y)))
            }
            bounds = bounds.union(drawn)
        }
        return bounds
    }

    /// Every layer of `layers` and of their groups, bottom of the stack first, with the box it
    /// covers in `rect`'s space once offset, rotated and scaled: a shape its frame, a label its
    /// text, an image or symbol its picture, a group what its children cover. `small` is true
    /// for what sits inside the component rather than filling it (a label, an image, a symbol),
    /// so a callout points at its middle instead of its edge.
    func outlines(of layers: [AnatomyLayer], in rect: Rect, under parent: Affine = .identity) -> [(layer: AnatomyLayer, box: Rect, small: Bool)] {
        var result: [(layer: AnatomyLayer, box: Rect, small: Bool)] = []
        for layer in layers {
            let layerRect = frame(of: layer, in: rect)
            let matrix = parent.then(geometry(of: layer, in: layerRect).matrix)
            var box = layerRect
            var small = false
            switch layer.shape {
            case .label?:
                let text = TextBox(labelText ?? "", style: label, in: tokens)
                box = layerRect.centered(width: text.width, height: text.height)
                small = true
            case .image(let name, _)?:
                box = assetRect(name, symbol: false, layer, in: layerRect)
                small = true
            case .symbol(let name)?:
                box = assetRect(name, symbol: true, layer, in: layerRect)
                small = true
            case nil where !layer.layers.isEmpty:
                box = contentBounds(of: layer, rect: layerRect)
            default:
                break
            }
            result.append((layer, matrix.bounds(of: box), small))
            result += outlines(of: layer.layers, in: layerRect, under: matrix)
        }
        return result
    }

    /// What a layer covers in its own space: its rectangle, its stroke, its children.
    func contentBounds(of layer: AnatomyLayer, rect: Rect) -> Rect {
        var bounds = rect
        switch layer.shape {
        case .image(let name, _)? where assets[name] == nil:
            bounds = bounds.union(Self.glyphCaption(below: assetRect(name, symbol: false, layer, in: rect)))
        case .symbol(let name)? where assets[name] == nil:
            bounds = bounds.union(Self.glyphCaption(below: assetRect(name, symbol: true, layer, in: rect)))
        default:
            break
        }
        if let stroke = layer.stroke { bounds = bounds.expanded(by: (stroke.width.resolved(in: tokens) ?? 1) / 2) }
        for child in layer.layers {
            let childRect = frame(of: child, in: rect)
            var childBounds = geometry(of: child, in: childRect).matrix.bounds(of: contentBounds(of: child, rect: childRect))
            if let blur = child.blur?.resolved(in: tokens), blur > 0 { childBounds = childBounds.expanded(by: 3 * blur) }
            bounds = bounds.union(childBounds)
        }
        return bounds
    }

    private func quoted(_ text: String) -> String { "“\(text)”" }
}

extension Rect {
    /// This rectangle grown by `amount` on every side.
    func expanded(by amount: Double) -> Rect { insetBy(dx: -amount, dy: -amount) }

    /// The `x`, `y`, `width` and `height` attributes of a filter region.
    var svgRegion: String {
        " x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\""
    }
}
