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

    /// Matches the contexts of `base` and `head`. Contexts of modifiers both sides have are
    /// compared where both have them; a modifier only one side has is taken at its default (or
    /// its first context).
    init(base: TokenSource, head: TokenSource, baseLocations: LocationMapping) {
        let baseFile = baseLocations.map(.file(base.file))
        let headFile = SourceLocation.file(head.file)
        let headModifiers = Dictionary(head.modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let baseNames = Set(base.modifiers.map(\.name))
        var common: [(name: String, contexts: [String])] = []
        for modifier in base.modifiers {
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
            common.append((modifier.name, modifier.contexts.filter(other.contexts.contains)))
        }
        for modifier in head.modifiers where !baseNames.contains(modifier.name) {
            changes.append(
                TokenChange(
                    .modifierAdded, token: nil, head: headFile,
                    detail: .modifier(name: modifier.name, contexts: modifier.contexts)))
        }
        let shared = common.reduce([ResolverContext()]) { combinations, modifier in
            combinations.flatMap { partial in modifier.contexts.map { partial.merging([modifier.name: $0]) } }
        }
        let baseDefaults = Self.defaults(base.modifiers)
        let headDefaults = Self.defaults(head.modifiers)
        pairs = shared.map { shown in
            Pair(base: baseDefaults.merging(shown), head: headDefaults.merging(shown), shown: shown)
        }
        if pairs.isEmpty {
            // A shared modifier kept none of its contexts: compare the defaults.
            pairs = [Pair(base: baseDefaults, head: headDefaults, shown: [:])]
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
