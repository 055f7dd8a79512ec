import DesignCatalog
import DesignDiff
import DesignSupport

extension CatalogDiff {
    /// The diff with every location it reports (changes in base, head and where they are shown,
    /// moved findings, the base's problems) relative to `root`, as `check`'s machine-read
    /// reports are.
    func relocated(to root: ReportRoot) -> CatalogDiff {
        func moved(_ change: TokenChange) -> TokenChange {
            var change = change
            change.base = change.base.map(root.relative)
            change.head = change.head.map(root.relative)
            change.anchor = change.anchor.map(root.relative)
            return change
        }
        func moved(_ finding: MovedFinding) -> MovedFinding {
            var finding = finding
            finding.diagnostic = root.relative(finding.diagnostic)
            return finding
        }
        var diff = self
        diff.changes = changes.map(moved)
        diff.accepted = accepted.map { accepted in
            var accepted = accepted
            accepted.change = moved(accepted.change)
            return accepted
        }
        diff.newFindings = newFindings.map(moved)
        diff.resolvedFindings = resolvedFindings.map(moved)
        diff.baseProblems = baseProblems.map(root.relative)
        return diff
    }
}
