import DesignCatalog
import DesignSupport
import DesignTokens

/// A catalogue checked once by ``CatalogChecker``: what `check` reports, `site` publishes and
/// `diff` compares. Everything downstream reads it; nothing resolves a context or measures
/// again.
public struct CheckedCatalog: Sendable {
    /// One resolver context, resolved and measured.
    public struct ContextResult: Sendable {
        /// The context.
        public let context: ResolverContext
        /// Its tokens.
        public let tokens: TokenSet
        /// Which components and compositions use each token in this context.
        public let usage: TokenUsage
        /// What the measuring rules measured, passing or not (contrast of every text run,
        /// label and control), whatever their configured severity.
        public let measurements: [RuleMeasurement]

        /// The contrast of every text run and label, in the order the text contrast rule
        /// measured them: components' labels over their own opaque fills, and text placed in a
        /// composition over what is behind it.
        public var textContrast: [RuleMeasurement] {
            measurements.filter { $0.ruleId == TextContrastRule.description.id }
        }

        /// The contrast of every text and glyph layer of `component` over its own opaque fills,
        /// in every variant and state the contrast rules measure, in the order measured.
        public func contrast(of component: Component) -> [RuleMeasurement] {
            measurements.filter {
                $0.subject == component.id && $0.location.file == component.location.file && Self.contrastRules.contains($0.ruleId)
            }
        }

        /// The rules whose measurements ``contrast(of:)`` gives.
        public static let contrastRules: Set = [TextContrastRule.description.id, NonTextContrastRule.description.id]
    }

    /// The catalogue.
    public let catalog: Catalog
    /// The rule settings it was checked with.
    public let configuration: RuleConfiguration
    /// Every resolver context in the resolver's order, the default context among them.
    public let contexts: [ContextResult]
    /// Findings that are not waived, and every loading, token, configuration and waiver
    /// problem, sorted.
    public let diagnostics: [Diagnostic]
    /// Findings accepted by a waiver, with the waiver, sorted.
    public let waived: [(diagnostic: Diagnostic, waiver: Waiver)]
    /// The waivers written in dscheck.json (as opposed to a baseline's).
    public let manifestWaivers: Set<Waiver>
    /// The identity of every finding, waived or not, which baselines match and SARIF
    /// fingerprints.
    public let identities: [Diagnostic: FindingIdentity]
    /// The default context's result.
    public let defaultContext: ContextResult
    /// Each context's position in `contexts`.
    private let indexByContext: [ResolverContext: Int]

    init(
        catalog: Catalog, configuration: RuleConfiguration, contexts: [ContextResult], diagnostics: [Diagnostic],
        waived: [(diagnostic: Diagnostic, waiver: Waiver)], manifestWaivers: Set<Waiver>, identities: [Diagnostic: FindingIdentity]
    ) {
        self.identities = identities
        self.catalog = catalog
        self.configuration = configuration
        self.contexts = contexts
        self.diagnostics = diagnostics
        self.waived = waived
        self.manifestWaivers = manifestWaivers
        indexByContext = Dictionary(contexts.indices.map { (contexts[$0].context, $0) }, uniquingKeysWith: { first, _ in first })
        defaultContext = indexByContext[catalog.tokens.defaultContext].map { contexts[$0] } ?? contexts[0]
    }

    /// The result of `context`, if the resolver has it.
    public func result(for context: ResolverContext) -> ContextResult? {
        indexByContext[context].map { contexts[$0] }
    }

    /// The results a finding in `context` holds in: that context when the catalogue has it,
    /// else every context (a finding with an empty context holds in all of them).
    public func results(matching context: ResolverContext) -> [ContextResult] {
        result(for: context).map { [$0] } ?? contexts
    }

    /// `diagnostics` a command found in this catalogue after the check (the export's), as the
    /// check treats its own: at the severity dscheck.json's `rules` give, without those turned
    /// off or accepted by one of its waivers; sorted.
    public func judged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let configured = diagnostics.compactMap(configuration.configured)
        let identities = FindingIdentity.of(configured, in: catalog)
        return configured.filter { diagnostic in
            guard let identity = identities[diagnostic] else { return true }
            return !manifestWaivers.contains { $0.matches(identity) }
        }.sorted()
    }

    /// The errors that stop the catalogue loading as written (unreadable JSON, broken tokens,
    /// spec problems), as opposed to findings about a catalogue that was read.
    public var loadErrors: [Diagnostic] {
        diagnostics.filter { $0.severity == .error && $0.id.origin.stopsLoading }
    }

    /// The configuration's and the waivers' errors (then not every rule runs as intended).
    public var configurationErrors: [Diagnostic] {
        diagnostics.filter { $0.severity == .error && $0.id.origin == .configuration }
    }
}
