import DesignRules
import DesignSupport
import DesignTokens

/// Findings as the pages show them: open ones with links to their rule pages and the place
/// relative to the repository, and waived ones as known issues with the waiver's reason. The
/// component and composition pages show their own; the findings page shows them all.
enum FindingsSection {
    /// The findings about one component or composition.
    static func markdown(subject: String, page: String, context: SiteContext) -> String {
        "## Findings\n\n" + (body(subject: subject, page: page, context: context) ?? "No rule reports anything here.")
    }

    /// The section without its heading; nil when no rule reports anything about `subject`.
    static func body(subject: String, page: String, context: SiteContext) -> String? {
        let open = context.findings[subject] ?? []
        let waived = context.waived[subject] ?? []
        guard !open.isEmpty || !waived.isEmpty else { return nil }
        var text = open.isEmpty ? "No open findings." : table(open, page: page, context: context, subjects: false)
        if !waived.isEmpty {
            text += "\n\n### Known issues\n\nAccepted by a waiver in the catalogue, with its reason.\n\n"
            text += waivedTable(waived, page: page, context: context, subjects: false)
        }
        return text
    }

    /// Open findings as a table: severity, rule, finding and place; with `subjects`, what each
    /// is about instead of the severity (the findings page groups them by severity).
    static func table(_ diagnostics: [Diagnostic], page: String, context: SiteContext, subjects: Bool) -> String {
        var text = subjects ? "| Rule | About | Finding | Where |" : "| Severity | Rule | Finding | Where |"
        text += "\n| --- | --- | --- | --- |"
        for diagnostic in diagnostics {
            let first =
                subjects
                ? "\(context.ruleLink(diagnostic.ruleId, from: page)) | \(diagnostic.subject.map { context.subjectLink($0, from: page) } ?? "catalogue")"
                : "\(diagnostic.severity.rawValue) | \(context.ruleLink(diagnostic.ruleId, from: page))"
            text +=
                "\n| \(first) | \(MarkdownText.cell(diagnostic.message)) | \(MarkdownText.tableCode(context.place(diagnostic.location)))\(contextSuffix(diagnostic)) |"
        }
        return text
    }

    /// Waived findings as a table: rule, (subject,) finding and the waiver's reason.
    static func waivedTable(_ waived: [(diagnostic: Diagnostic, waiver: Waiver)], page: String, context: SiteContext, subjects: Bool) -> String {
        var text = subjects ? "| Rule | About | Finding | Reason |\n| --- | --- | --- | --- |" : "| Rule | Finding | Reason |\n| --- | --- | --- |"
        for (diagnostic, waiver) in waived {
            let about = subjects ? " \(diagnostic.subject.map { context.subjectLink($0, from: page) } ?? "catalogue") |" : ""
            text +=
                "\n| \(context.ruleLink(diagnostic.ruleId, from: page)) |\(about) \(MarkdownText.cell(diagnostic.message))\(contextSuffix(diagnostic)) | \(MarkdownText.cell(waiver.reason)) |"
        }
        return text
    }

    /// The context, when the finding holds only in some.
    private static func contextSuffix(_ diagnostic: Diagnostic) -> String {
        guard !diagnostic.context.isEmpty else { return "" }
        return " (" + MarkdownText.cell(diagnostic.context.description) + ")"
    }
}

extension String {
    /// The string without newlines at its end.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
