import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// Everything a reporter needs about one check of a catalogue.
struct CheckReport {
    /// The dscheck version that made the report.
    var toolVersion: String
    /// The catalogue's name, for headings.
    var catalogName: String
    /// Findings that are not waived, sorted.
    var diagnostics: [Diagnostic]
    /// Findings accepted by a waiver, sorted, each with its waiver.
    var waived: [(diagnostic: Diagnostic, waiver: Waiver)]
    /// The descriptions of the rules that ran, for rule metadata.
    var rules: [RuleDescription]
    /// What the measuring rules measured, passing or not, in each context: the checked
    /// catalogue's own arrays, not a copy (at 100,000 tokens a flat copy of every measurement
    /// with its context raised `check`'s peak of memory by megabytes, though only JSON shows them).
    var measurements: [(context: ResolverContext, measurements: [RuleMeasurement])] = []
    /// The identity of each finding, which baselines match and SARIF fingerprints.
    var identities: [Diagnostic: FindingIdentity] = [:]
    /// The folder the locations are relative to, once ``relocated(to:)``; nil while they are as
    /// dscheck was given them (relative to the working directory).
    var root: ReportRoot?

    /// Creates a report; `diagnostics` and `waived` are sorted here.
    init(
        toolVersion: String = DSCheck.version, catalogName: String, diagnostics: [Diagnostic],
        waived: [(diagnostic: Diagnostic, waiver: Waiver)], rules: [RuleDescription]
    ) {
        self.toolVersion = toolVersion
        self.catalogName = catalogName
        self.diagnostics = diagnostics.sorted()
        self.waived = waived.sorted { $0.diagnostic < $1.diagnostic }
        self.rules = rules
    }

    /// The report of a checked catalogue, with the registered rules' descriptions.
    init(_ checked: CheckedCatalog, rules: [RuleDescription] = RuleRegistry.descriptions) {
        self.init(catalogName: checked.catalog.manifest.name, diagnostics: checked.diagnostics, waived: checked.waived, rules: rules)
        measurements = checked.contexts.map { ($0.context, $0.measurements) }
        identities = checked.identities
    }

    /// The fingerprint of `diagnostic`'s identity (code scanning tracks findings by it); a
    /// finding from outside the check has no element, only its rule, subject and context.
    func fingerprint(of diagnostic: Diagnostic) -> String {
        let identity =
            identities[diagnostic]
            ?? FindingIdentity(
                rule: diagnostic.ruleId, subject: diagnostic.subject ?? diagnostic.location.file, file: diagnostic.location.file, element: "",
                context: diagnostic.context.description, occurrence: 0)
        return identity.fingerprint
    }

    /// The number of unwaived findings of `severity`.
    func count(_ severity: Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }

    /// The unwaived errors split into root causes and dependents.
    var errorCounts: ErrorCounts { ErrorCounts(diagnostics) }

    /// `N errors, N warnings, N info, N waived`, the errors split into root causes and
    /// dependents when some are dependents: `2 errors (1 root cause, 1 dependent), …`.
    var summaryLine: String {
        TextDiagnostics.summary(diagnostics) + ", \(waived.count) waived"
    }

    /// Every rule in `rules`, then a generic description for each other rule id the findings
    /// carry (such as `tokens/…` or `config/…`), in id order. Indices into this list are stable
    /// for a given report.
    var describedRules: [RuleDescription] {
        let known = Set(rules.map(\.id))
        var highest: [DiagnosticID: Severity] = [:]
        for diagnostic in diagnostics + waived.map(\.diagnostic) where !known.contains(diagnostic.ruleId) {
            highest[diagnostic.id] = max(highest[diagnostic.id] ?? diagnostic.severity, diagnostic.severity)
        }
        return rules + highest.keys.sorted().map { RuleDescription.generic($0, severity: highest[$0]!) }
    }
}
