import CatalogCommands
import DesignSupport

/// Where `--output` or `--write-baseline` writes, checked before any work is done.
///
/// A regular file or a new path is written atomically (a temporary file beside it, renamed over
/// it), so a failed run leaves the old file whole. A symbolic link is written through: its
/// target is replaced the same way when it is a regular file, and the link stays. A character
/// device, a FIFO or a terminal is written in place; `/dev/stdout`, `/dev/stderr` and
/// `/dev/fd/1` or `2` are the console's own streams. An empty path, a folder, a disk (block
/// device), a link to nothing and a path inside a protected folder (the catalogue being read)
/// are refused.
struct ReportWriter {
    /// How the report reaches its destination.
    private enum Destination: Equatable {
        case standardOutput
        case standardError
        /// Written to a temporary file beside the real path, then renamed over it.
        case replacing(realPath: String)
        /// Opened and written where it is (a device, a FIFO, a terminal).
        case inPlace(String)
    }

    private let option: String
    /// What the option's value holds before the path (`sarif=` for `--report sarif=FILE`), so
    /// the examples in the messages are values the option takes.
    private let valuePrefix: String
    private let path: String?
    private let protected: [String]
    /// Where the path led when it was checked (nil: standard output, no path given), so two
    /// writers of one run can tell that they would overwrite each other.
    private var checked: Destination?

    /// What the commands' help says about the paths the writer accepts.
    static let help = """
        A file or new path is replaced whole, a link's file through the link;
        a device, a FIFO or /dev/stdout is written in place; a folder and a
        path inside the catalogue are refused
        """

    /// Checks `path` (the value of `option` after `valuePrefix`, nil for standard output) against
    /// what the writer accepts and against the `protected` folders and files, which it must not
    /// write into.
    init(_ path: String?, option: String, valuePrefix: String = "", protecting protected: [String]) throws(UsageError) {
        self.option = option
        self.valuePrefix = valuePrefix
        self.path = path
        self.protected = protected
        if let path { checked = try destination(path) }
    }

    /// Whether this writer and `other` write to the same place (one file, by its real path, or
    /// one of the console's streams), as their paths were when checked.
    func writesWhere(_ other: ReportWriter) -> Bool {
        (checked ?? .standardOutput) == (other.checked ?? .standardOutput)
    }

    /// Writes `report`, checking the path again first; on failure the old file is left whole.
    func write(_ report: String, console: inout Console) throws(UsageError) {
        // In pieces of 64 KiB, so a report of megabytes is not copied whole.
        var text = report
        try write(console: &console) { piece in
            text.withUTF8 { bytes in
                for start in stride(from: 0, to: bytes.count, by: 1 << 16) {
                    piece(Array(bytes[start..<min(start + (1 << 16), bytes.count)]))
                }
            }
        }
    }

    /// Writes a report made in pieces: `produce` hands each piece, in order, to the function
    /// it is given. A file is replaced once every piece is in the new file (on failure the old
    /// file is left whole); standard output, standard error and devices take each piece as it
    /// comes. A report of 100,000 tokens is so never whole in memory.
    func write(console: inout Console, pieces produce: (_ piece: @escaping ([UInt8]) -> Void) -> Void) throws(UsageError) {
        let destination = try path.map { path throws(UsageError) in try self.destination(path) } ?? .standardOutput
        switch destination {
        case .standardOutput:
            let console = console
            produce { console.out(bytes: $0) }
        case .standardError:
            let console = console
            produce { console.err(String(decoding: $0, as: UTF8.self)) }
        case .inPlace(let device):
            guard let file = SystemFile.open(device, .overwrite) else { throw UsageError("cannot write '\(path!)': \(OS.lastErrorText)") }
            let written = Self.writePieces(to: file, produce)
            let error = written ? nil : OS.lastErrorText
            guard SystemFile.close(file), written else { throw UsageError("cannot write '\(path!)': \(error ?? OS.lastErrorText)") }
        case .replacing(let real):
            do {
                try SystemFile.replace(real, durable: true) { file in Self.writePieces(to: file, produce) }
            } catch {
                throw UsageError("cannot write '\(path!)': \(error.reason); the file was left as it was")
            }
        }
    }

