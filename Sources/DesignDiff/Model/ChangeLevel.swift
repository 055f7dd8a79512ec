import DesignSupport

/// How much a token change matters to the apps that use the tokens, most serious first.
package enum ChangeLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Code that uses the tokens stops building or changes type: a token, context or modifier
    /// removed, a type changed, a rename without the old name kept.
    case breaking
    /// A token is newly deprecated, or renamed with its old name kept as a deprecated alias.
    case deprecation
    /// A token's resolved value changed.
    case valueChange = "value-change"
    /// A token, context or modifier was added.
    case addition

    package static func < (lhs: ChangeLevel, rhs: ChangeLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The semantic-version bump a set of changes calls for.
package enum VersionBump: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Nothing changed.
    case none
    /// Value changes that make no rule newly fail.
    case patch
    /// Additions and deprecations.
    case minor
    /// Breaking changes, or value changes that make a rule newly fail at error severity.
    case major

    package static func < (lhs: VersionBump, rhs: VersionBump) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension ChangeLevel {
    /// The severity changes of this level are reported at: breaking as errors, deprecations as
    /// warnings, value changes and additions as info.
    package var severity: Severity {
        switch self {
        case .breaking: .error
        case .deprecation: .warning
        case .valueChange, .addition: .info
        }
    }
}
