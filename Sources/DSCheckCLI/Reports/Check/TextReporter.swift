import DesignSupport

/// Clang-style lines, one finding a line (`path:line:col: error: message [rule-id]`), then each
/// waived finding as a note with its reason, then a summary line.
struct TextReporter: ReportFormat {
    static let identifier = "text"
    static let fileExtension = "txt"
    static let locatesFromRoot = false

    func report(_ report: CheckReport) -> String {
        (Self.lines(report).map(\.line) + [report.summaryLine]).joined(separator: "\n") + "\n"
    }

    /// The report's lines but the summary, each with the diagnostic it shows: the findings,
    /// then the waived findings as notes.
    static func lines(_ report: CheckReport) -> [(diagnostic: Diagnostic, line: String)] {
        report.diagnostics.map { ($0, $0.clangStyleLine()) }
            + report.waived.map { diagnostic, waiver in
                (
                    diagnostic,
                    diagnostic.clangStyleLine(kind: "note", message: "waived: " + diagnostic.message) + " — "
                        + OutputEscaping.terminal(waiver.reason)
                )
            }
    }
}
