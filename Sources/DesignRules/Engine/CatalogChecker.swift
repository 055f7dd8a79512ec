import DesignCatalog
import DesignSupport
import DesignTokens

/// The one pipeline from a loaded catalogue to its results: reads the manifest's rule settings
/// and waivers (and a baseline's), runs the configured rules and the measuring rules in every
/// resolver context (which the loader resolved), adds the inspections' diagnostics, applies the
/// configuration and the waivers to every diagnostic alike, and reports stale waivers.
public struct CatalogChecker: Sendable {
    /// The findings a baseline file accepts, with the problems found reading it.
    public var baseline: Baseline
    /// Whether a baselined finding that no longer occurs is an error (`--strict-baseline`), so
    /// the baseline can only shrink; it is an info otherwise.
    public var strictBaseline: Bool
    /// Whether every waiver is ignored (dscheck.json's and the baseline's).
    public var ignoresWaivers: Bool
    /// Checks other modules add, such as the site's documentation check.
    public var inspections: [any CatalogInspection]
    /// Which of the app's Swift sources the drift rules read.
    public var sources: SourceSelection
    /// The ids a command reports from the checked catalogue afterwards (the export's, through
    /// ``CheckedCatalog/judged(_:)``): the configuration and waivers accept them like any other,
    /// and a waiver of one is never stale in a check, which does not run that command.
    public var laterDiagnostics: [DiagnosticID]

    /// A checker with the given baseline, inspections, sources and later diagnostics.
    public init(
        baseline: Baseline = Baseline(), strictBaseline: Bool = false, ignoresWaivers: Bool = false,
        inspections: [any CatalogInspection] = [], sources: SourceSelection = .manifest, laterDiagnostics: [DiagnosticID] = []
    ) {
        self.baseline = baseline
        self.strictBaseline = strictBaseline
        self.ignoresWaivers = ignoresWaivers
        self.inspections = inspections
        self.sources = sources
        self.laterDiagnostics = laterDiagnostics
    }

    /// Every id this checker can report, for the configuration and waivers.
    public var knownDiagnostics: [DiagnosticID] { (KnownDiagnostics.all(with: inspections) + laterDiagnostics).sorted() }

    /// What the task of one context in ``check(_:)`` found: its result, its diagnostics, where in
    /// them each context-free rule's belong, and, from the task that ran them, the context-free
    /// rules' diagnostics by position in the rules.
    private struct ContextCheck: Sendable {
        let result: CheckedCatalog.ContextResult
        let diagnostics: [Diagnostic]
        let contextFreePlaces: [(at: Int, rule: Int)]
        let contextFree: [Int: [Diagnostic]]?
    }

