import DesignSupport
import DesignTokens

/// Why no comparison is possible: the base cannot be found or read. Each message names what
/// was given and what to do.
package enum DiffError: Error, Sendable, CustomStringConvertible {
    /// The base is neither a folder nor a revision, and the catalogue is not in a git repository.
    case baseNotFound(base: String, catalog: String)
    /// The base is not a folder, and git does not know it as a revision.
    case unknownRevision(revision: String, repository: String)
    /// The revision names a git object that is not a commit and leads to none (a tag of a file).
    case notACommit(revision: String, kind: String)
    /// The revision has no `dscheck.json` where the catalogue is.
    case noCatalogAtRevision(revision: String, path: String)
    /// The base folder holds no catalogue, neither itself nor at the catalogue's path inside it.
    case noCatalogInFolder(folder: String, catalog: String)
    /// The base names a file.
    case baseIsFile(String)
    /// The base catalogue's manifest cannot be used.
    case unreadableBase(base: String, problems: [Diagnostic])
    /// git could not be run, or failed.
    case gitFailed(command: String, message: String)
    /// The base could not be written to a temporary folder.
    case snapshotFailed(path: String, message: String)
    /// The revision's tree holds an entry dscheck will not write: a path that could leave the
    /// catalogue folder or hides characters, or two paths naming the same file.
    case unsafeTree(revision: String, problem: String)
    /// The revision's `dscheck.json` is a symbolic link or a submodule.
    case manifestNotAFile(revision: String, path: String, kind: String)
    /// The revision's catalogue files add up to more than dscheck reads from a revision.
    case baseTooLarge(revision: String, size: Int, limit: Int)

    /// The message as the lines it is printed in: one headline, then for an unusable manifest
    /// one clang-style line per problem. Each is a single line, for ``Console``'s `errLine`.
    package var lines: [String] {
        guard case .unreadableBase(let base, let problems) = self else { return [description] }
        return ["the base catalogue '\(base)' cannot be read:"] + problems.map { $0.clangStyleLine() }
    }

    package var description: String {
        switch self {
        case .baseNotFound(let base, let catalog):
            "there is no folder '\(base)', and \(catalog) is not inside a git repository, so '\(base)' cannot be a revision either; give a catalogue folder, or run dscheck on a catalogue in a git checkout"
        case .unknownRevision(let revision, let repository):
            "'\(revision)' is neither a folder nor a revision of the git repository at \(repository); give a branch, tag or commit (for a pull request, fetch the base first: git fetch origin main)"
        case .notACommit(let revision, let kind):
            "'\(revision)' names a git \(kind == "blob" ? "blob (a file)" : kind), not a commit, so it holds no catalogue to compare with; give a branch, tag or commit"
        case .noCatalogAtRevision(let revision, let path):
            "revision '\(revision)' has no catalogue at \(path.isEmpty ? "the repository root" : path) (no dscheck.json there); check the revision, or diff against a folder with --base DIR"
        case .noCatalogInFolder(let folder, let catalog):
            "the base folder '\(folder)' holds no catalogue: neither \(folder)/dscheck.json nor \(folder)/\(catalog)/dscheck.json exists"
        case .baseIsFile(let base):
            "the base '\(base)' is a file; give a catalogue folder or a git revision"
        case .unreadableBase:
            lines.joined(separator: "\n")
        case .gitFailed(let command, let message):
            "'\(command)' failed: \(message)"
        case .snapshotFailed(let path, let message):
            "cannot write the base to \(path): \(message)"
        case .unsafeTree(let revision, let problem):
            "revision '\(revision)' cannot be compared: \(problem); dscheck does not write such a tree (it wrote nothing), so check where the revision comes from and fix its tree, or diff against a folder with --base DIR"
        case .manifestNotAFile(let revision, let path, let kind):
            "revision '\(revision)' has \(path)dscheck.json as \(kind), and dscheck reads only regular files from a revision (it never follows links); commit the manifest as a file, or diff against a folder with --base DIR"
        case .baseTooLarge(let revision, let size, let limit):
            "the catalogue at revision '\(revision)' is \(size) bytes of JSON, more than the \(limit) bytes dscheck reads from a revision; split the design system into catalogues, or diff against a folder with --base DIR"
        }
    }
}
