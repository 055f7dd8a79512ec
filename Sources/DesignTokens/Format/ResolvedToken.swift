import DesignSupport

/// A token with its type determined and its value resolved (every alias followed).
public struct ResolvedToken: Sendable, Hashable {
    /// The dot path, such as `color.steel.1`.
    public var name: String
    /// The path segments.
    public var path: [String]
    /// The type, or nil when it could not be determined (a diagnostic says why).
    public var type: TokenType?
    /// The resolved value, or nil when it could not be resolved (a diagnostic says why).
    public var value: TokenValue?
    /// Where the token's name is.
    public var location: SourceLocation
    /// Where the token's `$value` (or `$ref`) is.
    public var valueLocation: SourceLocation
    /// The dot path of the token a whole-value alias points at directly, or nil.
    public var aliasOf: String?
    /// Whether the token is deprecated (its own `$deprecated` or its group's).
    public var deprecation: Deprecation
    /// The `$description`, if any.
    public var description: String?
    /// The `$extensions` object as written, kept for tools that understand it.
    public var extensions: JSONNode?
    /// Every token this token's value refers to directly, whole-value or inside a composite.
    public var references: [String]
}

/// The resolved tokens of one context, sorted by name, with the diagnostics found on the way.
public struct TokenSet: Sendable {
    /// The tokens, sorted by name.
    public var tokens: [ResolvedToken]
    /// Problems found while reading and resolving.
    public var diagnostics: [Diagnostic]
    private var indexByName: [String: Int]

    /// Creates a set; tokens are sorted by name.
    public init(tokens: [ResolvedToken], diagnostics: [Diagnostic]) {
        self.tokens = tokens.sorted { $0.name < $1.name }
        self.diagnostics = diagnostics
        var index: [String: Int] = [:]
        for (position, token) in self.tokens.enumerated() { index[token.name] = position }
        indexByName = index
    }

    /// The token named `name` (a dot path), if present.
    public subscript(name: String) -> ResolvedToken? {
        indexByName[name].map { tokens[$0] }
    }
}
