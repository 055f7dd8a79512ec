import DesignDiff
import DesignSupport
import DesignTokens

/// The JSON contract of `dscheck diff`:
/// `{base, suggestedBump, summary, changes: [...], accepted: [...], findings: {new, resolved}}`.
/// Each change is `{id, level, token, context, before, after, base, head, location, usedBy,
/// message, details}` (`location` where the other formats show it: `head`, or for what only the
/// base has, where it would be in the head; an accepted change adds `reason`), values in
/// the shape `dscheck tokens` prints; each finding is a `dscheck check` diagnostic with
/// `contrast` (`{before, after, required}` or null) added.
struct DiffJSONFormat: ReportFormat {
    static let identifier = "json"
    static let fileExtension = "json"

    func report(_ report: DiffReport) -> String {
        Self.render(report.diff)
    }

    static func render(_ diff: CatalogDiff) -> String {
        JSONOutput.object([
            "base": .string(diff.base),
            "suggestedBump": .string(diff.suggestedBump.rawValue),
            "summary": summary(diff),
            "changes": .array(diff.changes.map { change($0, in: diff) }),
            "accepted": .array(
                diff.accepted.map { accepted in
                    guard case .object(let members) = change(accepted.change, in: diff) else { return .null }
                    return .object(members + [.init("reason", .string(accepted.acceptance.reason))])
                }),
            "findings": .object([
                "new": .array(diff.newFindings.map(finding)),
                "resolved": .array(diff.resolvedFindings.map(finding)),
            ]),
        ]).serialized()
    }

    /// The counts per level and of moved findings.
    static func summary(_ diff: CatalogDiff) -> JSONOutput {
        .object([
            "breaking": count(diff.count(.breaking)),
            "deprecations": count(diff.count(.deprecation)),
            "valueChanges": count(diff.count(.valueChange)),
            "additions": count(diff.count(.addition)),
            "accepted": count(diff.accepted.count),
            "newFindings": count(diff.newFindings.count),
            "resolvedFindings": count(diff.resolvedFindings.count),
        ])
    }

    private static func count(_ value: Int) -> JSONOutput { .number(Double(value)) }

    static func change(_ change: TokenChange, in diff: CatalogDiff) -> JSONOutput {
        .object([
            "id": .string(change.kind.rawValue),
            "level": .string(change.level.rawValue),
            "token": .string(change.token),
            "context": JSONReporter.contextJSON(change.context),
            "before": change.before?.jsonOutput ?? .null,
            "after": change.after?.jsonOutput ?? .null,
            "base": location(change.base),
            "head": location(change.head),
            "location": location(change.shownAt),
            "usedBy": .array(change.usedBy.map { .string($0) }),
            "message": .string(change.message(in: diff)),
            "details": details(change.detail),
        ])
    }

    private static func location(_ location: SourceLocation?) -> JSONOutput {
        guard let location else { return .null }
        return .object(["file": .string(location.file), "line": count(location.line), "column": count(location.column)])
    }

    /// What each kind adds, as an object (empty for kinds with nothing to add).
    private static func details(_ detail: ChangeDetail) -> JSONOutput {
        switch detail {
        case .none:
            .object([JSONOutput.Member]())
        case .renamed(let from, let kept):
            .object(["renamedFrom": .string(from), "keptAsDeprecatedAlias": .bool(kept)])
        case .deprecated(let reason):
            .object(["reason": .string(reason)])
        case .retyped(let from, let to):
            .object(["typeBefore": .string(from.rawValue), "typeAfter": .string(to.rawValue)])
        case .realiased(let target, let targetType, let formerType):
            .object(["aliasOf": .string(target), "aliasType": .string(targetType.rawValue), "typeBefore": .string(formerType.rawValue)])
        case .recolored(let deltaE, let beforeHex, let afterHex):
            .object(["deltaE": rounded(deltaE), "hexBefore": .string(beforeHex), "hexAfter": .string(afterHex)])
        case .rescaled(let relativeChange):
            .object(["relativeChange": rounded(relativeChange)])
        case .modifier(let name, let contexts):
            .object(["modifier": .string(name), "contexts": .array(contexts.map { .string($0) })])
        }
    }

    private static func rounded(_ value: Double) -> JSONOutput {
        .number((value * 10_000).rounded() / 10_000)
    }

    static func finding(_ finding: MovedFinding) -> JSONOutput {
        guard case .object(var members) = JSONReporter.json(finding.diagnostic) else { return .null }
        let contrast: JSONOutput =
            finding.contrast.map { shift in
                .object([
                    "before": shift.before.map { .number(ContrastShift.cut($0)) } ?? .null,
                    "after": shift.after.map { .number(ContrastShift.cut($0)) } ?? .null,
                    "required": .number(shift.required),
                ])
            } ?? .null
        members.append(.init("contrast", contrast))
        return .object(members)
    }
}
