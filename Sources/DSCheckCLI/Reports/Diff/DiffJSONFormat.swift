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

    /// The report, written change by change into one buffer rather than built as a tree first.
    static func render(_ diff: CatalogDiff) -> String {
        var json = JSONStream()
        json.openObject()
        json.key(Keys.base)
        json.string(diff.base)
        json.key(Keys.suggestedBump)
        json.string(diff.suggestedBump.rawValue)
        json.key(Keys.summary)
        json.value(summary(diff))
        json.key(Keys.changes)
        json.openArray()
        for change in diff.changes {
            json.element()
            json.openObject()
            writeMembers(of: change, in: diff, to: &json)
            json.closeObject()
        }
        json.closeArray()
        json.key(Keys.accepted)
        json.openArray()
        for accepted in diff.accepted {
            json.element()
            json.openObject()
            writeMembers(of: accepted.change, in: diff, to: &json)
            json.key(Keys.reason)
            json.string(accepted.acceptance.reason)
            json.closeObject()
        }
        json.closeArray()
        json.key(Keys.findings)
        json.openObject()
        for (key, findings) in [(Keys.new, diff.newFindings), (Keys.resolved, diff.resolvedFindings)] {
            json.key(key)
            json.openArray()
            for finding in findings {
                json.element()
                write(finding, to: &json)
            }
            json.closeArray()
        }
        json.closeObject()
        json.closeObject()
        return json.finished()
    }

    /// The keys of the report, escaped once.
    private enum Keys {
        static let base = JSONStream.Key("base")
        static let suggestedBump = JSONStream.Key("suggestedBump")
        static let summary = JSONStream.Key("summary")
        static let changes = JSONStream.Key("changes")
        static let accepted = JSONStream.Key("accepted")
        static let reason = JSONStream.Key("reason")
        static let findings = JSONStream.Key("findings")
        static let new = JSONStream.Key("new")
        static let resolved = JSONStream.Key("resolved")
        static let id = JSONStream.Key("id")
        static let level = JSONStream.Key("level")
        static let token = JSONStream.Key("token")
        static let context = JSONStream.Key("context")
        static let before = JSONStream.Key("before")
        static let after = JSONStream.Key("after")
        static let head = JSONStream.Key("head")
        static let location = JSONStream.Key("location")
        static let usedBy = JSONStream.Key("usedBy")
        static let message = JSONStream.Key("message")
        static let details = JSONStream.Key("details")
        static let contrast = JSONStream.Key("contrast")
        static let required = JSONStream.Key("required")
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

    /// The members of one change, in an object the caller opened (an accepted change adds its
    /// reason).
    private static func writeMembers(of change: TokenChange, in diff: CatalogDiff, to json: inout JSONStream) {
        json.key(Keys.id)
        json.string(change.kind.rawValue)
        json.key(Keys.level)
        json.string(change.level.rawValue)
        json.key(Keys.token)
        json.string(change.token)
        json.key(Keys.context)
        JSONReporter.write(change.context, to: &json)
        json.key(Keys.before)
        json.value(change.before?.jsonOutput)
        json.key(Keys.after)
        json.value(change.after?.jsonOutput)
        for (key, location) in [(Keys.base, change.base), (Keys.head, change.head), (Keys.location, change.shownAt)] {
            json.key(key)
            if let location {
                json.openObject()
                JSONReporter.writeLocationMembers(of: location, to: &json)
                json.closeObject()
            } else {
                json.value(nil)
            }
        }
        json.key(Keys.usedBy)
        json.strings(change.usedBy)
        json.key(Keys.message)
        json.string(change.message(in: diff))
        json.key(Keys.details)
        json.value(details(change.detail))
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

    /// A moved finding: a `check` diagnostic with its contrast shift added.
    private static func write(_ finding: MovedFinding, to json: inout JSONStream) {
        json.openObject()
        JSONReporter.writeMembers(of: finding.diagnostic, to: &json)
        json.key(Keys.contrast)
        if let shift = finding.contrast {
            json.openObject()
            json.key(Keys.before)
            json.value(shift.before.map { .number(ContrastShift.cut($0)) })
            json.key(Keys.after)
            json.value(shift.after.map { .number(ContrastShift.cut($0)) })
            json.key(Keys.required)
            json.number(shift.required)
            json.closeObject()
        } else {
            json.value(nil)
        }
        json.closeObject()
    }
}
