import DesignCatalog
import DesignTokens

/// The outcome of checking a catalogue.
public struct CheckResult: Sendable {
    /// Findings that are not waived, and every loading, token and configuration problem, sorted.
    public var diagnostics: [Diagnostic]
    /// Findings accepted by a waiver, with the waiver.
    public var waived: [(diagnostic: Diagnostic, waiver: Waiver)]
    /// The contexts the rules ran in.
    public var contexts: [[String: String]]
}

/// Runs the configured rules over a catalogue once for every context of its resolver.
public enum RuleEngine {
    /// Checks `catalog`. A finding that holds in every context is reported once, with an empty
    /// context; one that holds in some contexts is reported once per context. Waivers that
    /// accept nothing are reported as stale. `tokens` resolves a context (by default the
    /// catalogue's token source does, on all cores); callers that keep token sets for other work
    /// pass their own, so no context is resolved twice, and it is called on the calling thread
    /// only. The rules run on all cores, one context per task; the result does not depend on
    /// their order.
    public static func check(
        _ catalog: Catalog, configuration: RuleConfiguration, waivers: [Waiver],
        tokens resolve: ((_ context: [String: String]) -> TokenSet)? = nil
    ) -> CheckResult {
        let contexts = catalog.tokens.allContexts
        var occurrences: [Diagnostic: [[String: String]]] = [:]
        var order: [Diagnostic] = []
        func record(_ diagnostic: Diagnostic, in context: [String: String]) {
            var key = diagnostic
            key.context = [:]
            if occurrences[key] == nil { order.append(key) }
            if occurrences[key]?.contains(context) != true { occurrences[key, default: []].append(context) }
        }
        let enabled: [(rule: any Rule, id: String, severity: Severity)] = RuleRegistry.rules.compactMap { type in
            let setting = configuration.setting(for: type.description)
            guard let severity = setting.severity else { return nil }
            return (type.init(options: setting.options), type.description.id, severity)
        }
        let defaultContext = catalog.tokens.defaultContext
        let defaults = resolve?(defaultContext) ?? catalog.defaultTokens
        let given = resolve.map { resolve in contexts.map { $0 == defaultContext ? defaults : resolve($0) } }
        let uses = catalog.tokenUses
        let found = Array(contexts.indices).concurrentMap { index -> [Diagnostic] in
            let context = contexts[index]
            let tokens = given?[index] ?? (context == defaultContext ? defaults : catalog.tokens.resolve(context: context))
            var diagnostics = tokens.diagnostics
            if context != defaultContext {
                diagnostics += ContextReferenceCheck.problems(in: catalog, uses: uses, tokens: tokens, defaults: defaults, context: context)
            }
            let input = RuleInput(catalog: catalog, tokens: tokens, context: context)
            for (rule, id, severity) in enabled {
                for finding in rule.check(input) {
                    diagnostics.append(
                        Diagnostic(ruleId: id, severity: severity, message: finding.message, location: finding.location, subject: finding.subject))
                }
            }
            return diagnostics
        }
        for (context, diagnostics) in zip(contexts, found) {
            for diagnostic in diagnostics { record(diagnostic, in: context) }
        }
        var diagnostics = (catalog.diagnostics + configuration.diagnostics).compactMap { configured($0, configuration) }
        for original in order {
            guard let key = configured(original, configuration) else { continue }
            let found = occurrences[original]!
            if found.count == contexts.count {
                diagnostics.append(key)
            } else {
                for context in found {
                    var located = key
                    located.context = context
                    diagnostics.append(located)
                }
            }
        }
        var waived: [(Diagnostic, Waiver)] = []
        var used = Set<Waiver>()
        diagnostics.removeAll { diagnostic in
            let matching = waivers.filter { $0.matches(diagnostic) }
            guard let waiver = matching.first else { return false }
            waived.append((diagnostic, waiver))
            used.formUnion(matching)
            return true
        }
        for waiver in waivers where !used.contains(waiver) && !catalog.unloadedSpecs.contains(waiver.subject) {
            diagnostics.append(
                Diagnostic(
                    ruleId: "config/stale-waiver", severity: .warning,
                    message: "waiver for \(waiver.rule) on \"\(waiver.subject)\" accepts no finding; remove it",
                    location: waiver.location, subject: waiver.subject))
        }
        return CheckResult(diagnostics: diagnostics.sorted(), waived: waived.sorted { $0.0 < $1.0 }, contexts: contexts)
    }

    /// A built-in diagnostic at its configured severity, or nil when it is turned off.
    private static func configured(_ diagnostic: Diagnostic, _ configuration: RuleConfiguration) -> Diagnostic? {
        guard BuiltInDiagnostics.diagnostic(diagnostic.ruleId)?.isConfigurable == true else { return diagnostic }
        guard let severity = configuration.severity(ofBuiltIn: diagnostic.ruleId, default: diagnostic.severity) else { return nil }
        var configured = diagnostic
        configured.severity = severity
        return configured
    }
}
