import DesignRules
import DesignSupport
import DesignTokens

/// The JSON report, the contract other tools build on:
/// `{tool: {name, version}, summary: {errors, rootCauses, dependents, warnings, infos, waived},
/// diagnostics: [...], measurements: [...]}` (`rootCauses` and `dependents` split the errors),
/// each diagnostic `{ruleId, severity, message, file, line, column, subject, context, dependent,
/// element, fingerprint}` (`dependent`: it follows from another finding; the element path and fingerprint of its
/// ``FindingIdentity``, which baselines and waivers use), each measurement (the contrast of every text and control, passing or
/// not, per context) `{ruleId, subject, item, file, line, column, context, value, threshold,
/// passes, …}`.
struct JSONReporter: ReportFormat {
    static let identifier = "json"
    static let fileExtension = "json"

    func report(_ report: CheckReport) -> String {
        JSONOutput.object([
            "tool": .object(["name": .string("dscheck"), "version": .string(report.toolVersion)]),
            "summary": .object([
                "errors": .number(Double(report.count(.error))),
                "rootCauses": .number(Double(report.errorCounts.rootCauses)),
                "dependents": .number(Double(report.errorCounts.dependents)),
                "warnings": .number(Double(report.count(.warning))),
                "infos": .number(Double(report.count(.info))),
                "waived": .number(Double(report.waived.count)),
            ]),
            "diagnostics": .array(
                report.diagnostics.map { diagnostic in
                    Self.json(
                        diagnostic,
                        adding: [
                            .init("dependent", .bool(diagnostic.isDependent)),
                            .init("element", .string(report.identities[diagnostic]?.element)),
                            .init("fingerprint", .string(report.fingerprint(of: diagnostic))),
                        ])
                }),
            "measurements": .array(report.measurements.map(Self.json)),
        ]).serialized()
    }

    /// One diagnostic, then `extra` members; `subject` is null when absent and `context` an
    /// object in key order.
    static func json(_ diagnostic: Diagnostic, adding extra: [JSONOutput.Member] = []) -> JSONOutput {
        .object(
            [
                .init("ruleId", .string(diagnostic.ruleId)),
                .init("severity", .string(diagnostic.severity.rawValue)),
                .init("message", .string(diagnostic.message)),
                .init("file", .string(diagnostic.location.file)),
                .init("line", .number(Double(diagnostic.location.line))),
                .init("column", .number(Double(diagnostic.location.column))),
                .init("subject", .string(diagnostic.subject)),
                .init("context", contextJSON(diagnostic.context)),
            ] + extra)
    }

    /// One measurement: `value` floored to two decimals as every report shows it, `passes` from
    /// the exact value; for contrast also the colour pair, APCA Lc and the text's size.
    static func json(_ entry: (context: ResolverContext, measurement: RuleMeasurement)) -> JSONOutput {
        let measurement = entry.measurement
        var members: [JSONOutput.Member] = [
            .init("ruleId", .string(measurement.ruleId)),
            .init("subject", .string(measurement.subject)),
            .init("item", .string(measurement.item)),
            .init("file", .string(measurement.location.file)),
            .init("line", .number(Double(measurement.location.line))),
            .init("column", .number(Double(measurement.location.column))),
            .init("context", contextJSON(entry.context)),
            .init("value", .number(measurement.flooredValue)),
            .init("threshold", .number(measurement.threshold)),
            .init("passes", .bool(measurement.passes)),
        ]
        if let pair = measurement.contrast {
            members.append(.init("foreground", .string(pair.foreground.hexString)))
            members.append(.init("foregroundOpacity", .number(min(max(pair.foreground.alpha, 0), 1))))
            members.append(.init("background", .string(pair.background.hexString)))
            members.append(.init("apcaLc", .number((pair.apcaLc * 10).rounded() / 10)))
            if let text = pair.text {
                members.append(.init("textSize", .number(text.size)))
                members.append(.init("largeText", .bool(text.isLarge)))
            }
        }
        return .object(members)
    }

    /// A context as a JSON object with its members in key order.
    static func contextJSON(_ context: ResolverContext) -> JSONOutput {
        .object(context.pairs.map { JSONOutput.Member($0.modifier, .string($0.context)) })
    }
}
