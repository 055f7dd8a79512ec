import DesignCatalog
import DesignSupport
import DesignTokens

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
    /// What one drawing produced (its markup cannot be copied, so neither can it).
    struct Output: ~Copyable {
        var defs = MarkupBuffer()
        var body = MarkupBuffer()
        /// What the drawing could not show as specified, in sentences.
        var notes: [String] = []

        /// Appends the drawing inside an `<svg>` element: its definitions, if any, then its body.
        func appendDrawing(to markup: inout MarkupBuffer) {
            if !defs.isEmpty {
                markup.append("<defs>")
                markup.append(defs)
                markup.append("</defs>")
            }
            markup.append(body)
        }
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
            output.body.append("<g clip-path=\"url(#")
            output.body.append(clip)
            output.body.append(")\">")
            drawLayer(layer, in: rect, showAll: showAll, into: &output)
            for member in clipped { drawLayer(member, in: rect, showAll: showAll, into: &output) }
            output.body.append("</g>")
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

    /// The steps that move a layer about the centre of its rectangle, in the order SwiftUI
    /// applies them, and the matrix they make.
    private struct Geometry {
        var matrix = Affine.identity
        var translation: (x: Double, y: Double)?
        var rotation: (degrees: Double, x: Double, y: Double)?
        var scaling: Affine?
        var projection: Affine?

        /// Whether the layer stays where its frame puts it.
        var isEmpty: Bool { translation == nil && rotation == nil && scaling == nil && projection == nil }

        /// Appends the SVG transform list that draws the steps, separated by spaces.
        func append(to markup: inout MarkupBuffer) {
            var first = true
            // One transform function, such as `rotate(30 12 8)`, after a space but for the first.
            func function(_ name: String, _ values: Double...) {
                markup.append(first ? name : " " + name)
                first = false
                for (index, value) in values.enumerated() {
                    markup.append(index == 0 ? "(" : " ")
                    markup.append(number: value)
                }
                markup.append(")")
            }
            if let translation { function("translate", translation.x, translation.y) }
            if let rotation { function("rotate", rotation.degrees, rotation.x, rotation.y) }
            for matrix in [scaling, projection] {
                guard let m = matrix else { continue }
                function("matrix", m.a, m.b, m.c, m.d, m.e, m.f)
            }
        }
    }

    /// The change drawn on `layer`, if any: most drawings have none, and skip hashing its id.
    private func change(of layer: AnatomyLayer) -> LayerChange? {
        changes.isEmpty ? nil : changes[layer.id]
    }

    /// The layer's offset, rotation, scale and 3D tilt about the centre of `rect`.
    private func geometry(of layer: AnatomyLayer, in rect: Rect) -> Geometry {
        let stateChange = change(of: layer)
        let center = (rect.midX, rect.midY)
        var geometry = Geometry()
        if let offset = stateChange?.offset ?? layer.offset {
            let x = offset.x.resolved(in: tokens) ?? 0
            let y = offset.y.resolved(in: tokens) ?? 0
            if x != 0 || y != 0 {
                geometry.matrix = geometry.matrix.then(.translation(x, y))
                geometry.translation = (x, y)
            }
        }
        let degrees = (layer.rotation?.resolved(in: tokens) ?? 0) + (rotations.isEmpty ? 0 : rotations[layer.id] ?? 0)
        if degrees != 0 {
            geometry.matrix = geometry.matrix.then(.rotation(degrees, about: center))
            geometry.rotation = (degrees, rect.midX, rect.midY)
        }
        if let scale = (stateChange?.scale ?? layer.scale)?.resolved(in: tokens), scale != 1 {
            let scaling = Affine.scale(scale, scale, about: center)
            geometry.matrix = geometry.matrix.then(scaling)
            geometry.scaling = scaling
        }
        if let tilt = layer.rotation3D, !tiltedByCSS.contains(layer.id), let degrees = tilt.angle.resolved(in: tokens), degrees != 0 {
            let projection = Self.orthographic(degrees: degrees, axis: tilt.axis.map { $0.resolved(in: tokens) ?? 0 }, about: center)
            geometry.matrix = geometry.matrix.then(projection)
            geometry.projection = projection
        }
        return geometry
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
        let moves = geometry(of: layer, in: rect)
        let stateChange = change(of: layer)
        let opacity = (stateChange?.opacity ?? layer.opacity)?.resolved(in: tokens) ?? 1
        var blend: String?
        if let mode = layer.blendMode, mode != .normal {
            if let css = mode.cssValue {
                blend = css
            } else {
                output.notes.append(
                    "Layer \(quoted(layer.id)) blends with \(mode.rawValue), which CSS cannot draw; it is drawn with normal blending.")
            }
        }
        var filter: String?
        if let shadow = layer.shadow {
            let drawn = moves.matrix.bounds(of: contentBounds(of: layer, rect: rect))
            filter = shadowFilter(shadow, around: drawn, into: &output)
        }
        let pressChange = pressChanges.isEmpty ? nil : pressChanges[layer.id]
        if let pressChange {
            output.body.append("<g class=\"press-layer\" style=\"")
            appendPressStyle(pressChange, to: &output.body)
            output.body.append("\">")
        }
        output.body.append("<g data-layer=\"")
        output.body.append(attribute: layer.id)
        output.body.append("\"")
        if opacity < 1 {
            output.body.append(" opacity=\"")
            output.body.append(number: max(opacity, 0))
            output.body.append("\"")
        }
        if blend != nil || layer.compositingGroup {
            output.body.append(" style=\"")
            if let blend {
                output.body.append("mix-blend-mode:")
                output.body.append(blend)
                if layer.compositingGroup { output.body.append(";") }
            }
            if layer.compositingGroup { output.body.append("isolation:isolate") }
            output.body.append("\"")
        }
        if let filter {
            output.body.append(" filter=\"url(#")
            output.body.append(filter)
            output.body.append(")\"")
        }
        output.body.append(">")
        if !moves.isEmpty {
            output.body.append("<g transform=\"")
            moves.append(to: &output.body)
            output.body.append("\">")
        }
        let blurRadius = (stateChange?.blur ?? layer.blur)?.resolved(in: tokens) ?? 0
        if blurRadius > 0 {
            let blur = ids.make("blur")
            let region = contentBounds(of: layer, rect: rect).expanded(by: 3 * blurRadius)
            Self.appendFilterStart(id: blur, region: region, to: &output.defs)
            output.defs.append("><feGaussianBlur stdDeviation=\"")
            output.defs.append(number: blurRadius)
            output.defs.append("\"/></filter>")
            output.body.append("<g filter=\"url(#")
            output.body.append(blur)
            output.body.append(")\">")
        }
        drawShape(of: layer, in: rect, into: &output)
        if !layer.layers.isEmpty {
            let showChildren = showAll || visible?.contains(layer.id) == true
            draw(layer.layers, in: rect, showAll: showChildren, into: &output)
        }
        if blurRadius > 0 { output.body.append("</g>") }
        if !moves.isEmpty { output.body.append("</g>") }
        output.body.append("</g>")
        if pressChange != nil { output.body.append("</g>") }
    }

    /// Appends the CSS custom properties that play a layer change on press (see the site's
    /// style sheet), separated by semicolons.
    private func appendPressStyle(_ change: LayerChange, to markup: inout MarkupBuffer) {
        let layer = layersByID[change.layer]
        let baseX = layer?.offset?.x.resolved(in: tokens) ?? 0
        let baseY = layer?.offset?.y.resolved(in: tokens) ?? 0
        var first = true
        func property(_ name: String, _ value: Double, unit: String = "") {
            markup.append(first ? "--" : ";--")
            first = false
            markup.append(name)
            markup.append(":")
            markup.append(number: value)
            markup.append(unit)
        }
        if let offset = change.offset {
            property("press-dx", (offset.x.resolved(in: tokens) ?? 0) - baseX, unit: "px")
            property("press-dy", (offset.y.resolved(in: tokens) ?? 0) - baseY, unit: "px")
        }
        if let scale = change.scale?.resolved(in: tokens) {
            property("press-layer-scale", scale / max(layer?.scale?.resolved(in: tokens) ?? 1, 0.001))
        }
        if let opacity = change.opacity?.resolved(in: tokens) {
            property("press-opacity", opacity / max(layer?.opacity?.resolved(in: tokens) ?? 1, 0.001))
        }
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
                appendShapeStart(layer.shape, rect, to: &output.body)
                output.body.append(" fill=\"#ffffff\" fill-opacity=\"0.3\"/>")
            } else {
                let start = output.body.count
                appendShapeStart(layer.shape, rect, to: &output.body)
                if paints.append("fill", fill, over: rect, to: &output.body, defs: &output.defs) {
                    output.body.append("/>")
                } else {
                    output.body.truncate(to: start)
                    output.notes.append("The fill of layer \(quoted(layer.id)) does not resolve in this context; it is not drawn.")
                }
            }
        }
        if let stroke = layer.stroke {
            let width = stroke.width.resolved(in: tokens) ?? 1
            let start = output.body.count
            appendShapeStart(layer.shape, rect, to: &output.body)
            output.body.append(" fill=\"none\"")
            if paints.append("stroke", stroke.paint, over: rect, to: &output.body, defs: &output.defs) {
                output.body.append(" stroke-width=\"")
                output.body.append(number: width)
                output.body.append("\"/>")
            } else {
                output.body.truncate(to: start)
                output.notes.append("The stroke of layer \(quoted(layer.id)) does not resolve in this context; it is not drawn.")
            }
        }
    }

    /// Appends a circle, rectangle, rounded rectangle or capsule filling `rect` (a rectangle
    /// when the layer names no shape) up to its paint: the caller adds its attributes and `/>`.
    private func appendShapeStart(_ shape: DesignCatalog.Shape?, _ rect: Rect, to markup: inout MarkupBuffer) {
        if case .circle? = shape {
            markup.append("<circle cx=\"")
            markup.append(number: rect.midX)
            markup.append("\" cy=\"")
            markup.append(number: rect.midY)
            markup.append("\" r=\"")
            markup.append(number: min(rect.width, rect.height) / 2)
            markup.append("\"")
            return
        }
        markup.append("<rect x=\"")
        markup.append(number: rect.x)
        markup.append("\" y=\"")
        markup.append(number: rect.y)
        markup.append("\" width=\"")
        markup.append(number: rect.width)
        markup.append("\" height=\"")
        markup.append(number: rect.height)
        markup.append("\"")
        switch shape {
        case .roundedRectangle(let radius)?:
            markup.append(" rx=\"")
            markup.append(number: min(radius.resolved(in: tokens) ?? 0, rect.width / 2, rect.height / 2))
            markup.append("\"")
        case .capsule?:
            markup.append(" rx=\"")
            markup.append(number: min(rect.width, rect.height) / 2)
            markup.append("\"")
        default:
            break
        }
    }

    private func drawLabel(_ layer: AnatomyLayer, in rect: Rect, into output: inout Output) {
        guard let text = labelText else {
            output.notes.append("Layer \(quoted(layer.id)) shows the label, but the spec gives no example text; it is left empty.")
            return
        }
        let box = TextBox(text, style: label, in: tokens)
        let textRect = rect.centered(width: box.width, height: box.height)
        output.body.append("<text x=\"")
        output.body.append(number: rect.midX)
        output.body.append("\" y=\"")
        output.body.append(number: rect.midY)
        output.body.append(
            "\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"")
        output.body.append(number: box.fontSize)
        output.body.append("\" font-weight=\"")
        output.body.append(number: box.fontWeight)
        output.body.append("\"")
        if box.tracking != 0 {
            output.body.append(" letter-spacing=\"")
            output.body.append(number: box.tracking)
            output.body.append("\"")
        }
        if let color = layer.fill ?? label?.color {
            if !paints.append("fill", color, over: textRect, to: &output.body, defs: &output.defs) {
                output.notes.append("The label colour does not resolve in this context; it is drawn black.")
                output.body.append(" fill=\"#000000\"")
            }
        } else {
            output.notes.append("The spec gives the label no colour; it is drawn black.")
            output.body.append(" fill=\"#000000\"")
        }
        output.body.append(">")
        output.body.append(escaping: box.text)
        output.body.append("</text>")
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
            output.body.append(InlineAsset.markup(asset, in: box, prefix: prefix))
            return
        }
        var paint = " fill=\"#000000\""
        if let fill = layer.fill ?? label?.color {
            var attributes = MarkupBuffer()
            if paints.append("fill", fill, over: box, to: &attributes, defs: &output.defs) {
                paint = attributes.text
            } else {
                output.notes.append("The paint of layer \(quoted(layer.id)) does not resolve in this context; it is drawn black.")
            }
        }
        var mask = ""
        let markup = InlineAsset.template(asset, in: box, prefix: prefix, maskID: prefix + "-mask", paint: paint, defs: &mask)
        output.defs.append(mask)
        output.body.append(markup)
    }

    /// A neutral glyph box standing for an image or symbol without an asset, with the name set
    /// small underneath it.
    private func drawGlyphBox(_ name: String, in box: Rect, into output: inout Output) {
        let caption = Self.glyphCaption(below: box)
        output.body.append(
            "<rect x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(box.y))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(box.height))\" rx=\"\(SVGNumber.format(min(box.width, box.height) / 5))\" fill=\"#8e8e93\" fill-opacity=\"0.25\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"
                + "<text x=\"\(SVGNumber.format(caption.midX))\" y=\"\(SVGNumber.format(caption.maxY - 2))\" text-anchor=\"middle\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(caption.height - 3))\" fill=\"#6e6e73\">\(HTMLEscaping.text(name))</text>"
        )
    }

    /// Where a glyph box's name goes: a line under the box.
    private static func glyphCaption(below box: Rect) -> Rect {
        Rect(x: box.midX - 60, y: box.maxY + 2, width: 120, height: 12)
    }

    // MARK: Effects

    private func clipPath(for layer: AnatomyLayer, in parent: Rect, into output: inout Output) -> String? {
        let rect = frame(of: layer, in: parent)
        let moves = geometry(of: layer, in: rect)
        let id = ids.make("clip")
        output.defs.append("<clipPath id=\"")
        output.defs.append(id)
        output.defs.append("\">")
        appendShapeStart(layer.shape, rect, to: &output.defs)
        if !moves.isEmpty {
            output.defs.append(" transform=\"")
            moves.append(to: &output.defs)
            output.defs.append("\"")
        }
        output.defs.append("/></clipPath>")
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
        Self.appendFilterStart(id: id, region: region, to: &output.defs)
        output.defs.append(" color-interpolation-filters=\"sRGB\"><feDropShadow dx=\"")
        output.defs.append(number: x)
        output.defs.append("\" dy=\"")
        output.defs.append(number: y)
        output.defs.append("\" stdDeviation=\"")
        output.defs.append(number: radius)
        output.defs.append("\" flood-color=\"")
        output.defs.append(color.hexString)
        output.defs.append("\" flood-opacity=\"")
        output.defs.append(number: min(max(color.alpha, 0), 1))
        output.defs.append("\"/></filter>")
        return id
    }

    /// Appends the start of a `<filter>` over `region` in user space, up to its other
    /// attributes.
    private static func appendFilterStart(id: String, region: Rect, to markup: inout MarkupBuffer) {
        markup.append("<filter id=\"")
        markup.append(id)
        markup.append("\" filterUnits=\"userSpaceOnUse\"")
        region.appendSVGRegion(to: &markup)
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
        var markup = MarkupBuffer()
        appendSVGRegion(to: &markup)
        return markup.text
    }

    /// Appends ``svgRegion``.
    func appendSVGRegion(to markup: inout MarkupBuffer) {
        markup.append(" x=\"")
        markup.append(number: x)
        markup.append("\" y=\"")
        markup.append(number: y)
        markup.append("\" width=\"")
        markup.append(number: width)
        markup.append("\" height=\"")
        markup.append(number: height)
        markup.append("\"")
    }
}
