/// One file of an output folder.
package struct OutputFile: Sendable, Hashable {
    /// The path relative to the folder, with `/` between folders.
    package let path: String
    /// The file's text as UTF-8, as it is written.
    package let bytes: [UInt8]

    /// Creates a file holding `contents`.
    package init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    /// Creates a file holding the UTF-8 text `bytes`, as the site's pages are made.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file's text.
    package var contents: String { String(decoding: bytes, as: UTF8.self) }
}
