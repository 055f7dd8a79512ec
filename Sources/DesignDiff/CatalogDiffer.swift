import DesignCatalog
import DesignRules
import DesignTokens
import Foundation

/// Compares a base and a head catalogue: token changes per resolver context with their levels,
/// renames, who uses each changed token, and the findings the change makes appear or
/// disappear.
public enum CatalogDiffer {
    /// The diff of `head` against `base`. Never throws: problems reading the base are in
    /// ``CatalogDiff/baseProblems`` and the comparison uses what could be read.
    public static func diff(base: BaseCatalog, head: Catalog) -> CatalogDiff {
        let baseSide = DiffSide(catalog: base.catalog, locations: base.locations)
        let headSide = DiffSide(catalog: head, locations: .identity)
        let pairing = ContextPairing(base: base.catalog.tokens, head: head.tokens, baseLocations: base.locations)
        let preparations = [(baseSide, pairing.pairs.map(\.base)), (headSide, pairing.pairs.map(\.head))]
        DispatchQueue.concurrentPerform(iterations: preparations.count) { index in
            preparations[index].0.prepare(preparations[index].1)
        }
        let tokenChanges = pairing.pairs.map { pair in
            TokenSetComparison(
                base: .init(tokens: baseSide.tokens(pair.base), usage: baseSide.usage(pair.base), locations: base.locations),
                head: .init(tokens: headSide.tokens(pair.head), usage: headSide.usage(pair.head), locations: .identity),
                context: pair.shown
            ).changes()
        }
        let changes = (pairing.changes + merged(tokenChanges)).sorted(by: order)

        let (new, resolved) = FindingComparison.moved(base: baseSide.findings, head: headSide.findings)
        let shifts = ContrastShifts(base: baseSide, head: headSide)
        let problems = baseSide.findings.filter { diagnostic in
            diagnostic.severity == .error && RuleRegistry.rule(diagnostic.ruleId) == nil
        }
        return CatalogDiff(
            base: base.label, changes: changes, newFindings: new.map(shifts.new),
            resolvedFindings: resolved.map(shifts.resolved), baseProblems: problems)
    }

    /// The changes of every pair of contexts, a change found in every pair once with an empty
    /// context (and the users of all pairs), the others once per context they hold in.
    private static func merged(_ perPair: [[TokenChange]]) -> [TokenChange] {
        var occurrences: [TokenChange: [TokenChange]] = [:]
        var keys: [TokenChange] = []
        for change in perPair.joined() {
            var key = change
            key.context = [:]
            key.usedBy = []
            if occurrences[key] == nil { keys.append(key) }
            occurrences[key, default: []].append(change)
        }
        return keys.flatMap { key -> [TokenChange] in
            let found = occurrences[key]!
            guard found.count == perPair.count else { return found }
            var everywhere = key
            everywhere.usedBy = Set(found.flatMap(\.usedBy)).sorted()
            return [everywhere]
        }
    }

    /// Most serious level first, then by token (context and modifier changes first), kind and context.
    private static func order(_ lhs: TokenChange, _ rhs: TokenChange) -> Bool {
        if lhs.level != rhs.level { return lhs.level < rhs.level }
        if lhs.token != rhs.token { return (lhs.token ?? "") < (rhs.token ?? "") }
        if lhs.kind != rhs.kind {
            return ChangeKind.allCases.firstIndex(of: lhs.kind)! < ChangeKind.allCases.firstIndex(of: rhs.kind)!
        }
        return contextText(lhs) < contextText(rhs)
    }

    private static func contextText(_ change: TokenChange) -> String {
        change.context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            + {
                if case .modifier(let name, _) = change.detail { return name }
                return ""
            }()
    }
}
