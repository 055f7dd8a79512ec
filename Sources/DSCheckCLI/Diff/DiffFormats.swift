import DesignCatalog
import DesignDiff
import DesignRules
import DesignTokens

/// The output formats of `dscheck diff`. The findings part reuses the `check` reporters'
/// pieces: diagnostics in JSON as `check` prints them, annotations and SARIF through the
/// reporters themselves, with each change as a finding of a `diff/…` rule.
enum DiffFormat: String, CaseIterable {
    case text
    case json
    case markdown
    case github
    case sarif

    /// The whole output, ending with a newline. Text keeps the paths as given (relative to the
    /// working directory, where editors open them); the machine-read formats make them relative
    /// to `root`, as `check`'s do.
    func render(_ diff: CatalogDiff, catalogName: String, root: ReportRoot) -> String {
        let located = self == .text ? diff : diff.relocated(to: root)
        switch self {
        case .text: return DiffTextFormat.render(located)
        case .json: return DiffJSONFormat.render(located)
        case .markdown: return DiffMarkdownFormat.render(located, catalogName: catalogName)
        case .github:
            return (checkReport(located, catalogName: catalogName, root: root).diagnostics.map(GitHubReporter.annotation) + [diff.summaryLine])
                .joined(separator: "\n") + "\n"
        case .sarif:
            return SARIFReporter.document(
                checkReport(located, catalogName: catalogName, root: root),
                runProperties: .object([
                    "base": .string(diff.base),
                    "suggestedBump": .string(diff.suggestedBump.rawValue),
                    "summary": DiffJSONFormat.summary(diff),
                ])
            ).serialized()
        }
    }

    /// The changes and the new findings of a diff relocated to `root` as one check report, with
    /// a rule description for each change kind.
    private func checkReport(_ diff: CatalogDiff, catalogName: String, root: ReportRoot) -> CheckReport {
        var report = CheckReport(
            catalogName: catalogName, diagnostics: diff.changes.map { $0.diagnostic(in: diff) } + diff.newFindings.map(\.diagnostic),
            waived: [], rules: ChangeKind.allCases.map(\.ruleDescription) + RuleRegistry.descriptions)
        report.root = root
        return report
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
