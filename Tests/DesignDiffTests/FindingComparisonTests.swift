import DesignSupport
import DesignTokens
import Testing

@testable import DesignDiff

/// Matching findings of the base and the head by what they are, not where they are or the
/// numbers they quote.
struct FindingComparisonTests {
    static func finding(
        _ message: String, rule: String = "a11y/text-contrast", subject: String? = "date-label",
        line: Int = 9, context: [String: String] = [:]
    ) -> Diagnostic {
        Diagnostic(
            id: DiagnosticID(rule, summary: "", defaultSeverity: .error, origin: .rule), severity: .error, message: message,
            location: SourceLocation(file: "compositions/date-label.json", line: line, column: 7),
            subject: subject, context: ResolverContext(context))
    }

    @Test func numbersAndHexColoursAreLeftOut() {
        #expect(
            FindingComparison.normalized("\"Today\" has contrast 3.21:1 (#78858d at 20% opacity over #5A6870)")
                == "\"Today\" has contrast #:# (# at #% opacity over #)")
        #expect(FindingComparison.normalized("ΔE 0.5 and 12pt") == "ΔE # and #pt")
        // Hex colours have 3 to 8 digits; a "#" before anything else is kept as it is.
        #expect(FindingComparison.normalized("#gg, #12 and #abcdef0123") == "#gg, ## and #abcdef#")
    }

    @Test func aFindingWhoseRatioAndLineMovedIsNeitherNewNorResolved() {
        let moved = FindingComparison.moved(
            base: [Self.finding("\"Today\" has contrast 2.90:1", line: 9)],
            head: [Self.finding("\"Today\" has contrast 2.10:1", line: 14)])
        #expect(moved.new.isEmpty)
        #expect(moved.resolved.isEmpty)
    }

    @Test func subjectRuleAndContextTellFindingsApart() {
        let base = [Self.finding("x 1"), Self.finding("x 1", context: ["appearance": "dark"])]
        let head = [
            Self.finding("x 1", subject: "other"), Self.finding("x 1", rule: "a11y/non-text-contrast"),
            Self.finding("x 1", context: ["appearance": "dark"]),
        ]
        let moved = FindingComparison.moved(base: base, head: head)
        #expect(moved.new.map(\.subject) == ["other", "date-label"])
        #expect(moved.resolved.map(\.context) == [[:]])
    }

    @Test func repeatedFindingsAreCountedNotMerged() {
        let moved = FindingComparison.moved(base: [Self.finding("same"), Self.finding("same")], head: [Self.finding("same")])
        #expect(moved.new.isEmpty)
        #expect(moved.resolved.count == 1)
    }

    @Test func findingsWithoutASubjectAreMatchedByFile() {
        let other = Diagnostic(
            JSONDiagnostic.syntax, message: "unexpected byte 0x89",
            location: SourceLocation(file: "tokens/other.tokens.json", line: 1, column: 1))
        let moved = FindingComparison.moved(base: [Self.finding("unexpected byte 0x89", rule: "json/syntax", subject: nil)], head: [other])
        #expect(moved.new.count == 1)
        #expect(moved.resolved.count == 1)
    }
}
