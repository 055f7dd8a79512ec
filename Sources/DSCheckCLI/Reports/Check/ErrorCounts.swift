import DesignSupport

/// The errors of a report split into root causes and dependents: a dependent (such as a token
/// whose alias names an invalid token) goes away when its root cause is fixed, so every report
/// counts them apart.
struct ErrorCounts: Equatable {
    /// Errors that do not follow from another finding.
    let rootCauses: Int
    /// Errors that follow from another finding.
    let dependents: Int

    /// The counts of the errors among `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        let errors = diagnostics.filter { $0.severity == .error }
        dependents = errors.count(where: \.isDependent)
        rootCauses = errors.count - dependents
    }
}
