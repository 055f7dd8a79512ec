import DesignCatalog
import DesignSupport
import DesignTokens

/// Every diagnostic id a check can report: the JSON reader's, the token engine's, the catalogue
/// loader's, the configuration's, the baseline's, the rules' and those of the inspections given. Each is
/// declared by the module that reports it; this only lists them, for the configuration,
/// waivers and `dscheck rules`.
public enum KnownDiagnostics {
    /// The ids reported before any rule runs: reading, tokens, specs and configuration.
    public static let builtIn: [DiagnosticID] =
        JSONDiagnostic.ids + TokenDiagnostic.ids + CatalogDiagnostic.ids + ConfigDiagnostic.ids
        + BaselineDiagnostic.ids

    /// Every id, the rules' and the inspections' included, in id order.
    public static func all(with inspections: [any CatalogInspection] = []) -> [DiagnosticID] {
        (builtIn + RuleRegistry.descriptions.map(\.diagnosticID) + inspections.flatMap(\.diagnosticIDs)).sorted()
    }
}
