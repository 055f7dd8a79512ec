import DesignDiff
import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// How a token change reads: a sentence for annotations, text and JSON, a short label and
/// details for tables, and the change as a diagnostic for the finding reporters.
extension TokenChange {
    /// One sentence saying what changed and, for breaking changes, what to do.
    var message: String {
        let name = "\"\(token ?? "")\""
        var text: String
        switch (kind, detail) {
        case (.tokenRemoved, _):
            text = "token \(name) was removed; references to it break"
        case (.deprecatedTokenRemoved, .deprecated(let reason)):
            text = "deprecated token \(name) was removed (removal after deprecation\(reason.map { ": \($0)" } ?? ""))"
        case (.tokenTypeChanged, .retyped(let old, let new)):
            text = "token \(name) changed type from \(old.rawValue) to \(new.rawValue)"
        case (.aliasTypeChanged, .realiased(let target, let targetType, let formerType)):
            text = "token \(name) now aliases {\(target)}, a \(targetType.rawValue), where it was a \(formerType.rawValue)"
        case (.tokenRenamed, .renamed(let old, let kept)):
            text =
                kept
                ? "token \"\(old)\" was renamed to \(name); the old name stays as a deprecated alias"
                : "token \"\(old)\" was renamed to \(name) without keeping the old name; keep \"\(old)\" as an alias {\(token ?? "")} with \"$deprecated\" so references to it keep working"
        case (.tokenDeprecated, .deprecated(let reason)):
            text = "token \(name) is now deprecated\(reason.map { ": \($0)" } ?? "")"
        case (.valueChanged, _):
            text = "token \(name) changed from \(before.map(TokenValueText.describe) ?? "?") to \(after.map(TokenValueText.describe) ?? "?")"
            if let measure = measureText { text += " (\(measure))" }
        case (.tokenAdded, _):
            text = "token \(name) was added: \(after.map(TokenValueText.describe) ?? "(unresolved)")"
        case (.contextRemoved, _), (.contextAdded, _):
            let (modifier, context) = context.pairs.first ?? ("", "")
            text = "context \"\(context)\" of modifier \"\(modifier)\" was \(kind == .contextAdded ? "added" : "removed")"
        case (.modifierRemoved, .modifier(let modifier, let contexts)), (.modifierAdded, .modifier(let modifier, let contexts)):
            text = "modifier \"\(modifier)\" (contexts \(contexts.joined(separator: ", "))) was \(kind == .modifierAdded ? "added" : "removed")"
        default:
            text = "\(kind.rawValue) on \(name)"
        }
        if !usedBy.isEmpty { text += "; used by " + usedBy.joined(separator: ", ") }
        return text
    }

    /// ΔE OK for a colour, the relative change for a dimension or duration.
    var measureText: String? {
        switch detail {
        case .recolored(let deltaE, _, _): "ΔE OK \(String(format: "%.3f", deltaE))"
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

    /// The change as a finding at its level's severity, at the head location (the base's for
    /// removals). A context added or removed is named by the message, not as a context.
    var diagnostic: Diagnostic {
        let isContextChange = kind == .contextAdded || kind == .contextRemoved
        return Diagnostic(
            id: kind.diagnosticID, severity: level.severity, message: message, location: head ?? base ?? .file("."),
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
