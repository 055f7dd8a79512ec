import DesignCatalog
import DesignSupport
import DesignTokens

/// An accepted finding: a rule and a subject, optionally narrowed to one element, with the
/// reason it is accepted. Waivers match by rule, subject and element path (see
/// ``FindingIdentity/element``), never by line, so they survive edits to the spec. A diagnostic
/// that is about no component, composition or token (a JSON syntax error, a configuration
/// problem) has its file's path in the catalogue as its subject, such as
/// `tokens/color.tokens.json`.
public struct Waiver: Sendable, Hashable {
    public var rule: String
    /// The component id, composition id or token name.
    public var subject: String
    /// The element path the waiver is narrowed to (it accepts findings on that element and
    /// inside it), or nil for every finding of the rule on the subject.
    public var element: String?
    public var reason: String
    /// Where the waiver is written.
    public var location: SourceLocation

    /// Creates a waiver.
    public init(rule: String, subject: String, element: String? = nil, reason: String, location: SourceLocation) {
        self.rule = rule
        self.subject = subject
        self.element = element
        self.reason = reason
        self.location = location
    }

    /// Whether the waiver accepts the finding with identity `finding`.
    public func matches(_ finding: FindingIdentity) -> Bool {
        guard finding.rule == rule, finding.subject == subject else { return false }
        guard let element else { return true }
        return finding.element == element || finding.element.hasPrefix(element + "/")
    }

    /// Reads a waiver list (`[{"rule", "subject", "element"?, "reason"}]`), reporting malformed
    /// entries.
    public static func read(_ node: JSONNode, known: [DiagnosticID]) -> (waivers: [Waiver], diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        func error(_ message: String, at location: SourceLocation) {
            collector.report(ConfigDiagnostic.invalidWaiver, message, at: location)
        }
        guard let entries = node.array else {
            error("waivers must be an array of {\"rule\", \"subject\", \"reason\"}", at: node.location)
            return ([], collector.diagnostics)
        }
        var waivers: [Waiver] = []
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            guard let object = entry.object else {
                error("a waiver is an object {\"rule\", \"subject\", \"reason\"}", at: entry.location)
                continue
            }
            ReasonedEntry.reportUnknownKeys(of: object, allowed: ["rule", "subject", "element", "reason"], in: "a waiver") { error($0, at: $1) }
            let element = object["element"]?.string
            if let node = object["element"], element == nil || !(element!.isEmpty || element!.hasPrefix("/")) {
                error(
                    "a waiver's \"element\" is the element's path in its file, such as \"/root/children/1\" (see the finding's \"element\" in --format json)",
                    at: node.location)
                continue
            }
            guard let rule = object["rule"]?.string, let subject = object["subject"]?.string,
                let reason = ReasonedEntry.reason(of: object)
            else {
                error("a waiver needs \"rule\", \"subject\" and a non-empty \"reason\" saying why the finding is accepted", at: entry.location)
                continue
            }
            if rule.hasPrefix("diff/") {
                collector.report(
                    ConfigDiagnostic.unknownRule,
                    "\(rule) is a token change that dscheck diff reports, not a finding a waiver accepts; accept the change in \"acceptedChanges\" ({\"change\", \"token\", \"reason\"})",
                    at: object["rule"]!.location)
                continue
            }
            if !known.contains(where: { $0.rawValue == rule }) {
                collector.report(
                    ConfigDiagnostic.unknownRule,
                    "waiver names unknown rule \"\(rule)\"\(Suggestion.separator(for: rule, among: known.map(\.rawValue)))run 'dscheck rules' for the ids",
                    at: object["rule"]!.location)
                continue
            }
            let key = "\(rule)\u{0}\(subject)\u{0}\(element ?? "")"
            if let first = seen[key] {
                error(
                    "duplicate waiver for \(rule) on \"\(subject)\"\(element.map { " at \($0)" } ?? "") (first at line \(first.line)); keep one",
                    at: entry.location)
                continue
            }
            seen[key] = entry.location
            waivers.append(Waiver(rule: rule, subject: subject, element: element, reason: reason, location: entry.location))
        }
        return (waivers, collector.diagnostics)
    }
}
