import DesignSupport

/// The diagnostics the Swift export reports: settings it cannot use, names it cannot give, and
/// values it writes differently from the tokens.
package enum ExportDiagnostic: String, DiagnosticKind {
    /// The `export` settings in dscheck.json cannot be used, or a modifier maps to no appearance.
    case invalidSettings = "export/invalid-settings"
    /// Two tokens (or a token and a name Swift or the generated code reserves) would get the
    /// same Swift name; the later one is not exported.
    case nameCollision = "export/name-collision"
    /// A token that is not a colour differs between appearances; the export writes its value
    /// in the default context.
    case appearanceDependentValue = "export/appearance-dependent-value"
    /// A colour outside sRGB and Display P3's gamut is clipped to Display P3.
    case colorClipped = "export/color-clipped"

    package static let origin = DiagnosticOrigin.export

    package var summary: String {
        switch self {
        case .invalidSettings: "The export settings in dscheck.json cannot be used, or a modifier maps to no appearance."
        case .nameCollision: "Two tokens would get the same Swift name, or a token a name Swift reserves; the later one is not exported."
        case .appearanceDependentValue: "A token that is not a colour differs between appearances; its default-context value is written."
        case .colorClipped: "A colour outside the Display P3 gamut is clipped to it."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .invalidSettings, .nameCollision: .error
        case .appearanceDependentValue, .colorClipped: .warning
        }
    }
}
