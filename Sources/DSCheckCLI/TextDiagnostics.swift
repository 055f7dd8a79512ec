import DesignSupport
import DesignTokens

/// Diagnostics in clang style, one a line (`path:line:col: error: message [rule-id]`), then a
/// summary line.
enum TextDiagnostics {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += line(diagnostic) + "\n"
        }
        text += summary(diagnostics) + "\n"
        return text
    }

    /// One finding as a clang-style line without its newline:
    /// `path:line:col: kind: message (modifier=context) [rule-id]`. `kind` defaults to the
    /// severity and `message` to the diagnostic's own; the line is escaped for a terminal as a
    /// whole (``OutputEscaping/terminalLine(_:)``), so the path, the message and the context, which
    /// quote the catalogue, stay on one line, show control characters as escapes and never start a
    /// workflow command (a catalogue at `.` puts a file's name first).
    static func line(_ diagnostic: Diagnostic, kind: String? = nil, message: String? = nil) -> String {
        OutputEscaping.terminalLine(
            "\(diagnostic.location.description): \(kind ?? diagnostic.severity.rawValue): \(message ?? diagnostic.message)\(contextSuffix(diagnostic.context)) [\(diagnostic.ruleId)]"
        )
    }

    /// ` (modifier=context, …)` in modifier order, or the empty string for an empty context.
    static func contextSuffix(_ context: ResolverContext) -> String {
        guard !context.isEmpty else { return "" }
        return " (" + context.description + ")"
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let counts = Severity.allCases.reversed().map { severity in
            let count = diagnostics.filter { $0.severity == severity }.count
            let noun = severity == .info ? "info" : severity.rawValue
            let split = severity == .error ? rootCauseSplit(diagnostics) : ""
            return "\(count) \(noun)\(count == 1 || severity == .info ? "" : "s")\(split)"
        }
        return counts.joined(separator: ", ")
    }

    /// ` (1 root cause, 2 dependents)`: the errors split into root causes and dependents
    /// (errors that follow from another finding), or the empty string when none is a dependent.
    static func rootCauseSplit(_ diagnostics: [Diagnostic]) -> String {
        let counts = ErrorCounts(diagnostics)
        guard counts.dependents > 0 else { return "" }
        let causes = "\(counts.rootCauses) root cause\(counts.rootCauses == 1 ? "" : "s")"
        return " (\(causes), \(counts.dependents) dependent\(counts.dependents == 1 ? "" : "s"))"
    }
}
