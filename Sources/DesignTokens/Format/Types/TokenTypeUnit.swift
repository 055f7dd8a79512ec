import DesignSupport

/// One token type of the Design Tokens Format 2025.10 as a unit: the Swift value a token of the
/// type holds, the parser that reads it from `$value` JSON (reporting each fault where it is
/// written) and the writer that gives it back as 2025.10 JSON. Each type has one file in
/// `Format/Types/`, and ``TokenType/unit`` names the unit of every type in an exhaustive switch,
/// so a new type does not compile until it has all three.
protocol TokenTypeUnit {
    /// What a token of the type resolves to.
    associatedtype Value: Sendable & Hashable

    /// The type this unit reads and writes.
    static var type: TokenType { get }
    /// The value `node` holds, following references inside it through `resolution`; nil after
    /// reporting why it is not a value of the type.
    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Value?
    /// Writes the value as 2025.10 JSON, as `dscheck tokens` prints it and `$ref` pointers
    /// read it (through ``jsonOutput(_:)``).
    static func write(_ value: Value, to json: inout some JSONWriter & ~Copyable)
    /// The token value that holds `value`.
    static func tokenValue(_ value: Value) -> TokenValue
    /// The value of this type that `tokenValue` holds; nil when it holds another type.
    static func value(in tokenValue: TokenValue) -> Value?
}

extension TokenTypeUnit {
    /// The value as 2025.10 JSON, as ``write(_:to:)`` writes it.
    static func jsonOutput(_ value: Value) -> JSONOutput {
        var tree = JSONTree()
        write(value, to: &tree)
        return tree.value
    }

    /// Writes the member `key` of an open object, with `value` as ``write(_:to:)`` writes it.
    static func writeMember(_ key: JSONStream.Key, _ value: Value, to json: inout some JSONWriter & ~Copyable) {
        json.key(key)
        write(value, to: &json)
    }

    /// ``parse(_:in:)`` as a token value, for callers that hold the type only at run time.
    static func parseTokenValue(_ node: JSONNode, in resolution: TokenResolution) -> TokenValue? {
        parse(node, in: resolution).map(tokenValue)
    }
}

extension TokenType {
    /// The unit that reads and writes values of this type.
    var unit: any TokenTypeUnit.Type {
        switch self {
        case .color: ColorToken.self
        case .dimension: DimensionToken.self
        case .duration: DurationToken.self
        case .fontFamily: FontFamilyToken.self
        case .fontWeight: FontWeightToken.self
        case .cubicBezier: CubicBezierToken.self
        case .number: NumberToken.self
        case .strokeStyle: StrokeStyleToken.self
        case .border: BorderToken.self
        case .transition: TransitionToken.self
        case .shadow: ShadowToken.self
        case .gradient: GradientToken.self
        case .typography: TypographyToken.self
        }
    }
}
