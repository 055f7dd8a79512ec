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
    /// severity and `message` to the diagnostic's own; line breaks in the message become spaces
    /// so the finding stays on one line.
    static func line(_ diagnostic: Diagnostic, kind: String? = nil, message: String? = nil) -> String {
        let text = singleLine(message ?? diagnostic.message)
        return
            "\(singleLine(diagnostic.location.description)): \(kind ?? diagnostic.severity.rawValue): \(text)\(contextSuffix(diagnostic.context)) [\(diagnostic.ruleId)]"
    }

    /// ` (modifier=context, …)` in modifier order, or the empty string for an empty context.
    static func contextSuffix(_ context: ResolverContext) -> String {
        guard !context.isEmpty else { return "" }
        return " (" + context.description + ")"
    }

    /// `text` on one line of a terminal: every line break (CR LF, LF, CR and the Unicode line
    /// separators) replaced by a space, and every other control character escaped (`\u{1B}`), so
    /// no text from a catalogue can move the cursor or recolour the terminal.
    static func singleLine(_ text: String) -> String {
        guard ControlCharacters.first(in: text) != nil else { return text }
        return ControlCharacters.escaped(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "))
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let counts = Severity.allCases.reversed().map { severity in
            let count = diagnostics.filter { $0.severity == severity }.count
            let noun = severity == .info ? "info" : severity.rawValue
            return "\(count) \(noun)\(count == 1 || severity == .info ? "" : "s")"
        }
        return counts.joined(separator: ", ")
    }
}
