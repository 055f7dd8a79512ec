import DesignSupport

/// The diagnostics `dscheck import` reports: tokens of a Tokens Studio or Style Dictionary
/// source that it cannot convert to DTCG 2025.10 (each names why), and what it converted with a
/// change the reader should know about.
package enum ImportDiagnostic: String, DiagnosticKind {
    /// The source's structure is not what the format describes (a theme without a name, a set
    /// that is not an object, a theme naming a set the export lacks).
    case invalidSource = "import/invalid-source"
    /// A token type that DTCG 2025.10 has no type for (composition, asset, boolean, text…).
    case unsupportedType = "import/unsupported-type"
    /// A token whose type cannot be determined (Style Dictionary tokens without a type, outside
    /// the color, size and time categories).
    case undeterminedType = "import/undetermined-type"
    /// A value that cannot be read as its type.
    case invalidValue = "import/invalid-value"
    /// Math on aliases (`{spacing.base} * 2`), which DTCG 2025.10 cannot express.
    case unsupportedMath = "import/unsupported-math"
    /// A colour modifier or colour function over an alias (`rgba({color.red}, 0.5)`,
    /// `$extensions.studio.tokens.modify`), which DTCG 2025.10 cannot express.
    case unsupportedModifier = "import/unsupported-modifier"
    /// A token that aliases a token the import could not convert: left out with it.
    case unconvertedDependency = "import/unconverted-dependency"
    /// A token converted with a part the format has no place for dropped or defaulted.
    case lossyValue = "import/lossy-value"
    /// A token that the resolver resolves differently from Tokens Studio because a base set
    /// later in the theme's order redefines it.
    case precedenceChanged = "import/precedence-changed"
    /// A token set that no theme uses: written, but left out of the resolver.
    case unusedSet = "import/unused-set"

    package static let origin = DiagnosticOrigin.importer

    package var summary: String {
        switch self {
        case .invalidSource: "The source's structure is not what its format describes."
        case .unsupportedType: "A token type that DTCG 2025.10 has no type for; the token is not converted."
        case .undeterminedType: "A token whose type cannot be determined; the token is not converted."
        case .invalidValue: "A value that cannot be read as its type; the token is not converted."
        case .unsupportedMath: "Math on aliases, which DTCG 2025.10 cannot express; the token is not converted."
        case .unsupportedModifier: "A colour modifier or colour function over an alias; the token is not converted."
        case .unconvertedDependency: "A token that aliases a token that was not converted; it is not converted either."
        case .lossyValue: "A token converted with a part DTCG has no place for dropped or defaulted."
        case .precedenceChanged: "A token the resolver resolves differently from Tokens Studio's set order."
        case .unusedSet: "A token set that no theme uses; written, but left out of the resolver."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .invalidSource, .unsupportedType, .undeterminedType, .invalidValue, .unsupportedMath, .unsupportedModifier,
            .unconvertedDependency:
            .error
        case .lossyValue, .precedenceChanged, .unusedSet: .warning
        }
    }

    package var reportsDependent: Bool { self == .unconvertedDependency }
}
