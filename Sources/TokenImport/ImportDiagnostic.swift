import DesignSupport

/// The diagnostics `dscheck import` reports: tokens of a Tokens Studio or Style Dictionary
/// source that it cannot convert to DTCG 2025.10 (each names why), and what it converted with a
/// change the reader should know about.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
package enum ImportDiagnostic: String, DiagnosticKind {
    case invalidSource = "import/invalid-source"
    case unsupportedType = "import/unsupported-type"
    case undeterminedType = "import/undetermined-type"
    case invalidValue = "import/invalid-value"
    case unsupportedMath = "import/unsupported-math"
    case unsupportedModifier = "import/unsupported-modifier"
    case unconvertedDependency = "import/unconverted-dependency"
    case lossyValue = "import/lossy-value"
    case precedenceChanged = "import/precedence-changed"
    case unusedSet = "import/unused-set"
    case ignoredFile = "import/ignored-file"
    case identicalThemes = "import/identical-themes"
    case invalidResult = "import/invalid-result"
    case foldedAlias = "import/folded-alias"
    case fallbackValue = "import/fallback-value"

    package static let origin = DiagnosticOrigin.importer

    package var summary: String {
        switch self {
        case .invalidSource:
            "The source's structure is not what its format describes, such as a theme without a name or naming a set the export lacks."
        case .unsupportedType: "A token type that DTCG 2025.10 has no type for (composition, asset, boolean, text…); the token is not converted."
        case .undeterminedType:
            "A token whose type cannot be determined (Style Dictionary's without a type, outside the color, size and time categories); the token is not converted."
        case .invalidValue: "A value that cannot be read as its type; the token is not converted."
        case .unsupportedMath:
            "Math on aliases whose value changes between sets, such as {spacing.base} * 2, which DTCG 2025.10 cannot express; the token is not converted."
        case .unsupportedModifier:
            "A Tokens Studio colour modifier, or a colour function such as rgba({color.red}, 0.5), over a colour whose value changes between sets, which DTCG 2025.10 cannot express, or a modifier Tokens Studio does not have; the token is not converted."
        case .unconvertedDependency: "A token that aliases a token that was not converted; it is not converted either."
        case .lossyValue: "A token converted with a part DTCG has no place for dropped or defaulted."
        case .precedenceChanged: "A token the resolver resolves differently from Tokens Studio's set order."
        case .unusedSet: "A token set that no theme uses; written, but left out of the resolver."
        case .fallbackValue:
            "A token not converted in one set that another set defines: where its set applies, the written tokens give it the other set's value."
        case .foldedAlias:
            "Math, a colour function or a colour modifier over aliases whose tokens have one value in every set, written as the value it comes to (the expression or modifier kept in $extensions)."
        case .invalidResult:
            "A token that converts but would be an error in the written files (a type that does not match what it aliases, a reference into a set no theme uses); it is not written."
        case .identicalThemes: "Two themes of one group that use the same sets in the same order, so they resolve to the same tokens."
        case .ignoredFile: "A Tokens Studio file of themes or metadata below the folder imported, which is read only at its root; it is not read."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .invalidSource, .unsupportedType, .undeterminedType, .invalidValue, .unsupportedMath, .unsupportedModifier,
            .unconvertedDependency, .invalidResult:
            .error
        case .lossyValue, .precedenceChanged, .unusedSet, .ignoredFile, .identicalThemes, .fallbackValue: .warning
        case .foldedAlias: .info
        }
    }

    package var reportsDependent: Bool { self == .unconvertedDependency }
}
