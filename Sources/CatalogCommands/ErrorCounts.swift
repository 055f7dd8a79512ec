import DesignSupport

/// The errors of a report split into root causes and dependents: a dependent (such as a token
/// whose alias names an invalid token) goes away when its root cause is fixed, so every report
/// counts them apart.
package struct ErrorCounts: Equatable {
    /// Errors that do not follow from another finding.
    package let rootCauses: Int
    /// Errors that follow from another finding.
    package let dependents: Int

    /// The counts of the errors among `diagnostics`.
    package init(_ diagnostics: [Diagnostic]) {
        let errors = diagnostics.filter { $0.severity == .error }
        dependents = errors.count(where: \.isDependent)
        rootCauses = errors.count - dependents
    }
}
