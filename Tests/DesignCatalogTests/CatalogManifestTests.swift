import DesignCatalog
import DesignSupport
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
        #expect(ids == ["1:43 catalog/invalid-manifest", "2:12 catalog/invalid-manifest", "2:22 catalog/unknown-key"])
        #expect(diagnostics.contains { $0.message.contains("unknown platform \"android\"") })
        #expect(diagnostics.contains { $0.message.contains("\"t.json\", which does not exist") })
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
        #expect(diagnostics.contains { $0.message == "dscheck.json has no \"platform\"; add it, such as \"platform\": \"ios\"" })
    }

    @Test func aMisspeltPlatformGetsADidYouMean() throws {
        let path = try folder(with: "{\"name\": \"X\", \"version\": \"1\", \"platform\": \"iso\", \"tokens\": \"dscheck.json\"}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (manifest, diagnostics) = CatalogManifest.load(folder: path)
        #expect(manifest == nil)
        #expect(
            diagnostics.map(\.message) == ["unknown platform \"iso\"; did you mean \"ios\"? use one of: ios, ipados, macos, tvos, visionos, watchos"])
    }

    @Test func theDeviceIsCheckedWhileThePlatformIsMissing() throws {
        let path = try folder(with: "{\"name\": \"X\", \"version\": \"1\", \"tokens\": \"dscheck.json\", \"device\": {\"hieght\": 3}}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (_, diagnostics) = CatalogManifest.load(folder: path)
        #expect(diagnostics.contains { $0.message.contains("unknown key \"hieght\" in \"device\"; did you mean \"height\"?") })
    }

    @Test func theSettingsOfAnUnusableManifestAreCheckedByWhomeverReadsThem() throws {
        let path = try folder(with: "{\"name\": \"X\", \"rules\": {\"a\": 1}}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (manifest, diagnostics) = CatalogManifest.load(folder: path) { object in
            [
                Diagnostic(
                    id: DiagnosticID("test/rules", summary: "", defaultSeverity: .error, origin: .configuration), severity: .error,
                    message: "checked \(object.members.count) members", location: object["rules"]!.location)
            ]
        }
        #expect(manifest == nil)
        #expect(diagnostics.last?.message == "checked 2 members")
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
