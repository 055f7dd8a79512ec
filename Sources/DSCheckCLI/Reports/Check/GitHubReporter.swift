import DesignSupport
import DesignTokens

/// GitHub Actions workflow commands, one annotation per unwaived finding
/// (`::error file=F,line=L,col=C,title=RULE-ID::MESSAGE`), then a plain summary line. Waived
/// findings are not annotated.
struct GitHubReporter: ReportFormat {
    static let identifier = "github"
    static let fileExtension = "txt"

    func report(_ report: CheckReport) -> String {
        var lines = report.diagnostics.map { Self.annotation($0) }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One workflow command for `diagnostic`, its context after the message.
    static func annotation(_ diagnostic: Diagnostic) -> String {
        let properties = [
            ("file", diagnostic.location.file),
            ("line", String(diagnostic.location.line)),
            ("col", String(diagnostic.location.column)),
            ("title", diagnostic.ruleId),
        ].map { "\($0.0)=\(OutputEscaping.workflowCommandProperty($0.1))" }.joined(separator: ",")
        let message = diagnostic.message + diagnostic.context.suffix
        return "::\(command(diagnostic.severity)) \(properties)::\(OutputEscaping.workflowCommandData(message))"
    }

    /// The workflow command for a severity: `error`, `warning` or `notice`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }
}
