import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DSCheckCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The output formats of `--format`, on one fixed report: golden files byte for byte, plus the
/// escaping and validity each format promises.
struct ReporterTests {
    /// A message written to break every format: workflow-command, XML and Markdown syntax.
    static let hostileMessage = "100% width, height: auto\n<script>alert('x')</script> | *bold* _it_ `code` [link](http://x) & more"

    /// Three described rules (one without findings), findings from described and undescribed
    /// ids, one with a context, one hostile, one without a subject, and one waived.
    static let report = CheckReport(
        toolVersion: "0.1.0",
        catalogName: "Acme <Design> | System",
        diagnostics: [
            Diagnostic(
                id: .named("config/unknown-key", origin: .configuration), severity: .warning,
                message: "unknown key \"colour\" in dscheck.json; did you mean \"color\"?",
                location: SourceLocation(file: "catalog/dscheck.json", line: 2, column: 3)),
            Diagnostic(
                id: .named("a11y/text-contrast"), severity: .warning,
                message: "label.primary on surface.chip is 3.2:1; body text needs 4.5:1",
                location: SourceLocation(file: "catalog/components/chip.json", line: 22, column: 9),
                subject: "chip", context: ["contrast": "standard", "appearance": "dark"]),
            Diagnostic(
                id: .named("hig/touch-target"), severity: .error,
                message: "Chip draws 30x30pt and declares no larger hit target; iOS needs 44x44pt",
                location: SourceLocation(file: "catalog/components/chip.json", line: 14, column: 7),
                subject: "chip"),
            Diagnostic(
                id: .named("catalog/invalid-spec", origin: .loader), severity: .error, message: hostileMessage,
                location: SourceLocation(file: "catalog/compositions/hostile, one: two.json", line: 3, column: 1),
                subject: "hostile|card"),
            Diagnostic(
                id: .named("tokens/deprecated", origin: .tokens), severity: .info,
                message: "color.old is deprecated: use color.steel.1",
                location: SourceLocation(file: "catalog/tokens/color.tokens.json", line: 40, column: 5),
                subject: "color.old"),
        ],
        waived: [
            (
                Diagnostic(
                    id: .named("hig/touch-target"), severity: .error,
                    message: "Avatar draws 32x32pt and declares no larger hit target; iOS needs 44x44pt",
                    location: SourceLocation(file: "catalog/components/avatar.json", line: 8, column: 5),
                    subject: "avatar"),
                Waiver(
                    rule: "hig/touch-target", subject: "avatar", reason: "Decorative & never tappable <b>",
                    location: SourceLocation(file: "catalog/dscheck.json", line: 12, column: 7))
            )
        ],
        rules: [
            rule("a11y/text-contrast", "Text contrast", "Text meets the WCAG 2.2 contrast minimum.", .warning),
            rule("hig/glass-content-layer", "Glass content layer", "Glass sits on the navigation layer, not on content.", .warning),
            rule("hig/touch-target", "Touch target", "Controls are at least 44x44pt.", .error),
        ])

    /// ``report`` with three unused tokens in two files, one of them hostile, which the
    /// Markdown report groups per file.
    static let withUnusedTokens = CheckReport(
        toolVersion: report.toolVersion, catalogName: report.catalogName,
        diagnostics: report.diagnostics + [
            unused("color.spare", line: 52, file: "catalog/tokens/color.tokens.json"),
            unused("color.dark-only`|*", line: 12, file: "catalog/tokens/color.tokens.json", context: ["appearance": "light"]),
            unused("space.huge", line: 9, file: "catalog/tokens/space <b>.tokens.json"),
        ], waived: report.waived, rules: report.rules)

    static func unused(_ token: String, line: Int, file: String, context: ResolverContext = [:]) -> Diagnostic {
        Diagnostic(
            id: .unusedToken, severity: .info,
            message: "token \"\(token)\" is used by no component, composition or token; remove it or use it",
            location: SourceLocation(file: file, line: line, column: 5), subject: token, context: context)
    }

