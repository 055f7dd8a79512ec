import DesignSupport

/// The diagnostics the Swift export reports: settings it cannot use, names it cannot give, and
/// values it writes differently from the tokens.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
package enum ExportDiagnostic: String, DiagnosticKind {
    case invalidSettings = "export/invalid-settings"
    case nameCollision = "export/name-collision"
    case nameDisambiguated = "export/name-disambiguated"
    case appearanceDependentValue = "export/appearance-dependent-value"
    case colorClipped = "export/color-clipped"

    package static let origin = DiagnosticOrigin.export

    package var summary: String {
        switch self {
        case .invalidSettings: "The export settings in dscheck.json cannot be used, or a modifier maps to no appearance."
        case .nameCollision:
            "A token cannot have a Swift name: its name is one Swift or the generated code reserves, or it and another would meet even spelled out; it is not exported."
        case .nameDisambiguated:
            "Two tokens would get the same Swift name, and one is given its name with the punctuation spelled out (sm+ is smPlus); or a group would take a name the generated code uses (Foundation), and is written with Tokens after it."
        case .appearanceDependentValue: "A token that is not a colour differs between appearances; its default-context value is written."
        case .colorClipped: "A colour outside the Display P3 gamut is clipped to it."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .invalidSettings, .nameCollision: .error
        case .appearanceDependentValue, .colorClipped, .nameDisambiguated: .warning
        }
    }
}
