import DesignSupport

/// A font weight: a number in [1, 1000], and the keyword it was written as, if any.
public struct FontWeight: Sendable, Hashable {
    /// The numeric weight.
    public var value: Double
    /// The keyword as written (`bold`, `black`…), or nil for a number.
    public var keyword: String?

    /// Creates a font weight.
    public init(value: Double, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }

    /// The keywords of the 2025.10 format and the weights they stand for.
    public static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

/// The `fontWeight` type: a number from 1 to 1000, or one of the format's lowercase keywords.
enum FontWeightToken: TokenTypeUnit {
    static let type = TokenType.fontWeight

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> FontWeight? {
        if let keyword = node.string {
            guard let value = FontWeight.keywords[keyword] else {
                resolution.report(
                    TokenDiagnostic.invalidValue,
                    "font weight \"\(keyword)\" is not a 2025.10 keyword (they are lowercase: \(FontWeight.keywords.keys.sorted().joined(separator: ", "))); or write a number from 1 to 1000",
                    at: node.location)
                return nil
            }
            return FontWeight(value: value, keyword: keyword)
        }
        guard let value = resolution.number(node, type: type, what: "a number from 1 to 1000 or a keyword such as \"bold\"") else { return nil }
        guard (1...1000).contains(value) else {
            resolution.report(TokenDiagnostic.invalidValue, "font weight \(JSONOutput.format(value)) is outside 1 to 1000", at: node.location)
            return nil
        }
        return FontWeight(value: value)
    }

    /// The keyword when the token wrote one, else the number.
    static func write(_ weight: FontWeight, to json: inout some JSONWriter & ~Copyable) {
        if let keyword = weight.keyword {
            json.string(keyword)
        } else {
            json.number(weight.value)
        }
    }

    static func tokenValue(_ weight: FontWeight) -> TokenValue { .fontWeight(weight) }

    static func value(in tokenValue: TokenValue) -> FontWeight? {
        guard case .fontWeight(let weight) = tokenValue else { return nil }
        return weight
    }
}
