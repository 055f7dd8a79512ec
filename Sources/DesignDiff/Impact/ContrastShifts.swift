import DesignRules
import DesignSupport
import DesignTokens

/// The contrast before and after a change for findings of the contrast rules: the item the
/// finding is about is measured on both sides, in the finding's context (or in every context,
/// taking the weakest).
struct ContrastShifts {
    let base: DiffSide
    let head: DiffSide
    private let measuringRules = RuleRegistry.measuringRuleIDs

    init(base: DiffSide, head: DiffSide) {
        self.base = base
        self.head = head
    }

    /// A head finding with its contrast in the base and the head.
    func new(_ finding: Diagnostic) -> MovedFinding {
        MovedFinding(
            diagnostic: finding,
            contrast: shift(finding, found: head, other: base).map { own, other, required in
                ContrastShift(before: other, after: own, required: required)
            })
    }

    /// A base finding with its contrast in the base and the head.
    func resolved(_ finding: Diagnostic) -> MovedFinding {
        MovedFinding(
            diagnostic: finding,
            contrast: shift(finding, found: base, other: head).map { own, other, required in
                ContrastShift(before: own, after: other, required: required)
            })
    }

    /// The weakest value of the finding's item on the side it was found on and on the other
    /// side (nil where the item is not there), and the required value.
    private func shift(_ finding: Diagnostic, found: DiffSide, other: DiffSide) -> (Double, Double?, Double)? {
        guard measuringRules.contains(finding.ruleId), let subject = finding.subject else { return nil }
        let place = MeasuredPlace(ruleId: finding.ruleId, subject: subject, location: finding.location)
        let own = found.contexts(matching: finding.context).flatMap { found.measurements($0, at: place) }
        guard let item = own.first, let ownValue = own.map(\.value).min() else { return nil }
        let measured = MeasuredItem(ruleId: finding.ruleId, subject: subject, item: item.item)
        let otherValue = other.contexts(matching: finding.context).flatMap { other.values($0, of: measured) }.min()
        return (ownValue, otherValue, item.threshold)
    }
}
