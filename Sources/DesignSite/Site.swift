import DesignSupport
import DesignTokens

/// A generated documentation site, in memory: every file by path.
public struct Site: Sendable {
    /// One file of the site.
    public struct File: Sendable {
        /// The path relative to the site root, with `/` between folders.
        public let path: String
        /// The file's text, written as UTF-8.
        public let contents: String
    }

    /// The files, sorted by path.
    public let files: [File]
}
