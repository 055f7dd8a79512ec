import DesignSupport
import DesignTokens

/// Anatomy layers and the parts only they have: strokes and shadows.
extension SpecReader {
    /// A list of anatomy layers; a layer whose id repeats an earlier one is reported and left out.
    func anatomy(_ node: JSONNode) -> [AnatomyLayer]? {
        array(node, of: "anatomy layers", anatomyLayer).map { unique($0, what: "layer") }
    }

    /// One layer, with where its id is.
    private func anatomyLayer(_ node: JSONNode) -> (item: AnatomyLayer, id: String, location: SourceLocation)? {
        guard let fields = object(node, .anatomyLayer) else { return nil }
        let id = fields.name("id", what: "layer id")
        let summary = fields.string("summary")
        let shape = fields.value("shape", self.shape)
        let frame = fields.value("frame", size)
        let fill = fields.value("fill", paint)
        let stroke = fields.value("stroke", self.stroke)
        let opacity = fields.value("opacity", self.opacity)
        let offset = fields.value("offset", self.offset)
        let blur = fields.boundNumber("blur")
        let blendMode = fields.choice("blendMode", BlendMode.self, what: "blend mode")
        let shadow = fields.value("shadow", self.shadow)
        let rotation = fields.boundNumber("rotation")
        let rotation3D = fields.value("rotation3D", self.rotation3D)
        let scale = fields.boundNumber("scale")
        let clip = fields.bool("clip")
        let compositingGroup = fields.bool("compositingGroup")
        let padding = fields.value("padding", insets)
        let decorative = fields.bool("decorative")
        let layers = fields.value("layers", anatomy)
        guard let id, let idLocation = fields.node("id")?.location else { return nil }
        let layer = AnatomyLayer(
            id: id, summary: summary, shape: shape, frame: frame, fill: fill, stroke: stroke, opacity: opacity,
            offset: offset, blur: blur, blendMode: blendMode, shadow: shadow, rotation: rotation, rotation3D: rotation3D,
            scale: scale, clip: clip ?? false, compositingGroup: compositingGroup ?? false, padding: padding,
            decorative: decorative ?? false, layers: layers ?? [], location: node.location)
        return (layer, id, idLocation)
    }

    /// `{"paint", "width"}`.
    private func stroke(_ node: JSONNode) -> Stroke? {
        guard let fields = object(node, .stroke) else { return nil }
        let strokePaint = fields.value("paint", paint)
        let width = fields.boundNumber("width")
        guard let strokePaint, let width else { return nil }
        return Stroke(paint: strokePaint, width: width)
    }

    /// `{"color", "radius", "x", "y"}`.
    private func shadow(_ node: JSONNode) -> ShadowSpec? {
        guard let fields = object(node, .shadow) else { return nil }
        let color = fields.value("color", colorSpec)
        let x = fields.boundNumber("x")
        let y = fields.boundNumber("y")
        return fields.boundNumber("radius").map { ShadowSpec(color: color, radius: $0, x: x, y: y) }
    }
}
