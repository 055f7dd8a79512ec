/// One file of an output folder.
package struct OutputFile: Sendable, Hashable {
    /// The path relative to the folder, with `/` between folders.
    package let path: String
    /// The file's text, written as UTF-8.
    package let contents: String

    /// Creates a file.
    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
