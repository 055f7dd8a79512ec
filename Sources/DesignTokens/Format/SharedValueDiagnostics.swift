import DesignSupport

extension Array where Element == Diagnostic {
    /// The diagnostics with those of one rule at one place merged into the first: a value that
    /// many groups inherit through `$extends` is wrong once, where it is written, not once per
    /// group. The kept message says how many other tokens share the value.
    func mergingSharedValues() -> [Diagnostic] {
        var firstIndex: [DiagnosticPlace: Int] = [:]
        var others: [Int: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in self {
            let place = DiagnosticPlace(ruleId: diagnostic.ruleId, location: diagnostic.location)
            if let index = firstIndex[place] {
                others[index, default: 0] += 1
            } else {
                firstIndex[place] = kept.count
                kept.append(diagnostic)
            }
        }
        for (index, count) in others {
            let tokens = count == 1 ? "1 other token shares" : "\(count) other tokens share"
            kept[index].message += " (\(tokens) this value through $extends)"
        }
        return kept
    }
}

/// One rule at one place in the input.
private struct DiagnosticPlace: Hashable {
    let ruleId: String
    let location: SourceLocation
}
