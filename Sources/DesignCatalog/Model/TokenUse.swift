import DesignTokens

/// A value in a spec that can name a token.
protocol TokenNaming {
    var tokenName: String? { get }
    var location: SourceLocation { get }
    /// The token types that fit where the value is written.
    var acceptedTypes: [TokenType] { get }
}

extension Bound: TokenNaming {
    var acceptedTypes: [TokenType] { (Value.self as? any TokenRepresentable.Type)?.tokenTypes ?? [] }
}

/// A token named by a component or composition spec.
public struct TokenUse: Sendable, Hashable {
    /// The token's dot path.
    public let token: String
    /// Where the reference is written.
    public let location: SourceLocation
    /// The component or composition id.
    public let subject: String
    /// The token types that fit where the reference is written.
    public let acceptedTypes: [TokenType]
}

extension Catalog {
    /// Every token reference in `components` and `compositions`, in spec order, found by walking
    /// the models.
    static func tokenUses(_ components: [Component], _ compositions: [Composition]) -> [TokenUse] {
        var uses: [TokenUse] = []
        func walk(_ value: Any, subject: String) {
            if let named = value as? any TokenNaming {
                if let token = named.tokenName {
                    uses.append(TokenUse(token: token, location: named.location, subject: subject, acceptedTypes: named.acceptedTypes))
                }
                return
            }
            // Values that hold no reference are skipped without reflecting on them, and so are
            // resolved variants, whose references are those of the anatomy and variants.
            if value is String || value is SourceLocation || value is [String: SourceLocation] || value is [String]
                || value is [String: ResolvedVariant] { return }
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle != nil else { return }
            for child in mirror.children { walk(child.value, subject: subject) }
        }
        for component in components { walk(component, subject: component.id) }
        for composition in compositions { walk(composition, subject: composition.id) }
        return uses
    }

    /// The components and compositions that use `token` directly or through aliases in
    /// `tokens`, sorted. To ask about many tokens, build one ``TokenUsage`` instead.
    public func users(of token: String, in tokens: TokenSet) -> [String] {
        TokenUsage(catalog: self, tokens: tokens).users(of: token)
    }
}

/// Which components and compositions use which tokens, directly or through aliases, in one
/// token set: built once, then asked about any number of tokens.
public struct TokenUsage: Sendable {
    private let subjectsByToken: [String: Set<String>]
    private let aliasesByTarget: [String: [String]]

    /// Indexes the token uses of `catalog` and the references between `tokens`.
    public init(catalog: Catalog, tokens: TokenSet) {
        self.init(uses: catalog.tokenUses, tokens: tokens)
    }

    /// Indexes `uses` (a catalogue's ``Catalog/tokenUses``, walked once for several token sets)
    /// and the references between `tokens`.
    public init(uses: [TokenUse], tokens: TokenSet) {
        var subjects: [String: Set<String>] = [:]
        for use in uses { subjects[use.token, default: []].insert(use.subject) }
        var aliases: [String: [String]] = [:]
        for resolved in tokens.tokens {
            for reference in resolved.references { aliases[reference, default: []].append(resolved.name) }
        }
        subjectsByToken = subjects
        aliasesByTarget = aliases
    }

    /// The components and compositions that use `token` directly or through tokens that refer
    /// to it (at any depth), sorted.
    public func users(of token: String) -> [String] {
        var reached: Set<String> = [token]
        var frontier = [token]
        var users: Set<String> = []
        while let next = frontier.popLast() {
            users.formUnion(subjectsByToken[next] ?? [])
            for alias in aliasesByTarget[next] ?? [] where reached.insert(alias).inserted { frontier.append(alias) }
        }
        return users.sorted()
    }
}
