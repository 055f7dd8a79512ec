import Foundation
import TestSupport
import Testing

/// `dscheck site` end to end through the binary: the bundled catalogue's site, checked by the
/// W3C Nu HTML Checker and by axe-core in headless Chromium, written the same twice, and the
/// refusals of `--out`.
struct SiteCommandTests {
    /// The bundled catalogue's site, written once by the binary for the tests that read it.
    static let bundledSite = Result { try site(of: "catalog") }

    static func site(of catalog: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-site-\(UUID().uuidString)").path
        let result = try DSCheckProcess.run(["site", catalog, "--out", folder])
        guard result.status == 0 else { throw SiteBuildFailed(stderr: result.stderr) }
        return folder
    }

    struct SiteBuildFailed: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "dscheck site failed: \(stderr)" }
    }

    @Test func writesTheSiteAndSaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-site-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DSCheckProcess.run(["site", "catalog", "--out", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let summary = try #require(result.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("wrote 34 pages (") && summary.hasSuffix(" files) to \(folder)"), "\(result.stderr)")
        for page in [
            "index.html", "components/arrow-button.html", "compositions/arrow-date-selector.html", "rules/hig-touch-target.html", "tokens/index.html",
            "tokens/index.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + page), "\(page)")
        }
    }

    @Test func twoRunsWriteByteIdenticalSites() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for name in ["first", "second"] {
            #expect(try DSCheckProcess.run(["site", "catalog", "--out", base.appendingPathComponent(name).path]).status == 0)
        }
        let files = (FileManager.default.enumerator(atPath: base.appendingPathComponent("first").path)?.allObjects as? [String] ?? []).sorted()
        let again = (FileManager.default.enumerator(atPath: base.appendingPathComponent("second").path)?.allObjects as? [String] ?? []).sorted()
        #expect(files == again)
        #expect(files.count > 100)
        for file in files {
            let first = FileManager.default.contents(atPath: base.appendingPathComponent("first/" + file).path)
            let second = FileManager.default.contents(atPath: base.appendingPathComponent("second/" + file).path)
            #expect(first == second, "\(file) differs between runs")
        }
    }

    @Test func theNuHTMLCheckerFindsNoError() throws {
        let folder = try Self.bundledSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-html"), [folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Nu HTML Checker: 34 pages and"), "\(result.stdout)")
    }

    @Test func refusesACatalogueThatDoesNotLoadAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-site-\(UUID().uuidString)").path
        let result = try DSCheckProcess.run(["site", "Tests/Fixtures/catalog/hostile", "--out", folder])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Tests/Fixtures/catalog/hostile/components/hostile.json:22:169: error: \"javascript:alert(9)\" is not an http or https address"))
        #expect(result.stderr.contains("has 4 errors that stop it loading as written"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test(.timeLimit(.minutes(10)))
    func axeFindsNoSeriousOrCriticalViolationInLightOrDark() throws {
        let folder = try Self.bundledSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-axe"), [folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("axe: 34 pages x 2 colour schemes, 0 serious or critical violations"), "\(result.stdout)")
    }

    @Test(arguments: [["--out", "catalog"], ["--out", "catalog/components"], ["--out", "/"], ["--out", "."]])
    func refusesToWriteOverTheCatalogueOrTheRoot(arguments: [String]) throws {
        let result = try DSCheckProcess.run(["site", "catalog"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: refusing to write the site to"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: Fixtures.repository("catalog/dscheck.json")))
    }

    @Test func refusesAFolderOfOtherFiles() throws {
        let result = try DSCheckProcess.run(["site", "catalog", "--out", "Sources"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it holds files dscheck did not write"), "\(result.stderr)")
    }

    @Test func needsAnOutFolder() throws {
        let result = try DSCheckProcess.run(["site", "catalog"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing --out DIR"))
    }

    @Test func helpHasExamplesAndExitCodes() throws {
        let result = try DSCheckProcess.run(["site", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: dscheck site [CATALOG] --out DIR"))
        #expect(result.stdout.contains("EXAMPLES:"))
        #expect(result.stdout.contains("EXIT CODES:"))
        #expect(try DSCheckProcess.run(["--help"]).stdout.contains("  site "))
    }
}
