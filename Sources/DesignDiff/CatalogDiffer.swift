import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// Compares a base and a head catalogue: token changes per resolver context with their levels,
/// renames, who uses each changed token, and the findings the change makes appear or
/// disappear.
package enum CatalogDiffer {
    /// The diff of `head` against `base`, each checked by `checker` under its own manifest's
    /// configuration and waivers. Never throws: problems reading the base are in
    /// ``CatalogDiff/baseProblems`` and the comparison uses what could be read. Contexts are
    /// compared where the checker resolved them on both sides.
    package static func diff(base: BaseCatalog, head: Catalog, checker: CatalogChecker) -> CatalogDiff {
        let checked = [base.catalog, head].concurrentMap { checker.check($0) }
        let baseSide = DiffSide(checked: checked[0], locations: base.locations)
        let headSide = DiffSide(checked: checked[1], locations: .identity)
        let pairing = ContextPairing(base: baseSide, head: headSide)
        let tokenChanges = pairing.pairs.map { pair in
            TokenSetComparison(
                base: .init(tokens: baseSide.tokens(pair.base), usage: baseSide.usage(pair.base), locations: base.locations),
                head: .init(tokens: headSide.tokens(pair.head), usage: headSide.usage(pair.head), locations: .identity),
                context: pair.shown
            ).changes()
        }
        var placement = HeadPlacement(base: base, head: head)
        let found = (pairing.changes + merged(tokenChanges)).sorted(by: order).map { placed($0, by: &placement) }
        let (acceptances, acceptanceProblems) = head.manifest.acceptedChanges.map(ChangeAcceptance.read) ?? ([], [])
        var changes: [TokenChange] = []
        var accepted: [AcceptedChange] = []
        for change in found {
            if let acceptance = acceptances.first(where: { $0.accepts(change) }) {
                accepted.append(AcceptedChange(change: change, acceptance: acceptance))
            } else {
                changes.append(change)
            }
        }
        let used = Set(accepted.map(\.acceptance))
        let stale = acceptances.filter { !used.contains($0) }.map { acceptance in
            Diagnostic(
                ConfigDiagnostic.staleAcceptance,
                message:
                    "accepted change \(acceptance.change.diagnosticID) on \"\(acceptance.subject)\" matches no change against \(base.label); remove it once the change has landed",
                location: acceptance.location)
        }

        let (new, resolved) = FindingComparison.moved(base: baseSide.findings, head: headSide.findings)
        let shifts = ContrastShifts(base: baseSide, head: headSide)
        let problems = baseSide.findings.filter { $0.severity == .error && $0.id.origin != .rule }
        return CatalogDiff(
            base: base.label, baseIsRevision: base.isRevision, changes: changes, accepted: accepted, newFindings: new.map(shifts.new),
            resolvedFindings: resolved.map(shifts.resolved), baseProblems: problems, headProblems: checked[1].loadErrors,
            acceptanceProblems: acceptanceProblems + stale)
    }

    /// `change` with its ``TokenChange/anchor`` when only the base has it.
    private static func placed(_ change: TokenChange, by placement: inout HeadPlacement) -> TokenChange {
        guard change.head == nil, let base = change.base else { return change }
        var placed = change
        switch (change.kind, change.detail) {
        case (.contextRemoved, _):
            placed.anchor = placement.resolver(["modifiers"] + change.context.pairs.map(\.modifier) + ["contexts"], base: base)
        case (.modifierRemoved, _):
            placed.anchor = placement.resolver(["modifiers"], base: base)
        default:
            placed.anchor = placement.token(change.token ?? "", base: base)
        }
        return placed
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
        change.context.description
            + {
                if case .modifier(let name, _) = change.detail { return name }
                return ""
            }()
    }
}
