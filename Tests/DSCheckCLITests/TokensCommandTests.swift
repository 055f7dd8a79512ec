import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck tokens`, in process, and through the built binary where the output holds paths
/// relative to the working directory.
struct TokensCommandTests {
    static let catalog = Fixtures.repository("catalog")
    static let realistic = Fixtures.path("tokens/realistic")

    @Test(.endToEnd) func bundledCatalogPrintsTheDocumentedJSONShape() throws {
        let result = try DSCheckProcess.run(["tokens", "catalog", "--format", "json"])
        #expect(!result.crashed)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try JSONReader().read(result.stdout, file: "stdout")
        let object = try #require(root.object)
        #expect(object.keys == ["tokens", "diagnostics"])
        let tokens = try #require(object["tokens"]?.array)
        #expect(tokens.count >= 100)
        let names = tokens.compactMap { $0.object?["name"]?.string }
        #expect(names == names.sorted())
        for token in tokens {
            let fields = try #require(token.object)
            #expect(fields.keys == ["name", "type", "value", "file", "line", "column", "aliasOf", "deprecated", "description"])
            #expect(fields["file"]?.string?.hasPrefix("catalog/tokens/") == true)
        }
        let steel = try #require(tokens.first { $0.object?["name"]?.string == "color.steel.1" }?.object)
        #expect(steel["type"]?.string == "color")
        let value = try #require(steel["value"]?.object)
        #expect(value.keys == ["colorSpace", "components", "alpha", "hex"])
        #expect(value["colorSpace"]?.string == "srgb")
        #expect(object["diagnostics"]?.array?.isEmpty == true)
    }

    @Test func realisticSetResolvesInEveryContextThroughTheCLI() throws {
        for context in [["appearance=light", "contrast=standard"], ["appearance=dark", "contrast=high"]] {
            let arguments = ["tokens", Self.realistic, "--format", "json"] + context.flatMap { ["--context", $0] }
            let result = DSCheckInProcess.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try JSONReader().read(result.stdout, file: "stdout").object)
            #expect(object["tokens"]?.array?.count == 466)
            #expect(object["diagnostics"]?.array?.isEmpty == true)
        }
    }

    @Test func contextChangesResolvedValues() throws {
        func value(_ context: String) throws -> String {
            let result = DSCheckInProcess.run(["tokens", Self.realistic, "--context", context, "--format", "json"])
            let tokens = try #require(try JSONReader().read(result.stdout, file: "stdout").object?["tokens"]?.array)
            let token = try #require(tokens.first { $0.object?["name"]?.string == "color.surface.scrim" })
            return token.object?["value"]?.object?["alpha"]?.number.map { "\($0)" } ?? ""
        }
        #expect(try value("appearance=light") != value("appearance=dark"))
    }

    @Test func errorsGiveExitOneAndLocatedDiagnostics() throws {
        let file = Fixtures.path("tokens/invalid/reference-cycle-pair.tokens.json")
        let result = DSCheckInProcess.run(["tokens", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file):"))
        #expect(result.stderr.contains("error: circular reference"))
        #expect(result.stderr.contains("[tokens/reference-cycle]"))
    }

    @Test func warningsAloneExitZero() throws {
        let result = DSCheckInProcess.run(["tokens", Fixtures.path("tokens/invalid/legacy-format-color-hex.tokens.json")])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning:"))
        #expect(result.stderr.contains("[tokens/legacy-format]"))
    }

    @Test(arguments: [
        ["tokens", "does/not/exist"],
        ["tokens", "--format", "yaml"],
        ["tokens", "--bogus"],
        ["tokens", catalog, "--context", "appearance"],
        ["tokens", catalog, "--context", "appearance=sepia"],
        ["tokens", catalog, "--context", "mood=happy"],
        ["tokens", "a", "b"],
        ["frobnicate"],
    ])
    func usageErrorsExitTwo(arguments: [String]) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpAndVersion() {
        let help = DSCheckInProcess.run(["tokens", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("EXAMPLES:"))
        #expect(DSCheckInProcess.run(["help", "tokens"]).stdout == help.stdout)
        let version = DSCheckInProcess.run(["--version"])
        #expect(version.stdout == "dscheck 0.1.0\n")
        let overview = DSCheckInProcess.run(["--help"])
        #expect(overview.stdout.contains("tokens"))
    }

    @Test func outputFileReceivesTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.json").path
        let result = DSCheckInProcess.run(["tokens", Self.catalog, "--format", "json", "--output", file])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(try JSONReader().read(written, file: file).object?["tokens"]?.array?.isEmpty == false)
    }

    @Test func catalogueWithoutManifestIsAConfigurationError() throws {
        let result = DSCheckInProcess.run(["tokens", Fixtures.path("tokens/spec-examples")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("dscheck.json"))
    }
}

/// `tokens` reports a catalogue's token diagnostics with the severities its manifest gives
/// them, as `check` does: a setting that silences a diagnostic in `check` silences it here.
struct TokensRuleSettingsTests {
    @Test(arguments: [("off", 0), ("info", 1), ("error", 1)])
    func aRuleSettingAppliesToTokensAsToCheck(setting: String, printed: Int) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
            let manifest =
                #"{"name": "T", "version": "1", "platform": "ios", "tokens": "t.tokens.json", "rules": {"tokens/unknown-member": "\#(setting)"}}"#
            try manifest.write(to: catalog.appendingPathComponent("dscheck.json"), atomically: true, encoding: .utf8)
            let tokens = ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff", "note": "a member no token has"}}}"##
            try tokens.write(to: catalog.appendingPathComponent("t.tokens.json"), atomically: true, encoding: .utf8)
            for path in [catalog.path, catalog.appendingPathComponent("t.tokens.json").path] {
                let tokensRun = DSCheckInProcess.run(["tokens", path, "--format", "json"])
                let diagnostics = try JSONReader().read(tokensRun.stdout, file: "stdout").object?["diagnostics"]?.array ?? []
                let unknown = diagnostics.filter { $0.object?["ruleId"]?.string == "tokens/unknown-member" }
                #expect(unknown.count == printed, "\(path): \(tokensRun.stdout)")
                if let first = unknown.first { #expect(first.object?["severity"]?.string == setting) }
                #expect(tokensRun.status == (setting == "error" ? 1 : 0))
            }
            let checkRun = DSCheckInProcess.run(["check", catalog.path, "--format", "json"])
            #expect(checkRun.stdout.contains("tokens/unknown-member") == (printed > 0))
        }
    }
}
