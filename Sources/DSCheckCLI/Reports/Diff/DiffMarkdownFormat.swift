import DesignDiff
import DesignSupport
import DesignTokens

/// A pull-request comment a reviewer reads in ten seconds: the suggested bump and the counts in
/// one line, a table per level (value changes with before and after swatches, ΔE OK or the
/// relative change, and the contrast of the findings they move), then the moved findings. All
/// catalogue text is escaped.
struct DiffMarkdownFormat: ReportFormat {
    static let identifier = "markdown"
    static let fileExtension = "md"

    func report(_ report: DiffReport) -> String {
        Self.render(report.diff, catalogName: report.catalogName)
    }

    static func render(_ diff: CatalogDiff, catalogName: String) -> String {
        var lines = ["## dscheck diff: \(escape(catalogName)) against \(code(diff.base))", "", summary(diff), ""]
        if !diff.baseProblems.isEmpty {
            lines += problems(diff.baseProblems)
        }
        if diff.changes.isEmpty {
            lines += ["No token changes.", ""]
        }
        for level in ChangeLevel.allCases {
            let changes = diff.changes.filter { $0.level == level }
            guard !changes.isEmpty else { continue }
            lines += ["### \(title(level)) (\(changes.count))", ""]
            lines += level == .valueChange ? valueTable(changes, diff: diff) : changeTable(changes)
            lines.append("")
        }
        if !diff.accepted.isEmpty {
            lines += ["### Accepted (\(diff.accepted.count))", "", "| change | token | context | reason |", "| --- | --- | --- | --- |"]
            lines += diff.accepted.map { accepted in
                let change = accepted.change
                return row([change.label, change.token.map(code) ?? "—", context(change.context), escape(accepted.acceptance.reason)])
            }
            lines.append("")
        }
        if !diff.newFindings.isEmpty || !diff.resolvedFindings.isEmpty {
            lines += findingsTable(diff)
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summary(_ diff: CatalogDiff) -> String {
        let icon = diff.count(.breaking) > 0 || !diff.newErrors.isEmpty ? "❌" : "✅"
        return "\(icon) **Suggested bump: \(diff.suggestedBump.rawValue)** · "
            + [
                "\(diff.count(.breaking)) breaking",
                "\(diff.count(.deprecation)) deprecation\(diff.count(.deprecation) == 1 ? "" : "s")",
                "\(diff.count(.valueChange)) value change\(diff.count(.valueChange) == 1 ? "" : "s")",
                "\(diff.count(.addition)) addition\(diff.count(.addition) == 1 ? "" : "s")",
                diff.accepted.isEmpty ? nil : "\(diff.accepted.count) accepted",
                "\(diff.newFindings.count) new finding\(diff.newFindings.count == 1 ? "" : "s")",
                "\(diff.resolvedFindings.count) resolved",
            ].compactMap { $0 }.joined(separator: " · ")
    }

    private static func title(_ level: ChangeLevel) -> String {
        switch level {
        case .breaking: "Breaking"
        case .deprecation: "Deprecations"
        case .valueChange: "Value changes"
        case .addition: "Additions"
        }
    }

    private static func problems(_ problems: [Diagnostic]) -> [String] {
        [
            "<details>",
            "<summary>⚠️ The base has \(problems.count) problem\(problems.count == 1 ? "" : "s"); the diff compares what could be read</summary>", "",
        ]
            + problems.map { "- \(escape($0.location.description)): \(escape($0.message)) [\(escape($0.ruleId))]" }
            + ["", "</details>", ""]
    }

    private static func changeTable(_ changes: [TokenChange]) -> [String] {
        ["| change | token | context | details | used by |", "| --- | --- | --- | --- | --- |"]
            + changes.map { change in
                row([change.label, change.token.map(code) ?? "—", context(change.context), details(change), users(change.usedBy)])
            }
    }

    private static func valueTable(_ changes: [TokenChange], diff: CatalogDiff) -> [String] {
        ["| token | context | before | after | change | contrast | used by |", "| --- | --- | --- | --- | --- | --- | --- |"]
            + changes.map { change in
                row([
                    change.token.map(code) ?? "—", context(change.context), value(change.before), value(change.after),
                    change.measureText.map(escape) ?? "", contrast(of: change, in: diff), users(change.usedBy),
                ])
            }
    }

    /// For a colour change, the contrast shifts of the findings it moves in the components and
    /// compositions that use the colour.
    private static func contrast(of change: TokenChange, in diff: CatalogDiff) -> String {
        guard case .recolored = change.detail else { return "" }
        var lines: [String] = []
        for (state, findings) in [("new", diff.newFindings), ("resolved", diff.resolvedFindings)] {
            for finding in findings {
                guard let contrast = finding.contrast, let subject = finding.diagnostic.subject, change.usedBy.contains(subject) else { continue }
                lines.append("\(escape(subject)): \(escape(contrast.text)) (\(state))")
            }
        }
        return lines.joined(separator: "<br>")
    }

    private static func findingsTable(_ diff: CatalogDiff) -> [String] {
        let rows = diff.newFindings.map { ("🆕 new", $0) } + diff.resolvedFindings.map { ("✅ resolved", $0) }
        return [
            "### Findings (\(diff.newFindings.count) new, \(diff.resolvedFindings.count) resolved)", "",
            "| | severity | rule | subject | contrast | message | location |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
            + rows.map { state, finding in
                let diagnostic = finding.diagnostic
                return row([
                    state, diagnostic.severity.rawValue, escape(diagnostic.ruleId), diagnostic.subject.map(escape) ?? "",
                    finding.contrast.map { escape($0.text) } ?? "",
                    escape(diagnostic.message + diagnostic.context.suffix),
                    escape(diagnostic.location.description),
                ])
            }
    }

    private static func details(_ change: TokenChange) -> String {
        switch change.detail {
        case .renamed(let from, let kept):
            "from \(code(from))" + (kept ? ", old name kept as a deprecated alias" : ", old name not kept")
        case .deprecated(let reason):
            reason.map(escape) ?? ""
        case .retyped(let from, let to):
            "\(from.rawValue) → \(to.rawValue)"
        case .realiased(let target, let targetType, let formerType):
            "now \(code("{\(target)}")), a \(targetType.rawValue) (was \(formerType.rawValue))"
        case .modifier(let name, let contexts):
            "\(code(name)): \(contexts.map(escape).joined(separator: ", "))"
        case .none, .recolored, .rescaled:
            value(change.after ?? change.before)
        }
    }

    /// A value as a table cell: a colour as its swatch and hex, anything else in code.
    private static func value(_ value: TokenValue?) -> String {
        guard let value else { return "" }
        if case .color(let color) = value {
            return "\(ColorSwatch.emoji(for: color)) \(code(value.shortText))"
        }
        return code(value.shortText)
    }

    private static func context(_ context: ResolverContext) -> String {
        context.isEmpty ? "all" : escape(context.description)
    }

    private static func users(_ users: [String]) -> String {
        users.map(escape).joined(separator: ", ")
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    private static func escape(_ text: String) -> String {
        OutputEscaping.markdown(text)
    }

    private static func code(_ text: String) -> String {
        OutputEscaping.markdownCode(text)
    }
}
