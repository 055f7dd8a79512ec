import Foundation

/// The files of a catalogue at a git revision, written to a temporary folder with git itself
/// (`ls-tree` and `cat-file`): nothing is checked out into the work tree.
struct GitSnapshot {
    /// The temporary folder holding the catalogue's files; remove it when done.
    let folder: String

    /// Writes the catalogue at `catalog` (a folder inside a git work tree) as it is at
    /// `revision` into a new temporary folder. Only `.json` and `.tokens` files are read, the
    /// files a catalogue is made of; symbolic links and submodules are left out.
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
        let blobs = try Self.blobs(in: repository, commit: commit.text, prefix: prefix)
        guard blobs.contains(where: { $0.path == "dscheck.json" }) else {
            throw .noCatalogAtRevision(revision: revision, path: prefix)
        }
        let contents = try Self.contents(of: blobs.map(\.object), in: repository)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-base-\(UUID().uuidString)").path
        do {
            for (blob, data) in zip(blobs, contents) {
                let path = (folder as NSString).appendingPathComponent(blob.path)
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: path))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw .snapshotFailed(path: folder, message: error.localizedDescription)
        }
    }

    /// Removes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The catalogue's regular files at `commit`, with paths relative to the catalogue folder.
    private static func blobs(in repository: Git, commit: String, prefix: String) throws(DiffError) -> [(path: String, object: String)] {
        let listing = try repository.check(["ls-tree", "-r", "-z", "--full-tree", commit] + (prefix.isEmpty ? [] : ["--", prefix]))
        var blobs: [(path: String, object: String)] = []
        for entry in listing.stdout.split(separator: 0) {
            // "<mode> SP <type> SP <object> TAB <path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[entry.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000", path.hasPrefix(prefix),
                path.hasSuffix(".json") || path.hasSuffix(".tokens")
            else { continue }
            blobs.append((String(path.dropFirst(prefix.count)), String(fields[2])))
        }
        return blobs
    }

    /// The contents of `objects`, in order, read with one `git cat-file --batch`.
    private static func contents(of objects: [String], in repository: Git) throws(DiffError) -> [Data] {
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
