import Foundation
import TestSupport
import Testing

/// The generated pages are what the binary prints: the command list (in `docs/reference/` and
/// in the README), one page per command (`dscheck help COMMAND`: usage, options, examples, exit
/// codes), the rules (`dscheck rules`) and the coverage map (`dscheck rules --coverage`), so the documents cannot drift from the code.
/// Re-record with `DSCHECK_RECORD_GOLDEN=1` after changing a command's options or summary or a
/// rule's description.
struct GeneratedDocsTests {
    /// The commands as the command list prints them: each name with its one-line summary.
    static func commands() -> [(name: String, summary: String)] {
        let help = DSCheckInProcess.run(["--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "COMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { return nil }
            return (String(words[0]), words[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// A page of text blocks, each under the command that prints it.
    static func page(title: String, summary: String, blocks: [(command: String, output: String)], after: String = "") -> String {
        var text = "# \(title)\n\n\(summary) Generated from the binary; `GeneratedDocsTests` keeps it equal to what it prints.\n"
        for block in blocks {
            text += "\n## `\(block.command)`\n\n```text\n\(block.output.hasSuffix("\n") ? block.output : block.output + "\n")```\n"
        }
        return text + after
    }

    /// The list of commands, a line each, linking to `folder`'s page per command.
    static func commandList(linkingTo folder: String) -> String {
        commands().map { "- [`dscheck \($0.name)`](\(folder)/\($0.name).md): \($0.summary)\n" }.joined()
    }

    @Test func theCommandIndexIsWhatTheBinaryPrints() throws {
        #expect(Self.commands().count >= 10, "no command list in dscheck --help")
        let page = Self.page(
            title: "Command reference", summary: "What `dscheck --help` prints, and a page per command.",
            blocks: [("dscheck --help", DSCheckInProcess.run(["--help"]).stdout)],
            after: "\n## Commands\n\n" + Self.commandList(linkingTo: "commands"))
        try Golden.check(page, atPath: Fixtures.repository("docs/reference/commands.md"))
    }

    @Test func eachCommandsPageIsWhatItsHelpPrints() throws {
        let folder = Fixtures.repository("docs/reference/commands")
        for command in Self.commands() {
            let help = DSCheckInProcess.run(["help", command.name])
            #expect(help.status == 0)
            let page = Self.page(
                title: "dscheck \(command.name)", summary: command.summary + ": its usage, options, examples and exit codes.",
                blocks: [("dscheck help \(command.name)", help.stdout)])
            try Golden.check(page, atPath: (folder as NSString).appendingPathComponent("\(command.name).md"))
        }
        // A page of a command that is gone is stale too.
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(pages == Self.commands().map { "\($0.name).md" }.sorted(), "docs/reference/commands holds pages of no command")
    }

    @Test func theReadmeListsEveryCommandWithItsSummary() throws {
        try Golden.checkSection(
            Self.commandList(linkingTo: "docs/reference/commands"), between: "<!-- commands: generated from dscheck --help -->",
            and: "<!-- end of commands -->", inFileAt: Fixtures.repository("README.md"))
    }

    @Test func theCatalogueFormatIsWhatTheSchemasSay() throws {
        try Golden.check(try SchemaReferencePage.render(), atPath: Fixtures.repository("docs/reference/catalogue-format.md"))
    }

    @Test func thePerformancePageShowsTheLastBenchmarkRun() throws {
        let results = try BenchmarkResultsPage.Results(file: Fixtures.repository("benchmark/results.json"))
        let page = Fixtures.repository("docs/performance.md")
        try Golden.checkSection(
            BenchmarkResultsPage.measurements(results), between: "<!-- measurements: generated from benchmark/results.json -->",
            and: "<!-- end of measurements -->", inFileAt: page)
        try Golden.checkSection(
            BenchmarkResultsPage.growth(results), between: "<!-- growth: generated from benchmark/results.json -->", and: "<!-- end of growth -->",
            inFileAt: page)
        try Golden.checkSection(
            BenchmarkResultsPage.targets(results), between: "<!-- targets: generated from benchmark/results.json -->", and: "<!-- end of targets -->",
            inFileAt: page)
    }

    @Test func theRuleReferenceIsWhatTheBinaryPrints() throws {
        let list = DSCheckInProcess.run(["rules"])
        #expect(list.status == 0)
        let page = Self.page(
            title: "Rule reference", summary: "Every rule and built-in diagnostic with its default severity, as `dscheck rules` prints them.",
            blocks: [("dscheck rules", list.stdout)])
        try Golden.check(page, atPath: Fixtures.repository("docs/reference/rules.md"))
    }

    @Test func theCoverageMapIsWhatTheBinaryPrints() throws {
        let map = DSCheckInProcess.run(["rules", "--coverage"])
        #expect(map.status == 0)
        let page = Self.page(
            title: "Accessibility coverage",
            summary:
                "Which WCAG 2.2 level A and AA criteria and which guideline pages dscheck's rules decide, and what is left to an XCUITest accessibility audit or to manual review, as `dscheck rules --coverage` prints it (`--format json` gives the same map as JSON).",
            blocks: [("dscheck rules --coverage", map.stdout)])
        try Golden.check(page, atPath: Fixtures.repository("docs/reference/coverage.md"))
    }
}
