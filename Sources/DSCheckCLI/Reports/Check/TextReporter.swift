import DesignRules
import DesignSupport

/// Clang-style lines, one finding a line (`path:line:col: error: message [rule-id]`), then each
/// waived finding as a note with its reason, then a summary line.
struct TextReporter: ReportFormat {
    static let identifier = "text"
    static let fileExtension = "txt"
    static let locatesFromRoot = false

    /// The lines appended one by one to the text: no line is kept apart from it.
    func report(_ report: CheckReport) -> String {
        var text = ""
        for diagnostic in report.diagnostics { text += diagnostic.clangStyleLine() + "\n" }
        for (diagnostic, waiver) in report.waived { text += Self.note(diagnostic, waivedBy: waiver) + "\n" }
        return text + report.summaryLine + "\n"
    }

    /// The report's lines but the summary, each with the diagnostic it shows: the findings,
    /// then the waived findings as notes.
    static func lines(_ report: CheckReport) -> [(diagnostic: Diagnostic, line: String)] {
        report.diagnostics.map { ($0, $0.clangStyleLine()) } + report.waived.map { ($0, note($0, waivedBy: $1)) }
    }

    /// The line of `diagnostic`, waived by `waiver`: a note with the waiver's reason.
    private static func note(_ diagnostic: Diagnostic, waivedBy waiver: Waiver) -> String {
        diagnostic.clangStyleLine(kind: "note", message: "waived: " + diagnostic.message) + " — " + OutputEscaping.terminal(waiver.reason)
    }
}
