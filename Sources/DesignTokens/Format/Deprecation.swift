/// Whether a token is deprecated, and why.
public enum Deprecation: Sendable, Hashable {
    /// Not deprecated.
    case active
    /// Deprecated, with the reason the file gave, if any.
    case deprecated(reason: String?)

    /// `true` unless `.active`.
    public var isDeprecated: Bool {
        if case .active = self { return false }
        return true
    }
}
