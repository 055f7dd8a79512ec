import DesignRules
import DesignSupport
import DesignTokens

/// Which context of the base is compared with which of the head, matched by modifier and
/// context names, and the modifiers and contexts that were added or removed.
struct ContextPairing {
    /// A base context and the head context it is compared with.
    struct Pair {
        var base: ResolverContext
        var head: ResolverContext
        /// The context as changes report it: the modifiers both sides have.
        var shown: ResolverContext
    }

    /// The pairs to compare, in the base's order.
    private(set) var pairs: [Pair] = []
    /// Modifiers and contexts added or removed.
    private(set) var changes: [TokenChange] = []

    /// Matches the contexts the checker resolved on both sides, by modifier and context names.
    /// Contexts of modifiers both sides have are compared where both have them; a modifier only
    /// one side has is taken at its default (or its first context). Only the contexts `base`
    /// was checked in are walked, so the pairs stay within ``TokenSource/maximumContexts``
    /// however many modifiers there are; when none match, the two default contexts are compared.
    init(base: DiffSide, head: DiffSide) {
        let baseTokens = base.checked.catalog.tokens
        let headTokens = head.checked.catalog.tokens
        let baseFile = base.locations.map(.file(baseTokens.file))
        let headFile = head.locations.map(.file(headTokens.file))
        let headModifiers = Dictionary(headTokens.modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baseNames = Set(baseTokens.modifiers.map(\.name))
        var shared: [String: Set<String>] = [:]
        for modifier in baseTokens.modifiers {
            guard let other = headModifiers[modifier.name] else {
                changes.append(
                    TokenChange(
                        .modifierRemoved, token: nil, base: baseFile,
                        detail: .modifier(name: modifier.name, contexts: modifier.contexts)))
                continue
            }
            for context in modifier.contexts where !other.contexts.contains(context) {
                changes.append(TokenChange(.contextRemoved, token: nil, context: [modifier.name: context], base: baseFile))
            }
            for context in other.contexts where !modifier.contexts.contains(context) {
                changes.append(TokenChange(.contextAdded, token: nil, context: [modifier.name: context], head: headFile))
            }
            shared[modifier.name, default: []].formUnion(modifier.contexts.filter(other.contexts.contains))
        }
        for modifier in headTokens.modifiers where !baseNames.contains(modifier.name) {
            changes.append(
                TokenChange(
                    .modifierAdded, token: nil, head: headFile,
                    detail: .modifier(name: modifier.name, contexts: modifier.contexts)))
        }
        let baseDefaults = Self.defaults(baseTokens.modifiers)
        let headDefaults = Self.defaults(headTokens.modifiers)
        pairs = base.checked.contexts.compactMap { result in
            let shown = ResolverContext(result.context.values.filter { shared[$0.key]?.contains($0.value) == true })
            let pair = Pair(base: result.context, head: headDefaults.merging(shown), shown: shown)
            return shown.count == shared.count && baseDefaults.merging(shown) == pair.base && head.has(pair.head) ? pair : nil
        }
        if pairs.isEmpty {
            pairs = [Pair(base: base.checked.defaultContext.context, head: head.checked.defaultContext.context, shown: [:])]
        }
    }

    /// Each modifier at its default context, or its first when it has no default.
    private static func defaults(_ modifiers: [TokenSource.Modifier]) -> ResolverContext {
        var context: ResolverContext = [:]
        for modifier in modifiers {
            if let chosen = modifier.defaultContext ?? modifier.contexts.first { context[modifier.name] = chosen }
        }
        return context
    }
}
