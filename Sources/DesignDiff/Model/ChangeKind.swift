import DesignSupport

/// What kind of change a ``TokenChange`` is. The raw value is the change's stable id, as JSON,
/// SARIF and annotations carry it (`token-removed`, `value-changed`…).
package enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case tokenRemoved = "token-removed"
    case tokenTypeChanged = "token-type-changed"
    case aliasTypeChanged = "alias-type-changed"
    case contextRemoved = "context-removed"
    case modifierRemoved = "modifier-removed"
    case tokenRenamed = "token-renamed"
    case deprecatedTokenRemoved = "deprecated-token-removed"
    case tokenDeprecated = "token-deprecated"
    case valueChanged = "value-changed"
    case tokenAdded = "token-added"
    case contextAdded = "context-added"
    case modifierAdded = "modifier-added"

    /// The level of the kind. A rename is breaking unless the old name is kept as a deprecated
    /// alias; ``TokenChange/level`` has the level of each change.
    package var level: ChangeLevel {
        switch self {
        case .tokenRemoved, .tokenTypeChanged, .aliasTypeChanged, .contextRemoved, .modifierRemoved, .tokenRenamed,
            .deprecatedTokenRemoved:
            .breaking
        case .tokenDeprecated: .deprecation
        case .valueChanged: .valueChange
        case .tokenAdded, .contextAdded, .modifierAdded: .addition
        }
    }

    /// One sentence: what the change is and why it has its level.
    package var summary: String {
        switch self {
        case .tokenRemoved: "A token was removed; every reference to it breaks."
        case .tokenTypeChanged: "A token's type changed; code that reads it as the old type breaks."
        case .aliasTypeChanged: "An alias now points at a token of another type than the token had."
        case .contextRemoved: "A context of a resolver modifier was removed; apps that select it break."
        case .modifierRemoved: "A resolver modifier was removed; apps that set it break."
        case .tokenRenamed: "A token was renamed (same type and value, a similar path); breaking unless the old name stays as a deprecated alias."
        case .deprecatedTokenRemoved: "A deprecated token was removed: a breaking removal after deprecation."
        case .tokenDeprecated: "A token is newly deprecated; it still works, and users should move off it."
        case .valueChanged: "A token's resolved value changed."
        case .tokenAdded: "A token was added."
        case .contextAdded: "A context was added to a resolver modifier."
        case .modifierAdded: "A resolver modifier was added."
        }
    }
}

extension ChangeKind {
    /// The kind's diagnostic id, such as `diff/token-removed`, which its findings carry and
    /// accepted changes name.
    package var diagnosticID: DiagnosticID {
        DiagnosticID("diff/" + rawValue, summary: summary, defaultSeverity: level.severity, origin: .diff)
    }
}
