import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation

/// An accepted finding: a rule and a subject, with the reason it is accepted. Waivers match by
/// rule and subject, never by line, so they survive edits to the spec. A diagnostic that is
/// about no component, composition or token (a JSON syntax error, a configuration problem) has
/// its file's path in the catalogue as its subject, such as `tokens/color.tokens.json`.
public struct Waiver: Sendable, Hashable {
    public var rule: String
    /// The component id, composition id or token name.
    public var subject: String
    public var reason: String
    /// Where the waiver is written.
    public var location: SourceLocation

    /// Creates a waiver.
    public init(rule: String, subject: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.subject = subject
        self.reason = reason
        self.location = location
    }

    /// Whether the waiver accepts `diagnostic` of a catalogue in `catalogFolder`.
    public func matches(_ diagnostic: Diagnostic, catalogFolder: String) -> Bool {
        diagnostic.ruleId == rule && (diagnostic.subject ?? Self.path(of: diagnostic.location.file, in: catalogFolder)) == subject
    }

    /// `file`'s path relative to `folder`, or `file` as it is when it lies outside.
    static func path(of file: String, in folder: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return file }
        return String(path.dropFirst(base.count + 1))
    }

    /// Reads a waiver list (`[{"rule", "subject", "reason"}]`), reporting malformed entries.
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
            for member in object.members where !["rule", "subject", "reason"].contains(member.key) {
                error(
                    "unknown key \"\(member.key)\" in a waiver\(Suggestion.separator(for: member.key, among: ["rule", "subject", "reason"]))allowed: rule, subject, reason",
                    at: member.keyLocation)
            }
            guard let rule = object["rule"]?.string, let subject = object["subject"]?.string,
                let reason = object["reason"]?.string, !reason.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                error("a waiver needs \"rule\", \"subject\" and a non-empty \"reason\" saying why the finding is accepted", at: entry.location)
                continue
            }
            if !known.contains(where: { $0.rawValue == rule }) {
                collector.report(
                    ConfigDiagnostic.unknownRule,
                    "waiver names unknown rule \"\(rule)\"\(Suggestion.phrase(for: rule, among: known.map(\.rawValue))); run 'dscheck rules' for the ids",
                    at: object["rule"]!.location)
                continue
            }
            if let first = seen["\(rule)\u{0}\(subject)"] {
                error("duplicate waiver for \(rule) on \"\(subject)\" (first at line \(first.line)); keep one", at: entry.location)
                continue
            }
            seen["\(rule)\u{0}\(subject)"] = entry.location
            waivers.append(Waiver(rule: rule, subject: subject, reason: reason, location: entry.location))
        }
        return (waivers, collector.diagnostics)
    }

    /// A baseline file (`{"waivers": [...]}`) as JSON text for `findings`, one waiver per
    /// rule and subject, sorted.
    public static func baseline(for findings: [Diagnostic]) -> String {
        let pairs = Set(findings.compactMap { diagnostic in diagnostic.subject.map { "\(diagnostic.ruleId)\u{0}\($0)" } }).sorted()
        return JSONOutput.object([
            "waivers": .array(
                pairs.map { pair in
                    let parts = pair.split(separator: "\u{0}", maxSplits: 1).map(String.init)
                    return .object([
                        "rule": .string(parts[0]),
                        "subject": .string(parts[1]),
                        "reason": .string("Accepted in the baseline when adopting dscheck; fix it and remove this waiver."),
                    ])
                })
        ]).serialized()
    }
}
