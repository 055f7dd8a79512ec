import DesignCatalog
import DesignDiff
import DesignRules
import DesignTokens

/// What the formats of `dscheck diff` write: the diff, the catalogue's name for headings, and,
/// once relocated, the root its paths are relative to. Text keeps the paths as given (relative
/// to the working directory, where editors open them); the machine-read formats get them
/// relative to the root, as `check`'s do.
struct DiffReport: RelocatableReport {
    var diff: CatalogDiff
    let catalogName: String
    /// The folder the locations are relative to, once ``relocated(to:)``.
    var root: ReportRoot?

    func relocated(to root: ReportRoot) -> DiffReport {
        DiffReport(diff: diff.relocated(to: root), catalogName: catalogName, root: root)
    }

    /// The changes and the new findings as one check report, with a rule description for each
    /// change kind, for the formats that reuse `check`'s reporters: each change is a finding of
    /// its `diff/…` rule.
    var checkReport: CheckReport {
        var report = CheckReport(
            catalogName: catalogName, diagnostics: diff.changes.map { $0.diagnostic(in: diff) } + diff.newFindings.map(\.diagnostic),
            waived: [], rules: ChangeKind.allCases.map(\.ruleDescription) + RuleRegistry.descriptions)
        report.root = root
        return report
    }
}

/// GitHub annotations of the changes and new findings, through the `check` reporter's, then
/// the diff's summary line.
struct DiffGitHubFormat: ReportFormat {
    static let identifier = "github"
    static let fileExtension = "txt"

    func report(_ report: DiffReport) -> String {
        (report.checkReport.diagnostics.map(GitHubReporter.annotation) + [report.diff.summaryLine]).joined(separator: "\n") + "\n"
    }
}

/// SARIF of the changes and new findings, through the `check` reporter's, with the base, the
/// suggested bump and the counts in the run's property bag.
struct DiffSARIFFormat: ReportFormat {
    static let identifier = "sarif"
    static let fileExtension = "sarif"

    func report(_ report: DiffReport) -> String {
        SARIFReporter.document(
            report.checkReport,
            runProperties: .object([
                "base": .string(report.diff.base),
                "suggestedBump": .string(report.diff.suggestedBump.rawValue),
                "summary": DiffJSONFormat.summary(report.diff),
            ])
        )
    }
}

extension CatalogDiff {
    /// `1 breaking, 0 deprecations, 2 value changes, 1 addition, 1 accepted; 1 new finding,
    /// 0 resolved; suggested bump: major` (the accepted count only when some are).
    var summaryLine: String {
        func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
            "\(count) \(count == 1 ? singular : plural)"
        }
        return [
            counted(count(.breaking), "breaking", "breaking"),
            counted(count(.deprecation), "deprecation", "deprecations"),
            counted(count(.valueChange), "value change", "value changes"),
            counted(count(.addition), "addition", "additions"),
        ].joined(separator: ", ")
            + (accepted.isEmpty ? "" : ", \(accepted.count) accepted")
            + "; " + counted(newFindings.count, "new finding", "new findings") + ", \(resolvedFindings.count) resolved"
            + "; suggested bump: \(suggestedBump.rawValue)"
    }
}
