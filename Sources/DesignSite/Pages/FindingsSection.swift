import DesignRules
import DesignSupport
import DesignTokens

/// Findings as the maintainers' page shows them, rule by rule: open ones with the place
/// relative to the repository, and waived ones with the waiver's reason. Reader pages show none
/// of this; they say what is known to be wrong in the waivers' own words (see
/// ``knownIssues(subject:context:)``).
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
    /// maintainers' page. The to-do starts at the first `Fix:` at the start of the reason or
    /// after the end of a sentence (`.`, `!` or `?`), white space between.
    static func whatIsWrong(_ reason: String) -> String {
        let scalars = Array(reason.unicodeScalars)
        let fix = "Fix:".unicodeScalars
        for start in scalars.indices where start == 0 || ".!?".unicodeScalars.contains(scalars[start - 1]) {
            let label = scalars[start...].firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
            if scalars[label...].starts(with: fix) { return String(String.UnicodeScalarView(scalars[..<start])).trimmingSpaces() }
        }
        return reason
    }

    /// One rule's findings as the maintainers' page lists them: the open ones (what each is
    /// about, the finding, where) and those a waiver accepts (with the waiver's reason), as
    /// HTML tables whose places break after their slashes rather than being cut off, and as
    /// the Markdown twin's tables.
    static func tables(
        open: [Diagnostic], waived: [(diagnostic: Diagnostic, waiver: Waiver)], page: String, context: SiteContext
    ) -> (html: String, markdown: String) {
        func aboutHTML(_ diagnostic: Diagnostic) -> String {
            guard let subject = diagnostic.subject else { return "catalogue" }
            guard let shown = context.subjectPage(subject) else { return "<code>\(HTMLEscaping.text(subject))</code>" }
            return "<a href=\"\(HTMLEscaping.attribute(SitePaths.link(from: page, to: shown.path)))\">\(HTMLEscaping.text(shown.name))</a>"
        }
        func aboutMarkdown(_ diagnostic: Diagnostic) -> String {
            diagnostic.subject.map { context.subjectLink($0, from: page) } ?? "catalogue"
        }
        func whereHTML(_ diagnostic: Diagnostic) -> String {
            let place = context.place(diagnostic.location)
            // An ASCII place (nearly all) is broken over its bytes: splitting it by character
            // took 22,000 instructions a finding.
            guard place.utf8.allSatisfy({ $0 < 0x80 }) else {
                return "<code>"
                    + place.split(separator: "/", omittingEmptySubsequences: false).map { HTMLEscaping.text(String($0)) }.joined(separator: "/<wbr>")
                    + "</code>"
            }
            return "<code>" + HTMLEscaping.breakingASCII(HTMLEscaping.text(place), after: UInt8(ascii: "/")) + "</code>"
        }
        func findingHTML(_ diagnostic: Diagnostic) -> String {
            HTMLEscaping.text(diagnostic.message + contextSuffix(diagnostic))
        }
        var html = ""
        var markdown: [String] = []
        if !open.isEmpty {
            html +=
                "<table><thead><tr><th scope=\"col\">About</th><th scope=\"col\">Finding</th><th scope=\"col\">Where</th></tr></thead><tbody>"
            html += open.map { "<tr><td>\(aboutHTML($0))</td><td>\(findingHTML($0))</td><td>\(whereHTML($0))</td></tr>" }.joined()
            html += "</tbody></table>"
            var text = "| About | Finding | Where |\n| --- | --- | --- |"
            for diagnostic in open {
                text +=
                    "\n| \(aboutMarkdown(diagnostic)) | \(MarkdownText.cell(diagnostic.message + contextSuffix(diagnostic))) | \(MarkdownText.tableCode(context.place(diagnostic.location))) |"
            }
            markdown.append(text)
        }
        if !waived.isEmpty {
            html +=
                "<p>Accepted by a waiver:</p><table><thead><tr><th scope=\"col\">About</th><th scope=\"col\">Finding</th><th scope=\"col\">Why it is accepted</th><th scope=\"col\">Where</th></tr></thead><tbody>"
            html += waived.map {
                "<tr><td>\(aboutHTML($0.diagnostic))</td><td>\(findingHTML($0.diagnostic))</td><td>\(HTMLEscaping.text($0.waiver.reason))</td><td>\(whereHTML($0.diagnostic))</td></tr>"
            }.joined()
            html += "</tbody></table>"
            var text = "Accepted by a waiver:\n\n| About | Finding | Why it is accepted | Where |\n| --- | --- | --- | --- |"
            for (diagnostic, waiver) in waived {
                text +=
                    "\n| \(aboutMarkdown(diagnostic)) | \(MarkdownText.cell(diagnostic.message + contextSuffix(diagnostic))) | \(MarkdownText.cell(waiver.reason)) | \(MarkdownText.tableCode(context.place(diagnostic.location))) |"
            }
            markdown.append(text)
        }
        return (html, markdown.joined(separator: "\n\n"))
    }

    /// The context, when the finding holds only in some.
    private static func contextSuffix(_ diagnostic: Diagnostic) -> String {
        diagnostic.context.isEmpty ? "" : " (" + diagnostic.context.description + ")"
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
