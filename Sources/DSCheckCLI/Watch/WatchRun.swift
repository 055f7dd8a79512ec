import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport

/// One check of a watched catalogue: the lines `dscheck check` prints for it (the findings, the
/// waived findings as notes, or why the catalogue cannot be loaded), its summary line, and the
/// checked catalogue when it loaded (for the site).
struct WatchRun {
    /// One printed line, with what identifies it from one run to the next: the line without its
    /// line and column, so a finding that only moved (a line added above it) is the same finding.
    struct Entry: Equatable {
        let key: String
        let line: String
    }

    let entries: [Entry]
    let summary: String
    let checked: CheckedCatalog?

    /// Loads and checks the catalogue of `run` as `dscheck check` does.
    init(_ run: CatalogRun) {
        let read: (catalog: Catalog?, diagnostics: [Diagnostic])
        do throws(UsageError) {
            read = try run.read()
        } catch {
            self.init(problem: "error: \(error.message); waiting for it to come back")
            return
        }
        guard let catalog = read.catalog else {
            let diagnostics = read.diagnostics.sorted()
            self.init(
                entries: diagnostics.map { Self.entry($0, line: $0.clangStyleLine()) },
                summary: TextDiagnostics.summary(diagnostics) + "; the catalogue cannot be loaded until these are fixed", checked: nil)
            return
        }
        let checked = run.checker.check(catalog)
        let report = CheckReport(checked)
        self.init(entries: TextReporter.lines(report).map { Self.entry($0.diagnostic, line: $0.line) }, summary: report.summaryLine, checked: checked)
    }

    /// A run that could not check the catalogue for `problem`, such as a missing folder.
    init(problem: String) {
        self.init(entries: [Entry(key: problem, line: OutputEscaping.terminalLine(problem))], summary: "the catalogue was not checked", checked: nil)
    }

    private init(entries: [Entry], summary: String, checked: CheckedCatalog?) {
        self.entries = entries
        self.summary = summary
        self.checked = checked
    }

    /// The lines of this run that `previous` did not have, and those it had that this one has
    /// not, each in its run's order; a line that occurs twice must occur twice in the other.
    func changes(since previous: WatchRun) -> (appeared: [String], disappeared: [String]) {
        (Self.unmatched(entries, in: previous.entries), Self.unmatched(previous.entries, in: entries))
    }

    /// The entries of `lines` left over once each is matched with one of `others` by key.
    private static func unmatched(_ lines: [Entry], in others: [Entry]) -> [String] {
        var available: [String: Int] = [:]
        for entry in others { available[entry.key, default: 0] += 1 }
        return lines.compactMap { entry in
            guard let count = available[entry.key], count > 0 else { return entry.line }
            available[entry.key] = count - 1
            return nil
        }
    }

    /// The line of `diagnostic`, keyed by its file and what follows its location.
    private static func entry(_ diagnostic: Diagnostic, line: String) -> Entry {
        let located = OutputEscaping.terminalLine(diagnostic.location.description + ": ")
        let rest = line.hasPrefix(located) ? String(line.dropFirst(located.count)) : line
        return Entry(key: diagnostic.location.file + "\u{0}" + rest, line: line)
    }
}
