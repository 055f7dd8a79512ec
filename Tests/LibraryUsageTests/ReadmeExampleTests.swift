import DesignCatalog
import DesignRules
import Foundation
import Testing

/// The README's "Use the models in your own tools" example, through the library products'
/// public API only (no `@testable`, no test support), as a team's package would use them.
struct ReadmeExampleTests {
    /// The bundled catalogue, found from this file as an outside package would know its path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("catalog").path

    @Test func theReadmeExampleRuns() throws {
        // From the README:
        let (loaded, problems) = Catalog.load(folder: Self.folder)
        guard let catalog = loaded else { throw ExampleFailure(problems.map(\.message).joined(separator: "\n")) }
        let button = try #require(catalog.component("button"))
        let primary = button.resolvedVariant("primary").metrics
        let height = primary.height?.resolved(in: catalog.defaultTokens)  // 56.0, from {dimension.kotek.height}
        let checked = CatalogChecker().check(catalog)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        // What it gives:
        #expect(height == 56)
        #expect(primary.cornerRadius?.tokenName == "dimension.kotek.corner-radius")
        #expect(errors.isEmpty)
        #expect(checked.contexts.map(\.context.description) == ["appearance=light", "appearance=dark"])
    }

    struct ExampleFailure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
