import DesignRules
import DesignSupport
import DesignTokens

/// The findings about one component or composition: open ones with links to their rule pages,
/// and waived ones as known issues with the waiver's reason.
enum FindingsSection {
    static func markdown(subject: String, page: String, context: SiteContext) -> String {
        "## Findings\n\n" + (body(subject: subject, page: page, context: context) ?? "No rule reports anything here.")
    }

    /// The section without its heading; nil when no rule reports anything about `subject`.
    static func body(subject: String, page: String, context: SiteContext) -> String? {
        let open = context.findings[subject] ?? []
        let waived = context.waived[subject] ?? []
        guard !open.isEmpty || !waived.isEmpty else { return nil }
        var text = ""
        if open.isEmpty {
            text += "No open findings.\n\n"
        } else {
            text += "| Severity | Rule | Finding | Where |\n| --- | --- | --- | --- |\n"
            for diagnostic in open {
                text +=
                    "| \(diagnostic.severity.rawValue) | \(context.ruleLink(diagnostic.ruleId, from: page)) | \(MarkdownText.cell(diagnostic.message)) | \(place(diagnostic)) |\n"
            }
            text += "\n"
        }
        if !waived.isEmpty {
            text +=
                "### Known issues\n\nAccepted by a waiver in the catalogue, with its reason.\n\n| Rule | Finding | Reason |\n| --- | --- | --- |\n"
            for (diagnostic, waiver) in waived {
                text +=
                    "| \(context.ruleLink(diagnostic.ruleId, from: page)) | \(MarkdownText.cell(diagnostic.message))\(contextSuffix(diagnostic)) | \(MarkdownText.cell(waiver.reason)) |\n"
            }
        }
        return text.trimmingTrailingNewlines
    }

    /// `file:line:col`, and the context when the finding holds only in some.
    private static func place(_ diagnostic: Diagnostic) -> String {
        MarkdownText.tableCode("\(diagnostic.location)") + contextSuffix(diagnostic)
    }

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
