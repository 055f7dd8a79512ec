import DesignSupport
import Foundation

/// The system calls the folder writer needs, with paths inside a folder kept as bytes so names are
/// compared exactly as the file system stores them (never as canonically equivalent strings).
package enum FileSystem {
    /// A failed call, with the system's sentence for it.
    struct Failure: Error {
        let message: String

        init(_ path: String) { self.init(SystemFile.Failure(path)) }

        init(_ failure: SystemFile.Failure) { message = "\(failure.path): \(failure.reason)" }
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// Linux's renameat2, looked up at run time (the C library's header hides it from Swift).
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Swaps two paths in one step (RENAME_EXCHANGE); -1 with `errno` set when the system or
    /// the file system cannot, or a path is a mount point (EBUSY).
    package static func exchange(_ first: String, _ second: String) -> Int32 {
        guard let renameAt2 else {
            errno = ENOSYS
            return -1
        }
        return renameAt2(AT_FDCWD, first, AT_FDCWD, second, 2)
    }

    /// Renames `from` to `to` only when nothing is at `to` (RENAME_NOREPLACE where the system
    /// has it, else a check and a rename); -1 with EEXIST when something is there.
    static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
        if let renameAt2 {
            if renameAt2(AT_FDCWD, from, AT_FDCWD, to, 1) == 0 { return 0 }
            guard errno == EINVAL || errno == ENOSYS else { return -1 }
        }
        guard !exists(to) else {
            errno = EEXIST
            return -1
        }
        return rename(from, to)
    }

    static func type(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    static func exists(_ path: String) -> Bool { type(path) != nil }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes a new file at `relative` under `root`, making its folders one level at a time
    /// (so nothing is made once `root` is gone), without syncing each file: the folder is
    /// complete only once it is moved into place.
    static func writeNew(_ contents: String, at relative: String, under root: String) throws(Failure) {
        let path = try makeFolders(for: relative, under: root)
        do {
            try SystemFile.writeNew(contents, at: path)
        } catch {
            throw Failure(error)
        }
    }

    /// Replaces the file at `relative` under `root` atomically: written beside it, then renamed
    /// over it.
    static func replace(_ contents: String, at relative: String, under root: String) throws(Failure) {
        let path = try makeFolders(for: relative, under: root)
        do {
            try SystemFile.replace(path, with: contents, durable: false)
        } catch {
            throw Failure(error)
        }
    }

    private static func makeFolders(for relative: String, under root: String) throws(Failure) -> String {
        var folder = root
        for part in relative.split(separator: "/").dropLast() {
            folder += "/" + part
            guard mkdir(folder, 0o777) == 0 || (errno == EEXIST && isFolder(folder)) else { throw Failure(folder) }
        }
        return root + "/" + relative
    }

    /// Every file and folder under `root` (not following links), as paths relative to it in
    /// bytes, parents before their contents.
    static func entries(under root: String) -> [(path: [UInt8], type: mode_t)] {
        var found: [(path: [UInt8], type: mode_t)] = []
        func walk(_ relative: [UInt8]) {
            let folder = Array(root.utf8) + (relative.isEmpty ? [] : [UInt8(ascii: "/")] + relative)
            guard
                let stream = (folder + [0]).withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
                )
            else { return }
            defer { closedir(stream) }
            var names: [[UInt8]] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
            }
            for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                var status = stat()
                let full = folder + [UInt8(ascii: "/")] + name + [0]
                guard full.withUnsafeBufferPointer({ lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &status) }) == 0
                else { continue }
                found.append((path, status.st_mode & S_IFMT))
                if status.st_mode & S_IFMT == S_IFDIR { walk(path) }
            }
        }
        walk([])
        return found
    }

    /// Deletes under `root` the regular files whose paths `listed` holds, byte for byte, then
    /// every folder left empty, and `root` itself unless `keepingRoot`; returns what is left.
    static func removeListed(_ listed: Set<[UInt8]>, under root: String, keepingRoot: Bool = false) -> [String] {
        let entries = entries(under: root)
        func call(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32) {
            let full = Array(root.utf8) + [UInt8(ascii: "/")] + path + [0]
            _ = full.withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        }
        for entry in entries where entry.type == S_IFREG && listed.contains(entry.path) { call(entry.path, unlink) }
        for entry in entries.reversed() where entry.type == S_IFDIR { call(entry.path, rmdir) }
        if !keepingRoot { rmdir(root) }
        return Self.entries(under: root).filter { $0.type != S_IFDIR }.map { String(decoding: $0.path, as: UTF8.self) }
    }
}
