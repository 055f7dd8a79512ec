/// One file of an output folder.
public struct OutputFile: Sendable, Hashable {
    /// The path relative to the folder, with `/` between folders.
    public let path: String
    /// The file's text, written as UTF-8.
    public let contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
