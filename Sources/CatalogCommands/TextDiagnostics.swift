import DesignSupport
import DesignTokens

/// Diagnostics in clang style, one a line (``DesignSupport/Diagnostic/clangStyleLine(kind:message:)``),
/// then a summary line.
package enum TextDiagnostics {
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += diagnostic.clangStyleLine() + "\n"
        }
        text += summary(diagnostics) + "\n"
        return text
    }

    package static func summary(_ diagnostics: [Diagnostic]) -> String {
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
    package static func rootCauseSplit(_ diagnostics: [Diagnostic]) -> String {
        let counts = ErrorCounts(diagnostics)
        guard counts.dependents > 0 else { return "" }
        let causes = "\(counts.rootCauses) root cause\(counts.rootCauses == 1 ? "" : "s")"
        return " (\(causes), \(counts.dependents) dependent\(counts.dependents == 1 ? "" : "s"))"
    }
}
