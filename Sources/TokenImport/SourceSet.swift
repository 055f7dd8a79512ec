import DesignTokens

/// One token set of a source: a Tokens Studio set or a Style Dictionary file.
struct SourceSet {
    /// The set's name (`core/colors`), or the file's path in a Style Dictionary source.
    let name: String
    /// The set's tokens and groups.
    let root: JSONNode
}
