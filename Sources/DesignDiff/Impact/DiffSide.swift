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
    private let measurementsByContext: [ResolverContext: MeasurementIndex]

    init(checked: CheckedCatalog, locations: LocationMapping) {
        self.checked = checked
        self.locations = locations
        findings = checked.diagnostics.map(locations.map)
        var measurements: [ResolverContext: MeasurementIndex] = [:]
        for result in checked.contexts {
            measurements[result.context] = MeasurementIndex(
                result.measurements.map { measurement in
                    var shown = measurement
                    shown.location = locations.map(measurement.location)
                    return shown
                })
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

    /// The measurements in `context` at `place`, in the checker's order: those a finding at
    /// that place is about.
    func measurements(_ context: ResolverContext, at place: MeasuredPlace) -> [RuleMeasurement] {
        measurementsByContext[context]?.atPlace[place] ?? []
    }

    /// The values measured in `context` for `item`, in the checker's order.
    func values(_ context: ResolverContext, of item: MeasuredItem) -> [Double] {
        measurementsByContext[context]?.valuesOfItem[item] ?? []
    }

    /// The contexts a finding in `context` holds in on this side.
    func contexts(matching context: ResolverContext) -> [ResolverContext] {
        checked.results(matching: context).map(\.context)
    }
}

/// Where a measuring rule measured: the place its finding points at when the item fails.
struct MeasuredPlace: Hashable {
    let ruleId: String
    let subject: String
    /// The shown location.
    let location: SourceLocation
}

/// What a measuring rule measured, by name: the same on both sides of a diff where only lines
/// moved.
struct MeasuredItem: Hashable {
    let ruleId: String
    let subject: String
    let item: String
}

/// One context's measurements grouped once by place and by item, so that each finding's
/// contrast is a dictionary read rather than a scan of every measurement (`diff` of 10,000
/// tokens and 1,000 components spent 33 % of its instructions scanning, once per finding).
private struct MeasurementIndex: Sendable {
    /// The measurements at each place, in the checker's order.
    var atPlace: [MeasuredPlace: [RuleMeasurement]] = [:]
    /// The values measured for each item, in the checker's order.
    var valuesOfItem: [MeasuredItem: [Double]] = [:]

    init(_ measurements: [RuleMeasurement]) {
        for measurement in measurements {
            atPlace[MeasuredPlace(ruleId: measurement.ruleId, subject: measurement.subject, location: measurement.location), default: []]
                .append(measurement)
            valuesOfItem[MeasuredItem(ruleId: measurement.ruleId, subject: measurement.subject, item: measurement.item), default: []]
                .append(measurement.value)
        }
    }
}
