import DesignSupport

/// A border: colour, width and style.
public struct Border: Sendable, Hashable {
    public var color: TokenColor
    public var width: Dimension
    public var style: StrokeStyle

    /// Creates a border.
    public init(color: TokenColor, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// The `border` type: `{"color", "width", "style"}`, each member a value or a reference.
enum BorderToken: TokenTypeUnit {
    static let type = TokenType.border

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Border? {
        guard let (object, valid) = resolution.compositeObject(node, type, required: ["color", "width", "style"]) else { return nil }
        let color = resolution.member("color", of: object, as: ColorToken.self)
        let width = resolution.member("width", of: object, as: DimensionToken.self)
        let style = resolution.member("style", of: object, as: StrokeStyleToken.self)
        guard valid, let color, let width, let style else { return nil }
        return Border(color: color, width: width, style: style)
    }

    static func write(_ border: Border, to json: inout some JSONWriter & ~Copyable) {
        json.openObject()
        ColorToken.writeMember(TokenJSONKeys.color, border.color, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.width, border.width, to: &json)
        StrokeStyleToken.writeMember(TokenJSONKeys.style, border.style, to: &json)
        json.closeObject()
    }

    static func tokenValue(_ border: Border) -> TokenValue { .border(border) }

    static func value(in tokenValue: TokenValue) -> Border? {
        guard case .border(let border) = tokenValue else { return nil }
        return border
    }
}