    static func rule(_ id: String, _ name: String, _ summary: String, _ severity: Severity) -> RuleDescription {
        RuleDescription(
            id: id, name: name, summary: summary, rationale: "Why \(name.lowercased()) matters.",
            sourceURL: "https://developer.apple.com/design/human-interface-guidelines/accessibility",
            defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// A report with nothing in it.
    static let clean = CheckReport(toolVersion: "0.1.0", catalogName: "clean", diagnostics: [], waived: [], rules: [])

    static func render(_ type: any ReportFormat<CheckReport>.Type, _ report: CheckReport = report) -> String {
        type.init().report(report)
    }

    // MARK: Golden files

    @Test(arguments: FormatRegistry.check.identifiers)
    func matchesGoldenFile(identifier: String) throws {
        let type = try #require(FormatRegistry.check.formats.first { $0.identifier == identifier })
        try Golden.check(Self.render(type), against: "reports/\(identifier).\(type.fileExtension)")
    }

    @Test func outputIsDeterministic() {
        for type in FormatRegistry.check.formats {
            #expect(Self.render(type) == Self.render(type), "\(type.identifier)")
        }
    }

    // MARK: Registry

    @Test func registryListsEachFormatOnce() {
        #expect(FormatRegistry.check.identifiers == ["text", "json", "sarif", "github", "junit", "markdown"])
        #expect(FormatRegistry.check.format("junit") is JUnitReporter)
        #expect(FormatRegistry.check.format("yaml") == nil)
        #expect(FormatRegistry.diff.identifiers == ["text", "json", "markdown", "github", "sarif"])
        #expect(FormatRegistry.diff.format("sarif") is DiffSARIFFormat)
    }

    // MARK: Text

    @Test func textIsOneLinePerFindingThenWaivedNotesThenSummary() {
        let lines = Self.render(TextReporter.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 + 1 + 1 + 1)
        #expect(
            lines.contains(
                "catalog/components/chip.json:14:7: error: Chip draws 30x30pt and declares no larger hit target; iOS needs 44x44pt [hig/touch-target]"
            ))
        #expect(
            lines.contains(
                "catalog/components/chip.json:22:9: warning: label.primary on surface.chip is 3.2:1; body text needs 4.5:1 (appearance=dark, contrast=standard) [a11y/text-contrast]"
            ))
        #expect(
            lines[5]
                == "catalog/components/avatar.json:8:5: note: waived: Avatar draws 32x32pt and declares no larger hit target; iOS needs 44x44pt [hig/touch-target] — Decorative & never tappable <b>"
        )
        #expect(lines[6] == "2 errors, 2 warnings, 1 info, 1 waived")
        #expect(lines[7] == "")
    }

    /// The report with one more error, a dependent of the touch-target one.
    static let withDependent = CheckReport(
        toolVersion: "0.1.0", catalogName: "Acme",
        diagnostics: report.diagnostics + [
            Diagnostic(
                TokenDiagnostic.invalidDependency,
                message: "\"button.ring\" depends on \"base.white\", which is invalid (see color.tokens.json:4:68); fix that first",
                location: SourceLocation(file: "catalog/tokens/button.tokens.json", line: 9, column: 25), subject: "button.ring")
        ], waived: [], rules: report.rules)

    @Test func everySummarySplitsTheErrorsIntoRootCausesAndDependents() throws {
        let split = "3 errors (2 root causes, 1 dependent), 2 warnings, 1 info, 0 waived"
        #expect(Self.render(TextReporter.self, Self.withDependent).hasSuffix("\n" + split + "\n"))
        #expect(Self.render(GitHubReporter.self, Self.withDependent).hasSuffix("\n" + split + "\n"))
        #expect(Self.render(MarkdownReporter.self, Self.withDependent).contains("| errors | 3 (2 root causes, 1 dependent) |"))
        #expect(!Self.render(MarkdownReporter.self).contains("root cause"), "no split while no error is a dependent")

        let json = try #require(try JSONReader().read(Self.render(JSONReporter.self, Self.withDependent), file: "report.json").object)
        let summary = try #require(json["summary"]?.object)
        #expect([summary["errors"], summary["rootCauses"], summary["dependents"]].map { $0?.number } == [3, 2, 1])
        let flags = try #require(json["diagnostics"]?.array).map { $0.object?["dependent"]?.bool }
        #expect(flags.filter { $0 == true }.count == 1 && flags.allSatisfy { $0 != nil })

        let sarif = try #require(try JSONReader().read(Self.render(SARIFReporter.self, Self.withDependent), file: "report.sarif").object)
        let run = try #require(sarif["runs"]?.array?.first?.object)
        #expect(run["properties"]?.object?["rootCauses"]?.number == 2)
        #expect(run["properties"]?.object?["dependents"]?.number == 1)
        let dependent = try #require(run["results"]?.array?.first { $0.object?["ruleId"]?.string == "tokens/invalid-dependency" }?.object)
        #expect(dependent["properties"]?.object?["dependent"]?.bool == true)
        #expect(
            try JSONReader().read(Self.render(SARIFReporter.self), file: "report.sarif").object?["runs"]?.array?.first?.object?["properties"] == nil)

        let junit = Self.render(JUnitReporter.self, Self.withDependent)
        #expect(junit.contains("<property name=\"rootCauses\" value=\"2\"/>"))
        #expect(junit.contains("<property name=\"dependents\" value=\"1\"/>"))
    }

    @Test func textOfACleanReportIsTheSummary() {
        #expect(Self.render(TextReporter.self, Self.clean) == "0 errors, 0 warnings, 0 info, 0 waived\n")
    }

    // MARK: JSON

    @Test func jsonHasTheDocumentedShape() throws {
        let root = try JSONReader().read(Self.render(JSONReporter.self), file: "report.json")
        let object = try #require(root.object)
        #expect(object.keys == ["tool", "summary", "diagnostics", "measurements"])
        #expect(object["tool"]?.object?.keys == ["name", "version"])
        #expect(object["tool"]?.object?["version"]?.string == "0.1.0")
        let summary = try #require(object["summary"]?.object)
        #expect(summary.keys == ["errors", "rootCauses", "dependents", "warnings", "infos", "waived"])
        #expect(
            [summary["errors"], summary["rootCauses"], summary["dependents"], summary["warnings"], summary["infos"], summary["waived"]].map {
                $0?.number
            } == [2, 2, 0, 2, 1, 1])
        let diagnostics = try #require(object["diagnostics"]?.array)
        #expect(diagnostics.count == 5)
        for diagnostic in diagnostics {
            #expect(
                diagnostic.object?.keys == [
                    "ruleId", "severity", "message", "file", "line", "column", "subject", "context", "dependent", "element", "fingerprint",
                ])
        }
        let unknownKey = try #require(diagnostics.first { $0.object?["ruleId"]?.string == "config/unknown-key" }?.object)
        #expect(unknownKey["subject"]?.value == .null)
        #expect(unknownKey["context"]?.object?.keys == [])
        let contrast = try #require(diagnostics.first { $0.object?["ruleId"]?.string == "a11y/text-contrast" }?.object)
        #expect(contrast["context"]?.object?.keys == ["appearance", "contrast"])
        let hostile = try #require(diagnostics.first { $0.object?["ruleId"]?.string == "catalog/invalid-spec" }?.object)
        #expect(hostile["message"]?.string == Self.hostileMessage)
    }

    // MARK: SARIF

    @Test func sarifListsEveryRuleThenUndescribedIds() throws {
        let driver = try #require(try sarif()["runs"]?.array?.first?.object?["tool"]?.object?["driver"]?.object)
        #expect(driver["name"]?.string == "dscheck")
        #expect(driver["semanticVersion"]?.string == "0.1.0")
        let rules = try #require(driver["rules"]?.array)
        #expect(
            rules.compactMap { $0.object?["id"]?.string } == [
                "a11y/text-contrast", "hig/glass-content-layer", "hig/touch-target",
                "catalog/invalid-spec", "config/unknown-key", "tokens/deprecated",
            ])
        let touch = try #require(rules[2].object)
        #expect(touch["name"]?.string == "TouchTarget")
        #expect(touch["defaultConfiguration"]?.object?["level"]?.string == "error")
        #expect(touch["helpUri"]?.string == "https://developer.apple.com/design/human-interface-guidelines/accessibility")
        let generic = try #require(rules[5].object)
        #expect(generic["name"]?.string == "Deprecated")
        #expect(generic["defaultConfiguration"]?.object?["level"]?.string == "note")
        #expect(generic["shortDescription"]?.object?["text"]?.string == "Deprecated, reported by the token engine.")
    }

    @Test func sarifResultsPointAtTheirRulesAndFiles() throws {
        let run = try #require(try sarif()["runs"]?.array?.first?.object)
        let rules = try #require(run["tool"]?.object?["driver"]?.object?["rules"]?.array)
        let results = try #require(run["results"]?.array)
        #expect(results.count == 6)
        for result in results {
            let object = try #require(result.object)
            let index = try #require(object["ruleIndex"]?.number.map(Int.init))
            #expect(rules[index].object?["id"]?.string == object["ruleId"]?.string)
            #expect(object["partialFingerprints"]?.object?[SARIFReporter.fingerprintKey]?.string?.count == 16)
        }
        #expect(results.compactMap { $0.object?["level"]?.string } == ["error", "warning", "error", "warning", "note", "error"])
        let hostile = try #require(results[2].object?["locations"]?.array?.first?.object?["physicalLocation"]?.object)
        #expect(hostile["artifactLocation"]?.object?["uri"]?.string == "catalog/compositions/hostile,%20one%3A%20two.json")
        #expect(hostile["artifactLocation"]?.object?["uriBaseId"]?.string == "%SRCROOT%")
        #expect(hostile["region"]?.object?["startLine"]?.number == 3)
        #expect(results[1].object?["properties"]?.object?["context"]?.object?.keys == ["appearance", "contrast"])
        #expect(results[0].object?["properties"] == nil)
        let suppression = try #require(results[5].object?["suppressions"]?.array?.first?.object)
        #expect(suppression["kind"]?.string == "external")
        #expect(suppression["justification"]?.string == "Decorative & never tappable <b>")
        #expect(results[0..<5].allSatisfy { $0.object?["suppressions"] == nil })
    }

    @Test func fingerprintsFollowWhatTheFindingIsNotWhereItIs() {
        let finding = Self.report.diagnostics[1]
        var moved = finding
        moved.location.line += 10
        var otherContext = finding
        otherContext.context = ["appearance": "light"]
        #expect(Self.report.fingerprint(of: finding) == Self.report.fingerprint(of: moved))
        #expect(Self.report.fingerprint(of: finding) != Self.report.fingerprint(of: otherContext))
        #expect(StableFingerprint.hex([""]) == "af63bd4c8601b7df")
        #expect(StableFingerprint.hex(["ab", "c"]) != StableFingerprint.hex(["a", "bc"]))
    }

    @Test func sarifPathsBecomeRelativeURIs() {
        func location(_ file: String) -> String {
            var json = JSONStream()
            SARIFReporter.PhysicalLocations().write(SourceLocation(file: file, line: 1, column: 1), to: &json)
            return json.finished()
        }
        func expected(_ artifact: JSONOutput) -> String {
            JSONOutput.object(["artifactLocation": artifact, "region": .object(["startLine": .number(1), "startColumn": .number(1)])]).serialized()
        }
        #expect(
            location("./catalog\\components\\chip.json")
                == expected(.object(["uri": .string("catalog/components/chip.json"), "uriBaseId": .string("%SRCROOT%")])))
        #expect(location("/abs/ä 100%.json") == expected(.object(["uri": .string("/abs/%C3%A4%20100%25.json")])))
    }

    @Test(.endToEnd) func sarifValidatesAgainstTheOfficialSchema() throws {
        let result = try validateSARIF(Self.render(SARIFReporter.self))
        #expect(result.status == 0, "\(result.output)")
        let clean = try validateSARIF(Self.render(SARIFReporter.self, Self.clean))
        #expect(clean.status == 0, "\(clean.output)")
        let split = try validateSARIF(Self.render(SARIFReporter.self, Self.withDependent))
        #expect(split.status == 0, "\(split.output)")
    }

    @Test(.endToEnd) func brokenSARIFFailsValidation() throws {
        let broken = Self.render(SARIFReporter.self)
            .replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
            .replacingOccurrences(of: "\"startLine\": 3,", with: "\"startLine\": 0,")
        let result = try validateSARIF(broken)
        #expect(result.status == 1)
        #expect(result.output.contains("'info' is not one of"))
        #expect(result.output.contains("startLine"))
    }

    private func sarif() throws -> JSONObject {
        try #require(try JSONReader().read(Self.render(SARIFReporter.self), file: "report.sarif").object)
    }

    private func validateSARIF(_ document: String) throws -> (status: Int32, output: String) {
        try SARIFValidation.validate(document)
    }

    // MARK: GitHub

    @Test func githubAnnotatesUnwaivedFindingsOnly() {
        let lines = Self.render(GitHubReporter.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(
            lines[2]
                == "::error file=catalog/compositions/hostile%2C one%3A two.json,line=3,col=1,title=catalog/invalid-spec::100%25 width, height: auto%0A<script>alert('x')</script> | *bold* _it_ `code` [link](http://x) & more"
        )
        #expect(
            lines.contains(
                "::warning file=catalog/components/chip.json,line=22,col=9,title=a11y/text-contrast::label.primary on surface.chip is 3.2:1; body text needs 4.5:1 (appearance=dark, contrast=standard)"
            ))
        #expect(lines.contains { $0.hasPrefix("::notice file=catalog/tokens/color.tokens.json,line=40,col=5,title=tokens/deprecated::") })
        #expect(!lines.contains { $0.contains("avatar") })
        #expect(lines.last == "2 errors, 2 warnings, 1 info, 1 waived")
    }

    // MARK: JUnit

    #if canImport(FoundationXML)
        @Test func junitIsWellFormedAndCountsFindings() throws {
            let document = try XMLDocument(xmlString: Self.render(JUnitReporter.self))
            let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
            #expect(suite.attribute(forName: "tests")?.stringValue == "6")
            #expect(suite.attribute(forName: "failures")?.stringValue == "4")
            #expect(suite.attribute(forName: "errors")?.stringValue == "0")
            #expect(suite.attribute(forName: "skipped")?.stringValue == "1")
            #expect(try document.nodes(forXPath: "//testcase").count == 6)
            #expect(try document.nodes(forXPath: "//testcase/failure").count == 4)
            #expect(try document.nodes(forXPath: "//testcase/system-out").count == 1)
            let skipped = try #require(try document.nodes(forXPath: "//testcase/skipped").first as? XMLElement)
            #expect(skipped.attribute(forName: "message")?.stringValue == "waived: Decorative & never tappable <b>")
            let hostile = try #require(try document.nodes(forXPath: "//testcase[@classname='catalog/invalid-spec']").first as? XMLElement)
            #expect(hostile.attribute(forName: "name")?.stringValue == "hostile|card")
            let failure = try #require(hostile.elements(forName: "failure").first)
            #expect(failure.attribute(forName: "type")?.stringValue == "error")
            #expect(failure.attribute(forName: "message")?.stringValue == Self.hostileMessage)
            #expect(failure.stringValue == "catalog/compositions/hostile, one: two.json:3:1")
        }

        @Test func junitOfACleanReportIsOnePassingCase() throws {
            let document = try XMLDocument(xmlString: Self.render(JUnitReporter.self, Self.clean))
            let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
            #expect(cases.count == 1)
            #expect(cases.first?.attribute(forName: "name")?.stringValue == "catalogue")
            #expect(cases.first?.childCount == 0)
            #expect((try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)?.attribute(forName: "tests")?.stringValue == "1")
        }
    #endif

    // MARK: Markdown

    @Test func markdownTablesCannotBeBrokenByAMessage() throws {
        let markdown = Self.render(MarkdownReporter.self)
        #expect(markdown.hasPrefix("## dscheck: Acme &lt;Design&gt; \\| System\n"))
        #expect(!markdown.contains("<script>"))
        #expect(!markdown.contains("<b>"))
        let row = try #require(markdown.split(separator: "\n").first { $0.contains("catalog/invalid-spec") })
        let unescapedPipes = row.indices.filter { row[$0] == "|" && (row.startIndex == $0 || row[row.index(before: $0)] != "\\") }
        #expect(unescapedPipes.count == 5)
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(headings == ["### chip", "### color.old", "### hostile\\|card", "### Other findings"])
        #expect(markdown.contains("<details>\n<summary>Waived (1)</summary>\n"))
    }

    @Test func markdownGroupsUnusedTokensPerFileWithTheirList() throws {
        let markdown = Self.render(MarkdownReporter.self, Self.withUnusedTokens)
        try Golden.check(markdown, against: "reports/markdown-unused-tokens.md")
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(
            headings == [
                "### chip", "### color.old", "### hostile\\|card", "### Other findings",
                "### Unused tokens in catalog/tokens/color.tokens.json", "### Unused tokens in catalog/tokens/space &lt;b&gt;.tokens.json",
            ])
        let section = try #require(markdown.components(separatedBy: "### Unused tokens in catalog/tokens/color.tokens.json\n").last)
        #expect(
            section.hasPrefix(
                """

                info · tokens/unused: 2 tokens are used by no component, composition or token; remove them or use them.

                - color.dark-only\\`\\|\\* (line 12, appearance=light)
                - `color.spare` (line 52)

                ###
                """))
        #expect(markdown.contains("| info | 4 |"), "the summary still counts every finding")
    }

    @Test func markdownOfACleanReportSaysSo() {
        #expect(Self.render(MarkdownReporter.self, Self.clean) == "## dscheck: clean\n\nNo findings.\n")
    }

    // MARK: Rule metadata

    @Test func undescribedIdsGetAGenericDescription() {
        let description = RuleDescription.generic(TokenDiagnostic.unresolvedReference.id, severity: .error)
        #expect(description.name == "Unresolved reference")
        #expect(description.summary == TokenDiagnostic.unresolvedReference.summary)
        #expect(SARIFReporter.pascalCase(description.name) == "UnresolvedReference")
        #expect(description.sourceURL == "https://www.designtokens.org/tr/2025.10/format/")
        #expect(RuleDescription.generic(.named("odd", origin: .loader), severity: .info).sourceURL == RuleDescription.projectURL)
    }
}
