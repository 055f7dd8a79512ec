import DesignSupport

/// The diagnostics the site reports: parts a component spec leaves out, which its page then
/// says are not specified.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
package enum SiteDiagnostic: String, DiagnosticKind {
    case noAnatomy = "site/no-anatomy"
    case undocumented = "site/undocumented"

    package static let origin = DiagnosticOrigin.site

    package var summary: String {
        switch self {
        case .noAnatomy: "A component without anatomy, so its page has no preview."
        case .undocumented: "A component page that says which parts the spec does not give."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .noAnatomy: .warning
        case .undocumented: .info
        }
    }
}
