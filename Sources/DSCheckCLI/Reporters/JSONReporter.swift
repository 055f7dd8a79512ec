import DesignTokens

/// The JSON report, the contract other tools build on:
/// `{tool: {name, version}, summary: {errors, warnings, infos, waived}, diagnostics: [...]}`,
/// each diagnostic `{ruleId, severity, message, file, line, column, subject, context}`.
struct JSONReporter: Reporter {
    static let identifier = "json"
    static let fileExtension = "json"

    func report(_ report: CheckReport) -> String {
        JSONOutput.object([
            "tool": .object(["name": .string("dscheck"), "version": .string(report.toolVersion)]),
            "summary": .object([
                "errors": .number(Double(report.count(.error))),
                "warnings": .number(Double(report.count(.warning))),
                "infos": .number(Double(report.count(.info))),
                "waived": .number(Double(report.waived.count)),
            ]),
            "diagnostics": .array(report.diagnostics.map(Self.json)),
        ]).serialized()
    }

    /// One diagnostic; `subject` is null when absent and `context` an object in key order.
    static func json(_ diagnostic: Diagnostic) -> JSONOutput {
        .object([
            "ruleId": .string(diagnostic.ruleId),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "file": .string(diagnostic.location.file),
            "line": .number(Double(diagnostic.location.line)),
            "column": .number(Double(diagnostic.location.column)),
            "subject": .string(diagnostic.subject),
            "context": contextJSON(diagnostic.context),
        ])
    }

    /// A context as a JSON object with its members in key order.
    static func contextJSON(_ context: [String: String]) -> JSONOutput {
        .object(context.sorted { $0.key < $1.key }.map { JSONOutput.Member($0.key, .string($0.value)) })
    }
}
