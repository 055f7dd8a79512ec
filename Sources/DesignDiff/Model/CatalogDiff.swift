import DesignSupport
import DesignTokens

/// Everything `dscheck diff` found between a base and a head catalogue.
package struct CatalogDiff: Sendable {
    /// The base as the user named it (a revision or a folder).
    package var base: String
    /// Whether ``base`` is a git revision, whose locations are shown at the head's paths (a
    /// folder base's locations are in that folder).
    package var baseIsRevision = false
    /// The changes, most serious level first, then by token, kind and context, less those the
    /// catalogue accepts.
    package var changes: [TokenChange]
    /// The changes `dscheck.json`'s `acceptedChanges` accepts, in the same order.
    package var accepted: [AcceptedChange]
    /// Findings of the head that the base does not have.
    package var newFindings: [MovedFinding]
    /// Findings of the base that the head no longer has.
    package var resolvedFindings: [MovedFinding]
    /// Errors found while reading the base (tokens that do not parse, broken specs, rule settings
    /// that cannot be used): the diff compares what could be read.
    package var baseProblems: [Diagnostic]
    /// Errors that stop the head catalogue loading as written (the diff compares what could be
    /// read, and `dscheck diff` fails).
    package var headProblems: [Diagnostic] = []
    /// Accepted changes that are malformed (errors) or match no change (warnings).
    package var acceptanceProblems: [Diagnostic]

    /// The number of changes at `level`.
    package func count(_ level: ChangeLevel) -> Int {
        changes.filter { $0.level == level }.count
    }

    /// New findings at error severity: rules the change makes fail.
    package var newErrors: [MovedFinding] {
        newFindings.filter { $0.diagnostic.severity == .error }
    }

    /// Accepted changes count: an accepted removal is still a major change. Major for breaking
    /// changes, or for value changes that make a rule newly fail at error
    /// severity; minor for additions and deprecations; patch for other value changes; none
    /// when nothing changed.
    package var suggestedBump: VersionBump {
        (changes + accepted.map(\.change)).map { change -> VersionBump in
            switch change.level {
            case .breaking: .major
            case .deprecation, .addition: .minor
            case .valueChange: newErrors.isEmpty ? .patch : .major
            }
        }.max() ?? .none
    }
}

/// A finding that the change makes appear or disappear, with the contrast before and after
/// when a contrast rule measured it.
package struct MovedFinding: Sendable, Hashable {
    /// The finding as `dscheck check` reports it (base findings at their base locations).
    package var diagnostic: Diagnostic
    /// The measured contrast in the base and the head, for the contrast rules.
    package var contrast: ContrastShift?
}

/// A contrast ratio before and after a change, and the ratio the rule requires.
package struct ContrastShift: Sendable, Hashable {
    /// The weakest ratio in the base, or nil when the base does not have the item.
    package var before: Double?
    /// The weakest ratio in the head, or nil when the head does not have the item.
    package var after: Double?
    /// The smallest passing ratio.
    package var required: Double
}
