import DesignSupport
import DesignTokens

/// A pull-request comment: a heading, a summary table, the findings grouped by subject in
/// tables, and the waived findings in a collapsed list. All catalogue text is escaped, so a
/// message cannot break a table or inject HTML.
struct MarkdownReporter: Reporter {
    static let identifier = "markdown"
    static let fileExtension = "md"

    func report(_ report: CheckReport) -> String {
        var lines = ["## dscheck: \(Self.escape(report.catalogName))", ""]
        guard !report.diagnostics.isEmpty || !report.waived.isEmpty else {
            return (lines + ["No findings."]).joined(separator: "\n") + "\n"
        }
        lines += [
            "| severity | count |",
            "| --- | ---: |",
            "| errors | \(report.count(.error)) |",
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
                "### " + (subject.map(Self.escape) ?? "Other findings"),
                "",
                "| severity | rule | message | location |",
                "| --- | --- | --- | --- |",
            ]
            for diagnostic in diagnostics {
                let message = diagnostic.message + TextDiagnostics.contextSuffix(diagnostic.context)
                lines.append(
                    "| \(diagnostic.severity.rawValue) | \(Self.escape(diagnostic.ruleId)) | \(Self.escape(message)) | \(Self.escape(diagnostic.location.description)) |"
                )
            }
            lines.append("")
        }
        if !report.waived.isEmpty {
            lines += ["<details>", "<summary>Waived (\(report.waived.count))</summary>", ""]
            for (diagnostic, waiver) in report.waived {
                let subject = diagnostic.subject.map { " on " + Self.escape($0) } ?? ""
                lines.append(
                    "- \(Self.escape(diagnostic.ruleId))\(subject) at \(Self.escape(diagnostic.location.description)): \(Self.escape(diagnostic.message)) — waived: \(Self.escape(waiver.reason))"
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

    /// `text` safe inside a table cell, a heading or a list item: Markdown punctuation is
    /// backslash-escaped, `&`, `<` and `>` become entities, and line breaks become `<br>`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": escaped += "\\" + String(character)
            default:
                escaped += character.isNewline ? "<br>" : String(character)
            }
        }
        return escaped
    }
}
