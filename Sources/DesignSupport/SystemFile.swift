import Foundation

/// Writing files with system calls, as the report writer, the site writer and the snapshot of a
/// git revision do: every byte written or a failure that says why, and replacements that are
/// atomic (a reader sees the old file or the new one, never part of one).
public enum SystemFile {
    /// A failed system call: the path it was about and the system's sentence for it.
    public struct Failure: Error, Sendable, Equatable {
        /// The path the call was about.
        public let path: String
        /// The system's sentence for the error, such as "No space left on device".
        public let reason: String

        /// The failure of the call just made on `path`, from `errno`.
        public init(_ path: String) {
            self.path = path
            reason = SystemFile.lastError
        }
    }

    /// The system's sentence for `errno`.
    public static var lastError: String { String(cString: strerror(errno)) }

    /// Writes all of `bytes` to the open file `descriptor`, continuing after short writes and
    /// interruptions; false with `errno` set when the system refuses.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
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
    public static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `data` to the open file `descriptor` (see the bytes form).
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Creates the file `path`, which must not exist (not even as a link), holding `text`.
    public static func writeNew(_ text: String, at path: String) throws(Failure) {
        let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw Failure(path) }
        let failure = writeAll(text, to: file) ? nil : Failure(path)
        guard close(file) == 0, failure == nil else { throw failure ?? Failure(path) }
    }

    /// Replaces the file `path` with `text` atomically: writes a new file beside it, with the
    /// permissions of the file it replaces (or the default ones when there is none), syncs it
    /// to disk when `durable`, then renames it over `path`. On failure `path` is as it was and
    /// the new file is removed.
    public static func replace(_ path: String, with text: String, durable: Bool) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).dscheck-XXXXXX").path.utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { throw Failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var old = stat()
        let mask = umask(0)
        umask(mask)
        let mode = stat(path, &old) == 0 ? old.st_mode & 0o7777 : 0o666 & ~mask
        let written = fchmod(file, mode) == 0 && writeAll(text, to: file) && (!durable || fsync(file) == 0)
        let failure = written ? nil : Failure(path)
        guard close(file) == 0, written, rename(temporary, path) == 0 else {
            let reported = failure ?? Failure(path)
            unlink(temporary)
            throw reported
        }
    }
}
