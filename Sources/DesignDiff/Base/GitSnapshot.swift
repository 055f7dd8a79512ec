import DesignCatalog
import DesignSupport
import DesignTokens
import OutputFolder

/// The files of a catalogue at a git revision, written to a temporary folder with git itself
/// (`ls-tree` and `cat-file`): nothing is checked out into the work tree.
struct GitSnapshot {
    /// The temporary folder holding the catalogue's files; remove it when done.
    let folder: String
    /// The work folder `folder` lies in, locked while this run lives: a run that is killed
    /// leaves it for the next `diff` to remove (see ``WorkFolder``).
    private let work: WorkFolder
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
            guard try Self.isUnborn(revision, in: repository) else {
                if !revision.hasPrefix("-"), let kind = try Self.objectKind(revision, in: repository) {
                    throw .notACommit(revision: revision, kind: kind)
                }
                throw .unknownRevision(revision: revision, repository: top.text)
            }
            self = try GitSnapshot(emptyFor: catalog)
            return
        }
        let arguments = ["ls-tree", "-r", "-l", "-z", "--full-tree", commit.text] + (prefix.isEmpty ? [] : ["--", prefix])
        let output = try repository.run(arguments)
        guard output.status == 0 else {
            throw .unsafeTree(
                revision: revision, problem: "git cannot list its tree: " + output.stderr.trimmingSpacesAndNewlines())
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

        let work = try Self.makeFolder()
        let folder = work.output
        self.work = work
        self.folder = folder
        do throws(DiffError) {
            let writer = SnapshotWriter(folder: folder)
            try Self.copy(read, from: repository, into: writer)
            for file in listing.files where file.size > limit { try writer.reserve(file.size, at: file.path) }
        } catch {
            work.remove()
            throw error
        }
        problems = listing.skipped.map { entry in
            Diagnostic(
                JSONDiagnostic.unreadable,
                message:
                    "\(entry.path) is \(entry.kind.rawValue) at revision '\(revision)'; dscheck reads only regular files from a revision and never follows links or submodules, so the base is compared without it",
                location: .file(PathName.joined(folder, entry.path)))
        }
    }

    /// Whether `revision` is `HEAD` (or `@`) of a repository whose current branch has no
    /// commits yet, as in a new repository before its first commit.
    /// What git object `revision` names when it is one but no commit can be reached from it (a
    /// tag of a file, a tree): `blob`, `tree`; nil when git knows no such object.
    private static func objectKind(_ revision: String, in repository: Git) throws(DiffError) -> String? {
        let peeled = try repository.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{}"])
        guard peeled.status == 0 else { return nil }
        let kind = try repository.run(["cat-file", "-t", peeled.text])
        return kind.status == 0 ? kind.text : nil
    }

    private static func isUnborn(_ revision: String, in repository: Git) throws(DiffError) -> Bool {
        guard revision == "HEAD" || revision == "@" else { return false }
        let branch = try repository.run(["symbolic-ref", "--quiet", "HEAD"])
        let head = try repository.run(["rev-parse", "--verify", "--quiet", "HEAD"])
        return branch.status == 0 && head.status != 0
    }

    /// The base of a branch with no commits yet: an empty catalogue with the head's name,
    /// version and platform, so every token, component and screen is new, as git shows every
    /// file of a first commit as added.
    private init(emptyFor catalog: String) throws(DiffError) {
        let head = CatalogManifest.load(folder: catalog).manifest
        let manifest = JSONOutput.object([
            "name": .string(head?.name ?? "empty"), "version": .string(head?.version ?? "0"),
            "platform": .string((head?.platform ?? .ios).rawValue), "tokens": .string("tokens.tokens.json"),
        ])
        work = try Self.makeFolder()
        folder = work.output
        problems = []
        do throws(DiffError) {
            let writer = SnapshotWriter(folder: folder)
            for (path, text) in [(CatalogManifest.fileName, manifest.serialized()), ("tokens.tokens.json", "{}\n")] {
                let file = try writer.create(path)
                defer { SystemFile.close(file) }
                try writer.append(Data(text.utf8), to: file, at: path)
            }
        } catch {
            remove()
            throw error
        }
    }

    /// Makes the work folder a base is written to, under the system's temporary folder (a
    /// diff writes nothing else, so there is no target to put it beside), removing those of
    /// runs that died.
    private static func makeFolder() throws(DiffError) -> WorkFolder {
        let temporary = FileManager.default.temporaryDirectory
        do {
            return try WorkFolder(beside: temporary.appendingPathComponent("dscheck-base").path)
        } catch {
            throw .snapshotFailed(path: error.path, message: error.reason)
        }
    }

    /// Removes the temporary folder.
    func remove() {
        work.remove()
    }

    /// Writes `files` into `writer`'s folder as one `git cat-file --batch` prints them, a chunk
    /// at a time: no blob is held whole.
    private static func copy(_ files: [GitTreeListing.File], from repository: Git, into writer: SnapshotWriter) throws(DiffError) {
        guard !files.isEmpty else { return }
        let input = Data(files.map { $0.object + "\n" }.joined().utf8)
        try repository.stream(["cat-file", "--batch"], input: input) { output throws(DiffError) in
            for file in files {
                // "<object> blob <size>\n<bytes>\n"
                let header = output.line(maximum: 256).map { String(decoding: $0, as: UTF8.self) }
                guard let header, header == "\(file.object) blob \(file.size)" else {
                    throw .gitFailed(
                        command: "git cat-file --batch",
                        message: "expected \(file.object) blob \(file.size), read \(header ?? "the end of the output")")
                }
                let descriptor = try writer.create(file.path)
                defer { SystemFile.close(descriptor) }
                let complete = try output.take(file.size) { chunk throws(DiffError) in try writer.append(chunk, to: descriptor, at: file.path) }
                guard complete, output.line(maximum: 0) == Data() else {
                    throw .gitFailed(command: "git cat-file --batch", message: "the output ended inside \(file.object)")
                }
            }
        }
    }
}

/// Writes files into a folder dscheck just created, without following any link: folders are
/// made one component at a time and opened with `O_NOFOLLOW`, files are created with
/// `O_EXCL`, so nothing that already exists is written through or replaced.
private struct SnapshotWriter {
    let folder: String

    /// Writes `data` at the end of the open file `file`, the one at `path`.
    func append(_ data: Data, to file: Int32, at path: String) throws(DiffError) {
        guard SystemFile.writeAll(data, to: file) else { throw failure(path) }
    }

    /// Writes an empty file of `size` bytes at `path`: a hole, not data.
    func reserve(_ size: Int, at path: String) throws(DiffError) {
        let file = try create(path)
        defer { SystemFile.close(file) }
        guard SystemFile.truncate(file, to: size) else { throw failure(path) }
    }

    /// Creates the folders of `path` and opens the new file at its end for writing.
    func create(_ path: String) throws(DiffError) -> Int32 {
        guard let file = SystemFile.createNew(path.split(separator: "/").map(String.init), under: folder) else { throw failure(path) }
        return file
    }

    private func failure(_ path: String) -> DiffError {
        .snapshotFailed(path: PathName.joined(folder, path), message: OS.lastErrorText)
    }
}
