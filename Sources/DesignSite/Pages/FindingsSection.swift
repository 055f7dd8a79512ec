import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// Findings as the maintainers' page shows them: open ones with links to their rule pages and
/// the place relative to the repository, and waived ones with the waiver's reason. Reader pages
/// show none of this; they say what is known to be wrong in the waivers' own words (see
/// ``knownIssues(subject:)``).
enum FindingsSection {
    /// The section of a component or screen page listing the reasons of the waivers about
    /// `subject`, each once, in plain words and without rule ids or places; nil when nothing
    /// about it is waived.
    static func knownIssues(subject: String, context: SiteContext) -> PageSection? {
        let reasons = (context.waived[subject] ?? []).map { whatIsWrong($0.waiver.reason) }.filter { !$0.isEmpty }.uniqued()
        guard !reasons.isEmpty else { return nil }
        var section = PageSection("Known issues")
        section.add(
            "What the design system knows to be wrong here and has accepted for now:\n\n"
                + reasons.map { "- " + MarkdownText.inline($0) }.joined(separator: "\n"))
        return section
    }

    /// A waiver's reason as a reader page says it: what is wrong, without the maintainers'
    /// to-do that reasons end with ("… Fix: add a pressed scale or dim."), which stays on the
    /// maintainers' page.
    static func whatIsWrong(_ reason: String) -> String {
        guard let fix = reason.range(of: #"(^|(?<=[.!?]))\s*Fix:"#, options: .regularExpression) else { return reason }
        return String(reason[..<fix.lowerBound]).trimmingCharacters(in: .whitespaces)
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
