import DesignSupport

/// The `number` type: a JSON number, such as a line height or an opacity.
enum NumberToken: TokenTypeUnit {
    static let type = TokenType.number

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Double? {
        resolution.number(node, type: type)
    }

    static func write(_ number: Double, to json: inout some JSONWriter & ~Copyable) { json.number(number) }

    static func tokenValue(_ number: Double) -> TokenValue { .number(number) }

    static func value(in tokenValue: TokenValue) -> Double? {
        guard case .number(let number) = tokenValue else { return nil }
        return number
    }
}
