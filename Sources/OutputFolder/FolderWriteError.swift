import DesignSupport

/// Why an output folder was not written. Each message names the folder and what to do instead.
package enum FolderWriteError<Kind: OutputKind>: Error, Equatable, CustomStringConvertible {
    /// `--out` is empty.
    case emptyPath
    /// `--out` is the file system root.
    case rootFolder
    /// `--out` is the home folder.
    case homeFolder(String)
    /// `--out` is the catalogue, inside it, or holds it.
    case catalogFolder(out: String, catalog: String)
    /// `--out` exists and is not a folder: a file, a pipe…
    case notAFolder(String, kind: FileStatus.Kind)
    /// `--out` is a symbolic link.
    case symbolicLink(String)
    /// The folder `--out` would go in does not exist.
    case missingParent(String)
    /// `--out` holds files dscheck did not write (the first few, relative to it).
    case foreignFiles(folder: String, files: [String])
    /// The output was written, but files saved into the old one while it was being replaced
    /// (the first few) were kept, with what was left of it, in another folder.
    case keptForeignFiles(folder: String, kept: String, files: [String])
    /// Reading or writing failed.
    case io(path: String, reason: String)

    /// How many files a message names.
    static var filesShown: Int { 5 }

    package var description: String {
        let noun = Kind.noun
        let example = "--out \(Kind.exampleFolder)"
        let more = { (files: [String]) in files.count >= Self.filesShown ? ", …" : "" }
        return switch self {
        case .emptyPath:
            "--out is empty, which would replace the current folder; give a folder of its own, such as \(example)"
        case .keptForeignFiles(let folder, let kept, let files):
            "wrote \(noun) to \(folder), but files were saved into the old one while it was being replaced (\(files.joined(separator: ", "))\(more(files))); they are kept in \(kept)"
        case .rootFolder:
            "refusing to write \(noun) to /; give a folder of its own, such as \(example)"
        case .homeFolder(let path):
            "refusing to write \(noun) to the home folder \(path); give a folder of its own, such as \(example)"
        case .catalogFolder(let out, let catalog):
            "refusing to write \(noun) to \(out): it is or holds the catalogue \(catalog), which \(noun) would replace or mix with; give a folder outside it, such as \(example)"
        case .notAFolder(let path, let kind):
            "\(path) is \(kind.noun), not a folder; remove it or give another --out"
        case .symbolicLink(let path):
            "\(path) is a symbolic link; give the folder it points to, or another --out"
        case .missingParent(let path):
            "the folder \(path) does not exist; create it first, or give an --out in an existing folder"
        case .foreignFiles(let folder, let files):
            "refusing to write \(noun) to \(folder): it holds files dscheck did not write (\(files.joined(separator: ", "))\(more(files))); give an empty or new folder, or one dscheck wrote before"
        case .io(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
