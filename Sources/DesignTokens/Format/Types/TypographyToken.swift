import DesignSupport

/// A typography style.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    public var letterSpacing: Dimension
    public var lineHeight: Double

    /// Creates a typography style.
    public init(fontFamily: [String], fontSize: Dimension, fontWeight: FontWeight, letterSpacing: Dimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}

/// The `typography` type: `{"fontFamily", "fontSize", "fontWeight", "letterSpacing",
/// "lineHeight"}`, the line height a number (a multiple of the font size), each member a value or
/// a reference.
enum TypographyToken: TokenTypeUnit {
    static let type = TokenType.typography

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Typography? {
        guard
            let (object, valid) = resolution.compositeObject(
                node, type, required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
        else { return nil }
        let family = resolution.member("fontFamily", of: object, as: FontFamilyToken.self)
        let size = resolution.member("fontSize", of: object, as: DimensionToken.self)
        let weight = resolution.member("fontWeight", of: object, as: FontWeightToken.self)
        let spacing = resolution.member("letterSpacing", of: object, as: DimensionToken.self)
        let lineHeight = resolution.member("lineHeight", of: object, as: NumberToken.self)
        guard valid, let family, let size, let weight, let spacing, let lineHeight else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    static func write(_ typography: Typography, to json: inout some JSONWriter & ~Copyable) {
        json.openObject()
        FontFamilyToken.writeMember(TokenJSONKeys.fontFamily, typography.fontFamily, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.fontSize, typography.fontSize, to: &json)
        FontWeightToken.writeMember(TokenJSONKeys.fontWeight, typography.fontWeight, to: &json)
        DimensionToken.writeMember(TokenJSONKeys.letterSpacing, typography.letterSpacing, to: &json)
        NumberToken.writeMember(TokenJSONKeys.lineHeight, typography.lineHeight, to: &json)
        json.closeObject()
    }

    static func tokenValue(_ typography: Typography) -> TokenValue { .typography(typography) }

    static func value(in tokenValue: TokenValue) -> Typography? {
        guard case .typography(let typography) = tokenValue else { return nil }
        return typography
    }
}
