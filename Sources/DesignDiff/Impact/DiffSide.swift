import DesignCatalog
import DesignRules
import DesignTokens

/// One side of a diff, with what is computed from it kept for reuse: token sets, token usage
/// and rule measurements per context, and the rule engine's result. Base paths are rewritten
/// through the side's location mapping.
///
/// Not thread-safe: the two sides are prepared on two threads at once, each side by one.
final class DiffSide: @unchecked Sendable {
    let catalog: Catalog
    let locations: LocationMapping
    private var tokenSets: [[String: String]: TokenSet] = [:]
    private var usages: [[String: String]: TokenUsage] = [:]
    private var measured: [[String: String]: [RuleMeasurement]] = [:]
    /// The token references of the specs, walked once.
    private lazy var uses = catalog.tokenUses

    init(catalog: Catalog, locations: LocationMapping) {
        self.catalog = catalog
        self.locations = locations
    }

    /// Computes the token sets and usage of `contexts` and the findings ahead of use.
    func prepare(_ contexts: [[String: String]]) {
        for context in contexts { _ = usage(context) }
        _ = findings
    }

    /// The resolved tokens of `context`.
    func tokens(_ context: [String: String]) -> TokenSet {
        if let cached = tokenSets[context] { return cached }
        let resolved = context == catalog.tokens.defaultContext ? catalog.defaultTokens : catalog.tokens.resolve(context: context)
        tokenSets[context] = resolved
        return resolved
    }

    /// Who uses which token in `context`.
    func usage(_ context: [String: String]) -> TokenUsage {
        if let cached = usages[context] { return cached }
        let usage = TokenUsage(uses: uses, tokens: tokens(context))
        usages[context] = usage
        return usage
    }

    /// The measurements of the measuring rules in `context`, at shown locations.
    func measurements(_ context: [String: String]) -> [RuleMeasurement] {
        if let cached = measured[context] { return cached }
        let measurements = RuleEngine.measurements(catalog, tokens: tokens(context), context: context).map { measurement in
            var shown = measurement
            shown.location = locations.map(measurement.location)
            return shown
        }
        measured[context] = measurements
        return measurements
    }

    /// The unwaived findings and problems of `dscheck check` (waiver problems included), under
    /// the side's own configuration and waivers, at shown locations.
    private(set) lazy var findings: [Diagnostic] = {
        let waivers = catalog.manifest.waivers.map(Waiver.read)
        let result = RuleEngine.check(
            catalog, configuration: RuleConfiguration(manifest: catalog.manifest),
            waivers: waivers?.waivers ?? [], tokens: tokens)
        return (result.diagnostics + (waivers?.diagnostics ?? [])).sorted().map(locations.map)
    }()

    /// The contexts a finding in `context` holds in on this side: that context when this side
    /// has it, else every context (a finding with an empty context holds in all of them).
    func contexts(matching context: [String: String]) -> [[String: String]] {
        let all = catalog.tokens.allContexts
        return all.contains(context) ? [context] : all
    }
}
