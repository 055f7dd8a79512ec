import DesignSupport

/// A Tokens Studio theme: its name, its group (a modifier of the resolver) and the sets it
/// uses, each `enabled` or `source` (`disabled` sets are left out).
struct Theme {
    let name: String
    /// The theme's group; nil for a theme without one.
    let group: String?
    /// The sets it uses, as `$themes.json` lists them.
    let sets: [String]
    let location: SourceLocation
}
