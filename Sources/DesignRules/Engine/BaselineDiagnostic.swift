import DesignSupport

/// The diagnostics of a `--baseline` file about the findings it accepts.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
public enum BaselineDiagnostic: String, DiagnosticKind {
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