    /// Writes every piece `produce` makes to the open file `descriptor`; false after the first
    /// write that failed (the pieces after it are dropped), with `errno` as that write left it.
    private static func writePieces(to descriptor: Int32, _ produce: (_ piece: @escaping ([UInt8]) -> Void) -> Void) -> Bool {
        final class Outcome {
            var failure: Int32?
        }
        let outcome = Outcome()
        produce { piece in
            guard outcome.failure == nil else { return }
            if !piece.withUnsafeBytes({ SystemFile.writeAll($0, to: descriptor) }) { outcome.failure = OS.errorNumber }
        }
        guard let failure = outcome.failure else { return true }
        OS.errorNumber = failure
        return false
    }

    private func destination(_ path: String) throws(UsageError) -> Destination {
        if path.isEmpty { throw UsageError("\(option) was given an empty path; give a file name, such as \(option) \(valuePrefix)report.json") }
        if OS.standardStreamPaths.output.contains(path) { return .standardOutput }
        if OS.standardStreamPaths.error.contains(path) { return .standardError }
        if path.hasSuffix("/") { throw folderError(path) }
        let destination: Destination
        if let status = FileStatus(path, followingLinks: false) {
            destination = try existingDestination(path, linkStatus: status)
        } else {
            guard OS.errorNumber == OS.ErrorNumber.noSuchFile else { throw UsageError("cannot write '\(path)': \(OS.lastErrorText)") }
            let parent = PathName.parent(path)
            guard let realParent = SystemFile.realPath(parent.isEmpty ? "." : parent), FileStatus.isFolder(realParent) else {
                throw UsageError(
                    "cannot write '\(path)': the folder '\(parent)' does not exist; create it first, or give a path in an existing folder")
            }
            destination = .replacing(realPath: PathName.joined(realParent, PathName.lastComponent(path)))
        }
        if case .replacing(let real) = destination { try refuseProtected(real, shownAs: path) }
        return destination
    }

    /// The destination of a path that exists; `linkStatus` is its `lstat`.
    private func existingDestination(_ path: String, linkStatus: FileStatus) throws(UsageError) -> Destination {
        var status = linkStatus
        if linkStatus.kind == .symbolicLink {
            guard let target = FileStatus(path, followingLinks: true) else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw UsageError("'\(path)' is a symbolic link to '\(target)', which does not exist; give the file itself, or a new path")
            }
            status = target
        }
        switch status.kind {
        case .folder: throw folderError(path)
        case .regular:
            guard let real = SystemFile.realPath(path) else { throw UsageError("cannot write '\(path)': \(OS.lastErrorText)") }
            return .replacing(realPath: real)
        case .blockDevice:
            throw UsageError("'\(path)' is a disk (a block device), which a report would overwrite; give a file, a pipe or a terminal")
        default:
            return .inPlace(path)
        }
    }

    private func folderError(_ path: String) -> UsageError {
        UsageError(
            "'\(path)' is a folder; \(option) takes a file, such as \(option) \(valuePrefix)\(PathName.joined(path, "report.json"))"
        )
    }

    /// Refuses a real path that is, or is inside, one of the protected folders or files.
    private func refuseProtected(_ real: String, shownAs path: String) throws(UsageError) {
        for item in protected {
            guard let protectedReal = SystemFile.realPath(item) else { continue }
            if real == protectedReal {
                throw UsageError(
                    "refusing to write to '\(path)': it is '\(item)', which this command reads and the report would replace; give another path, such as \(option) \(valuePrefix)report.json"
                )
            }
            if real.hasPrefix(protectedReal.hasSuffix("/") ? protectedReal : protectedReal + "/") {
                throw UsageError(
                    "refusing to write to '\(path)': it is inside '\(item)', which this command reads and the report would overwrite; give a path outside it, such as \(option) \(valuePrefix)report.json"
                )
            }
        }
    }
}
