import DesignSupport

/// A Tokens Studio theme: its name, its group (a modifier of the resolver) and the sets it
/// uses, each `enabled` or `source` (`disabled` sets are left out).
struct Theme {
    let name: String
    /// The theme's group; nil for a theme without one.
    let group: String?
    /// The sets it uses as `source`: read for references, and overridden by every enabled set.
    let sources: [String]
    /// The sets it uses as `enabled`.
    let enabled: [String]
    let location: SourceLocation

    /// Every set it uses, as `$themes.json` lists them.
    var sets: [String] { sources + enabled }

    /// Whether it uses `set` as a source.
    func usesAsSource(_ set: String) -> Bool { sources.contains(set) }
}
