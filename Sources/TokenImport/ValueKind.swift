import DesignTokens

/// How the importer reads a source value, and the DTCG 2025.10 type it writes.
enum ValueKind: Equatable {
    case color
    /// A length; a bare number takes `unitless` (`px` in Tokens Studio, `rem` in Style
    /// Dictionary's size category).
    case dimension(unitless: String)
    /// A length that may not be a percentage of the font size.
    case letterSpacing
    case fontFamily
    case fontWeight
    case number
    /// A number that may be written as a percentage (`50%` is 0.5).
    case opacity
    /// A multiple of the font size (`150%` is 1.5); DTCG writes it as a number.
    case lineHeight
    /// A time; a bare number takes `unitless`.
    case duration(unitless: String)
    case typography
    case shadow
    case border
    /// A DTCG type whose value the source already writes in its 2025.10 shape.
    case asWritten(TokenType)
    /// A whole alias with no type of its own: it takes the type of the token it names.
    case alias

    /// The `$type` written for the token; nil for an alias, which takes its target's.
    var dtcgType: TokenType? {
        switch self {
        case .color: .color
        case .dimension, .letterSpacing: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .number, .opacity, .lineHeight: .number
        case .duration: .duration
        case .typography: .typography
        case .shadow: .shadow
        case .border: .border
        case .asWritten(let type): type
        case .alias: nil
        }
    }

    /// Whether a value of this kind that mixes aliases with other text is evaluated as an
    /// expression (a number, a length or a colour); the others substitute literal text.
    var isEvaluated: Bool {
        switch self {
        case .color, .dimension, .letterSpacing, .number, .opacity, .lineHeight, .duration, .fontWeight: true
        case .fontFamily, .typography, .shadow, .border, .asWritten, .alias: false
        }
    }

    /// How a message names a value of this kind.
    var noun: String {
        switch self {
        case .color: "a colour"
        case .dimension, .letterSpacing: "a length"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .number: "a number"
        case .opacity: "an opacity"
        case .lineHeight: "a line height"
        case .duration: "a duration"
        case .typography: "a typography value"
        case .shadow: "a shadow"
        case .border: "a border"
        case .asWritten(let type): "a \(type.rawValue) value"
        case .alias: "an alias"
        }
    }

    /// The importer's type table: for each DTCG 2025.10 type, the source type names that carry
    /// it and how each is read, a bare length taking `unitless`. It switches over every type, so
    /// a new DTCG type does not compile until the importer says which source names carry it.
    static func sourceTypes(of type: TokenType, unitless: String) -> [(name: String, kind: ValueKind)] {
        switch type {
        case .color: [("color", .color)]
        case .dimension:
            [
                "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing",
                "paragraphIndent", "size",
            ].map { ($0, .dimension(unitless: unitless)) } + [("letterSpacing", .letterSpacing)]
        case .duration: [("duration", .duration(unitless: "ms")), ("time", .duration(unitless: "ms"))]
        case .fontFamily: [("fontFamilies", .fontFamily), ("fontFamily", .fontFamily)]
        case .fontWeight: [("fontWeights", .fontWeight), ("fontWeight", .fontWeight)]
        case .number: [("number", .number), ("opacity", .opacity), ("lineHeights", .lineHeight), ("lineHeight", .lineHeight)]
        case .typography: [("typography", .typography)]
        case .shadow: [("boxShadow", .shadow), ("shadow", .shadow)]
        case .border: [("border", .border)]
        // Tokens Studio writes these only in their DTCG shape, under their DTCG names.
        case .cubicBezier, .strokeStyle, .gradient, .transition: [(type.rawValue, .asWritten(type))]
        }
    }
}

/// The token format being imported: its type names and defaults.
package enum SourceDialect: Sendable {
    /// Tokens Studio for Figma (`value`/`type` or `$value`/`$type`).
    case tokensStudio
    /// Style Dictionary's `value`/`type` form, with types inferred from the category.
    case styleDictionary

    /// The kind for a type name, or nil when DTCG has no type for it.
    func kind(forType type: String) -> ValueKind? {
        (self == .tokensStudio ? Self.tokensStudioKinds : Self.styleDictionaryKinds)[type]
    }

    /// Every source type name of the type table and its kind, for each dialect: a bare length is
    /// in px in Tokens Studio and in rem in Style Dictionary.
    private static let tokensStudioKinds = kinds(unitless: "px")
    private static let styleDictionaryKinds = kinds(unitless: "rem")

    private static func kinds(unitless: String) -> [String: ValueKind] {
        Dictionary(uniqueKeysWithValues: TokenType.allCases.flatMap { ValueKind.sourceTypes(of: $0, unitless: unitless) })
    }

    /// The kind Style Dictionary's transforms give a token without a type, from its category
    /// (the first name in its path): color, size (a bare number in rem) and time (in ms).
    func inferredKind(path: [String]) -> ValueKind? {
        guard self == .styleDictionary else { return nil }
        switch path.first {
        case "color": return .color
        case "size": return .dimension(unitless: "rem")
        case "time": return .duration(unitless: "ms")
        default: return nil
        }
    }

    /// The reference a source alias names: Style Dictionary's `{a.b.value}` names `a.b`.
    func referenceName(_ name: String) -> String {
        if self == .styleDictionary, name.hasSuffix(".value") { return String(name.dropLast(".value".count)) }
        return name
    }
}
