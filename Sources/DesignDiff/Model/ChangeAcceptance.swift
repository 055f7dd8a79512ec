import DesignRules
import DesignSupport
import DesignTokens

/// A token change the design system accepts on purpose, written in `dscheck.json`'s
/// `acceptedChanges` with a reason: `dscheck diff` lists it as accepted and does not fail on it.
///
///     "acceptedChanges": [{"change": "diff/token-removed", "token": "color.old",
///                          "reason": "Replaced by color.accent in 2.0; apps migrated."}]
///
/// A token change names its token (for a rename, the old or the new name); a context change
/// names its context as `modifier=context`; a modifier change names its modifier.
package struct ChangeAcceptance: Sendable, Hashable {
    /// The kind of change accepted.
    package var change: ChangeKind
    /// What it is accepted on: a token name, `modifier=context`, or a modifier name.
    package var subject: String
    /// Why the change is accepted.
    package var reason: String
    /// Where the acceptance is written.
    package var location: SourceLocation

    /// Whether the acceptance covers `tokenChange`.
    package func accepts(_ tokenChange: TokenChange) -> Bool {
        guard tokenChange.kind == change else { return false }
        switch (change, tokenChange.detail) {
        case (.contextAdded, _), (.contextRemoved, _):
            return tokenChange.context.description == subject
        case (_, .modifier(let name, _)):
            return name == subject
        case (_, .renamed(let from, _)):
            return tokenChange.token == subject || from == subject
        default:
            return tokenChange.token == subject
        }
    }

    /// The key that names the subject for `change`.
    static func subjectKey(for change: ChangeKind) -> String {
        switch change {
        case .contextAdded, .contextRemoved: "context"
        case .modifierAdded, .modifierRemoved: "modifier"
        default: "token"
        }
    }

    /// Reads `acceptedChanges`, reporting every malformed or duplicate entry.
    package static func read(_ node: JSONNode) -> (acceptances: [ChangeAcceptance], diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        func error(_ message: String, at location: SourceLocation) {
            collector.report(ConfigDiagnostic.invalidAcceptance, message, at: location)
        }
        guard let entries = node.array else {
            error("\"acceptedChanges\" must be an array of {\"change\", \"token\", \"reason\"}", at: node.location)
            return ([], collector.diagnostics)
        }
        let kinds = Dictionary(uniqueKeysWithValues: ChangeKind.allCases.map { ($0.diagnosticID.rawValue, $0) })
        var acceptances: [ChangeAcceptance] = []
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            guard let object = entry.object else {
                error("an accepted change is an object {\"change\", \"token\", \"reason\"}", at: entry.location)
                continue
            }
            guard let changeNode = object["change"], let id = changeNode.string else {
                error("an accepted change needs \"change\", the id dscheck diff reports, such as \"diff/token-removed\"", at: entry.location)
                continue
            }
            guard let change = kinds[id] else {
                error(
                    "unknown change \"\(id)\"\(Suggestion.phrase(for: id, among: kinds.keys.sorted())); the changes are: \(kinds.keys.sorted().joined(separator: ", "))",
                    at: changeNode.location)
                ReasonedEntry.reportUnknownKeys(
                    of: object, allowed: ["change", "token", "context", "modifier", "reason"], in: "an accepted change"
                ) { error($0, at: $1) }
                continue
            }
            let key = subjectKey(for: change)
            ReasonedEntry.reportUnknownKeys(of: object, allowed: ["change", key, "reason"], in: "an accepted \(id)") { error($0, at: $1) }
            guard let subject = object[key]?.string, !subject.isEmpty else {
                error("an accepted \(id) needs \"\(key)\": the \(key) the change is about", at: entry.location)
                continue
            }
            guard let reason = ReasonedEntry.reason(of: object) else {
                error("an accepted change needs a non-empty \"reason\" saying why the change is intended", at: entry.location)
                continue
            }
            if let first = seen[id + "\u{0}" + subject] {
                error("duplicate accepted \(id) for \"\(subject)\" (first at line \(first.line)); keep one", at: entry.location)
                continue
            }
            seen[id + "\u{0}" + subject] = entry.location
            acceptances.append(ChangeAcceptance(change: change, subject: subject, reason: reason, location: entry.location))
        }
        return (acceptances, collector.diagnostics)
    }
}

/// A change the catalogue accepts, with the acceptance that covers it.
package struct AcceptedChange: Sendable, Hashable {
    /// The change.
    package var change: TokenChange
    /// The acceptance in `dscheck.json` that covers it.
    package var acceptance: ChangeAcceptance
}
