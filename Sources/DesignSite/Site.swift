import DesignSupport
import DesignTokens
import OutputFolder

/// A generated documentation site, in memory: every file by path.
public struct Site: Sendable {
    /// One file of the site.
    public typealias File = OutputFile

    /// The files, sorted by path.
    public let files: [File]
}
