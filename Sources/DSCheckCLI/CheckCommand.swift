import DesignCatalog
import DesignRules
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
            let noBaseline = parsed.has("--no-baseline")
            let baselineFile = try parsed.value("--baseline")
            if noBaseline, baselineFile != nil {
                throw UsageError("--baseline and --no-baseline contradict each other; give one")
            }
            let folder = try parsed.singlePositional() ?? "catalog"
            guard let catalog = try CatalogArgument.load(folder, console: &console) else { return ExitCode.usage }
            let configuration = RuleConfiguration(manifest: catalog.manifest)
            var waivers: [Waiver] = []
            var manifestWaivers: Set<Waiver> = []
            var waiverProblems: [Diagnostic] = []
            if !noBaseline {
                if let node = catalog.manifest.waivers {
                    let read = Waiver.read(node)
                    waivers += read.waivers
                    manifestWaivers = Set(read.waivers)
                    waiverProblems += read.diagnostics
                }
                if let baselineFile {
                    let read = try baseline(at: baselineFile)
                    waivers += read.waivers
                    waiverProblems += read.diagnostics
                }
            }
            var result = RuleEngine.check(catalog, configuration: configuration, waivers: waivers)
            result.diagnostics = (result.diagnostics + waiverProblems).sorted()
            let report = CheckReport(catalogName: catalog.manifest.name, result: result)
            try ReportWriter.write(ReporterRegistry.reporter(for: format)!.report(report), to: parsed.value("--output"), console: &console)
            if result.diagnostics.contains(where: { $0.ruleId.hasPrefix("config/") && $0.severity == .error }) {
                console.err("error: the configuration (dscheck.json\(baselineFile.map { " or \($0)" } ?? "")) has errors (see above); fix them so every rule runs as intended\n")
                return ExitCode.usage
            }
            if let path = try parsed.value("--write-baseline") {
                let accepted = result.waived.filter { !manifestWaivers.contains($0.waiver) }.map(\.diagnostic)
                let findings = result.diagnostics.filter { RuleRegistry.rule($0.ruleId) != nil } + accepted
                try ReportWriter.write(Waiver.baseline(for: findings), to: path, console: &console)
                console.err("wrote \(Set(findings.map { "\($0.ruleId) \($0.subject ?? "")" }).count) waivers to \(path); check with --baseline \(path) from now on\n")
                return ExitCode.success
            }
            return result.diagnostics.contains { $0.severity >= failSeverity } ? ExitCode.findings : ExitCode.success
        } catch {
            console.err("error: \(error.message)\nRun 'dscheck check --help' for usage.\n")
            return ExitCode.usage
        }
    }

    private static func baseline(at path: String) throws(UsageError) -> (waivers: [Waiver], diagnostics: [Diagnostic]) {
        let node: JSONNode
        do {
            node = try JSONReader().read(fileAt: path)
        } catch {
            throw UsageError("cannot read the baseline: \(error.description)")
        }
        guard let waivers = node.object?["waivers"] else {
            throw UsageError("\(path) is not a baseline: expected {\"waivers\": [...]}, as --write-baseline writes")
        }
        return Waiver.read(waivers)
    }
}
