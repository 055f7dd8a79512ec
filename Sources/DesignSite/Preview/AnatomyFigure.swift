import DesignCatalog
import DesignSupport

/// A component drawn with a numbered callout on each of its layers, as HIG, Primer and
/// Polaris open a component's parts: the drawing on the left, the numbers in a column on its
/// right, each joined by a leader to a point on its layer. A leader runs level from its point
/// to an elbow just right of the drawing, then to its number; with the numbers stacked in the
/// order of their points, no two leaders cross. Layers are numbered bottom of
/// the stack first, groups before their children, so the numbers follow the anatomy list and
/// the legend under the figure.
struct AnatomyFigure {
    /// One numbered layer: where its leader starts and where its number sits, in figure pixels.
    struct Callout {
        var number: Int
        var layerID: String
        var anchor: (x: Double, y: Double)
        /// Where the level run from the anchor turns towards the number.
        var elbow: (x: Double, y: Double)
        var marker: (x: Double, y: Double)
    }

    /// The layers named, in callout order.
    let layers: [AnatomyLayer]
    let callouts: [Callout]
    /// The figure as a standalone SVG, in UTF-8 (written into the page as it is).
    let svg: [UInt8]
    let notes: [String]

    /// Vertical distance between two numbers in the column.
    static let markerSpacing = 28.0
    static let markerRadius = 11.0
    /// Space between the drawing and the column of numbers.
    static let columnGap = 56.0
    static let margin = 12.0

