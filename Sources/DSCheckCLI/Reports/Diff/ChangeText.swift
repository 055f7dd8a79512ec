import DesignDiff
import DesignRules
import DesignSupport
import DesignTokens

/// How a token change reads: a sentence for annotations, text and JSON, a short label and
/// details for tables, and the change as a diagnostic for the finding reporters.
extension TokenChange {
    /// One sentence saying what changed and, for breaking changes, what to do. What the change
    /// took from the base (a removed token, context or modifier, a rename's old name) names its
    /// place there, as `(base: tokens/color.tokens.json:12:5 at HEAD~1)`, since reports show it
    /// in the head.
    func message(in diff: CatalogDiff) -> String {
        let name = "\"\(token ?? "")\""
        let was = baseNote(in: diff)
        var text: String
        switch (kind, detail) {
        case (.tokenRemoved, _):
            text = "token \(name) was removed\(was); references to it break"
        case (.deprecatedTokenRemoved, .deprecated(let reason)):
            text = "deprecated token \(name) was removed\(was); a removal after deprecation\(reason.map { ": \($0)" } ?? "")"
        case (.tokenTypeChanged, .retyped(let old, let new)):
            text = "token \(name) changed type from \(old.rawValue) to \(new.rawValue)"
        case (.aliasTypeChanged, .realiased(let target, let targetType, let formerType)):
            text = "token \(name) now aliases {\(target)}, a \(targetType.rawValue), where it was a \(formerType.rawValue)"
        case (.tokenRenamed, .renamed(let old, let kept)):
            text =
                kept
                ? "token \"\(old)\"\(was) was renamed to \(name); the old name stays as a deprecated alias"
                : "token \"\(old)\"\(was) was renamed to \(name) without keeping the old name; keep \"\(old)\" as an alias {\(token ?? "")} with \"$deprecated\" so references to it keep working"
        case (.tokenDeprecated, .deprecated(let reason)):
            text = "token \(name) is now deprecated\(reason.map { ": \($0)" } ?? "")"
        case (.valueChanged, _):
            text = "token \(name) changed from \(before.map(\.shortText) ?? "?") to \(after.map(\.shortText) ?? "?")"
            if let measure = measureText { text += " (\(measure))" }
        case (.tokenAdded, _):
            text = "token \(name) was added: \(after.map(\.shortText) ?? "(unresolved)")"
        case (.contextRemoved, _), (.contextAdded, _):
            let (modifier, context) = context.pairs.first ?? ("", "")
            text = "context \"\(context)\" of modifier \"\(modifier)\" was \(kind == .contextAdded ? "added" : "removed")\(was)"
        case (.modifierRemoved, .modifier(let modifier, let contexts)), (.modifierAdded, .modifier(let modifier, let contexts)):
            text = "modifier \"\(modifier)\" (contexts \(contexts.joined(separator: ", "))) was \(kind == .modifierAdded ? "added" : "removed")\(was)"
        default:
            text = "\(kind.rawValue) on \(name)"
        }
        if !usedBy.isEmpty { text += "; used by " + usedBy.joined(separator: ", ") }
        return text
    }

    /// ` (base: FILE:LINE:COL at REVISION)` for a change whose base location the reports do not
    /// show (removals and renames), else empty. A folder base's path names the folder already.
    private func baseNote(in diff: CatalogDiff) -> String {
        guard let base, head == nil || kind == .tokenRenamed else { return "" }
        return " (base: \(base)\(diff.baseIsRevision ? " at \(diff.base)" : ""))"
    }

    /// ΔE OK for a colour, the relative change for a dimension or duration.
    var measureText: String? {
        switch detail {
        case .recolored(let deltaE, _, _): "ΔE OK \(FixedDecimals.format(deltaE, decimals: 3))"
        case .rescaled(let relative): (relative > 0 ? "+" : "") + JSONOutput.format((relative * 1000).rounded() / 10) + "%"
        default: nil
        }
    }

    /// The change in a few words, for tables.
    var label: String {
        switch kind {
        case .tokenRemoved: "removed"
        case .tokenTypeChanged: "type changed"
        case .aliasTypeChanged: "alias type changed"
        case .contextRemoved: "context removed"
        case .modifierRemoved: "modifier removed"
        case .tokenRenamed: "renamed"
        case .deprecatedTokenRemoved: "removed after deprecation"
        case .tokenDeprecated: "deprecated"
        case .valueChanged: "value changed"
        case .tokenAdded: "added"
        case .contextAdded: "context added"
        case .modifierAdded: "modifier added"
        }
    }

    /// The change as a finding at its level's severity, where the head shows it (for what only
    /// the base has, where it would be in the head). A context added or removed is named by
    /// the message, not as a context.
    func diagnostic(in diff: CatalogDiff) -> Diagnostic {
        let isContextChange = kind == .contextAdded || kind == .contextRemoved
        return Diagnostic(
            id: kind.diagnosticID, severity: level.severity, message: message(in: diff), location: shownAt,
            subject: token, context: isContextChange ? [:] : context)
    }
}

extension ChangeKind {
    /// A rule description of the change kind, for SARIF rule metadata.
    var ruleDescription: RuleDescription {
        let words = rawValue.split(separator: "-").joined(separator: " ")
        return RuleDescription(
            id: diagnosticID.rawValue, name: words.prefix(1).uppercased() + words.dropFirst(), summary: summary,
            rationale:
                "dscheck diff classifies each design-token change against the base as breaking, deprecation, value change or addition, as buf breaking does for APIs. \(summary)",
            sourceURL: RuleDescription.projectURL, defaultSeverity: level.severity, triggeringExamples: [], nonTriggeringExamples: [])
    }
}
