import DesignSupport
import DesignTokens
import OutputFolder

/// A generated documentation site, in memory: every file by path.
package struct Site: Sendable {
    /// One file of the site.
    package typealias File = OutputFile

    /// The files, sorted by path.
    package let files: [File]

    package init(files: [File]) {
        self.files = files
    }
}