    /// Draws `look` of `canvas`'s component with its callouts; `title` names the figure for
    /// assistive technologies.
    init(_ canvas: ComponentCanvas, _ look: ComponentLook, title: String) {
        let (renderer, anatomy) = canvas.renderer(look, pressable: nil)
        let size = canvas.size(look)
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let bounds = canvas.canvasBounds(renderer, anatomy, frame: frame)
        let outlines = renderer.outlines(of: anatomy, in: frame)
        // Small components are drawn larger so every layer can be pointed at.
        let scale = min(3, max(1, 220 / max(bounds.width, bounds.height, 1)))
        let drawingHeight = bounds.height * scale
        let columnHeight = Double(outlines.count) * Self.markerSpacing
        let height = max(drawingHeight, columnHeight) + 2 * Self.margin
        let drawingTop = (height - drawingHeight) / 2
        let markerX = Self.margin + bounds.width * scale + Self.columnGap
        let width = markerX + Self.markerRadius + Self.margin
        let toFigure = { (point: (x: Double, y: Double)) in
            (x: Self.margin + (point.x - bounds.x) * scale, y: drawingTop + (point.y - bounds.y) * scale)
        }
        // A stroke alone is pointed at on its line; a filled shape just inside its edge.
        let anchors = Self.anchors(outlines.map { ($0.box, $0.small, $0.layer.fill == nil && $0.layer.stroke != nil ? 1 : 0.9) }, frame: frame)
            .map(toFigure)
        // Numbers take slots top to bottom in the order of the points they name, so no two
        // leader lines cross.
        let order = anchors.indices.sorted { anchors[$0].y != anchors[$1].y ? anchors[$0].y < anchors[$1].y : $0 < $1 }
        let slotTop = (height - columnHeight) / 2 + Self.markerSpacing / 2
        var markers = [(x: Double, y: Double)](repeating: (0, 0), count: anchors.count)
        for (slot, index) in order.enumerated() { markers[index] = (markerX, slotTop + Double(slot) * Self.markerSpacing) }
        let elbowX = Self.margin + bounds.width * scale + Self.columnGap * 0.4
        let callouts = outlines.indices.map {
            Callout(
                number: $0 + 1, layerID: outlines[$0].layer.id, anchor: anchors[$0], elbow: (elbowX, anchors[$0].y), marker: markers[$0])
        }
        var output = SVGLayerRenderer.Output()
        renderer.draw(anatomy, in: frame, into: &output)
        let place =
            "translate(\(SVGNumber.format(Self.margin - bounds.x * scale)) \(SVGNumber.format(drawingTop - bounds.y * scale))) scale(\(SVGNumber.format(scale)))"
        var svg = MarkupBuffer()
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"anatomy-figure\" viewBox=\"")
        ComponentCanvas.appendViewBox(Rect(x: 0, y: 0, width: width, height: height), to: &svg)
        svg.append(" role=\"img\" aria-label=\"")
        svg.append(attribute: title)
        svg.append("\">")
        if !output.defs.isEmpty {
            svg.append("<defs>")
            svg.append(output.defs)
            svg.append("</defs>")
        }
        svg.append("<g transform=\"")
        svg.append(place)
        svg.append("\">")
        svg.append(output.body)
        svg.append("</g>")
        for callout in callouts { Self.appendCallout(callout, to: &svg) }
        svg.append("</svg>")
        self.svg = svg.bytes
        self.layers = outlines.map(\.layer)
        self.callouts = callouts
        notes = ([size.note].compactMap { $0 } + output.notes).uniqued()
    }

    /// Where each leader line starts, in the drawing's points. A layer inside the component
    /// (a label, an icon, a small shape) is pointed at just right of its middle; layers that
    /// fill the component share its edge, each at its own angle on the right-hand side, so
    /// stacked layers of one size get points of their own; `edge` is how far out, as a
    /// fraction of the half-width and half-height.
    static func anchors(_ boxes: [(box: Rect, small: Bool, edge: Double)], frame: Rect) -> [(x: Double, y: Double)] {
        let area = max(frame.width * frame.height, 1)
        let inside = boxes.map { $0.small || $0.box.width * $0.box.height < 0.35 * area }
        let edgeCount = inside.filter { !$0 }.count
        var edgeIndex = 0
        return boxes.indices.map { index in
            let box = boxes[index].box
            if inside[index] { return (box.midX + box.width * 0.3, box.midY) }
            // Spread from 70° above the horizontal to 70° below it; one alone sits up and to
            // the right, clear of the labels and icons pointed at along the middle.
            let degrees = edgeCount == 1 ? -40 : -70 + 140 * Double(edgeIndex) / Double(edgeCount - 1)
            edgeIndex += 1
            let radians = degrees * .pi / 180
            let reach = boxes[index].edge
            return (box.midX + box.width / 2 * reach * cos(radians), box.midY + box.height / 2 * reach * sin(radians))
        }
    }

    /// A leader line with a dot on the layer and the numbered disc at the column; a light halo
    /// under the line keeps it visible over dark and light layers alike.
    private static func appendCallout(_ callout: Callout, to svg: inout MarkupBuffer) {
        let (ax, ay) = (SVGNumber.format(callout.anchor.x), SVGNumber.format(callout.anchor.y))
        let end = SVGNumber.format(callout.marker.x - markerRadius)
        let (mx, my) = (SVGNumber.format(callout.marker.x), SVGNumber.format(callout.marker.y))
        let path = "M\(ax) \(ay)L\(SVGNumber.format(callout.elbow.x)) \(ay)L\(end) \(my)"
        svg.append("<g class=\"callout\" data-layer=\"")
        svg.append(attribute: callout.layerID)
        svg.append("\"><path d=\"")
        svg.append(path)
        svg.append("\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.85\"/><path d=\"")
        svg.append(path)
        svg.append("\" fill=\"none\" stroke=\"#0b57d0\" stroke-width=\"1.25\"/><circle cx=\"")
        svg.append(ax)
        svg.append("\" cy=\"")
        svg.append(ay)
        svg.append("\" r=\"3\" fill=\"#0b57d0\" stroke=\"#ffffff\" stroke-width=\"1.25\"/><circle cx=\"")
        svg.append(mx)
        svg.append("\" cy=\"")
        svg.append(my)
        svg.append("\" r=\"")
        svg.append(number: markerRadius)
        svg.append("\" fill=\"#0b57d0\"/><text x=\"")
        svg.append(mx)
        svg.append("\" y=\"")
        svg.append(my)
        svg.append(
            "\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"12\" font-weight=\"600\" fill=\"#ffffff\">"
        )
        svg.append(String(callout.number))
        svg.append("</text></g>")
    }
}

extension AnatomyLayer {
    /// The layer's id in words, as a legend and the specs name it: `stroke-dark-leading` is
    /// "Stroke dark leading".
    var plainName: String { Self.plainName(of: id) }

    /// A layer id in words (see ``plainName``).
    static func plainName(of id: String) -> String {
        let words = id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
