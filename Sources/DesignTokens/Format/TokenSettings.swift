/// Settings that change how token files are read.
public struct TokenSettings: Sendable, Hashable {
    /// Units accepted besides the format's own (`px`, `rem` for dimensions; `ms`, `s` for
    /// durations), such as `pt` or `em`.
    public var extraUnits: Set<String>

    /// Creates settings.
    public init(extraUnits: Set<String> = []) {
        self.extraUnits = extraUnits
    }
}
