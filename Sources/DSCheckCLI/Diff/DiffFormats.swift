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

    /// The whole output, ending with a newline.
    func render(_ diff: CatalogDiff, catalogName: String) -> String {
        switch self {
        case .text: DiffTextFormat.render(diff)
        case .json: DiffJSONFormat.render(diff)
        case .markdown: DiffMarkdownFormat.render(diff, catalogName: catalogName)
        case .github:
            (checkReport(diff, catalogName: catalogName).diagnostics.map(GitHubReporter.annotation) + [diff.summaryLine])
                .joined(separator: "\n") + "\n"
        case .sarif:
            SARIFReporter.document(
                checkReport(diff, catalogName: catalogName),
                runProperties: .object([
                    "base": .string(diff.base),
                    "suggestedBump": .string(diff.suggestedBump.rawValue),
                    "summary": DiffJSONFormat.summary(diff),
                ])
            ).serialized()
        }
    }

    /// The changes and the new findings as one check report, with a rule description for each
    /// change kind.
    private func checkReport(_ diff: CatalogDiff, catalogName: String) -> CheckReport {
        CheckReport(
            catalogName: catalogName, diagnostics: diff.changes.map(\.diagnostic) + diff.newFindings.map(\.diagnostic),
            waived: [], rules: ChangeKind.allCases.map(\.ruleDescription) + RuleRegistry.descriptions)
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