    /// `finding` reported by the rule `id` at `severity`.
    private static func diagnostic(_ finding: Finding, id: DiagnosticID, severity: Severity) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: finding.message, location: finding.location, subject: finding.subject)
    }

    /// `diagnostics` with each rule's diagnostics in `contextFree` put at its place (a position
    /// in `diagnostics`, in increasing order).
    private static func placing(_ contextFree: [Int: [Diagnostic]], at places: [(at: Int, rule: Int)], in diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !places.isEmpty else { return diagnostics }
        var placed: [Diagnostic] = []
        placed.reserveCapacity(diagnostics.count + places.reduce(0) { $0 + (contextFree[$1.rule]?.count ?? 0) })
        var start = 0
        for (at, rule) in places {
            placed += diagnostics[start..<at]
            placed += contextFree[rule] ?? []
            start = at
        }
        placed += diagnostics[start...]
        return placed
    }

    /// Checks `catalog`. A finding that holds in every context is reported once, with an empty
    /// context; one that holds in some contexts is reported once per context. The contexts are
    /// checked on all cores, one per task; the result does not depend on their
    /// order.
    public func check(_ catalog: Catalog) -> CheckedCatalog {
        check(catalog, contextFreeRulesFirst: OS.favoursLowPeak)
    }

    /// ``check(_:)``, with the rules that no context changes run before the contexts, alone
    /// (`contextFreeRulesFirst`: the lower peak of memory), or in the default context's task,
    /// beside the others (sooner on several cores: the default context's input is made there
    /// too, not before every context starts). The result is the same.
    package func check(_ catalog: Catalog, contextFreeRulesFirst: Bool) -> CheckedCatalog {
        let (configuration, waivers, settingsProblems) = settings(rules: catalog.manifest.rules, waivers: catalog.manifest.waivers)
        let (code, codeProblems) = AppCode.read(for: catalog, selection: sources)
        let (pairs, pairProblems) = DeclaredContrastPair.read(catalog.manifest.contrastPairs)
        let (textStyles, textStyleProblems) = DeclaredTextStyles.read(catalog.manifest.textStyles, tokens: catalog.defaultTokens)
        var problems = settingsProblems + codeProblems + pairProblems + textStyleProblems
        if !ignoresWaivers { problems += baseline.diagnostics }
        let rules: [(rule: any Rule, id: DiagnosticID, severity: Severity?)] = RuleRegistry.rules.map { type in
            let setting = configuration.setting(for: type.description)
            return (type.init(options: setting.options), type.description.diagnosticID, setting.severity)
        }
        let defaultContext = catalog.tokens.defaultContext
        let defaults = catalog.defaultTokens
        let looks = ContrastLooks(catalog)
        let input = { @Sendable (context: ResolverContext, tokens: TokenSet) in
            RuleInput(catalog: catalog, tokens: tokens, context: context, code: code, contrastPairs: pairs, textStyles: textStyles, looks: looks)
        }
        // The rules that no context changes run once, on the default context's input: first,
        // with each context taking their findings in, or in the default context's task, each
        // context marking where their findings go and they put there after.
        let contextFreeRules = Set(
            rules.indices.filter { rules[$0].severity != nil && rules[$0].rule is any ContextFreeRule && !(rules[$0].rule is any MeasuringRule) })
        let findContextFree = { @Sendable (input: RuleInput) in
            Dictionary(
                uniqueKeysWithValues: contextFreeRules.compactMap { index -> (Int, [Diagnostic])? in
                    let (rule, id, severity) = rules[index]
                    guard let severity else { return nil }
                    return (index, rule.check(input).map { Self.diagnostic($0, id: id, severity: severity) })
                })
        }
        let runsFirst = contextFreeRulesFirst || !catalog.contextTokens.contains { $0.context == defaultContext }
        let firstInput = runsFirst ? input(defaultContext, defaults) : nil
        let foundFirst = firstInput.map(findContextFree)
        let done = catalog.contextTokens.concurrentMap { context, tokens -> ContextCheck in
            var diagnostics = tokens.diagnostics
            if context != defaultContext {
                diagnostics += ContextReferenceCheck.problems(
                    in: catalog, uses: catalog.tokenUses, tokens: tokens, defaults: defaults, context: context)
            }
            let input = (context == defaultContext ? firstInput : nil) ?? input(context, tokens)
            let contextFree = context == defaultContext && foundFirst == nil ? findContextFree(input) : nil
            var measurements: [RuleMeasurement] = []
            var places: [(at: Int, rule: Int)] = []
            for (index, (rule, id, severity)) in rules.enumerated() {
                if contextFreeRules.contains(index) {
                    if let foundFirst { diagnostics += foundFirst[index] ?? [] } else { places.append((diagnostics.count, index)) }
                    continue
                }
                var findings: [Finding] = []
                if let measuring = rule as? any MeasuringRule {
                    let assessments = measuring.assessments(input)
                    measurements += assessments.compactMap(\.measurement)
                    findings = assessments.compactMap(\.finding)
                } else if severity != nil {
                    findings = rule.check(input)
                }
                guard let severity else { continue }
                for finding in findings { diagnostics.append(Self.diagnostic(finding, id: id, severity: severity)) }
            }
            let result = CheckedCatalog.ContextResult(
                context: context, tokens: tokens, usage: TokenUsage(uses: catalog.tokenUses, tokens: tokens), measurements: measurements)
            return ContextCheck(result: result, diagnostics: diagnostics, contextFreePlaces: places, contextFree: contextFree)
        }
        let contextFree = done.lazy.compactMap(\.contextFree).first ?? [:]
        let perContext = done.map { ($0.result, Self.placing(contextFree, at: $0.contextFreePlaces, in: $0.diagnostics)) }
        OS.returnFreedMemory()
        let inspected = inspections.flatMap { $0.inspect(catalog) }
        var diagnostics = (catalog.diagnostics + inspected + problems).compactMap(configuration.configured)
        let everyContextIDs = Set(RuleRegistry.descriptions.filter(\.holdsOnlyInEveryContext).map(\.diagnosticID))
        diagnostics += Self.merged(Self.standingInEveryContext(perContext, ids: everyContextIDs), modifiers: catalog.tokens.modifiers)
            .compactMap(configuration.configured)
        var identities = FindingIdentity.of(diagnostics, in: catalog)
        let unjudged = Set(laterDiagnostics.map(\.rawValue)).union(
            sources == .none ? [MissingSymbolRule.description.id, HardCodedValueRule.description.id, FixedFontSizeRule.description.id] : [])
        let (unwaived, waived, stale) = Self.apply(waivers, to: diagnostics, identities: identities, of: catalog, unjudged: unjudged)
        let (open, baselined, fixed) = ignoresWaivers ? (unwaived, [], []) : applyBaseline(to: unwaived, identities: identities)
        let notes = stale.compactMap(configuration.configured) + (strictBaseline ? fixed : fixed.compactMap(configuration.configured))
        identities.merge(FindingIdentity.of(notes, in: catalog)) { first, _ in first }
        return CheckedCatalog(
            catalog: catalog, configuration: configuration, contexts: perContext.map(\.0),
            diagnostics: (open + notes).sorted(),
            waived: (waived + baselined).sorted { $0.diagnostic < $1.diagnostic }, manifestWaivers: Set(waivers),
            identities: identities)
    }

    /// The problems of a manifest's rule settings and waivers, read from its JSON: for a manifest
    /// that cannot be used (see ``CatalogManifest/load(folder:settingsProblems:)``), whose
    /// settings ``check(_:)`` never sees.
    public func settingsProblems(in manifest: JSONObject) -> [Diagnostic] {
        settings(rules: manifest["rules"], waivers: manifest["waivers"]).problems
    }

    /// The severities `manifest`'s `rules` give each diagnostic, for a command that reports a
    /// catalogue's diagnostics without checking it (`dscheck tokens`), so that a setting
    /// silences or raises a diagnostic there as it does in `check`.
    public func configuration(of manifest: CatalogManifest) -> RuleConfiguration {
        settings(rules: manifest.rules, waivers: nil).configuration
    }

    /// The configuration the manifest's `rules` ask for, its waivers (none when every waiver is
    /// ignored), and the problems of both.
    private func settings(rules: JSONNode?, waivers: JSONNode?) -> (configuration: RuleConfiguration, waivers: [Waiver], problems: [Diagnostic]) {
        let known = knownDiagnostics
        let configuration = RuleConfiguration(rules: rules, known: known)
        guard !ignoresWaivers, let waivers else { return (configuration, [], configuration.diagnostics) }
        let read = Waiver.read(waivers, known: known)
        return (configuration, read.waivers, configuration.diagnostics + read.diagnostics)
    }

    /// Each context's diagnostics, less those of `ids` about a token that some other context has
    /// without that diagnostic.
    private static func standingInEveryContext(
        _ perContext: [(result: CheckedCatalog.ContextResult, diagnostics: [Diagnostic])], ids: Set<DiagnosticID>
    ) -> [(context: ResolverContext, diagnostics: [Diagnostic])] {
        var found: [Diagnostic: Int] = [:]
        for entry in perContext {
            for diagnostic in entry.diagnostics where ids.contains(diagnostic.id) && diagnostic.subject != nil {
                found[diagnostic, default: 0] += 1
            }
        }
        let tokens = Set(found.keys.compactMap(\.subject))
        let having = Dictionary(uniqueKeysWithValues: tokens.map { token in (token, perContext.count { $0.result.tokens.contains(name: token) }) })
        return perContext.map { entry in
            let standing = entry.diagnostics.filter { diagnostic in
                found[diagnostic].map { count in count == having[diagnostic.subject!] } ?? true
            }
            return (entry.result.context, standing)
        }
    }

    /// The diagnostics of every context, in the order first found: one that holds in every
    /// context once with an empty context, one that holds in every combination of some
    /// modifiers' values once with those values (see ``ContextSpan``), the others once per
    /// context they hold in.
    private static func merged(
        _ perContext: [(context: ResolverContext, diagnostics: [Diagnostic])], modifiers: [TokenSource.Modifier]
    ) -> [Diagnostic] {
        // Each diagnostic is hashed once, to its position in `order` (a lookup per question
        // hashed its whole message three times).
        var positions: [Diagnostic: Int] = [:]
        var order: [(key: Diagnostic, contexts: [ResolverContext])] = []
        for (context, diagnostics) in perContext {
            for diagnostic in diagnostics {
                var key = diagnostic
                key.context = [:]
                if let position = positions[key] {
                    if !order[position].contexts.contains(context) { order[position].contexts.append(context) }
                } else {
                    positions[key] = order.count
                    order.append((key, [context]))
                }
            }
        }
        return order.flatMap { key, found -> [Diagnostic] in
            guard found.count != perContext.count else { return [key] }
            if let span = ContextSpan.context(spanning: found, of: modifiers) {
                var located = key
                located.context = span
                return [located]
            }
            return found.map { context in
                var located = key
                located.context = context
                return located
            }
        }
    }

    /// `diagnostics` split into open and waived ones, and a `config/stale-waiver` warning for
    /// each waiver that accepts nothing (except on specs that could not be loaded, on any spec
    /// while a token file cannot be read, and for the `unjudged` rules that did not run, whose
    /// findings are unknown).
    private static func apply(
        _ waivers: [Waiver], to diagnostics: [Diagnostic], identities: [Diagnostic: FindingIdentity], of catalog: Catalog,
        unjudged: Set<String>
    ) -> (
        open: [Diagnostic], waived: [(diagnostic: Diagnostic, waiver: Waiver)], stale: [Diagnostic]
    ) {
        var open: [Diagnostic] = []
        var waived: [(diagnostic: Diagnostic, waiver: Waiver)] = []
        var used = Set<Waiver>()
        for diagnostic in diagnostics {
            let matching = identities[diagnostic].map { identity in waivers.filter { $0.matches(identity) } } ?? []
            guard let waiver = matching.first else {
                open.append(diagnostic)
                continue
            }
            waived.append((diagnostic, waiver))
            used.formUnion(matching)
        }
        let unloaded = Set(catalog.unloadedSpecs)
        let findingsKnown = !catalog.defaultTokens.waitsOnUnreadableFiles
        let stale = waivers.filter {
            findingsKnown && !used.contains($0) && !unloaded.contains($0.subject) && !unjudged.contains($0.rule)
        }.map { waiver in
            Diagnostic(
                ConfigDiagnostic.staleWaiver,
                message:
                    "waiver for \(waiver.rule) on \"\(waiver.subject)\"\(waiver.element.map { " at \($0)" } ?? "") accepts no finding; remove it",
                location: waiver.location, subject: waiver.subject)
        }
        return (open, waived, stale)
    }

    /// `diagnostics` split into open ones and those the baseline accepts (each with a waiver that
    /// names the baseline entry), and a `baseline/fixed` diagnostic for each entry that accepts
    /// nothing: an info, or an error when the baseline is strict.
    private func applyBaseline(to diagnostics: [Diagnostic], identities: [Diagnostic: FindingIdentity]) -> (
        open: [Diagnostic], baselined: [(diagnostic: Diagnostic, waiver: Waiver)], fixed: [Diagnostic]
    ) {
        let entries = Dictionary(baseline.entries.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })
        var open: [Diagnostic] = []
        var baselined: [(diagnostic: Diagnostic, waiver: Waiver)] = []
        var matched = Set<String>()
        for diagnostic in diagnostics {
            guard Baseline.records(diagnostic), let fingerprint = identities[diagnostic]?.fingerprint,
                let entry = entries[fingerprint]
            else {
                open.append(diagnostic)
                continue
            }
            matched.insert(fingerprint)
            let waiver = Waiver(
                rule: diagnostic.ruleId, subject: entry.subject, reason: "accepted in the baseline (\(entry.location))", location: entry.location)
            baselined.append((diagnostic, waiver))
        }
        let fixed = baseline.entries.filter { !matched.contains($0.fingerprint) }.map { entry in
            let element = entry.element.isEmpty ? "" : " at \(entry.element)"
            return Diagnostic(
                BaselineDiagnostic.fixed, severity: strictBaseline ? .error : nil,
                message:
                    "the baseline accepts a finding of \(entry.rule) on \"\(entry.subject)\"\(element) that no longer occurs; remove the entry or write the baseline again with --write-baseline",
                location: entry.location, subject: entry.subject.isEmpty ? nil : entry.subject)
        }
        return (open, baselined, fixed)
    }
}
