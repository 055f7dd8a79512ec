import DesignSupport

/// One shadow layer.
public struct Shadow: Sendable, Hashable {
    public var color: TokenColor
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool?

    /// Creates a shadow layer.
    public init(color: TokenColor, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension, inset: Bool? = nil) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A shadow token's value: one layer or a list, as the token wrote it.
public struct ShadowValue: Sendable, Hashable {
    /// The layers, bottom first.
    public var layers: [Shadow]
    /// Whether the token wrote an array (kept so output has the token's own shape).
    public var isList: Bool

    /// Creates a shadow value.
    public init(layers: [Shadow], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

/// The `shadow` type: one layer `{"color", "offsetX", "offsetY", "blur", "spread", "inset"?}`,
/// or an array of layers and references to shadow tokens, whose layers it takes in place.
enum ShadowToken: TokenTypeUnit {
    static let type = TokenType.shadow

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> ShadowValue? {
        guard let elements = node.array else {
            return layer(node, in: resolution).map { ShadowValue(layers: [$0], isList: false) }
        }
        var layers: [Shadow] = []
        var valid = true
        for element in elements {
            if resolution.wholeReference(element) != nil {
                if let referenced = resolution.subValue(element, as: ShadowToken.self) {
                    layers += referenced.layers
                } else {
                    valid = false
                }
            } else if let layer = layer(element, in: resolution) {
                layers.append(layer)
            } else {
                valid = false
            }
        }
        return valid ? ShadowValue(layers: layers, isList: true) : nil
    }

    private static func layer(_ node: JSONNode, in resolution: TokenResolution) -> Shadow? {
        guard
            let (object, valid) = resolution.compositeObject(
                node, type, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"])
        else { return nil }
        let color = resolution.member("color", of: object, as: ColorToken.self)
        let offsetX = resolution.member("offsetX", of: object, as: DimensionToken.self)
        let offsetY = resolution.member("offsetY", of: object, as: DimensionToken.self)
        let blur = resolution.member("blur", of: object, as: DimensionToken.self)
        let spread = resolution.member("spread", of: object, as: DimensionToken.self)
        var inset: Bool?
        if let insetNode = object["inset"] {
            inset = insetNode.bool
            if inset == nil { resolution.mismatch(insetNode, type, expected: "inset to be true or false") }
        }
        guard valid, object["inset"] == nil || inset != nil, let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// A list as an array, one layer as its object: the shape the token wrote.
    static func write(_ shadow: ShadowValue, to json: inout some JSONWriter & ~Copyable) {
        if !shadow.isList, let layer = shadow.layers.first {
            write(layer, to: &json)
            return
        }
        json.openArray()
        for layer in shadow.layers {
            json.element()
            write(layer, to: &json)
        }
        json.closeArray()
    }

    private static func write(_ layer: Shadow, to json: inout some JSONWriter & ~Copyable) {
        json.openObject()
        ColorToken.writeMember(TokenJSONKeys.color, layer.color, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.offsetX, layer.offsetX, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.offsetY, layer.offsetY, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.blur, layer.blur, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.spread, layer.spread, to: &json)
        if let inset = layer.inset {
            json.key(TokenJSONKeys.inset)
            json.bool(inset)
        }
        json.closeObject()
    }

    static func tokenValue(_ shadow: ShadowValue) -> TokenValue { .shadow(shadow) }

    static func value(in tokenValue: TokenValue) -> ShadowValue? {
        guard case .shadow(let shadow) = tokenValue else { return nil }
        return shadow
    }
}
