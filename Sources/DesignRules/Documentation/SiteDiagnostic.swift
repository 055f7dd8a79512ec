import DesignSupport

/// The diagnostics the site reports: parts a component spec leaves out, so that its page lacks
/// them. Like every finding they are listed on the maintainers' page, not on the reader's.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
package enum SiteDiagnostic: String, DiagnosticKind {
    case noAnatomy = "site/no-anatomy"
    case undocumented = "site/undocumented"
    case unknownExample = "site/unknown-example"

    package static let origin = DiagnosticOrigin.site

    package var summary: String {
        switch self {
        case .noAnatomy: "A component without anatomy, so its page has no preview."
        case .undocumented: "A component whose spec gives no guidance, usage or code symbol, so its page lacks those sections."
        case .unknownExample: "A Do or Don't whose picture names a rule or rule example that does not exist, so it is shown without one."
        }
    }

    package var defaultSeverity: Severity {
        switch self {
        case .noAnatomy, .unknownExample: .warning
        case .undocumented: .info
        }
    }
}
