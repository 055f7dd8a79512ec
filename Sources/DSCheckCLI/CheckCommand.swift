import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// `dscheck check`: checks a catalogue against the HIG and accessibility rules.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let isDefault = true
    static let summary = "Check a catalogue against the HIG and accessibility rules (the default command)"
    static let overview = """
        Check a catalogue against Apple's Human Interface Guidelines and accessibility rules.

        Loads the catalogue (tokens, components, compositions), runs every configured rule once for
        every context of the token resolver (light, dark…), and reports each finding at its
        file:line:col with its rule id. Waivers in dscheck.json accept known findings by rule and
        subject, with a reason; a baseline file accepts the findings it recorded, one by one, so a
        new finding on the same subject still fails. Accepted findings are still shown, as notes.
        """
    static let positionals = [Positional("CATALOG", optional: true, help: "The catalogue folder, holding dscheck.json (default: ./catalog)")]
    static let options: [Option] = [
        FormatRegistry.check.option,
        .value("--output", value: "FILE", help: "Write the report to FILE instead of standard output.\n\(ReportWriter.help)"),
        .report,
        .choice(
            "--fail-severity", value: "LEVEL", among: [Severity.error, .warning, .info],
            help: """
                error|warning|info: exit 1 when a finding is at or above it
                (default: error)
                """),
        .value(
            "--baseline", value: "FILE",
            help: """
                Also accept the findings recorded in FILE (written by
                --write-baseline); a new finding still fails, and each
                recorded finding that no longer occurs is a baseline/fixed note
                """),
        .flag("--strict-baseline", help: "With --baseline: make baseline/fixed an error, so the baseline only shrinks"),
        .flag("--no-baseline", help: "Ignore every waiver (dscheck.json's and --baseline's)"),
        .repeatable(
            "--sources", value: "DIR",
            help: """
                Read the app's Swift sources in DIR (a folder or a .swift file,
                relative to the working directory; repeatable) instead of
                dscheck.json's "sources", for catalog/missing-symbol and
                code/hard-coded-value
                """),
        .value(
            "--write-baseline", value: "FILE",
            help: """
                Record each finding that dscheck.json does not already waive
                in FILE (by rule, subject, element and context, not line), for
                adopting dscheck on an existing catalogue; exits 0 once written.
                \(ReportWriter.help)
                """),
    ]
    static let examples = [
        "dscheck",
        "dscheck check catalog --format github",
        "dscheck check catalog --format sarif --output dscheck.sarif",
        "dscheck check catalog --format github --report sarif=dscheck.sarif",
        "dscheck check catalog --report junit=dscheck.xml --report markdown=dscheck.md",
        "dscheck check catalog --no-baseline --fail-severity warning",
        "dscheck check catalog --write-baseline dscheck.baseline.json",
        "dscheck check catalog --baseline dscheck.baseline.json --strict-baseline",
        "dscheck check catalog --sources App/Sources --sources Packages/UI/Sources",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "no finding at or above the fail severity"),
        (1, "findings at or above the fail severity"),
        (2, "usage or configuration error (unknown rules or options, a bad baseline, no catalogue)"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let failSeverity = try parsed.choice("--fail-severity", default: Severity.error)
        let folder = try CatalogRun.folder(parsed)
        let baseline = try parsed.value("--write-baseline").map { path throws(UsageError) in
            (path, try ReportWriter(path, option: "--write-baseline", protecting: [folder]))
        }
        // A report is never written over the baseline it is checked against (--write-baseline
        // onto it is the way to update a baseline in place).
        let reports = try ReportPlan(
            parsed, formats: FormatRegistry.check, protecting: [folder] + (try parsed.value("--baseline").map { [$0] } ?? []),
            others: baseline.map { [(label: "--write-baseline \($0.0)", writer: $0.1)] } ?? [])
        let run = try CatalogRun(folder: folder, options: parsed, strictBaseline: parsed.has("--strict-baseline"), sources: parsed.all("--sources"))
        guard let checked = try run.check(console: &console) else { return ExitCode.usage }
        defer { KeptUntilExit.keep(checked) }
        try reports.write(CheckReport(checked), root: ReportRoot(catalogFolder: folder), console: &console)
        if !checked.configurationErrors.isEmpty {
            console.errLine(
                "error: the configuration (\(run.configurationFiles)) has errors (see above); fix them so every rule runs as intended"
            )
            return ExitCode.usage
        }
        if let (path, writer) = baseline {
            let accepted = checked.waived.filter { !checked.manifestWaivers.contains($0.waiver) }.map(\.diagnostic)
            let findings = (checked.diagnostics.filter(Baseline.records) + accepted).compactMap { diagnostic in
                checked.identities[diagnostic].map { (diagnostic, $0) }
            }
            try writer.write(Baseline.file(accepting: findings), console: &console)
            console.errLine("wrote \(findings.count) findings to \(path); check with --baseline \(path) from now on")
            return ExitCode.success
        }
        return checked.diagnostics.contains { $0.severity >= failSeverity } ? ExitCode.findings : ExitCode.success
    }
}
