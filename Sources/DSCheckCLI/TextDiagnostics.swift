import DesignTokens

/// Diagnostics in clang style, one a line (`path:line:col: error: message [rule-id]`), then a
/// summary line.
enum TextDiagnostics {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            let context = diagnostic.context.isEmpty ? "" : " (" + diagnostic.context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
            text += "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)\(context) [\(diagnostic.ruleId)]\n"
        }
        text += summary(diagnostics) + "\n"
        return text
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
