import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck diff`: the JSON contract, the Markdown comment as a golden file, the other formats
/// end to end through the binary, run in `Tests/Fixtures` so paths in the output are relative and
/// stable (the text's to `Tests/Fixtures`, the machine-read formats' to the repository); exit
/// codes and bad input in process, with absolute paths.
struct DiffCommandTests {
    static func run(_ arguments: [String]) throws -> DSCheckProcess.Result {
        let result = try DSCheckProcess.run(["diff"] + arguments, in: Fixtures.path(""))
        #expect(!result.crashed)
        return result
    }

    /// `diff` plus `arguments` in process; give fixtures as `Fixtures.path(…)`.
    static func runInProcess(_ arguments: [String]) -> DSCheckInProcess.Result {
        DSCheckInProcess.run(["diff"] + arguments)
    }

    /// `diff --base diff/KIND/base diff/KIND/head` plus `arguments`.
    static func run(kind: String, _ arguments: [String] = []) throws -> DSCheckProcess.Result {
        try run(["--base", "diff/\(kind)/base", "diff/\(kind)/head"] + arguments)
    }

    static func json(_ result: DSCheckProcess.Result) throws -> JSONObject {
        try #require(try JSONReader().read(result.stdout, file: "stdout").object, "\(result.stderr)")
    }

    // MARK: JSON

    @Test(.endToEnd) func jsonHasTheDocumentedShape() throws {
        let root = try Self.json(try Self.run(kind: "showcase", ["--format", "json"]))
        #expect(root.keys == ["base", "suggestedBump", "summary", "changes", "accepted", "findings"])
        #expect(root["base"]?.string == "diff/showcase/base")
        #expect(root["suggestedBump"]?.string == "major")
        let summary = try #require(root["summary"]?.object)
        #expect(summary.keys == ["breaking", "deprecations", "valueChanges", "additions", "accepted", "newFindings", "resolvedFindings"])
        #expect(summary.members.map { $0.value.number } == [1, 0, 2, 1, 0, 1, 0])

        let changes = try #require(root["changes"]?.array).compactMap(\.object)
        #expect(changes.map { $0["id"]?.string } == ["token-removed", "value-changed", "value-changed", "token-added"])
        #expect(changes.map { $0["level"]?.string } == ["breaking", "value-change", "value-change", "addition"])
        let removed = try #require(changes.first)
        #expect(
            removed.keys == ["id", "level", "token", "context", "before", "after", "base", "head", "location", "usedBy", "message", "details"])
        #expect(removed["token"]?.string == "color.steel.4")
        #expect(removed["context"]?.object?.members.isEmpty == true)
        #expect(removed["after"]?.isNull == true && removed["head"]?.isNull == true)
        let base = try #require(removed["base"]?.object)
        #expect(base.keys == ["file", "line", "column"])
        #expect(base["file"]?.string == "Tests/Fixtures/diff/showcase/base/tokens.tokens.json", "relative to the repository")
        let shown = try #require(removed["location"]?.object)
        #expect(shown["file"]?.string == "Tests/Fixtures/diff/showcase/head/tokens.tokens.json")
        #expect(shown["line"]?.number == 15, "at its group, \"steel\", in the head")
        #expect(removed["usedBy"]?.array?.map(\.string) == ["date-label"])

        let colour = changes[1]
        #expect(colour["details"]?.object?["hexBefore"]?.string == "#ffffff")
        #expect(colour["details"]?.object?["hexAfter"]?.string == "#c7c7c7")
        #expect(abs((colour["details"]?.object?["deltaE"]?.number ?? 0) - 0.1703) < 1e-4)
        #expect(changes[2]["details"]?.object?["relativeChange"]?.number == 0.1667)

        let findings = try #require(root["findings"]?.object)
        let new = try #require(findings["new"]?.array?.first?.object)
        #expect(new.keys == ["ruleId", "severity", "message", "file", "line", "column", "subject", "context", "contrast"])
        #expect(new["ruleId"]?.string == "a11y/text-contrast")
        #expect(new["contrast"]?.object?["before"]?.number == 4.29)
        #expect(new["contrast"]?.object?["after"]?.number == 2.24)
        #expect(new["contrast"]?.object?["required"]?.number == 3)
        #expect(findings["resolved"]?.array?.isEmpty == true)
    }

    @Test(.endToEnd) func beforeAndAfterHaveTheShapeTheTokensCommandPrints() throws {
        let tokens = try #require(
            try JSONReader().read(
                try DSCheckProcess.run(["tokens", "diff/showcase/base", "--format", "json"], in: Fixtures.path("")).stdout, file: "tokens"
            ).object)
        let listed = try #require(tokens["tokens"]?.array?.compactMap(\.object).first { $0["name"]?.string == "color.steel.4" })
        let root = try Self.json(try Self.run(kind: "showcase", ["--format", "json"]))
        let removed = try #require(root["changes"]?.array?.first?.object)
        let before = try #require(removed["before"])
        #expect(JSONComparison.difference(expected: try #require(listed["value"]), actual: JSONComparison.output(before)) == nil)
    }

    // MARK: Markdown

    @Test(.endToEnd) func markdownCommentMatchesItsGoldenFile() throws {
        let result = try Self.run(kind: "showcase", ["--format", "markdown"])
        let output = Data(result.stdout.utf8)
        let path = Fixtures.path("golden/diff/showcase.md")
        if ProcessInfo.processInfo.environment["DSCHECK_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try output.write(to: URL(fileURLWithPath: path))
            Issue.record("Recorded \(path); unset DSCHECK_RECORD_GOLDEN and run again")
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: path), "missing \(path); record it with DSCHECK_RECORD_GOLDEN=1")
        #expect(output == expected, "differs from \(path):\n\(result.stdout)")
    }

    @Test(.endToEnd) func markdownSaysTheBumpFirstAndShowsSwatchesAndContrast() throws {
        let lines = try Self.run(kind: "showcase", ["--format", "markdown"]).stdout
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].contains("**Suggested bump: major**"))
        #expect(
            lines.contains {
                $0.hasPrefix("| `color.label` | all | ⬜ `#ffffff` | ⬜ `#c7c7c7` | ΔE OK 0.170 | date-label: 4.29:1 → 2.24:1, needs 3:1 (new) |")
            })
        #expect(lines.contains("### Breaking (1)"))
        #expect(!lines.contains { $0.hasPrefix("### Deprecations") }, "empty levels are left out")
    }

    // MARK: Text, GitHub, SARIF

    @Test(.endToEnd) func textIsOneLinePerChangeThenFindingsThenTheSummary() throws {
        let result = try Self.run(kind: "showcase")
        #expect(result.status == 1, "a breaking change")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "diff/showcase/head/tokens.tokens.json:15:5: error: token \"color.steel.4\" was removed (base: diff/showcase/base/tokens.tokens.json:28:7); references to it break; used by date-label [diff/token-removed]"
        )
        #expect(
            lines.contains {
                $0.hasPrefix("diff/showcase/head/compositions/date-label.json:9:7: error: new: \"Today\" has contrast 2.24:1")
                    && $0.hasSuffix("(contrast 4.29:1 → 2.24:1, needs 3:1) [a11y/text-contrast]")
            })
        #expect(
            lines.last
                == "against diff/showcase/base: 1 breaking, 0 deprecations, 2 value changes, 1 addition; 1 new finding, 0 resolved; suggested bump: major"
        )
    }

    @Test(.endToEnd) func githubAnnotatesChangesAndNewFindings() throws {
        let lines = try Self.run(kind: "showcase", ["--format", "github"]).stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "::error file=Tests/Fixtures/diff/showcase/head/tokens.tokens.json,line=15,col=5,title=diff/token-removed::token \"color.steel.4\" was removed (base: Tests/Fixtures/diff/showcase/base/tokens.tokens.json:28:7); references to it break; used by date-label"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix("::notice file=Tests/Fixtures/diff/showcase/head/tokens.tokens.json,line=40,col=5,title=diff/value-changed::")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Tests/Fixtures/diff/showcase/head/compositions/date-label.json,line=9,col=7,title=a11y/text-contrast::")
            })
        #expect(lines.count == 6)
        #expect(lines.last?.hasSuffix("suggested bump: major") == true)
    }

    @Test(.endToEnd) func sarifIsValidAndDescribesTheChangeKinds() throws {
        let sarif = try Self.run(kind: "showcase", ["--format", "sarif"]).stdout
        let validation = try SARIFValidation.validate(sarif)
        #expect(validation.status == 0, "\(validation.output)")
        let run = try #require(try JSONReader().read(sarif, file: "sarif").object?["runs"]?.array?.first?.object)
        let rules = try #require(run["tool"]?.object?["driver"]?.object?["rules"]?.array).compactMap { $0.object?["id"]?.string }
        #expect(rules.contains("diff/token-renamed") && rules.contains("a11y/text-contrast"))
        let results = try #require(run["results"]?.array).compactMap { $0.object?["ruleId"]?.string }
        #expect(results == ["a11y/text-contrast", "diff/token-removed", "diff/token-added", "diff/value-changed", "diff/value-changed"])
        let properties = try #require(run["properties"]?.object)
        #expect(properties["suggestedBump"]?.string == "major")
        #expect(properties["summary"]?.object?["breaking"]?.number == 1)
    }

    @Test(.endToEnd) func outputGoesToAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-diff-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try Self.run(kind: "token-added", ["--format", "markdown", "--output", file])
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("| added | `color.steel.5` | all |"))
    }

    // MARK: Exit codes

    @Test(arguments: [
        ("token-removed", [String](), Int32(1)),
        ("token-removed", ["--fail-on", "none"], 0),
        ("token-added", [], 0),
        ("token-added", ["--fail-on", "any"], 1),
        ("token-deprecated", [], 0),
        ("token-renamed", [], 1),
        ("token-renamed-kept-alias", [], 0),
        ("deprecated-token-removed", [], 1),
        ("value-changed", ["--fail-on", "breaking"], 0),
        ("contrast-drop", ["--fail-on", "none"], 1),  // a rule newly failing at error severity
        ("contrast-fix", ["--fail-on", "breaking"], 0),
    ])
    func exitCodes(kind: String, arguments: [String], status: Int32) {
        let result = Self.runInProcess(["--base", Fixtures.path("diff/\(kind)/base"), Fixtures.path("diff/\(kind)/head")] + arguments)
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
    }

    @Test func aCatalogueThatDoesNotLoadFailsEvenWhenTheBaseHasTheSameProblem() throws {
        try TemporaryFolder.with { folder in
            let head = folder.appendingPathComponent("head").path
            try FileManager.default.copyItem(atPath: Fixtures.path("diff/token-added/head"), toPath: head)
            let file = (head as NSString).appendingPathComponent("tokens.tokens.json")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            try (text.dropLast(2) + ",}").write(toFile: file, atomically: true, encoding: .utf8)
            let result = Self.runInProcess(["--base", head, head])
            #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("does not load as written"))
            #expect(result.stderr.contains("[json/syntax]"))
        }
    }

    // MARK: Bad input

    @Test func baseIsRequired() {
        let result = Self.runInProcess([Fixtures.path("diff/token-added/head")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--base is required"))
    }

    @Test(arguments: [
        (["--base", "diff/no-such-base", "diff/token-added/head"], "'\(Fixtures.path("diff/no-such-base"))' is neither a folder nor a revision"),
        (["--base", "diff/no-catalog/base", "diff/no-catalog/head"], "holds no catalogue"),
        (["--base", "diff/token-added/expected.json", "diff/token-added/head"], "is a file"),
        (["--base", "diff/token-added/base", "diff/no-such-head"], "cannot read the catalogue '\(Fixtures.path("diff/no-such-head"))'"),
        (["--base", "diff/token-added/base", "diff/no-catalog/base"], "no dscheck.json"),
        (["--base", "diff/token-added/base", "diff/token-added/head", "--format", "junit"], "'junit' is not a valid value for --format"),
        (["--base", "diff/token-added/base", "diff/token-added/head", "--fail-on", "warning"], "choose one of: breaking, any, none"),
    ])
    func badInputExitsWithTwo(arguments: [String], message: String) {
        let result = Self.runInProcess(arguments.map { $0.hasPrefix("diff/") ? Fixtures.path($0) : $0 })
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnusableBaseManifestIsOneLinePerProblem() throws {
        try TemporaryFolder.with { folder in
            let base = folder.appendingPathComponent("base").path
            try FileManager.default.copyItem(atPath: Fixtures.path("diff/token-added/base"), toPath: base)
            try #"{"name": 3, "tokens": 5}"#.write(toFile: base + "/dscheck.json", atomically: true, encoding: .utf8)
            let result = Self.runInProcess(["--base", base, Fixtures.path("diff/token-added/head")])
            #expect(result.status == 2)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "error: the base catalogue '\(base)' cannot be read:", "\(result.stderr)")
            let problems = lines.dropFirst()
            #expect(problems.count == 4, "no platform, no version, name and tokens not strings: \(result.stderr)")
            #expect(problems.allSatisfy { $0.hasPrefix(base + "/dscheck.json:1:") && $0.hasSuffix("[catalog/invalid-manifest]") })
        }
    }

    @Test(.endToEnd) func aBaseWhoseTokensDoNotParseIsDiffedAgainstWhatDid() throws {
        let result = try Self.run(kind: "broken-base", ["--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: the base 'diff/broken-base/base' has problems"))
        #expect(result.stderr.contains("diff/broken-base/base/tokens/more.tokens.json:1:1: error: unexpected byte 0x89"))
        let changes = try #require(try Self.json(result)["changes"]?.array).compactMap(\.object)
        #expect(changes.map { $0["token"]?.string } == ["dimension.radius"], "color.white parsed in both and is unchanged")
        let markdown = try Self.run(kind: "broken-base", ["--format", "markdown"]).stdout
        #expect(markdown.contains("⚠️ The base has 1 problem; the diff compares what could be read"))
    }

    @Test func helpHasExamplesAndExitCodes() {
        let help = Self.runInProcess(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: dscheck diff --base BASE [CATALOG] [options]"))
        #expect(help.stdout.contains("EXAMPLES:") && help.stdout.contains("EXIT CODES:"))
        #expect(DSCheckInProcess.run(["--help"]).stdout.contains("  diff        Classify token changes"))
    }
}
