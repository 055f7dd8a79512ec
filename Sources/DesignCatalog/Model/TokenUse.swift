import DesignTokens

/// A value in a spec that can name a token.
protocol TokenNaming {
    var tokenName: String? { get }
    var location: SourceLocation { get }
}

extension Bound: TokenNaming {}

/// A token named by a component or composition spec.
public struct TokenUse: Sendable, Hashable {
    /// The token's dot path.
    public let token: String
    /// Where the reference is written.
    public let location: SourceLocation
    /// The component or composition id.
    public let subject: String
}

extension Catalog {
    /// Every token reference in `components` and `compositions`, in spec order, found by walking
    /// the models.
    static func tokenUses(_ components: [Component], _ compositions: [Composition]) -> [TokenUse] {
        var uses: [TokenUse] = []
        func walk(_ value: Any, subject: String) {
            if let named = value as? any TokenNaming {
                if let token = named.tokenName { uses.append(TokenUse(token: token, location: named.location, subject: subject)) }
                return
            }
            // Values that hold no reference are skipped without reflecting on them.
            if value is String || value is SourceLocation || value is [String: SourceLocation] || value is [String] { return }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle != nil else { return }
            for child in mirror.children { walk(child.value, subject: subject) }
        }
        for component in components { walk(component, subject: component.id) }
        for composition in compositions { walk(composition, subject: composition.id) }
        return uses
    }

    /// The components and compositions that use `token` directly or through aliases in
    /// `tokens`, sorted.
    public func users(of token: String, in tokens: TokenSet) -> [String] {
        var aliasing: [String: Set<String>] = [:]
        for resolved in tokens.tokens {
            for reference in resolved.references { aliasing[reference, default: []].insert(resolved.name) }
        }
        var reached: Set<String> = [token]
        var frontier = [token]
        while let next = frontier.popLast() {
            for alias in aliasing[next] ?? [] where reached.insert(alias).inserted { frontier.append(alias) }
        }
        return Set(tokenUses.filter { reached.contains($0.token) }.map(\.subject)).sorted()
    }
}
