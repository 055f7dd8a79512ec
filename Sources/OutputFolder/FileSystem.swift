import DesignSupport

/// The system calls the folder writer needs, with paths inside a folder kept as bytes so names are
/// compared exactly as the file system stores them (never as canonically equivalent strings).
package enum FileSystem {
    /// A failed call, with the system's sentence for it.
    package struct Failure: Error {
        package let message: String

        init(_ path: String) { self.init(SystemFile.Failure(path)) }

        init(_ failure: SystemFile.Failure) { message = "\(failure.path): \(failure.reason)" }
    }

    /// Swaps two paths in one step; see ``OS/exchange(_:_:)``.
    package static func exchange(_ first: String, _ second: String) -> Int32 { OS.exchange(first, second) }

    /// Renames `from` to `to` only when nothing is at `to`; see ``OS/renameNoReplace(_:_:)``.
    static func renameNoReplace(_ from: String, _ to: String) -> Int32 { OS.renameNoReplace(from, to) }

    static func kind(_ path: String) -> FileStatus.Kind? { FileStatus(path, followingLinks: false)?.kind }

    static func exists(_ path: String) -> Bool { FileStatus.exists(path) }

    static func isFolder(_ path: String) -> Bool { FileStatus.isFolder(path) }

    static func realPath(_ path: String) -> String? { SystemFile.realPath(path) }

    /// Writes new files (paths relative to `root`), making their folders one level at a time
    /// (so nothing is made once `root` is gone) and each folder once (a site's thousand pages
    /// share a few folders), without syncing each file: the folder is complete only once it is
    /// moved into place. A file `previous` holds unchanged is linked from it instead.
    package static func writeNew(_ files: [OutputFile], under root: String, reusing previous: PreviousOutput? = nil) throws(Failure) {
        var made: Set<String> = []
        for file in files { try writeNew(file, under: root, made: &made, reusing: previous) }
    }

    /// Writes one new file as ``writeNew(_:under:reusing:)`` does, `made` holding the folders
    /// made or found so far.
    static func writeNew(_ file: OutputFile, under root: String, made: inout Set<String>, reusing previous: PreviousOutput?) throws(Failure) {
        let path = try makeFolders(for: file.path, under: root, made: &made)
        if let previous, previous.keep(file, at: path) { return }
        do {
            try SystemFile.writeNew(file.bytes, at: path)
        } catch {
            throw Failure(error)
        }
    }

    /// Replaces the file at `relative` under `root` atomically: written beside it, then renamed
    /// over it.
    static func replace(_ contents: String, at relative: String, under root: String) throws(Failure) {
        var made: Set<String> = []
        let path = try makeFolders(for: relative, under: root, made: &made)
        do {
            try SystemFile.replace(path, with: contents, durable: false)
        } catch {
            throw Failure(error)
        }
    }

    /// Makes the folder `path` and every missing folder above it, as `mkdir -p` does.
    package static func makeFolderPath(_ path: String) throws(Failure) {
        guard !isFolder(path) else { return }
        let parent = PathName.parent(path)
        if !parent.isEmpty, parent != path { try makeFolderPath(parent) }
        guard SystemFile.makeFolder(path) || (OS.errorNumber == OS.ErrorNumber.exists && isFolder(path)) else { throw Failure(path) }
    }

    /// Makes the folders of `relative` under `root` that `made` (the folders this writer made or
    /// found) does not hold, adding them to it; returns the file's path.
    private static func makeFolders(for relative: String, under root: String, made: inout Set<String>) throws(Failure) -> String {
        var folder = root
        for part in relative.split(separator: "/").dropLast() {
            folder += "/" + part
            guard !made.contains(folder) else { continue }
            guard SystemFile.makeFolder(folder) || (OS.errorNumber == OS.ErrorNumber.exists && isFolder(folder)) else { throw Failure(folder) }
            made.insert(folder)
        }
        return root + "/" + relative
    }

    /// Every file and folder under `root` (not following links), as paths relative to it in
    /// bytes, parents before their contents.
    static func entries(under root: String) -> [(path: [UInt8], kind: FileStatus.Kind)] {
        var found: [(path: [UInt8], kind: FileStatus.Kind)] = []
        let rootBytes = Array(root.utf8)
        func walk(_ relative: [UInt8]) {
            let folder = rootBytes + (relative.isEmpty ? [] : [UInt8(ascii: "/")] + relative)
            guard let listed = SystemFile.entries(inFolder: folder) else { return }
            for (name, listedKind) in listed.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                guard let kind = listedKind ?? FileStatus(bytes: folder + [UInt8(ascii: "/")] + name)?.kind else { continue }
                found.append((path, kind))
                if kind == .folder { walk(path) }
            }
        }
        walk([])
        return found
    }

    /// Removes `root` and everything under it (not following links), holding one descriptor at
    /// a time: each folder's names are read and its stream closed before anything in it is
    /// removed, so a run that has used up its file descriptors (which Foundation's removal,
    /// holding one per level, then fails for) still removes its work folder. Whether it is gone.
    @discardableResult
    static func removeTree(_ root: String) -> Bool {
        guard let kind = kind(root) else { return true }
        guard kind == .folder else { return SystemFile.removeFile(root) }
        let rootBytes = Array(root.utf8) + [UInt8(ascii: "/")]
        let entries = entries(under: root)
        for entry in entries where entry.kind != .folder { SystemFile.removeFile(bytes: rootBytes + entry.path) }
        for entry in entries.reversed() where entry.kind == .folder { SystemFile.removeEmptyFolder(bytes: rootBytes + entry.path) }
        return SystemFile.removeEmptyFolder(root) || !exists(root)
    }

    /// Deletes under `root` the regular files whose paths `listed` holds, byte for byte, then
    /// every folder left empty, and `root` itself unless `keepingRoot`; returns what is left.
    static func removeListed(_ listed: Set<[UInt8]>, under root: String, keepingRoot: Bool = false) -> [String] {
        let entries = entries(under: root)
        let rootBytes = Array(root.utf8) + [UInt8(ascii: "/")]
        for entry in entries where entry.kind == .regular && listed.contains(entry.path) { SystemFile.removeFile(bytes: rootBytes + entry.path) }
        for entry in entries.reversed() where entry.kind == .folder { SystemFile.removeEmptyFolder(bytes: rootBytes + entry.path) }
        // A root removed held nothing more; only one that stays is listed again.
        if !keepingRoot, SystemFile.removeEmptyFolder(root) { return [] }
        return Self.entries(under: root).filter { $0.kind != .folder }.map { String(decoding: $0.path, as: UTF8.self) }
    }
}
