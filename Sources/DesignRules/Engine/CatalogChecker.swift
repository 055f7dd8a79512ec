import DesignCatalog
import DesignSupport
import DesignTokens

/// The one pipeline from a loaded catalogue to its results: reads the manifest's rule settings
/// and waivers (and a baseline's), resolves every resolver context once, runs the configured
/// rules and the measuring rules in each, adds the inspections' diagnostics, applies the
/// configuration and the waivers to every diagnostic alike, and reports stale waivers.
public struct CatalogChecker: Sendable {
    /// Waivers read from a baseline file, with the problems found reading them.
    public var baseline: (waivers: [Waiver], diagnostics: [Diagnostic])
    /// Whether every waiver is ignored (dscheck.json's and the baseline's).
    public var ignoresWaivers: Bool
    /// Checks other modules add, such as the site's documentation check.
    public var inspections: [any CatalogInspection]

    /// A checker with the given baseline waivers and inspections.
    public init(
        baseline: (waivers: [Waiver], diagnostics: [Diagnostic]) = ([], []), ignoresWaivers: Bool = false,
        inspections: [any CatalogInspection] = []
    ) {
        self.baseline = baseline
        self.ignoresWaivers = ignoresWaivers
        self.inspections = inspections
    }

    /// Every id this checker can report, for the configuration and waivers.
    public var knownDiagnostics: [DiagnosticID] { KnownDiagnostics.all(with: inspections) }

    /// Checks `catalog`. A finding that holds in every context is reported once, with an empty
    /// context; one that holds in some contexts is reported once per context. The contexts are
    /// resolved and checked on all cores, one per task; the result does not depend on their
    /// order.
    public func check(_ catalog: Catalog) -> CheckedCatalog {
        let known = knownDiagnostics
        let configuration = RuleConfiguration(manifest: catalog.manifest, known: known)
        var waivers: [Waiver] = []
        var manifestWaivers: Set<Waiver> = []
        var problems = configuration.diagnostics
        if !ignoresWaivers {
            if let node = catalog.manifest.waivers {
                let read = Waiver.read(node, known: known)
                waivers += read.waivers
                manifestWaivers = Set(read.waivers)
                problems += read.diagnostics
            }
            waivers += baseline.waivers
            problems += baseline.diagnostics
        }
        let rules: [(rule: any Rule, id: DiagnosticID, severity: Severity?)] = RuleRegistry.rules.map { type in
            let setting = configuration.setting(for: type.description)
            return (type.init(options: setting.options), type.description.diagnosticID, setting.severity)
        }
        let defaultContext = catalog.tokens.defaultContext
        let defaults = catalog.defaultTokens
        let perContext = catalog.tokens.allContexts.concurrentMap { context -> (CheckedCatalog.ContextResult, [Diagnostic]) in
            let tokens = context == defaultContext ? defaults : catalog.tokens.resolve(context: context)
            var diagnostics = tokens.diagnostics
            if context != defaultContext {
                diagnostics += ContextReferenceCheck.problems(
                    in: catalog, uses: catalog.tokenUses, tokens: tokens, defaults: defaults, context: context)
            }
            let input = RuleInput(catalog: catalog, tokens: tokens, context: context)
            var measurements: [RuleMeasurement] = []
            for (rule, id, severity) in rules {
                var findings: [Finding] = []
                if let measuring = rule as? any MeasuringRule {
                    let assessments = measuring.assessments(input)
                    measurements += assessments.compactMap(\.measurement)
                    findings = assessments.compactMap(\.finding)
                } else if severity != nil {
                    findings = rule.check(input)
                }
                guard let severity else { continue }
                for finding in findings {
                    diagnostics.append(
                        Diagnostic(id: id, severity: severity, message: finding.message, location: finding.location, subject: finding.subject))
                }
            }
            let result = CheckedCatalog.ContextResult(
                context: context, tokens: tokens, usage: TokenUsage(uses: catalog.tokenUses, tokens: tokens), measurements: measurements)
            return (result, diagnostics)
        }
        let inspected = inspections.flatMap { $0.inspect(catalog) }
        var diagnostics = (catalog.diagnostics + inspected + problems).compactMap(configuration.configured)
        diagnostics += Self.merged(perContext.map { ($0.0.context, $0.1) }).compactMap(configuration.configured)
        let (open, waived, stale) = Self.apply(waivers, to: diagnostics, of: catalog)
        return CheckedCatalog(
            catalog: catalog, configuration: configuration, contexts: perContext.map(\.0),
            diagnostics: (open + stale.compactMap(configuration.configured)).sorted(),
            waived: waived.sorted { $0.diagnostic < $1.diagnostic }, manifestWaivers: manifestWaivers)
    }

    /// The diagnostics of every context, one that holds in every context once with an empty
    /// context, the others once per context they hold in, in the order first found.
    private static func merged(_ perContext: [(context: ResolverContext, diagnostics: [Diagnostic])]) -> [Diagnostic] {
        var occurrences: [Diagnostic: [ResolverContext]] = [:]
        var order: [Diagnostic] = []
        for (context, diagnostics) in perContext {
            for diagnostic in diagnostics {
                var key = diagnostic
                key.context = [:]
                if occurrences[key] == nil { order.append(key) }
                if occurrences[key]?.contains(context) != true { occurrences[key, default: []].append(context) }
            }
        }
        return order.flatMap { key -> [Diagnostic] in
            let found = occurrences[key]!
            guard found.count != perContext.count else { return [key] }
            return found.map { context in
                var located = key
                located.context = context
                return located
            }
        }
    }

    /// `diagnostics` split into open and waived ones, and a `config/stale-waiver` warning for
    /// each waiver that accepts nothing (except on specs that could not be loaded, whose
    /// findings are unknown).
    private static func apply(_ waivers: [Waiver], to diagnostics: [Diagnostic], of catalog: Catalog) -> (
        open: [Diagnostic], waived: [(diagnostic: Diagnostic, waiver: Waiver)], stale: [Diagnostic]
    ) {
        var open: [Diagnostic] = []
        var waived: [(diagnostic: Diagnostic, waiver: Waiver)] = []
        var used = Set<Waiver>()
        for diagnostic in diagnostics {
            let matching = waivers.filter { $0.matches(diagnostic, catalogFolder: catalog.folder) }
            guard let waiver = matching.first else {
                open.append(diagnostic)
                continue
            }
            waived.append((diagnostic, waiver))
            used.formUnion(matching)
        }
        let unloaded = Set(catalog.unloadedSpecs)
        let stale = waivers.filter { !used.contains($0) && !unloaded.contains($0.subject) }.map { waiver in
            Diagnostic(
                ConfigDiagnostic.staleWaiver, message: "waiver for \(waiver.rule) on \"\(waiver.subject)\" accepts no finding; remove it",
                location: waiver.location, subject: waiver.subject)
        }
        return (open, waived, stale)
    }
}
