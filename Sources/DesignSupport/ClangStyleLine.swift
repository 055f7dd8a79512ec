extension Diagnostic {
    /// The diagnostic as one clang-style line without its newline, the one way every part of
    /// dscheck writes it: `path:line:col: kind: message (modifier=context) [rule-id]`. `kind`
    /// defaults to the severity and `message` to the diagnostic's own; the line is escaped for a
    /// terminal as a whole (``OutputEscaping/terminalLine(_:)``), so the path, the message and
    /// the context, which quote the catalogue, stay on one line, show control characters as
    /// escapes and never start a workflow command (a catalogue at `.` puts a file's name first).
    package func clangStyleLine(kind: String? = nil, message: String? = nil) -> String {
        OutputEscaping.terminalLine(
            "\(location.description): \(kind ?? severity.rawValue): \(message ?? self.message)\(context.suffix) [\(ruleId)]")
    }
}

extension ResolverContext {
    /// ` (modifier=context, …)` in modifier order, or the empty string for an empty context:
    /// how a finding's context follows its message.
    package var suffix: String {
        isEmpty ? "" : " (" + description + ")"
    }
}
