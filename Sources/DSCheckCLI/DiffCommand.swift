import DesignCatalog
import DesignDiff
import DesignSupport
import DesignTokens
import Foundation

/// `dscheck diff`: lints design-token changes against a base, as `buf breaking` does for APIs.
enum DiffCommand {
    static var help: String {
        """
        OVERVIEW: Compare a catalogue's tokens with a base and classify every change.

        Reads the base (a git revision of the repository holding the catalogue, read with git
        without touching the work tree, or a folder), compares the tokens in every context of the
        resolver, and reports each change with a stable id and a level: breaking (token-removed,
        token-type-changed, alias-type-changed, context-removed, modifier-removed, token-renamed
        without the old name kept, deprecated-token-removed), deprecation (token-deprecated, a
        rename that keeps the old name as a deprecated alias), value-change (value-changed, with
        ΔE OK for colours and the relative change for dimensions and durations) or addition
        (token-added, context-added, modifier-added). For each change it names the components and
        compositions that use the token, and it runs the rules on both sides to show the findings
        the change makes appear or disappear, with the contrast before and after. It ends with the
        version bump the changes call for.

        USAGE: dscheck diff --base BASE [CATALOG] [options]

        ARGUMENTS:
          CATALOG                   The catalogue folder, holding dscheck.json (default: ./catalog)

        OPTIONS:
          --base BASE               A git revision (branch, tag, commit, HEAD~1, origin/main) or a
                                    folder: the base catalogue itself, or a checkout holding it at
                                    the same path (required)
          --format FORMAT           \(DiffFormat.allCases.map { $0.rawValue }.joined(separator: "|")) (default: text)
          --output FILE             Write the report to FILE instead of standard output
          --fail-on LEVEL           breaking|any|none: exit 1 on a breaking change, on any change,
                                    or never for changes (default: breaking)
          --help, -h                Show this help

        EXAMPLES:
          dscheck diff --base origin/main
          dscheck diff --base HEAD~1 catalog --format json
          dscheck diff --base origin/main catalog --format markdown --output diff.md
          dscheck diff --base origin/main catalog --format github
          dscheck diff --base ../release-1.0/catalog catalog --fail-on any

        EXIT CODES:
          0  nothing at the --fail-on level, and no rule newly failing at error severity
          1  a change at the --fail-on level, or a rule newly failing at error severity
          2  usage error, an unknown revision, a base with no catalogue, or a catalogue that
             cannot be read

        """
    }

    static func run(arguments: [String], console: inout Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return ExitCode.success
        }
        do throws(UsageError) {
            let parsed = try Arguments(arguments, valued: ["--base", "--format", "--output", "--fail-on"], flags: [])
            guard let baseName = try parsed.value("--base"), !baseName.isEmpty else {
                throw UsageError("--base is required: give the git revision or folder to compare with, such as --base origin/main")
            }
            let format = DiffFormat(rawValue: try parsed.choice("--format", from: DiffFormat.allCases.map(\.rawValue), default: "text"))!
            let failOn = try parsed.choice("--fail-on", from: ["breaking", "any", "none"], default: "breaking")
            let folder = try parsed.singlePositional() ?? "catalog"
            guard let head = try CatalogArgument.load(folder, console: &console) else { return ExitCode.usage }
            let base: BaseCatalog
            do {
                base = try BaseCatalog.load(baseName, headFolder: folder)
            } catch {
                console.err("error: \(error.description)\n")
                return ExitCode.usage
            }
            let diff = CatalogDiffer.diff(base: base, head: head, checker: CatalogCheck.standard)
            if !diff.baseProblems.isEmpty {
                console.err(
                    "warning: the base '\(baseName)' has problems; the diff compares what could be read:\n"
                        + diff.baseProblems.map { TextDiagnostics.line($0) + "\n" }.joined())
            }
            try ReportWriter.write(format.render(diff, catalogName: head.manifest.name), to: parsed.value("--output"), console: &console)
            let failing =
                switch failOn {
                case "any": !diff.changes.isEmpty
                case "none": false
                default: diff.count(.breaking) > 0
                }
            return failing || !diff.newErrors.isEmpty ? ExitCode.findings : ExitCode.success
        } catch {
            console.err("error: \(error.message)\nRun 'dscheck diff --help' for usage.\n")
            return ExitCode.usage
        }
    }
}
