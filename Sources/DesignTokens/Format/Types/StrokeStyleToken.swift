import DesignSupport

/// A stroke style: a CSS keyword or a dash pattern.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashes(dashArray: [Dimension], lineCap: String)

    /// The keywords the 2025.10 format allows.
    public static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the 2025.10 format allows.
    public static let lineCaps: Set<String> = ["round", "butt", "square"]
}

/// The `strokeStyle` type: one of the format's CSS keywords, or `{"dashArray": [dimension…],
/// "lineCap"}`.
enum StrokeStyleToken: TokenTypeUnit {
    static let type = TokenType.strokeStyle

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> StrokeStyle? {
        if let keyword = node.string {
            guard StrokeStyle.keywords.contains(keyword) else {
                resolution.report(
                    TokenDiagnostic.invalidValue,
                    "stroke style \"\(keyword)\" is not one of \(StrokeStyle.keywords.sorted().joined(separator: ", ")); or write {\"dashArray\", \"lineCap\"}",
                    at: node.location)
                return nil
            }
            return .keyword(keyword)
        }
        guard let object = node.object else {
            resolution.mismatch(node, type, expected: "a keyword such as \"solid\" or an object {\"dashArray\", \"lineCap\"}")
            return nil
        }
        var valid = resolution.checkMembers(object, at: node.location, type: type, required: ["dashArray", "lineCap"])
        var dashArray: [Dimension] = []
        if let dashNode = object["dashArray"] {
            if let dashes = dashNode.array, !dashes.isEmpty {
                for dash in dashes {
                    if let length = resolution.member(dash, named: "dashArray", as: DimensionToken.self) {
                        dashArray.append(length)
                    } else {
                        valid = false
                    }
                }
            } else {
                resolution.mismatch(dashNode, type, expected: "dashArray to be a non-empty array of dimensions")
                valid = false
            }
        }
        var lineCap: String?
        if let capNode = object["lineCap"] {
            lineCap = capNode.string.flatMap { StrokeStyle.lineCaps.contains($0) ? $0 : nil }
            if lineCap == nil {
                resolution.report(
                    TokenDiagnostic.invalidValue, "lineCap must be one of \(StrokeStyle.lineCaps.sorted().joined(separator: ", "))",
                    at: capNode.location)
            }
        }
        guard valid, let lineCap else { return nil }
        return .dashes(dashArray: dashArray, lineCap: lineCap)
    }

    static func write(_ style: StrokeStyle, to json: inout some JSONWriter & ~Copyable) {
        switch style {
        case .keyword(let keyword): json.string(keyword)
        case .dashes(let dashArray, let lineCap):
            json.openObject()
            json.key(TokenJSONKeys.dashArray)
            json.openArray()
            for dash in dashArray {
                json.element()
                DimensionToken.write(dash, to: &json)
            }
            json.closeArray()
            json.key(TokenJSONKeys.lineCap)
            json.string(lineCap)
            json.closeObject()
        }
    }

    static func tokenValue(_ style: StrokeStyle) -> TokenValue { .strokeStyle(style) }

    static func value(in tokenValue: TokenValue) -> StrokeStyle? {
        guard case .strokeStyle(let style) = tokenValue else { return nil }
        return style
    }
}
