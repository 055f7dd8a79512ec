import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// SARIF 2.1.0 for code scanning: one run whose driver lists every rule, and one result per
/// finding; waived findings are results with an external suppression carrying the reason.
struct SARIFReporter: ReportFormat {
    static let identifier = "sarif"
    static let fileExtension = "sarif"

    /// The key of the fingerprint in each result's `partialFingerprints`.
    static let fingerprintKey = "dscheckFindingHash/v2"

    /// The document, with the errors split into root causes and dependents in the run's
    /// property bag when some are dependents.
    func report(_ report: CheckReport) -> String {
        let counts = report.errorCounts
        let split: JSONOutput? =
            counts.dependents > 0
            ? .object(["rootCauses": .number(Double(counts.rootCauses)), "dependents": .number(Double(counts.dependents))]) : nil
        return Self.document(report, runProperties: split).serialized()
    }

    /// The SARIF document of `report`; `runProperties`, if given, become the run's property bag.
    static func document(_ report: CheckReport, runProperties: JSONOutput? = nil) -> JSONOutput {
        let rules = report.describedRules
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        var results = report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleId]!, waiver: nil, report: report) }
        results += report.waived.map { result($0.diagnostic, ruleIndex: ruleIndex[$0.diagnostic.ruleId]!, waiver: $0.waiver, report: report) }
        var run: [JSONOutput.Member] = [
            .init(
                "tool",
                .object([
                    "driver": .object([
                        "name": .string("dscheck"),
                        "semanticVersion": .string(report.toolVersion),
                        "informationUri": .string(RuleDescription.projectURL),
                        "rules": .array(rules.map(Self.rule)),
                    ])
                ])),
            .init("results", .array(results)),
        ]
        if let root = report.root {
            run.append(.init("originalUriBaseIds", .object(["%SRCROOT%": .object(["uri": .string(root.uri)])])))
        }
        if let runProperties { run.append(.init("properties", runProperties)) }
        return JSONOutput.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ])
    }

    /// A `reportingDescriptor` for `rule`.
    static func rule(_ rule: RuleDescription) -> JSONOutput {
        .object([
            "id": .string(rule.id),
            "name": .string(pascalCase(rule.name)),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object([
                "text": .string("\(rule.summary)\n\n\(rule.rationale)\n\nSource: \(rule.sourceURL)"),
                "markdown": .string("\(rule.summary)\n\n\(rule.rationale)\n\n[Source](\(rule.sourceURL))"),
            ]),
            "helpUri": .string(rule.sourceURL),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
        ])
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, waiver: Waiver?, report: CheckReport) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("ruleId", .string(diagnostic.ruleId)),
            .init("ruleIndex", .number(Double(ruleIndex))),
            .init("level", .string(Self.level(diagnostic.severity))),
            .init("message", .object(["text": .string(diagnostic.message)])),
            .init("locations", .array([.object(["physicalLocation": Self.physicalLocation(diagnostic.location)])])),
            .init("partialFingerprints", .object([Self.fingerprintKey: .string(report.fingerprint(of: diagnostic))])),
        ]
        var properties: [JSONOutput.Member] = []
        if !diagnostic.context.isEmpty { properties.append(.init("context", JSONReporter.contextJSON(diagnostic.context))) }
        if diagnostic.isDependent { properties.append(.init("dependent", .bool(true))) }
        if !properties.isEmpty { members.append(.init("properties", .object(properties))) }
        if let waiver {
            members.append(
                .init(
                    "suppressions",
                    .array([
                        .object([
                            "kind": .string("external"),
                            "justification": .string(waiver.reason),
                            "location": .object(["physicalLocation": Self.physicalLocation(waiver.location)]),
                        ])
                    ])))
        }
        return .object(members)
    }

    /// A `physicalLocation`: the path with forward slashes and no leading `./`, as a URI
    /// relative to `%SRCROOT%` (the report's root, or the working directory for a report that
    /// was not relocated; absolute paths outside it stay absolute and carry no base), with a
    /// 1-based line and column.
    static func physicalLocation(_ location: SourceLocation) -> JSONOutput {
        var path = String(location.file.map { $0 == "\\" ? "/" : $0 })
        while path.hasPrefix("./") { path.removeFirst(2) }
        let workingDirectory = FileManager.default.currentDirectoryPath + "/"
        if path.hasPrefix(workingDirectory) { path.removeFirst(workingDirectory.count) }
        var artifact: [JSONOutput.Member] = [.init("uri", .string(uriPath(path)))]
        if !path.hasPrefix("/") {
            artifact.append(.init("uriBaseId", .string("%SRCROOT%")))
        }
        return .object([
            "artifactLocation": .object(artifact),
            "region": .object([
                "startLine": .number(Double(max(location.line, 1))),
                "startColumn": .number(Double(max(location.column, 1))),
            ]),
        ])
    }

    /// The SARIF level of a severity: error, warning or note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `Touch target size` → `TouchTargetSize`: words split at anything not a letter or digit,
    /// each starting with a capital.
    static func pascalCase(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// `path` percent-encoded as a URI path: ASCII letters and digits, `-._~`, sub-delimiters,
    /// `@` and `/` stay; every other byte (including `:`, `%` and spaces) becomes `%XX`.
    static func uriPath(_ path: String) -> String {
        var uri = ""
        for byte in path.utf8 {
            if unencoded.contains(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return uri
    }

    private static let unencoded = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
}
