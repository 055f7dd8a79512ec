import DesignSupport

/// The diagnostics of a `--baseline` file about the findings it accepts.
public enum BaselineDiagnostic: String, DiagnosticKind {
    /// A baselined finding that no longer occurs.
    case fixed = "baseline/fixed"

    public static let origin = DiagnosticOrigin.baseline

    public var summary: String {
        switch self {
        case .fixed: "A finding the baseline accepts no longer occurs; remove its entry so the baseline only shrinks."
        }
    }

    public var defaultSeverity: Severity {
        switch self {
        case .fixed: .info
        }
    }
}
