import DesignCatalog
import DesignSupport

/// A check of a loaded catalogue that another module adds to the pipeline, such as the site's
/// check for parts a spec does not document. Its diagnostics are configured, waived and
/// reported like every other, so turning one of its ids off or waiving it works the same way
/// in `check`, `site` and `diff`.
public protocol CatalogInspection: Sendable {
    /// Every id the inspection reports.
    var diagnosticIDs: [DiagnosticID] { get }
    /// What the inspection finds in `catalog`.
    func inspect(_ catalog: Catalog) -> [Diagnostic]
}
