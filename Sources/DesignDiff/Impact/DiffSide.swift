import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// One side of a diff: the catalogue as the checker left it, with its findings and
/// measurements at the paths they are shown at (a base read from git is checked in a temporary
/// folder and shown at the head's paths).
struct DiffSide: Sendable {
    let checked: CheckedCatalog
    let locations: LocationMapping
    /// The unwaived findings and problems of `dscheck check`, waiver problems included, at
    /// shown locations.
    let findings: [Diagnostic]
    private let measurementsByContext: [ResolverContext: [RuleMeasurement]]

    init(checked: CheckedCatalog, locations: LocationMapping) {
        self.checked = checked
        self.locations = locations
        findings = checked.diagnostics.map(locations.map)
        var measurements: [ResolverContext: [RuleMeasurement]] = [:]
        for result in checked.contexts {
            measurements[result.context] = result.measurements.map { measurement in
                var shown = measurement
                shown.location = locations.map(measurement.location)
                return shown
            }
        }
        measurementsByContext = measurements
    }

    /// Whether the checker resolved `context` on this side.
    func has(_ context: ResolverContext) -> Bool {
        checked.result(for: context) != nil
    }

    /// The resolved tokens of `context` (one the checker resolved).
    func tokens(_ context: ResolverContext) -> TokenSet {
        checked.result(for: context)?.tokens ?? checked.defaultContext.tokens
    }

    /// Who uses which token in `context`.
    func usage(_ context: ResolverContext) -> TokenUsage {
        checked.result(for: context)?.usage ?? checked.defaultContext.usage
    }

    /// The measurements of the measuring rules in `context`, at shown locations.
    func measurements(_ context: ResolverContext) -> [RuleMeasurement] {
        measurementsByContext[context] ?? []
    }

    /// The contexts a finding in `context` holds in on this side.
    func contexts(matching context: ResolverContext) -> [ResolverContext] {
        checked.results(matching: context).map(\.context)
    }
}
