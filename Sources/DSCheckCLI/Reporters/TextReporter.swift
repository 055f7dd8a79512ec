import DesignSupport

/// Clang-style lines, one finding a line (`path:line:col: error: message [rule-id]`), then each
/// waived finding as a note with its reason, then a summary line.
struct TextReporter: Reporter {
    static let identifier = "text"
    static let fileExtension = "txt"
    static let locatesFromRoot = false

    func report(_ report: CheckReport) -> String {
        var lines = report.diagnostics.map { TextDiagnostics.line($0) }
        for (diagnostic, waiver) in report.waived {
            lines.append(
                TextDiagnostics.line(diagnostic, kind: "note", message: "waived: " + diagnostic.message) + " — "
                    + OutputEscaping.terminal(waiver.reason))
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
