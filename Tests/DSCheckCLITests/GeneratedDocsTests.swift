import Foundation
import TestSupport
import Testing

/// The reference pages in `docs/reference/` are what the binary prints: the command list, every
/// command's options (`dscheck help COMMAND`) and the rules (`dscheck rules`), so the documents
/// cannot drift from the code. Re-record with `DSCHECK_RECORD_GOLDEN=1` after changing a
/// command's options or a rule's description.
struct GeneratedDocsTests {
    /// The names of the commands, as the command list prints them.
    static func commandNames() -> [String] {
        let help = DSCheckInProcess.run(["--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "COMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// A page of text blocks, each under the command that prints it.
    static func page(title: String, summary: String, blocks: [(command: String, output: String)]) -> String {
        var text = "# \(title)\n\n\(summary) Generated from the binary; `GeneratedDocsTests` keeps it equal to what it prints.\n"
        for block in blocks {
            text += "\n## `\(block.command)`\n\n```text\n\(block.output.hasSuffix("\n") ? block.output : block.output + "\n")```\n"
        }
        return text
    }

    @Test func theCommandReferenceIsWhatTheBinaryPrints() throws {
        let names = Self.commandNames()
        #expect(names.count >= 10, "no command list in dscheck --help")
        let blocks =
            [("dscheck --help", DSCheckInProcess.run(["--help"]).stdout)]
            + names.map { name in ("dscheck help \(name)", DSCheckInProcess.run(["help", name]).stdout) }
        let page = Self.page(
            title: "Command reference", summary: "Every command's usage, options, examples and exit codes, as `dscheck help` prints them.",
            blocks: blocks)
        try Golden.check(page, atPath: Fixtures.repository("docs/reference/commands.md"))
    }

    @Test func theRuleReferenceIsWhatTheBinaryPrints() throws {
        let list = DSCheckInProcess.run(["rules"])
        #expect(list.status == 0)
        let page = Self.page(
            title: "Rule reference", summary: "Every rule and built-in diagnostic with its default severity, as `dscheck rules` prints them.",
            blocks: [("dscheck rules", list.stdout)])
        try Golden.check(page, atPath: Fixtures.repository("docs/reference/rules.md"))
    }
}
