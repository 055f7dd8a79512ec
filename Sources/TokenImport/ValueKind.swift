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
    case asWritten(String)

    /// The `$type` written for the token.
    var dtcgType: String {
        switch self {
        case .color: "color"
        case .dimension, .letterSpacing: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .number, .opacity, .lineHeight: "number"
        case .duration: "duration"
        case .typography: "typography"
        case .shadow: "shadow"
        case .border: "border"
        case .asWritten(let type): type
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
        let unitless = self == .tokensStudio ? "px" : "rem"
        switch type {
        case "color": return .color
        case "dimension", "spacing", "sizing", "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing",
            "paragraphIndent", "size":
            return .dimension(unitless: unitless)
        case "letterSpacing": return .letterSpacing
        case "fontFamilies", "fontFamily": return .fontFamily
        case "fontWeights", "fontWeight": return .fontWeight
        case "lineHeights", "lineHeight": return .lineHeight
        case "opacity": return .opacity
        case "number": return .number
        case "duration", "time": return .duration(unitless: "ms")
        case "typography": return .typography
        case "boxShadow", "shadow": return .shadow
        case "border": return .border
        case "cubicBezier", "strokeStyle", "gradient", "transition": return .asWritten(type)
        default: return nil
        }
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
