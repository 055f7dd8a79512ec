import DesignSupport
import DesignTokens

/// A pull-request comment: a heading, a summary table, the findings grouped by subject in
/// tables, and the waived findings in a collapsed list. All catalogue text is escaped, so a
/// message cannot break a table or inject HTML.
struct MarkdownReporter: Reporter {
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
        for (subject, diagnostics) in groups(report.diagnostics) {
            lines += [
                "### " + (subject.map(OutputEscaping.markdown) ?? "Other findings"),
                "",
                "| severity | rule | message | location |",
                "| --- | --- | --- | --- |",
            ]
            for diagnostic in diagnostics {
                let message = diagnostic.message + TextDiagnostics.contextSuffix(diagnostic.context)
                lines.append(
                    "| \(diagnostic.severity.rawValue) | \(OutputEscaping.markdown(diagnostic.ruleId)) | \(OutputEscaping.markdown(message)) | \(OutputEscaping.markdown(diagnostic.location.description)) |"
                )
            }
            lines.append("")
        }
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
