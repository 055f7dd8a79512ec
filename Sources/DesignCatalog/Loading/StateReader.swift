import DesignTokens

/// Interaction states, the layer changes in them and their animations.
extension SpecReader {
    static let animationExpectation = "an animation: an object with \"curve\", such as {\"curve\": \"easeOut\", \"duration\": 0.2}"

    /// One state; `layers` are the component's layer ids, which layer changes must name.
    func interactionState(_ node: JSONNode, layers: Set<String>) -> InteractionState? {
        guard let fields = object(node, .interactionState) else { return nil }
        let kind = fields.choice("kind", InteractionState.Kind.self, what: "state kind")
        let changes = fields.list("layers", of: "layer changes") { layerChange($0, layers: layers) }
        guard let kind else { return nil }
        return InteractionState(
            kind: kind, scale: fields.boundNumber("scale"), offset: fields.value("offset", offset),
            opacity: fields.value("opacity", opacity), layers: changes, animation: fields.value("animation", animation),
            location: node.location)
    }

    /// `{"layer", "offset", "opacity", "scale", "blur"}`.
    func layerChange(_ node: JSONNode, layers: Set<String>) -> LayerChange? {
        guard let fields = object(node, .layerChange) else { return nil }
        let layer = fields.value("layer") { layerID($0, layers: layers) }
        let offset = fields.value("offset", self.offset)
        let opacity = fields.value("opacity", self.opacity)
        let scale = fields.boundNumber("scale")
        let blur = fields.boundNumber("blur")
        return layer.map { LayerChange(layer: $0, offset: offset, opacity: opacity, scale: scale, blur: blur) }
    }

    /// An animation; which keys it may have depends on its curve.
    func animation(_ node: JSONNode) -> Animation? {
        guard let object = node.object else {
            wrongType(node, expected: Self.animationExpectation)
            return nil
        }
        guard let curveNode = object["curve"] else {
            report(
                .missingField, "an animation needs \"curve\"; add one of: \(AnimationCurve.allCases.map(\.rawValue).joined(separator: ", "))",
                at: node.location)
            return nil
        }
        guard let curve = choice(curveNode, AnimationCurve.self, what: "animation curve"),
            let fields = self.object(node, curve.kind)
        else { return nil }
        let duration = fields.boundNumber("duration")
        let response = fields.boundNumber("response")
        let damping = fields.boundNumber("dampingFraction")
        switch curve {
        case .easeInOut: return .easeInOut(duration: duration)
        case .easeIn: return .easeIn(duration: duration)
        case .easeOut: return .easeOut(duration: duration)
        case .linear: return .linear(duration: duration)
        case .spring: return .spring(response: response, dampingFraction: damping)
        case .interactiveSpring:
            return .interactiveSpring(
                response: response, dampingFraction: damping,
                blendDuration: fields.boundNumber("blendDuration"))
        case .bouncy: return .bouncy
        }
    }
}
