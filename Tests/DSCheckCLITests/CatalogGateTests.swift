import Foundation
import TestSupport
import Testing

/// The gates of `site` and `export`: one decision and one message each for a catalogue that
/// does not load as written, a configuration with errors and a manifest that cannot be used,
/// and nothing written when they refuse.
struct CatalogGateTests {
    /// The bundled catalogue copied into `folder`, with a setting for a rule that does not exist.
    static func misconfigured(in folder: URL) throws -> String {
        let catalog = folder.appendingPathComponent("catalog").path
        try FileManager.default.copyItem(atPath: Fixtures.repository("catalog"), toPath: catalog)
        let manifest = catalog + "/dscheck.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"platform\": \"ios\",", with: "\"platform\": \"ios\",\n  \"rules\": {\"hig/no-such-rule\": \"error\"},")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        return catalog
    }

    @Test(arguments: [(["site"], "the site"), (["export", "swift"], "the code")])
    func aCatalogueThatDoesNotLoadIsRefusedWithOneMessage(command: [String], product: String) throws {
        try TemporaryFolder.with { folder in
            let hostile = Fixtures.path("catalog/hostile")
            let out = folder.appendingPathComponent("out").path
            let result = DSCheckInProcess.run(command + [hostile, "--out", out])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasSuffix(
                    "\n4 errors, 0 warnings, 0 info\nerror: the catalogue in \(hostile) has 4 errors that stop it loading as written (see above); fix them to write \(product). Nothing was written to \(out).\n"
                ), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func theSiteRefusesAConfigurationWithErrorsAndTheExportDoesNot() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.misconfigured(in: folder)
            let site = folder.appendingPathComponent("site").path
            let refused = DSCheckInProcess.run(["site", catalog, "--out", site])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("[config/unknown-rule]\n1 error, 0 warnings, 0 info\n"), "\(refused.stderr)")
            #expect(
                refused.stderr.hasSuffix(
                    "error: the configuration (\(catalog)/dscheck.json) has 1 error (see above); fix it so the site shows what every rule finds. Nothing was written to \(site).\n"
                ), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: site))
            // Rule settings do not change the generated code.
            let export = DSCheckInProcess.run(["export", "swift", catalog, "--out", folder.appendingPathComponent("code").path])
            #expect(export.status == 0, "\(export.stderr)")
        }
    }

    @Test(arguments: [["site"], ["export", "swift"]])
    func aManifestThatCannotBeUsedIsAConfigurationError(command: [String]) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
            try "[]".write(toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("out").path
            let result = DSCheckInProcess.run(command + [catalog, "--out", out])
            #expect(result.status == 2)
            #expect(result.stderr.contains("[catalog/invalid-manifest]"), "\(result.stderr)")
            #expect(
                result.stderr.hasSuffix(
                    "error: the catalogue in \(catalog) cannot be checked (see above); fix the problems above to write \(command == ["site"] ? "the site" : "the code"). Nothing was written to \(out).\n"
                ),
                "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
