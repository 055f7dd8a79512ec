import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of a catalogue at a git revision, written to a temporary folder with git itself
/// (`ls-tree` and `cat-file`): nothing is checked out into the work tree.
struct GitSnapshot {
    /// The temporary folder holding the catalogue's files; remove it when done.
    let folder: String
    /// What the folder leaves out, located at the file's path in it: symbolic links and
    /// submodules, which are never followed.
    let problems: [Diagnostic]

    /// The most bytes of catalogue files read from one revision.
    static let maximumSize = 256 << 20

    /// Writes the catalogue at `catalog` (a folder inside a git work tree) as it is at
    /// `revision` into a new temporary folder. Only `.json` and `.tokens` files are read, the
    /// files a catalogue is made of, and every path is checked before it is written (see
    /// ``GitTreeListing``). A file larger than the JSON reader's limit is not read: it is
    /// written as an empty file of its size (sparse, so it takes no space), which the reader
    /// refuses by its size, as it would in a folder.
    init(revision: String, catalog: String) throws(DiffError) {
        let here = Git(folder: catalog)
        let top = try here.run(["rev-parse", "--show-toplevel"])
        guard top.status == 0 else { throw .baseNotFound(base: revision, catalog: catalog) }
        let prefix = try here.check(["rev-parse", "--show-prefix"]).text
        let repository = Git(folder: top.text)
        let commit = try repository.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard !revision.hasPrefix("-"), commit.status == 0 else {
            throw .unknownRevision(revision: revision, repository: top.text)
        }
        let arguments = ["ls-tree", "-r", "-l", "-z", "--full-tree", commit.text] + (prefix.isEmpty ? [] : ["--", prefix])
        let output = try repository.run(arguments)
        guard output.status == 0 else {
            throw .unsafeTree(
                revision: revision, problem: "git cannot list its tree: " + output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let listing: GitTreeListing
        do {
            listing = try GitTreeListing(output.stdout, prefix: prefix)
        } catch {
            throw .unsafeTree(revision: revision, problem: error.description)
        }
        if let manifest = listing.skipped.first(where: { $0.path == CatalogManifest.fileName }) {
            throw .manifestNotAFile(revision: revision, path: prefix, kind: manifest.kind.rawValue)
        }
        guard listing.files.contains(where: { $0.path == CatalogManifest.fileName }) else {
            throw .noCatalogAtRevision(revision: revision, path: prefix)
        }
        let limit = JSONReader().maximumSize
        let read = listing.files.filter { $0.size <= limit }
        let total = read.reduce(0) { $0 + $1.size }
        guard total <= Self.maximumSize else { throw .baseTooLarge(revision: revision, size: total, limit: Self.maximumSize) }

        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-base-XXXXXX").path.utf8CString)
        guard let created = mkdtemp(&template) else {
            throw .snapshotFailed(path: FileManager.default.temporaryDirectory.path, message: String(cString: strerror(errno)))
        }
        let folder = String(cString: created)
        self.folder = folder
        do throws(DiffError) {
            let contents = try Self.contents(of: read.map(\.object), in: repository)
            let writer = SnapshotWriter(folder: folder)
            for (file, data) in zip(read, contents) { try writer.store(data, at: file.path) }
            for file in listing.files where file.size > limit { try writer.reserve(file.size, at: file.path) }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        problems = listing.skipped.map { entry in
            Diagnostic(
                JSONDiagnostic.unreadable,
                message:
                    "\(entry.path) is \(entry.kind.rawValue) at revision '\(revision)'; dscheck reads only regular files from a revision and never follows links or submodules, so the base is compared without it",
                location: .file((folder as NSString).appendingPathComponent(entry.path)))
        }
    }

    /// Removes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The contents of `objects`, in order, read with one `git cat-file --batch`.
    private static func contents(of objects: [String], in repository: Git) throws(DiffError) -> [Data] {
        guard !objects.isEmpty else { return [] }
        let input = Data(objects.map { $0 + "\n" }.joined().utf8)
        let output = try repository.check(["cat-file", "--batch"], input: input).stdout
        var contents: [Data] = []
        var position = output.startIndex
        for object in objects {
            // "<object> blob <size>\n<bytes>\n"
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw .gitFailed(command: "git cat-file --batch", message: "the output ended before \(object)")
            }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.endIndex else {
                throw .gitFailed(command: "git cat-file --batch", message: "unexpected output for \(object): \(header.joined(separator: " "))")
            }
            contents.append(output[(newline + 1)..<(newline + 1 + size)])
            position = newline + 1 + size + 1
        }
        return contents
    }
}

/// Writes files into a folder dscheck just created, without following any link: folders are
/// made one component at a time and opened with `O_NOFOLLOW`, files are created with
/// `O_EXCL`, so nothing that already exists is written through or replaced.
private struct SnapshotWriter {
    let folder: String

    /// Writes `data` as the new file at `path` (checked, relative to the folder).
    func store(_ data: Data, at path: String) throws(DiffError) {
        let file = try create(path)
        defer { close(file) }
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { bytes in
                write(file, bytes.baseAddress! + written, bytes.count - written)
            }
            guard count > 0 else { throw failure(path) }
            written += count
        }
    }

    /// Writes an empty file of `size` bytes at `path`: a hole, not data.
    func reserve(_ size: Int, at path: String) throws(DiffError) {
        let file = try create(path)
        defer { close(file) }
        guard ftruncate(file, off_t(size)) == 0 else { throw failure(path) }
    }

    /// Creates the folders of `path` and opens the new file at its end for writing.
    private func create(_ path: String) throws(DiffError) -> Int32 {
        var components = path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var parent = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard parent >= 0 else { throw failure(path) }
        defer { close(parent) }
        for component in components {
            if mkdirat(parent, component, 0o700) != 0, errno != EEXIST { throw failure(path) }
            let child = openat(parent, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { throw failure(path) }
            close(parent)
            parent = child
        }
        let file = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw failure(path) }
        return file
    }

    private func failure(_ path: String) -> DiffError {
        .snapshotFailed(path: (folder as NSString).appendingPathComponent(path), message: String(cString: strerror(errno)))
    }
}
