import DesignCatalog
import DesignSupport
import DesignTokens

/// The token changes between the base and the head token sets of one pair of contexts.
struct TokenSetComparison {
    /// One side of the comparison: the tokens, who uses them, and how its paths are shown.
    struct Side {
        let tokens: TokenSet
        let usage: TokenUsage
        let locations: LocationMapping
    }

    let base: Side
    let head: Side
    /// The context the changes are reported in.
    let context: ResolverContext

    /// Every change, in token order.
    func changes() -> [TokenChange] {
        var changes: [TokenChange] = []
        var removed: [ResolvedToken] = []
        var keptAliases: [String: [ResolvedToken]] = [:]
        for old in base.tokens.tokens {
            guard let new = head.tokens[old.name] else {
                removed.append(old)
                continue
            }
            let target = keptAlias(old, new)
            if let target { keptAliases[target.name, default: []].append(old) }
            changes += compare(old, new, deprecatedByRename: target != nil)
        }
        let added = head.tokens.tokens.filter { base.tokens[$0.name] == nil }
        for (target, sources) in keptAliases {
            let new = head.tokens[target]!
            for old in sources {
                changes.append(change(.tokenRenamed, old, new, detail: .renamed(from: old.name, keptAsDeprecatedAlias: true)))
            }
        }
        let candidates = added.filter { keptAliases[$0.name] == nil }
        let renames = RenameDetection.renames(removed: removed, added: candidates)
        let renamedFrom = Set(renames.map(\.from.name))
        let renamedTo = Set(renames.map(\.to.name))
        for (old, new) in renames {
            changes.append(change(.tokenRenamed, old, new, detail: .renamed(from: old.name, keptAsDeprecatedAlias: false)))
        }
        for old in removed where !renamedFrom.contains(old.name) {
            if case .deprecated(let reason) = old.deprecation {
                changes.append(change(.deprecatedTokenRemoved, old, nil, detail: .deprecated(reason: reason)))
            } else {
                changes.append(change(.tokenRemoved, old, nil))
            }
        }
        for new in candidates where !renamedTo.contains(new.name) {
            changes.append(change(.tokenAdded, nil, new))
        }
        return changes
    }

    /// The token `new` aliases when `old` became a deprecated alias of a token the base did not
    /// have: a rename that keeps the old name.
    private func keptAlias(_ old: ResolvedToken, _ new: ResolvedToken) -> ResolvedToken? {
        guard !old.deprecation.isDeprecated, new.deprecation.isDeprecated, let target = new.aliasOf,
            !base.tokens.contains(name: target)
        else { return nil }
        return head.tokens[target]
    }

    /// The changes of a token both sides have. A deprecation that keeps the old name of a rename
    /// is reported as the rename.
    private func compare(_ old: ResolvedToken, _ new: ResolvedToken, deprecatedByRename: Bool) -> [TokenChange] {
        if let oldType = old.type, let target = new.aliasOf, target != old.aliasOf,
            let targetType = head.tokens[target]?.type, targetType != oldType
        {
            return [change(.aliasTypeChanged, old, new, detail: .realiased(target: target, targetType: targetType, formerType: oldType))]
        }
        if let oldType = old.type, let newType = new.type, oldType != newType {
            return [change(.tokenTypeChanged, old, new, detail: .retyped(from: oldType, to: newType))]
        }
        var changes: [TokenChange] = []
        if !deprecatedByRename, !old.deprecation.isDeprecated, case .deprecated(let reason) = new.deprecation {
            changes.append(change(.tokenDeprecated, old, new, detail: .deprecated(reason: reason)))
        }
        if let before = old.value, let after = new.value, before != after {
            changes.append(change(.valueChanged, old, new, detail: .delta(from: before, to: after)))
        }
        return changes
    }

    private func change(_ kind: ChangeKind, _ old: ResolvedToken?, _ new: ResolvedToken?, detail: ChangeDetail = .none) -> TokenChange {
        let users = Set((old.map { base.usage.users(of: $0.name) } ?? []) + (new.map { head.usage.users(of: $0.name) } ?? []))
        return TokenChange(
            kind, token: (new ?? old)?.name, context: context, before: old?.value, after: new?.value,
            base: old.map { base.locations.map($0.location) }, head: new?.location, usedBy: users.sorted(), detail: detail)
    }
}
