import DesignSupport
import DesignTokens

/// The findings a team accepted when it adopted dscheck, one entry per finding (not per rule and
/// subject), so a new finding on a subject that already has one still fails the gate. Entries
/// match findings by ``FindingIdentity/fingerprint``; the other fields are there for people
/// reading the file. `dscheck check --write-baseline FILE` writes it.
///
///     {"baseline": 2, "findings": [{"rule": "…", "subject": "home",
///       "file": "compositions/home.json", "element": "/root/children/title", "context": "",
///       "message": "…", "fingerprint": "3f2a…"}]}
public struct Baseline: Sendable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        /// The identity's fingerprint, which findings are matched by.
        public var fingerprint: String
        /// The rule, subject and element, as written, for messages.
        public var rule: String
        public var subject: String
        public var element: String
        /// Where the entry is written in the baseline file.
        public var location: SourceLocation
    }

    /// Whether a baseline records `diagnostic`: findings of rules and of the site's
    /// documentation check, not problems reading the catalogue or its configuration.
    public static func records(_ diagnostic: Diagnostic) -> Bool {
        [.rule, .site].contains(diagnostic.id.origin)
    }

    /// The format version this dscheck reads and writes.
    public static let version = 2

    /// The entries, in file order.
    public var entries: [Entry]
    /// The problems found reading the file.
    public var diagnostics: [Diagnostic]

    /// A baseline with no entries.
    public init() {
        entries = []
        diagnostics = []
    }

    /// Reads a baseline file's JSON; `nil` with a sentence saying why when it is not a baseline
    /// at all, else the entries and a diagnostic for each malformed one.
    public static func read(_ root: JSONNode) -> Result<Baseline, BaselineFormatError> {
        guard let object = root.object else { return .failure(.notABaseline) }
        if object["waivers"] != nil, object["findings"] == nil { return .failure(.bySubject) }
        guard let findings = object["findings"]?.array, object["baseline"]?.number == Double(version) else {
            return .failure(.notABaseline)
        }
        var baseline = Baseline()
        var collector = DiagnosticCollector()
        var seen: [String: SourceLocation] = [:]
        for entry in findings {
            guard let fields = entry.object, let fingerprint = fields["fingerprint"]?.string, let rule = fields["rule"]?.string,
                Self.isFingerprint(fingerprint)
            else {
                collector.report(
                    ConfigDiagnostic.invalidBaseline,
                    "a baseline entry needs \"rule\" and the 16-hex-digit \"fingerprint\" --write-baseline wrote; write the baseline again rather than editing entries",
                    at: entry.location)
                continue
            }
            if let first = seen[fingerprint] {
                collector.report(
                    ConfigDiagnostic.invalidBaseline, "duplicate baseline entry (first at line \(first.line)); keep one", at: entry.location)
                continue
            }
            seen[fingerprint] = entry.location
            baseline.entries.append(
                Entry(
                    fingerprint: fingerprint, rule: rule, subject: fields["subject"]?.string ?? "", element: fields["element"]?.string ?? "",
                    location: entry.location))
        }
        baseline.diagnostics = collector.diagnostics
        return .success(baseline)
    }

    /// The baseline file that accepts `findings`, as JSON text, ordered by file, element, rule
    /// and fingerprint so the file changes only where findings do.
    public static func file(accepting findings: [(diagnostic: Diagnostic, identity: FindingIdentity)]) -> String {
        let ordered = findings.sorted { lhs, rhs in
            (lhs.identity.file, lhs.identity.element, lhs.identity.rule, lhs.identity.fingerprint)
                < (rhs.identity.file, rhs.identity.element, rhs.identity.rule, rhs.identity.fingerprint)
        }
        return JSONOutput.object([
            "baseline": .number(Double(version)),
            "findings": .array(
                ordered.map { finding in
                    let identity = finding.identity
                    return .object([
                        "rule": .string(identity.rule),
                        "subject": .string(identity.subject),
                        "file": .string(identity.file),
                        "element": .string(identity.element),
                        "context": .string(identity.context),
                        "message": .string(finding.diagnostic.message),
                        "fingerprint": .string(identity.fingerprint),
                    ])
                }),
        ]).serialized()
    }

    private static func isFingerprint(_ text: String) -> Bool {
        text.utf8.count == 16
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}

/// Why a file cannot be read as a baseline at all.
public enum BaselineFormatError: Error, Sendable, CustomStringConvertible {
    /// Not `{"baseline": 2, "findings": [...]}`.
    case notABaseline
    /// A baseline of waivers by rule and subject, as dscheck wrote before findings had identities.
    case bySubject

    public var description: String {
        switch self {
        case .notABaseline:
            "expected {\"baseline\": \(Baseline.version), \"findings\": [...]}, as 'dscheck check --write-baseline FILE' writes"
        case .bySubject:
            "it accepts findings by rule and subject ({\"waivers\": [...]}), which lets a new finding on a baselined subject pass; write it again with 'dscheck check --write-baseline FILE' (this dscheck records each finding)"
        }
    }
}
