import DesignSupport
import DesignTokens

/// GitHub Actions workflow commands, one annotation per unwaived finding
/// (`::error file=F,line=L,col=C,title=RULE-ID::MESSAGE`), then a plain summary line. Waived
/// findings are not annotated.
struct GitHubReporter: Reporter {
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
        ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        let message = diagnostic.message + TextDiagnostics.contextSuffix(diagnostic.context)
        return "::\(command(diagnostic.severity)) \(properties)::\(escapeData(message))"
    }

    /// The workflow command for a severity: `error`, `warning` or `notice`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A command's message: `%` → `%25` first, then CR → `%0D` and LF → `%0A`.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value: as a message, and also `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
