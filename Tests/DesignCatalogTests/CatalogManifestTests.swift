import DesignCatalog
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck.json`: read with its settings, and every problem reported at its location.
struct CatalogManifestTests {
    func folder(with manifest: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: url.appendingPathComponent("dscheck.json"))
        return url.path
    }

    @Test func bundledManifestReadsCleanly() throws {
        let (manifest, diagnostics) = CatalogManifest.load(folder: Fixtures.repository("catalog"))
        #expect(diagnostics.isEmpty)
        let read = try #require(manifest)
        #expect(read.platform == .ios)
        #expect(read.tokens == "tokens.resolver.json")
        #expect(read.tokenSettings.extraUnits.contains("pt"))
    }

    @Test func unknownKeysAndBadValuesAreReportedAtTheirLocation() throws {
        let path = try folder(
            with: """
                {"name": "X", "version": "1", "platform": "android",
                 "tokens": "t.json", "extraUnit": ["pt"]}
                """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (manifest, diagnostics) = CatalogManifest.load(folder: path)
        #expect(manifest == nil)
        let ids = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleId)" }.sorted()
        #expect(ids == ["1:43 catalog/invalid-manifest", "2:22 catalog/unknown-key"])
        #expect(diagnostics.contains { $0.message.contains("unknown platform \"android\"") })
    }

    @Test func missingManifestSaysWhatToCreate() throws {
        let (manifest, diagnostics) = CatalogManifest.load(folder: FileManager.default.temporaryDirectory.path)
        #expect(manifest == nil)
        #expect(diagnostics.first?.ruleId == "catalog/missing-manifest")
    }

    @Test func missingFieldsAreNamed() throws {
        let path = try folder(with: "{\"name\": \"X\"}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (manifest, diagnostics) = CatalogManifest.load(folder: path)
        #expect(manifest == nil)
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.location.line == 1 && $0.location.column == 1 })
    }
}

/// The manifest's token source must be a file inside the catalogue folder.
struct ManifestTokenSourceTests {
    @Test(arguments: [
        ("missing.resolver.json", "does not exist"),
        ("tokens", "is a folder"),
        ("/etc/hostname", "is absolute"),
        ("../outside.tokens.json", "leaves the catalogue folder"),
    ])
    func badTokenSourcesAreConfigurationErrorsAtTheirValue(tokens: String, problem: String) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-source-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("{}".utf8).write(to: base.appendingPathComponent("outside.tokens.json"))
        try Data("{\"name\": \"X\", \"version\": \"1\", \"platform\": \"ios\", \"tokens\": \"\(tokens)\"}".utf8)
            .write(to: folder.appendingPathComponent("dscheck.json"))
        let (manifest, diagnostics) = CatalogManifest.load(folder: folder.path)
        #expect(manifest == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains(problem) == true, "\(diagnostics)")
        #expect(diagnostics.first?.location.column == 60)
    }
}
