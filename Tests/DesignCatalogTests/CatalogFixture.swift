import DesignCatalog
import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// A catalogue fixture under `Tests/Fixtures/catalog/<name>`, loaded.
struct CatalogFixture {
    let folder: String
    let catalog: Catalog?
    let diagnostics: [Diagnostic]

    init(_ name: String) {
        folder = Fixtures.path("catalog/\(name)")
        (catalog, diagnostics) = Catalog.load(folder: folder)
    }

    /// Each diagnostic as `rule file:line:col`, the file relative to the fixture folder.
    var found: [String] {
        diagnostics.map { "\($0.ruleId) \(String($0.location.file.dropFirst(folder.count + 1))):\($0.location.line):\($0.location.column)" }
    }

    /// The diagnostics, readably, for failure messages.
    var listing: String {
        diagnostics.map { "\($0.location): \($0.message) [\($0.ruleId)]" }.joined(separator: "\n")
    }

    /// The first diagnostic at `file:line:col` (file relative to the fixture folder).
    func diagnostic(at position: String) -> Diagnostic? {
        zip(found, diagnostics).first { $0.0.hasSuffix(" " + position) }?.1
    }
}
