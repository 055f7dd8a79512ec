import Foundation
import TestSupport
import Testing

@testable import DSCheckCLI

/// The command table: each command's `--help` made from its declaration, the dispatch on the
/// first word, the did-you-mean of mistyped commands and options, and choices.
struct CommandTableTests {
    static let catalog = Fixtures.repository("catalog")

    @Test(arguments: Commands.all.map { $0.name })
    func helpListsTheOptionsExamplesAndExitCodesOfTheTable(name: String) throws {
        let command = try #require(Commands.named(name))
        let help = DSCheckInProcess.run([name, "--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("OVERVIEW: \(command.overview)\n\nUSAGE: \(command.usage)\n\n"))
        for section in ["ARGUMENTS:", "OPTIONS:", "EXAMPLES:", "EXIT CODES:"] {
            #expect(help.stdout.contains("\n\n\(section)\n"), "\(section)")
        }
        for option in command.options {
            let label = option.names.joined(separator: ", ") + (option.kind == .flag ? "" : " \(option.valueName)")
            #expect(help.stdout.contains("\n  \(label) ") || help.stdout.contains("\n  \(label)\n"), "\(label)")
            #expect(help.stdout.contains(option.help.split(separator: "\n")[0]), "\(label)")
        }
        #expect(help.stdout.contains("\n  --help, -h                Show this help\n"))
        for example in command.examples {
            #expect(help.stdout.contains("\n  \(example)\n"), "\(example)")
        }
        for (code, meaning) in command.exitCodes {
            #expect(help.stdout.contains("\n  \(code)  \(meaning.split(separator: "\n")[0])"), "\(code)")
        }
        #expect(DSCheckInProcess.run(["help", name]).stdout == help.stdout)
        #expect(DSCheckInProcess.run([name, "-h"]).stdout == help.stdout)
        #expect(
            DSCheckInProcess.run(["--help"]).stdout.contains("\n  \(name.padding(toLength: 12, withPad: " ", startingAt: 0))\(command.summary)\n"))
    }

    @Test func helpIsLaidOutInColumns() {
        #expect(
            DSCheckInProcess.run(["rules", "--help"]).stdout == """
                OVERVIEW: List dscheck's rules, or explain one with its examples.

                Every rule carries its description, rationale, source, default severity, options and its own
                triggering and non-triggering examples; this command prints them. It also explains the
                built-in diagnostics of the JSON reader, token engine, loader, configuration, baseline and site.

                With --coverage it prints the coverage map: each WCAG 2.2 level A and AA success criterion
                as it applies to a native app, and whether dscheck decides it (naming the rules), decides
                part of it, or leaves it to an XCUITest accessibility audit or to manual review; then the
                same for each guideline page the rules cite.

                USAGE: dscheck rules [RULE-ID] [--format text|json] [--coverage]

                ARGUMENTS:
                  RULE-ID                   A rule id such as hig/touch-target (default: list every rule)

                OPTIONS:
                  --format text|json        Output format (default: text)
                  --coverage                Print the coverage map of WCAG 2.2 A/AA and the guidelines
                  --help, -h                Show this help

                EXAMPLES:
                  dscheck rules
                  dscheck rules a11y/text-contrast
                  dscheck rules tokens/legacy-format
                  dscheck rules --format json
                  dscheck rules --coverage
                  dscheck rules --coverage --format json

                EXIT CODES:
                  0  printed
                  2  usage error or an unknown rule id

                """)
        let tokens = DSCheckInProcess.run(["tokens", "--help"]).stdout
        #expect(tokens.contains("USAGE: dscheck tokens [PATH] [--context MODIFIER=CONTEXT]... [--format text|json] [--output FILE]\n"))
        #expect(
            tokens.contains(
                """

                  --context MODIFIER=CONTEXT
                                            Resolve in this context of a resolver modifier (repeatable);
                                            modifiers not named take their default

                """))
        #expect(DSCheckInProcess.run(["check", "--help"]).stdout.contains("USAGE: dscheck [check] [CATALOG] [options]\n"))
        #expect(
            DSCheckInProcess.run(["contrast", "--help"]).stdout.contains(
                "USAGE: dscheck contrast FOREGROUND BACKGROUND [--size PT] [--weight W] [--format text|json]\n       dscheck contrast --pairs [CATALOG] [--format text|json|markdown]\n"
            ))
        #expect(DSCheckInProcess.run(["site", "--help"]).stdout.contains("USAGE: dscheck site [CATALOG] --out DIR [options]\n"))
    }

    @Test(arguments: [
        (["chek"], "chek", "check"),
        (["chek", "catalog"], "chek", "check"),
        (["tokns", "--format", "json"], "tokns", "tokens"),
        (["help", "chek"], "chek", "check"),
    ])
    func aMistypedCommandIsNamedWithTheClosestCommand(arguments: [String], word: String, command: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(
            result.stderr == "error: unknown command '\(word)'; did you mean '\(command)'? Run 'dscheck --help' for the list of commands\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aWordFarFromEveryCommandIsStillTheCatalogue() {
        let result = DSCheckInProcess.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: cannot read the catalogue 'frobnicate': no such folder"))
        #expect(
            DSCheckInProcess.run(["help", "frobnicate"]).stderr
                == "error: unknown command 'frobnicate'; run 'dscheck --help' for the list of commands\n")
    }

    @Test func aCataloguePathAsTheFirstWordRunsCheck() {
        let implicit = DSCheckInProcess.run([Self.catalog, "--format", "json"])
        let explicit = DSCheckInProcess.run(["check", Self.catalog, "--format", "json"])
        #expect(implicit.status == 0, "\(implicit.stderr)")
        #expect(implicit.stdout.contains("\"diagnostics\""))
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stderr == explicit.stderr)
    }

    /// A folder named like a mistyped command is still a catalogue; through the binary, which can
    /// run in a folder of its own.
    @Test(.endToEnd) func anExistingFolderNamedLikeACommandRunsCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.catalog, toPath: folder.appendingPathComponent("chek").path)
        let implicit = try DSCheckProcess.run(["chek"], in: folder.path)
        let explicit = try DSCheckProcess.run(["check", "chek"], in: folder.path)
        #expect(implicit.status == 0, "\(implicit.stderr)")
        #expect(implicit.stdout.contains("chek/"))
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stderr == explicit.stderr)
    }

    @Test(arguments: [
        (["check", "--formt", "json"], "check", "unknown option '--formt'; did you mean '--format'?"),
        (["--formt", "json"], "check", "unknown option '--formt'; did you mean '--format'?"),
        (["tokens", "--ouput", "x"], "tokens", "unknown option '--ouput'; did you mean '--output'?"),
        (["site", "--out=x", "--no-baselin"], "site", "unknown option '--no-baselin'; did you mean '--no-baseline'?"),
        (["diff", "--hepl"], "diff", "unknown option '--hepl'; did you mean '--help'?"),
        (
            ["check", "--bogus"], "check",
            "unknown option '--bogus'; this command takes: --baseline, --fail-severity, --format, --no-baseline, --output, --report, --sources, --strict-baseline, --write-baseline"
        ),
    ])
    func aMistypedOptionIsNamedWithTheClosestOption(arguments: [String], command: String, message: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(message)\nRun 'dscheck \(command) --help' for usage.\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        (
            ["check", catalog, "--format", "yaml"],
            "'yaml' is not a valid value for --format; choose one of: text, json, sarif, github, junit, markdown"
        ),
        (["check", catalog, "--fail-severity", "fatal"], "'fatal' is not a valid value for --fail-severity; choose one of: error, warning, info"),
        (["tokens", catalog, "--format=xml"], "'xml' is not a valid value for --format; choose one of: text, json"),
        (["rules", "--format", "yaml"], "'yaml' is not a valid value for --format; choose one of: text, json"),
        (["contrast", "#000", "#fff", "--format", "csv"], "'csv' is not a valid value for --format; choose one of: text, json, markdown"),
        (
            ["diff", "--base", catalog, catalog, "--format", "junit"],
            "'junit' is not a valid value for --format; choose one of: text, json, markdown, github, sarif"
        ),
        (
            ["diff", "--base", catalog, catalog, "--fail-on", "warning"],
            "'warning' is not a valid value for --fail-on; choose one of: breaking, any, none"
        ),
    ])
    func anUnknownChoiceListsTheChoices(arguments: [String], message: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: \(message)\n"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func choicesParseToTheirValues() {
        #expect(DSCheckInProcess.run(["check", Self.catalog, "--fail-severity", "info"]).status == 1)
        #expect(DSCheckInProcess.run(["check", Self.catalog, "--fail-severity=warning"]).status == 0)
        let sarif = DSCheckInProcess.run(["check", Self.catalog, "--format", "sarif"])
        #expect(sarif.stdout.contains("\"$schema\""))
        #expect(DSCheckInProcess.run(["diff", "--base", Self.catalog, Self.catalog, "--fail-on", "any", "--format", "json"]).status == 0)
    }

    @Test(arguments: [
        (["check", catalog, "--no-baseline=yes"], "option '--no-baseline' takes no value"),
        (["check", catalog, "--output"], "option '--output' needs a value"),
        (["check", catalog, "--format", "json", "--format=text"], "option '--format' was given 2 times; give it once"),
        (["check", catalog, "other"], "unexpected argument 'other'; this command takes one path"),
    ])
    func malformedOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(message)\nRun 'dscheck check --help' for usage.\n")
    }
}
