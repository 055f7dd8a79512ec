import DesignSupport

/// Writes files into a folder that is new or empty (a scaffold such as `dscheck init`'s): they
/// are written into a temporary folder beside it, which then becomes the new folder in one
/// step, or whose entries move into the empty folder (never replaced), so a failed or
/// interrupted run leaves nothing half-written. A folder that holds anything is never touched.
package enum NewFolder {
    /// Why the folder was not written; each message says what to do.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The folder holds files or folders (the first few names).
        case notEmpty(folder: String, entries: [String])
        /// Something that is not a folder is at the path: a file, a pipe…
        case notAFolder(String, kind: FileStatus.Kind)
        /// A symbolic link is at the path (and where it points, when it can be read).
        case symbolicLink(String, target: String?)
        /// Reading or writing failed.
        case io(path: String, reason: String)
        /// A file just written could not be read back to check it.
        case readBack(path: String, reason: String)
        /// The written files do not load: how many errors the check found, and the first, as
        /// it would be at the folder's path.
        case wouldNotLoad(folder: String, errors: Int, first: Diagnostic)

        package var description: String {
            switch self {
            case .notEmpty(let folder, let entries):
                "\(folder) is not empty (it holds \(entries.joined(separator: ", "))); give a new or empty folder, or remove what is in it"
            case .notAFolder(let path, let kind):
                "\(path) is \(kind.noun), not a folder; give a new or empty folder"
            case .symbolicLink(let path, let target):
                "\(path) is a symbolic link\(target.map { " to \($0)" } ?? ""), and dscheck writes only into a folder that is one itself (a link could lead anywhere); give the folder it points to, or a new folder"
            case .io(let path, let reason):
                "cannot write \(path): \(reason)"
            case .readBack(let path, let reason):
                "cannot read back \(path), just written, to check it: \(reason)"
            case .wouldNotLoad(let folder, let errors, let first):
                "what dscheck would write to \(folder) does not load (\(errors) error\(errors == 1 ? "" : "s"); the first: \(first.location): \(first.message) [\(first.ruleId)]), so nothing was written; this is a bug in dscheck: please report it with the command you ran"
            }
        }
    }

    /// Writes `files` (paths relative to the folder) into `path`, making the folders above it
    /// when they are missing. `check` reads the files back from the work folder before they
    /// move into place and returns the errors it finds: what one command writes, the next must
    /// read, so any error leaves the folder as it was.
    package static func write(_ files: [OutputFile], to path: String, check: (_ written: String) -> [Diagnostic] = { _ in [] }) throws(Failure) {
        defer { Interruption.settle() }
        let target = URL(fileURLWithPath: path).standardizedFileURL.path
        try refuseOccupied(target, shown: path)
        let parent = PathName.parent(target)
        do {
            try FileSystem.makeFolderPath(parent)
        } catch {
            throw .io(path: parent, reason: "cannot make the folder: \(error.message)")
        }
        let work: WorkFolder
        do {
            work = try WorkFolder(beside: target)
        } catch {
            throw .io(path: error.path, reason: error.reason)
        }
        defer { work.remove() }
        do {
            try FileSystem.writeNew(files, under: work.output)
        } catch {
            throw .io(path: work.output, reason: error.message)
        }
        let errors = check(work.output)
        if var first = errors.min() {
            first.location.file = shownPath(first.location.file, under: work.output, as: path)
            throw .wouldNotLoad(folder: path, errors: errors.count, first: first)
        }
        if FileSystem.renameNoReplace(work.output, target) == 0 { return }
        guard OS.errorNumber == OS.ErrorNumber.exists || OS.errorNumber == OS.ErrorNumber.notEmpty else {
            throw .io(path: path, reason: OS.lastErrorText)
        }
        // An empty folder is there: checked again and kept (its owner, its mode, and a shell
        // standing in it stay as they are), and the new entries move into it one by one; if one
        // cannot, those moved go back to the work folder, which is removed.
        try refuseOccupied(target, shown: path)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: work.output)) ?? []).sorted()
        var moved: [String] = []
        for entry in entries {
            let from = PathName.joined(work.output, entry)
            let to = PathName.joined(target, entry)
            guard FileSystem.renameNoReplace(from, to) == 0 else {
                let reason = OS.lastErrorText
                for back in moved.reversed() {
                    _ = FileSystem.renameNoReplace(
                        PathName.joined(target, back), PathName.joined(work.output, back))
                }
                throw .io(path: to, reason: reason)
            }
            moved.append(entry)
        }
    }

    /// `file` as it will be once the work folder's output is moved to `shown`.
    private static func shownPath(_ file: String, under output: String, as shown: String) -> String {
        let prefix = output + "/"
        return file.hasPrefix(prefix) ? PathName.joined(shown, String(file.dropFirst(prefix.count))) : file
    }

    /// Refuses a path that holds anything but an empty folder; messages name it as `shown`.
    private static func refuseOccupied(_ target: String, shown: String) throws(Failure) {
        guard let kind = FileSystem.kind(target) else { return }
        if kind == .symbolicLink { throw .symbolicLink(shown, target: try? FileManager.default.destinationOfSymbolicLink(atPath: target)) }
        guard kind == .folder else { throw .notAFolder(shown, kind: kind) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []).sorted()
        if !entries.isEmpty { throw .notEmpty(folder: shown, entries: Array(entries.prefix(3)) + (entries.count > 3 ? ["…"] : [])) }
    }
}
