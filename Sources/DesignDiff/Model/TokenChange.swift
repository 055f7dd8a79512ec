import DesignSupport
import DesignTokens

/// One change between the base and the head token sets, in one context of the resolver or in
/// all of them.
package struct TokenChange: Sendable, Hashable {
    /// What changed; its raw value is the stable id.
    package var kind: ChangeKind
    /// How much it matters.
    package var level: ChangeLevel
    /// The token's name (the new name for a rename); nil for context and modifier changes.
    package var token: String?
    /// The context the change holds in (modifier to context name); empty when it holds in every
    /// compared context. For a removed or added context, that context.
    package var context: ResolverContext
    /// The resolved value in the base, if the token was there and resolved.
    package var before: TokenValue?
    /// The resolved value in the head, if the token is there and resolved.
    package var after: TokenValue?
    /// Where the token (or the resolver) is in the base.
    package var base: SourceLocation?
    /// Where the token (or the resolver) is in the head.
    package var head: SourceLocation?
    /// For a change only the base has (a removed token, context or modifier), where the head
    /// shows it: where it would have been (its parent group's line, or the file's first line),
    /// never a line that holds something else. Nil when ``head`` is set.
    package var anchor: SourceLocation?
    /// The components and compositions that use the token in the base or the head, directly or
    /// through aliases, sorted.
    package var usedBy: [String]
    /// What else the change says, by kind.
    package var detail: ChangeDetail

    /// Creates a change at its kind's level.
    package init(
        _ kind: ChangeKind, token: String?, context: ResolverContext = [:], before: TokenValue? = nil, after: TokenValue? = nil,
        base: SourceLocation? = nil, head: SourceLocation? = nil, usedBy: [String] = [], detail: ChangeDetail = .none
    ) {
        self.kind = kind
        self.level = kind.level
        self.token = token
        self.context = context
        self.before = before
        self.after = after
        self.base = base
        self.head = head
        self.usedBy = usedBy
        self.detail = detail
        if case .renamed(_, keptAsDeprecatedAlias: true) = detail { level = .deprecation }
    }

    /// Where reports show the change: in the head (``head``, else ``anchor``), the base only
    /// when neither is known.
    package var shownAt: SourceLocation {
        head ?? anchor ?? base ?? .file(".")
    }
}

/// What a change says beyond its token, values and locations.
package enum ChangeDetail: Sendable, Hashable {
    case none
    /// A rename: the old name, and whether it stays as a deprecated alias of the new one.
    case renamed(from: String, keptAsDeprecatedAlias: Bool)
    /// A deprecation or a removal after deprecation, with the reason the token gives.
    case deprecated(reason: String?)
    /// A type change.
    case retyped(from: TokenType, to: TokenType)
    /// An alias that now points at a token of another type.
    case realiased(target: String, targetType: TokenType, formerType: TokenType)
    /// A colour change: the perceptual distance ΔE OK and both colours as `#rrggbb`.
    case recolored(deltaE: Double, beforeHex: String, afterHex: String)
    /// A dimension or duration change: (after − before) / before, in points or seconds.
    case rescaled(relativeChange: Double)
    /// A modifier added or removed, with its contexts.
    case modifier(name: String, contexts: [String])
}
