import CatalogCommands
import DesignCatalog

/// The reports one run of a command writes, all made from its one result: the main report
/// (`--format`, to `--output` or standard output) and one more for each `--report FORMAT=FILE`.
///
/// The shape follows the tools that write several reports from one run: golangci-lint's list of
/// `FORMAT:PATH` pairs and Vitest's `--outputFile.FORMAT=PATH` name each extra report's format
/// and its file together, so a format cannot be paired with the wrong file; `--format` and
/// `--output` keep the meaning the scripts that use them rely on. `=` separates the two, as in
/// `tokens --context MODIFIER=CONTEXT`, and the value is split at the first one, so the path may
/// hold more. Every destination goes through ``ReportWriter`` and is checked when the plan is
/// made, before anything is loaded, and two reports that would land in one place (one file,
/// however its path is spelt, or standard output twice) are refused then rather than found out
/// after the check.
struct ReportPlan<Report: RelocatableReport> {
    /// One report: its format, how the command line named it, and where it goes.
    struct Destination {
        let format: any ReportFormat<Report>
        /// `--output FILE`, `--report sarif=FILE`, or the `--format` report on standard output.
        let label: String
        let writer: ReportWriter
    }

    /// The reports in the order they are written: the main one, then each `--report` as given.
    let reports: [Destination]

    /// Reads `--format`, `--output` and every `--report` of `parsed`, whose names are those of
    /// `formats`. The writers refuse paths inside `protected`; `others` are the run's other
    /// writers (such as `--write-baseline`), which no report may share a destination with.
    init(
        _ parsed: Arguments, formats: FormatList<Report>, protecting protected: [String], others: [(label: String, writer: ReportWriter)] = []
    ) throws(UsageError) {
        let output = try parsed.value("--output")
        var reports = [
            Destination(
                format: try formats.chosen(parsed), label: output.map { "--output \($0)" } ?? "the --format report (standard output)",
                writer: try ReportWriter(output, option: "--output", protecting: protected))
        ]
        for value in parsed.all("--report") {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw UsageError("--report '\(value)' is not FORMAT=FILE; give a format and a file, such as --report sarif=dscheck.sarif")
            }
            let name = String(value[..<equals])
            let path = String(value[value.index(after: equals)...])
            guard let format = formats.format(name) else {
                throw UsageError("--report '\(value)': '\(name)' is not a format; choose one of: \(formats.identifiers.joined(separator: ", "))")
            }
            let writer = try ReportWriter(path, option: "--report", valuePrefix: "\(name)=", protecting: protected)
            reports.append(Destination(format: format, label: "--report \(value)", writer: writer))
        }
        let everyWriter = reports.map { (label: $0.label, writer: $0.writer) } + others
        for (index, later) in everyWriter.enumerated() {
            if let earlier = everyWriter[..<index].first(where: { $0.writer.writesWhere(later.writer) }) {
                throw UsageError(
                    "\(earlier.label) and \(later.label) would write to the same place, the second overwriting the first; give each report its own file"
                )
            }
        }
        self.reports = reports
    }

    /// Writes every report of the run's one result, `report`: the formats that locate from the
    /// root get it relocated to `root` (once, whichever of them are asked for), the others as
    /// given. When one cannot be written the error names it and the reports already written;
    /// the rest are not attempted, so a run that exits 2 leaves no report half made.
    func write(_ report: Report, root: ReportRoot, console: inout Console) throws(UsageError) {
        let fromRoot = reports.contains { type(of: $0.format).locatesFromRoot } ? report.relocated(to: root) : report
        for (index, destination) in reports.enumerated() {
            do throws(UsageError) {
                let format = destination.format
                try destination.writer.write(format.report(type(of: format).locatesFromRoot ? fromRoot : report), console: &console)
            } catch {
                let written = reports[..<index].map(\.label)
                let skipped = reports[(index + 1)...].map(\.label)
                var message = "\(destination.label): \(error.message)"
                if !written.isEmpty { message += "; written whole before it: \(written.joined(separator: ", "))" }
                if !skipped.isEmpty { message += "; not written: \(skipped.joined(separator: ", "))" }
                throw UsageError(message)
            }
        }
    }
}

extension Option {
    /// `--report FORMAT=FILE`, read by ``ReportPlan``, with the same help in every command that
    /// takes it.
    static let report = Option.repeatable(
        "--report", value: "FORMAT=FILE",
        help: """
            Also write the report in FORMAT to FILE, from the same run
            (repeatable; FORMAT as for --format): one run prints GitHub
            annotations and writes a SARIF file. --output still sends the
            --format report to a file. Each FILE is checked before any
            work, as --output is; two reports to one file, or two to
            standard output, are refused. The --format report is written
            first, then each --report in order; if one cannot be written,
            dscheck exits 2 naming it, and those written before it stay whole
            """)
}
