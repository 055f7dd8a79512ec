import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck check` on the bundled catalogue and on broken ones, in process, and once end to end
/// through the binary.
struct CheckCommandTests {
    static let catalog = Fixtures.repository("catalog")

    struct Finding {
        let ruleId: String
        let severity: String
        let message: String
        let subject: String?
        let file: String
        let line: Int
    }

    static func findings(_ arguments: [String]) throws -> (status: Int32, findings: [Finding], summary: JSONObject) {
        let result = DSCheckInProcess.run(["check"] + arguments + ["--format", "json"])
        let root = try #require(try JSONReader().read(result.stdout, file: "stdout").object, "\(result.stderr)")
        let diagnostics = try #require(root["diagnostics"]?.array)
        let findings = try diagnostics.map { node in
            let object = try #require(node.object)
            return Finding(
                ruleId: try #require(object["ruleId"]?.string), severity: try #require(object["severity"]?.string),
                message: try #require(object["message"]?.string), subject: object["subject"]?.string,
                file: try #require(object["file"]?.string), line: Int(try #require(object["line"]?.number)))
        }
        return (result.status, findings, try #require(root["summary"]?.object))
    }

    @Test func bundledCatalogPassesWithItsWaiversVisible() throws {
        let (status, findings, summary) = try Self.findings([Self.catalog])
        #expect(status == 0, "\(findings.filter { $0.severity == "error" }.map { "\($0.ruleId) \($0.subject ?? "") \($0.message)" })")
        #expect((summary["waived"]?.number ?? 0) > 0)
    }

    /// The built binary, from the repository root: exit code, report on stdout, nothing on stderr.
    @Test(.endToEnd) func theBinaryChecksTheBundledCatalogue() throws {
        let text = try DSCheckProcess.run(["check", "catalog"])
        #expect(!text.crashed)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("\ncatalog/compositions/"))
        #expect(text.stdout.contains("note: waived:"))
        #expect(text.stdout.hasSuffix(" waived\n"))
        #expect(text.stderr.isEmpty)
    }

    @Test func realProblemsOfTheSeedsAreFoundWithoutTheBaseline() throws {
        let (status, findings, _) = try Self.findings([Self.catalog, "--no-baseline"])
        #expect(status == 1)
        func has(_ rule: String, _ subject: String, _ text: String = "") -> Bool {
            findings.contains { $0.ruleId == rule && $0.subject == subject && (text.isEmpty || $0.message.contains(text)) }
        }
        #expect(has("a11y/text-contrast", "arrow-date-selector", "20% opacity"), "faint end of the date label")
        #expect(has("a11y/text-contrast", "arrow-date-selector", "at 14pt"), "the 14pt detail line at 0.6")
        #expect(has("hig/glass-content-layer", "glass-list"))
        #expect(has("hig/glass-content-layer", "glass-lazy-vgrid"))
        #expect(has("hig/glass-lookalike", "glass-view"))
        #expect(has("a11y/reduce-motion", "press-3d"))
    }

    @Test func noFalseAlarmsOnTargets() throws {
        let (_, findings, _) = try Self.findings([Self.catalog, "--no-baseline"])
        let targets = findings.filter { $0.ruleId == "hig/touch-target" }
        #expect(!targets.contains { $0.subject == "arrow-button" || $0.subject == "arrow-date-selector" }, "ArrowButton at scale 0.4 is 50pt")
        #expect(!targets.contains { $0.subject == "button" }, "compact glass is 38pt drawn with a 44pt target")
    }

    @Test func failSeverityAndFormats() throws {
        let strict = DSCheckInProcess.run(["check", Self.catalog, "--fail-severity", "info"])
        #expect(strict.status == 1, "the bundled catalogue has info findings (unused tokens)")
        #expect(DSCheckInProcess.run(["check", Self.catalog, "--fail-severity", "warning"]).status == 0)
        for format in ["text", "json", "sarif", "github", "junit", "markdown"] {
            let result = DSCheckInProcess.run(["check", Self.catalog, "--no-baseline", "--format", format])
            #expect(result.status == 1, "\(format)")
            #expect(!result.stdout.isEmpty, "\(format)")
        }
    }

    @Test func writeBaselineThenCheckAgainstIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = DSCheckInProcess.run(["check", Self.catalog, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote"))
        let findings = try #require(try JSONReader().read(fileAt: baseline).object?["findings"]?.array)
        #expect(!findings.isEmpty)
        #expect(!findings.contains { $0.object?["rule"]?.string == "a11y/text-contrast" }, "dscheck.json already waives it")
        let again = DSCheckInProcess.run(["check", Self.catalog, "--baseline", baseline, "--fail-severity", "info", "--format", "json"])
        #expect(again.status == 0)
        let root = try #require(try JSONReader().read(again.stdout, file: "stdout").object)
        #expect(root["diagnostics"]?.array?.isEmpty == true, "no finding left, no stale waiver and nothing fixed")
    }

    @Test(arguments: [
        ["check", "nowhere"],
        ["check", catalog, "--format", "yaml"],
        ["check", catalog, "--fail-severity", "fatal"],
        ["check", catalog, "--no-baseline", "--baseline", "x.json"],
        ["check", catalog, "--baseline", "does-not-exist.json"],
    ])
    func usageErrorsExitTwo(arguments: [String]) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error:"))
    }

    @Test func rulesAndContrastCommands() {
        let list = DSCheckInProcess.run(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("hig/touch-target"))
        let one = DSCheckInProcess.run(["rules", "a11y/text-contrast"])
        #expect(one.stdout.contains("Triggers on:"))
        #expect(DSCheckInProcess.run(["rules", "hig/touch-targt"]).stderr.contains("did you mean \"hig/touch-target\""))
        let contrast = DSCheckInProcess.run(["contrast", "#888", "#fff", "--format", "json"])
        #expect(
            contrast.stdout
                == "{\"foreground\":\"#888888\",\"background\":\"#ffffff\",\"wcag\":{\"ratio\":3.54,\"aa\":false,\"aaa\":false},\"apca\":{\"lc\":63.06}}\n"
        )
        #expect(contrast.status == 1)
        let passing = DSCheckInProcess.run(["contrast", "#767676", "white"])
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("4.54:1"))
    }
}
