import CatalogCommands
import DesignRules
import DesignSupport
import DesignTokens

/// A pull-request comment: a heading, a summary table, the findings grouped by subject in
/// tables, unused tokens as one finding per token file with the list of its tokens, and the
/// waived findings in a collapsed list. All catalogue text is escaped, so a message cannot
/// break a table or inject HTML.
struct MarkdownReporter: ReportFormat {
    static let identifier = "markdown"
    static let fileExtension = "md"

    func report(_ report: CheckReport) -> String {
        var lines = ["## dscheck: \(OutputEscaping.markdown(report.catalogName))", ""]
        guard !report.diagnostics.isEmpty || !report.waived.isEmpty else {
            return (lines + ["No findings."]).joined(separator: "\n") + "\n"
        }
        lines += [
            "| severity | count |",
            "| --- | ---: |",
            "| errors | \(report.count(.error))\(TextDiagnostics.rootCauseSplit(report.diagnostics)) |",
            "| warnings | \(report.count(.warning)) |",
            "| info | \(report.count(.info)) |",
            "| waived | \(report.waived.count) |",
            "",
        ]
        if report.diagnostics.isEmpty {
            lines += ["No findings.", ""]
        }
        let grouped = report.diagnostics.filter { $0.id == .unusedToken }
        for (subject, diagnostics) in groups(report.diagnostics.filter { $0.id != .unusedToken }) {
            lines += [
                "### " + (subject.map(OutputEscaping.markdown) ?? "Other findings"),
                "",
                "| severity | rule | message | location |",
                "| --- | --- | --- | --- |",
            ]
            for diagnostic in diagnostics {
                let message = diagnostic.message + diagnostic.context.suffix
                lines.append(
                    "| \(diagnostic.severity.rawValue) | \(OutputEscaping.markdown(diagnostic.ruleId)) | \(OutputEscaping.markdown(message)) | \(OutputEscaping.markdown(diagnostic.location.description)) |"
                )
            }
            lines.append("")
        }
        lines += unusedTokens(grouped)
        if !report.waived.isEmpty {
            lines += ["<details>", "<summary>Waived (\(report.waived.count))</summary>", ""]
            for (diagnostic, waiver) in report.waived {
                let subject = diagnostic.subject.map { " on " + OutputEscaping.markdown($0) } ?? ""
                lines.append(
                    "- \(OutputEscaping.markdown(diagnostic.ruleId))\(subject) at \(OutputEscaping.markdown(diagnostic.location.description)): \(OutputEscaping.markdown(diagnostic.message)) — waived: \(OutputEscaping.markdown(waiver.reason))"
                )
            }
            lines += ["", "</details>", ""]
        }
        lines.removeLast()
        return lines.joined(separator: "\n") + "\n"
    }

    /// A section per token file and severity: how many of its tokens nothing uses, then each
    /// token with its line (and context, when it holds in one only).
    private func unusedTokens(_ diagnostics: [Diagnostic]) -> [String] {
        let byFile = Dictionary(grouping: diagnostics) { FileSeverity(file: $0.location.file, severity: $0.severity) }
        return byFile.keys.sorted().flatMap { key -> [String] in
            let tokens = byFile[key]!.sorted { $0.location < $1.location }
            let count = tokens.count == 1 ? "1 token is" : "\(tokens.count) tokens are"
            let advice = tokens.count == 1 ? "remove it or use it" : "remove them or use them"
            return [
                "### Unused tokens in \(OutputEscaping.markdown(key.file))",
                "",
                "\(key.severity.rawValue) · \(OutputEscaping.markdown(DiagnosticID.unusedToken.rawValue)): \(count) used by no component, composition or token; \(advice).",
                "",
            ]
                + tokens.map { diagnostic in
                    let name = OutputEscaping.markdownCode(diagnostic.subject ?? diagnostic.message)
                    return "- \(name) (line \(diagnostic.location.line)\(OutputEscaping.markdown(Self.contextNote(diagnostic.context))))"
                } + [""]
        }
    }

    private static func contextNote(_ context: ResolverContext) -> String {
        context.isEmpty ? "" : ", " + context.description
    }

    /// The key of a section of unused tokens.
    private struct FileSeverity: Hashable, Comparable {
        let file: String
        let severity: Severity

        static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.file != rhs.file ? lhs.file < rhs.file : lhs.severity > rhs.severity
        }
    }

    /// Findings by subject, subjects in order, findings without a subject last.
    private func groups(_ diagnostics: [Diagnostic]) -> [(subject: String?, diagnostics: [Diagnostic])] {
        let bySubject = Dictionary(grouping: diagnostics, by: \.subject)
        let subjects = bySubject.keys.compactMap { $0 }.sorted()
        var groups = subjects.map { (subject: Optional($0), diagnostics: bySubject[$0]!) }
        if let unattached = bySubject[nil] {
            groups.append((nil, unattached))
        }
        return groups
    }
}
