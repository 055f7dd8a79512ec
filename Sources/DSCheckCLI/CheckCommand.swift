import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// `dscheck check`: checks a catalogue against the HIG and accessibility rules.
enum CheckCommand {
    static var help: String {
        """
        OVERVIEW: Check a catalogue against Apple's Human Interface Guidelines and accessibility rules.

        Loads the catalogue (tokens, components, compositions), runs every configured rule once for
        every context of the token resolver (light, dark…), and reports each finding at its
        file:line:col with its rule id. Waivers in dscheck.json (and a baseline file) accept known
        findings by rule and subject; waived findings are still shown, as notes.

        USAGE: dscheck [check] [CATALOG] [options]

        ARGUMENTS:
          CATALOG                   The catalogue folder, holding dscheck.json (default: ./catalog)

        OPTIONS:
          --format FORMAT           \(ReporterRegistry.identifiers.joined(separator: "|")) (default: text)
          --output FILE             Write the report to FILE instead of standard output
          --fail-severity LEVEL     error|warning|info: exit 1 when a finding is at or above it
                                    (default: error)
          --baseline FILE           Also accept the findings waived in FILE ({"waivers": [...]})
          --no-baseline             Ignore every waiver (dscheck.json's and --baseline's)
          --write-baseline FILE     Write the findings that dscheck.json does not already waive to
                                    FILE as waivers, for adopting dscheck on an existing
                                    catalogue; exits 0 once written
          --help, -h                Show this help

        EXAMPLES:
          dscheck
          dscheck check catalog --format github
          dscheck check catalog --format sarif --output dscheck.sarif
          dscheck check catalog --no-baseline --fail-severity warning
          dscheck check catalog --write-baseline dscheck.baseline.json

        EXIT CODES:
          0  no finding at or above the fail severity
          1  findings at or above the fail severity
          2  usage or configuration error (unknown rules or options, a bad baseline, no catalogue)

        """
    }

    static func run(arguments: [String], console: inout Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return ExitCode.success
        }
        do throws(UsageError) {
            let parsed = try Arguments(
                arguments, valued: ["--format", "--output", "--fail-severity", "--baseline", "--write-baseline"], flags: ["--no-baseline"])
            let format = try parsed.choice("--format", from: ReporterRegistry.identifiers, default: "text")
            let failSeverity = Severity(rawValue: try parsed.choice("--fail-severity", from: ["error", "warning", "info"], default: "error"))!
            let (folder, loaded) = try CatalogCheck.run(parsed, console: &console)
            guard let checked = loaded else { return ExitCode.usage }
            let report = CheckReport(checked)
            try ReportWriter.write(ReporterRegistry.reporter(for: format)!.report(report), to: parsed.value("--output"), console: &console)
            if !checked.configurationErrors.isEmpty {
                console.err(
                    "error: the configuration (\(folder)/dscheck.json\(try parsed.value("--baseline").map { " or \($0)" } ?? "")) has errors (see above); fix them so every rule runs as intended\n"
                )
                return ExitCode.usage
            }
            if let path = try parsed.value("--write-baseline") {
                let accepted = checked.waived.filter { !checked.manifestWaivers.contains($0.waiver) }.map(\.diagnostic)
                let findings = checked.diagnostics.filter { [.rule, .site].contains($0.id.origin) } + accepted
                try ReportWriter.write(Waiver.baseline(for: findings), to: path, console: &console)
                console.err(
                    "wrote \(Set(findings.map { "\($0.ruleId) \($0.subject ?? "")" }).count) waivers to \(path); check with --baseline \(path) from now on\n"
                )
                return ExitCode.success
            }
            return checked.diagnostics.contains { $0.severity >= failSeverity } ? ExitCode.findings : ExitCode.success
        } catch {
            console.err("error: \(error.message)\nRun 'dscheck check --help' for usage.\n")
            return ExitCode.usage
        }
    }
}
