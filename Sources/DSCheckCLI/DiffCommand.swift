import CatalogCommands
import DesignCatalog
import DesignDiff
import DesignSupport
import DesignTokens

/// `dscheck diff`: lints design-token changes against a base, as `buf breaking` does for APIs.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let summary = "Classify token changes against a base revision or folder, with their impact"
    static let overview = """
        Compare a catalogue's tokens with a base and classify every change.

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
        version bump the changes call for. Changes listed in dscheck.json's "acceptedChanges" (by
        change id and token, with a reason) are shown as accepted and do not fail; an acceptance
        that matches no change is reported as stale.

        Every change is shown in the head: what only the base has (a removed token, context or
        modifier) where it would have been there (its parent group's line, or the first line of
        its file, or of the resolver when the file is gone), its message naming where it was in
        the base. Paths in json, markdown, github and sarif are relative to the git work tree
        holding the catalogue (or the catalogue's parent), as 'dscheck check' gives them; text
        keeps them relative to the working directory.
        """
    /// Written out because the base leads the line, as in the examples.
    static let usage = "dscheck diff --base BASE [CATALOG] [options]"
    /// Both catalogues are checked, and their measurements compared, on every core.
    static let allocation = Allocation.arenaPerThread
    static let positionals = [Positional("CATALOG", optional: true, help: "The catalogue folder, holding dscheck.json (default: ./catalog)")]
    static let options: [Option] = [
        .value(
            "--base", value: "BASE", required: true,
            help: """
                A git revision (branch, tag, commit, HEAD~1, origin/main) or a
                folder: the base catalogue itself, or a checkout holding it at
                the same path (required)
                """),
        FormatRegistry.diff.option,
        .value("--output", value: "FILE", help: "Write the report to FILE instead of standard output.\n\(ReportWriter.help)"),
        .report,
        .choice(
            "--fail-on", value: "LEVEL", among: FailLevel.allCases,
            help: """
                breaking|any|none: exit 1 on a breaking change, on any change,
                or never for changes (default: breaking)
                """),
    ]
    static let examples = [
        "dscheck diff --base origin/main",
        "dscheck diff --base HEAD~1 catalog --format json",
        "dscheck diff --base origin/main catalog --format markdown --output diff.md",
        "dscheck diff --base origin/main catalog --format github",
        "dscheck diff --base origin/main catalog --format github --report markdown=token-diff.md",
        "dscheck diff --base ../release-1.0/catalog catalog --fail-on any",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "nothing at the --fail-on level, and no rule newly failing at error severity"),
        (1, "a change at the --fail-on level, a rule newly failing at error severity, or a catalogue that does not load as written"),
        (
            2,
            """
            usage error, an unknown revision, a base with no catalogue, or a catalogue that
            cannot be read
            """
        ),
    ]

    /// The changes `--fail-on` makes exit 1.
    enum FailLevel: String, CaseIterable {
        case breaking
        case anyChange = "any"
        case never = "none"
    }

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        guard let baseName = try parsed.value("--base"), !baseName.isEmpty else {
            throw UsageError("--base is required: give the git revision or folder to compare with, such as --base origin/main")
        }
        let failOn = try parsed.choice("--fail-on", default: FailLevel.breaking)
        let folder = try CatalogRun.folder(parsed)
        let reports = try ReportPlan(parsed, formats: FormatRegistry.diff, protecting: [folder, baseName])
        let run = CatalogRun(folder: folder)
        guard let head = try run.load(console: &console) else { return ExitCode.usage }
        let base: BaseCatalog
        do {
            base = try BaseCatalog.load(baseName, headFolder: folder)
        } catch {
            for (index, line) in error.lines.enumerated() { console.errLine(index == 0 ? "error: \(line)" : line) }
            return ExitCode.usage
        }
        let diff = CatalogDiffer.diff(base: base, head: head, checker: run.checker)
        defer { KeptUntilExit.keep((head, base, diff)) }
        base.remove()
        if !diff.baseProblems.isEmpty {
            console.errLine("warning: the base '\(baseName)' has problems; the diff compares what could be read:")
            console.err(diff.baseProblems.map { $0.clangStyleLine() + "\n" }.joined())
        }
        if !diff.acceptanceProblems.isEmpty {
            console.err(diff.acceptanceProblems.map { $0.clangStyleLine() + "\n" }.joined())
        }
        if diff.acceptanceProblems.contains(where: { $0.severity == .error }) {
            console.err(
                "error: \(folder)/dscheck.json's \"acceptedChanges\" has errors (see above); fix them so only the intended changes are accepted\n")
            return ExitCode.usage
        }
        let root = ReportRoot(catalogFolder: folder)
        try reports.write(DiffReport(diff: diff, catalogName: head.manifest.name), root: root, console: &console)
        if !diff.headProblems.isEmpty {
            console.errLine("error: the catalogue '\(folder)' does not load as written, so the diff compares only what could be read:")
            console.err(diff.headProblems.map { $0.clangStyleLine() + "\n" }.joined())
            return ExitCode.findings
        }
        let failing =
            switch failOn {
            case .anyChange: !diff.changes.isEmpty
            case .never: false
            case .breaking: diff.count(.breaking) > 0
            }
        return failing || !diff.newErrors.isEmpty ? ExitCode.findings : ExitCode.success
    }
}
