#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Files and folders through system calls, for the report writer, the output folders and the
/// snapshot of a git revision: every byte written or a failure that says why, replacements that
/// are atomic (a reader sees the old file or the new one, never part of one), and creation that
/// never follows or replaces what is already there.
///
/// Every call here has the same signature and meaning in Darwin's and Glibc's headers (POSIX
/// 2008: `open`, `openat`, `mkdirat`, `write`, `pread`, `close`, `ftruncate`, `fsync`, `fchmod`,
/// `umask`, `mkstemp`, `mkdtemp`, `mkdir`, `rmdir`, `unlink`, `realpath`, `opendir`/`readdir`,
/// `flock` from BSD, which Glibc also declares); Swift's platform overlay gives `open` and
/// `openat` the same non-variadic forms on both. Where the two differ, the branch is in
/// ``FileStatus``, ``OS/exchange(_:_:)`` and ``OS/renameNoReplace(_:_:)``.
package enum SystemFile {
    /// A failed system call: the path it was about and the system's sentence for it.
    package struct Failure: Error, Sendable, Equatable {
        /// The path the call was about.
        package let path: String
        /// The system's sentence for the error, such as "No space left on device".
        package let reason: String

        /// The failure of the call just made on `path`, from `errno`.
        package init(_ path: String) {
            self.path = path
            reason = OS.lastErrorText
        }
    }

    /// Writes all of `bytes` to the open file `descriptor`, continuing after short writes and
    /// interruptions; false with `errno` set when the system refuses.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Writes the UTF-8 of `text` to the open file `descriptor` (see the bytes form).
    package static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `data` to the open file `descriptor` (see the pointer form).
    package static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Reads up to `count` bytes at `offset` of the open file `descriptor`; nil when it cannot.
    package static func read(_ count: Int, at offset: Int64, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        guard read >= 0 else { return nil }
        return Array(bytes.prefix(read))
    }

    /// Closes `descriptor`; false with `errno` set when the close reports a failed write.
    @discardableResult
    package static func close(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            Darwin.close(descriptor) == 0
        #else
            Glibc.close(descriptor) == 0
        #endif
    }

    /// What to tell a user about the file `path` that could not be read: opened again to learn
    /// why (`errno` of the failed read is gone by then), "check its permissions" when it may
    /// not be read, that too many files are open when the process (or the system) has run out
    /// of descriptors, else the system's sentence. When it opens now (a descriptor came free
    /// since, or what failed was the read itself), the advice is to check its permissions, as
    /// it always was. Opened without waiting, so a FIFO does not hold the run up.
    package static func unreadableAdvice(_ path: String) -> String {
        let descriptor = openFile(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
        guard descriptor < 0 else {
            close(descriptor)
            return "check its permissions"
        }
        return unreadableAdvice(errorNumber: OS.errorNumber)
    }

    /// ``unreadableAdvice(_:)`` for a file that failed to open with `errorNumber`. EMFILE and
    /// ENFILE (too many descriptors, in the process or the system) are 24 and 23 in both
    /// <errno.h>s, Glibc's and Darwin's <sys/errno.h>.
    package static func unreadableAdvice(errorNumber: Int32) -> String {
        switch errorNumber {
        case EACCES, EPERM: "check its permissions"
        case EMFILE, ENFILE: "too many files are open (\(OS.errorText(errorNumber))); raise the limit of open files (ulimit -n) and run again"
        default: OS.errorText(errorNumber)
        }
    }

    /// How a file is opened by ``open(_:_:)``.
    package enum OpenMode {
        /// A new file that must not exist, not even as a link, for writing (mode 0666 less
        /// the umask, or `permissions`).
        case createNew(permissions: UInt16 = 0o666)
        /// An existing file, device or FIFO, written from its start and cut there; never
        /// made the controlling terminal.
        case overwrite
        /// An existing file for reading and writing, not through a final link.
        case update
        /// An existing file for reading, not through a final link.
        case read
        /// A lock file for reading and writing, made when missing (exclusively, when `new`).
        case lock(new: Bool)
    }

    /// Opens `path` as `mode` says; the descriptor, or nil with `errno` set. Every descriptor
    /// is close-on-exec, so no process dscheck starts (git) inherits it.
    package static func open(_ path: String, _ mode: OpenMode) -> Int32? {
        let descriptor: Int32
        switch mode {
        case .createNew(let permissions):
            descriptor = openFile(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
        case .overwrite:
            descriptor = openFile(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0)
        case .update:
            descriptor = openFile(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0)
        case .read:
            descriptor = openFile(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC, 0)
        case .lock(let new):
            descriptor = openFile(path, O_RDWR | O_CREAT | O_CLOEXEC | (new ? O_EXCL : 0), 0o600)
        }
        return descriptor >= 0 ? descriptor : nil
    }

    private static func openFile(_ path: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
        #if canImport(Darwin)
            Darwin.open(path, flags, permissions)
        #else
            Glibc.open(path, flags, permissions)
        #endif
    }

    /// Sets the open file `descriptor` to `size` bytes: a hole, not data, when it grows.
    package static func truncate(_ descriptor: Int32, to size: Int) -> Bool {
        ftruncate(descriptor, off_t(size)) == 0
    }

    /// Takes the exclusive advisory lock (`flock`) on the open file `descriptor`, waiting for
    /// it unless `waiting` is false; false with `errno` set when it is not taken.
    package static func lock(_ descriptor: Int32, waiting: Bool) -> Bool {
        flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) == 0
    }

    /// Creates the file `path`, which must not exist (not even as a link), holding `bytes`.
    package static func writeNew(_ bytes: [UInt8], at path: String) throws(Failure) {
        guard let file = open(path, .createNew()) else { throw Failure(path) }
        let failure = bytes.withUnsafeBytes { writeAll($0, to: file) } ? nil : Failure(path)
        guard close(file), failure == nil else { throw failure ?? Failure(path) }
    }

    /// Replaces the file `path` with `text` atomically: writes a new file beside it, with the
    /// permissions of the file it replaces (or the default ones when there is none), syncs it
    /// to disk when `durable`, then renames it over `path`. On failure `path` is as it was and
    /// the new file is removed.
    package static func replace(_ path: String, with text: String, durable: Bool) throws(Failure) {
        try replace(path, durable: durable) { file in writeAll(text, to: file) }
    }

    /// Replaces the file `path` as ``replace(_:with:durable:)`` does, with what `write` writes
    /// to the new file's open descriptor (false when a write failed, with `errno` set): for a
    /// report written in pieces, which is never whole in memory.
    package static func replace(_ path: String, durable: Bool, writing write: (_ descriptor: Int32) -> Bool) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).dscheck-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { throw Failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let mask = umask(0)
        umask(mask)
        let mode = FileStatus(path, followingLinks: true).map { mode_t($0.permissions) } ?? (0o666 & ~mask)
        let written = fchmod(file, mode) == 0 && write(file) && (!durable || sync(file))
        let failure = written ? nil : Failure(path)
        guard close(file), written, rename(temporary, path) else {
            let reported = failure ?? Failure(path)
            unlink(temporary)
            throw reported
        }
    }

    /// Flushes the open file `descriptor` to the disk itself. On Darwin `fsync` only hands the
    /// data to the drive, whose cache may still lose it; `fcntl(F_FULLFSYNC)` (<sys/fcntl.h>)
    /// flushes that too, and `fsync` is the fallback where a file system refuses it. On Linux
    /// `fsync` flushes the drive's cache already.
    private static func sync(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    /// Makes a new folder from `template`, a path ending in `XXXXXX` that the system replaces
    /// with a unique suffix (mode 0700); its path, or nil with `errno` set.
    package static func makeTemporaryFolder(_ template: String) -> String? {
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else { return nil }
        return bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Makes the folder `path` (mode 0777 less the umask); false with `errno` set.
    package static func makeFolder(_ path: String) -> Bool { mkdir(path, 0o777) == 0 }

    /// Removes the file (or link) `path`; false with `errno` set.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

    /// Removes the empty folder `path`; false with `errno` set.
    @discardableResult
    package static func removeEmptyFolder(_ path: String) -> Bool { rmdir(path) == 0 }

    /// Renames `from` to `to`, replacing a file (or an empty folder) at `to`; false with
    /// `errno` set.
    package static func rename(_ from: String, _ to: String) -> Bool {
        #if canImport(Darwin)
            Darwin.rename(from, to) == 0
        #else
            Glibc.rename(from, to) == 0
        #endif
    }

    /// `path` with every link and `.`/`..` resolved; nil with `errno` set when a part is
    /// missing.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in the folder whose path is the bytes `folder`, as the file system stores
    /// them (not `.` and `..`), in no particular order, each with its kind when the folder's
    /// listing says it (nil: ask `lstat`); nil when the folder cannot be read. Most file systems
    /// say it, which saves a call per entry on a folder of thousands of pages.
    package static func entries(inFolder folder: [UInt8]) -> [(name: [UInt8], kind: FileStatus.Kind?)]? {
        guard let stream = OS.withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: [UInt8], kind: FileStatus.Kind?)] = []
        // `d_name` is a fixed array of CChar on both (256 on Glibc, 1024 on Darwin), ended by
        // a zero byte.
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                entries.append((name, kind(ofEntryType: entry.pointee.d_type)))
            }
        }
        return entries
    }

    /// The kind a directory entry's `d_type` names, nil for `DT_UNKNOWN` (a file system that
    /// does not say). The values are the same in glibc's <dirent.h> and Darwin's
    /// <sys/dirent.h>: DT_FIFO 1, DT_CHR 2, DT_DIR 4, DT_BLK 6, DT_REG 8, DT_LNK 10, DT_SOCK 12.
    private static func kind(ofEntryType type: UInt8) -> FileStatus.Kind? {
        switch type {
        case 1: .fifo
        case 2: .characterDevice
        case 4: .folder
        case 6: .blockDevice
        case 8: .regular
        case 10: .symbolicLink
        case 12: .socket
        default: nil
        }
    }

    /// Removes the file (or link) whose path is the bytes `path`, reached exactly as the file
    /// system stores its name; false with `errno` set.
    @discardableResult
    package static func removeFile(bytes path: [UInt8]) -> Bool { OS.withCString(path) { unlink($0) } == 0 }

    /// Removes the empty folder whose path is the bytes `path`; false with `errno` set.
    @discardableResult
    package static func removeEmptyFolder(bytes path: [UInt8]) -> Bool { OS.withCString(path) { rmdir($0) } == 0 }

    /// Creates the new file at `path` (names relative to the folder `root`, which dscheck just
    /// made), making its missing folders (mode 0700) one at a time, each opened with
    /// `O_NOFOLLOW` relative to the last (`openat`, `mkdirat`), so nothing already there is
    /// followed, written through or replaced. The open descriptor, or nil with `errno` set.
    package static func createNew(_ path: [String], under root: String) -> Int32? {
        guard let name = path.last else { return nil }
        let folderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        var parent = openFile(root, folderFlags, 0)
        guard parent >= 0 else { return nil }
        defer { close(parent) }
        for component in path.dropLast() {
            if mkdirat(parent, component, 0o700) != 0, errno != EEXIST { return nil }
            let child = openat(parent, component, folderFlags, 0)
            guard child >= 0 else { return nil }
            close(parent)
            parent = child
        }
        let file = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        return file >= 0 ? file : nil
    }
}
