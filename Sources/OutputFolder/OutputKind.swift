/// What a ``FolderWriter`` writes (a site, generated code): the words its messages use and the
/// manifest it leaves in the folder.
package protocol OutputKind: Sendable {
    /// What is written, as a message names it, such as `the site`.
    static var noun: String { get }
    /// An `--out` folder a message suggests, such as `site`.
    static var exampleFolder: String { get }
    /// The manifest file written into every output folder: the files dscheck wrote there.
    static var manifestName: String { get }
}
