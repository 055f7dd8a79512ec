import DesignSupport
import Dispatch
import Synchronization

/// The temporary folder an output folder is built in, `.DIR.dscheck-XXXXXX` beside DIR: it holds
/// the output (`output`) and a lock file (`lock`) locked while the run lives. A folder of that name whose
/// lock can be taken, and which was locked once (its lock file says so), belongs to a run that
/// died, as does one killed before its lock was made (empty, or holding only `lock.new`): the
/// next run removes it. A run stopped by SIGINT, SIGTERM or SIGHUP removes its own
/// before it dies.
package final class WorkFolder: Sendable {
    /// Why a work folder could not be made: the path and the system's sentence.
    package struct Failure: Error {
        package let path: String
        package let reason: String
    }

    /// The folder, the output inside it, and a folder beside the output for what a command
    /// writes only while it makes the output (the token files `import` converted, checked
    /// before they are written).
    package let folder: String
    package let output: String
    package let scratch: String
    private let lock: Int32
    package static let lockName = "lock"
    /// What every dscheck work folder's lock holds (first written by `site`, and kept so the
    /// folders of earlier versions are still recognised).
    package static let lockMark = "dscheck site\n"
    /// What a signal handler renames a work folder to before removing it; only dscheck gives
    /// that name, so a folder left with it (the process died mid-removal) is removed.
    package static let removingSuffix = ".removing"

    /// The folder the output replaces, whose unchanged files the output keeps; nil for a new
    /// folder.
    package let previous: PreviousOutput?

    /// Removes stale work folders of `target`, then makes a new one; `listed` is what the
    /// manifest of the folder at `target` lists, when it is an output being replaced.
    package init(beside target: String, replacing listed: Set<[UInt8]>? = nil) throws(Failure) {
        let parent = PathName.parent(target)
        let prefix = ".\(PathName.lastComponent(target)).dscheck-"
        Self.removeStale(in: parent, prefix: prefix)
        var made: (folder: String, lock: Int32)?
        var failure: String?
        // A concurrent run may remove the folder while it is half made (see removeStale); then
        // it is made again.
        for _ in 0..<8 where made == nil {
            Interruption.track { () -> String? in
                guard let folder = SystemFile.makeTemporaryFolder(PathName.joined(parent, prefix + "XXXXXX")) else {
                    failure = OS.lastErrorText
                    return nil
                }
                guard let lock = Self.lockFile(in: folder) else {
                    failure = OS.lastErrorText
                    FileSystem.removeTree(folder)
                    return nil
                }
                made = (folder, lock)
                return folder
            }
        }
        guard let made else {
            throw Failure(path: parent, reason: "cannot make a temporary folder: \(failure ?? "unknown failure")")
        }
        folder = made.folder
        lock = made.lock
        output = folder + "/output"
        scratch = folder + "/scratch"
        var folderFailure: Failure?
        for made in [output, scratch] where folderFailure == nil && !SystemFile.makeFolder(made) {
            folderFailure = Failure(path: made, reason: OS.lastErrorText)
        }
        if let listed, let attributes = NewFileAttributes(ofFilesMadeIn: output) {
            previous = PreviousOutput(folder: target, listed: listed, attributes: attributes)
        } else {
            previous = nil
        }
        if let folderFailure {
            remove()
            throw folderFailure
        }
    }

    /// Makes the folder's lock file, locked and marked, under its final name in one step: it is
    /// written as `lock.new`, then renamed, so a run killed at any moment leaves either a marked
    /// lock or a half-made folder (nothing, or `lock.new` alone) that removeStale recognises.
    /// Returns the open, locked file, or nil with `errno` set.
    private static func lockFile(in folder: String) -> Int32? {
        let partial = folder + "/" + lockName + ".new"
        guard let lock = SystemFile.open(partial, .lock(new: true)) else { return nil }
        guard SystemFile.lock(lock, waiting: true), SystemFile.writeAll(lockMark, to: lock), SystemFile.rename(partial, folder + "/" + lockName)
        else {
            let number = OS.errorNumber
            SystemFile.close(lock)
            OS.errorNumber = number
            return nil
        }
        return lock
    }

    /// Releases the lock and removes the folder and everything in it. The lock goes first: its
    /// descriptor may be the one a run that used up its descriptors needs for the removal, and
    /// a run that finds the folder unlocked meanwhile only removes it too.
    package func remove() {
        SystemFile.close(lock)
        Interruption.untrack(folder)
    }

    /// Moves the output folder (an old output holding files saved into it while it was
    /// replaced) to a name of its own beside `target`, out of the stale folders' pattern, and
    /// returns it.
    package func keep(beside target: String) -> String {
        let kept = target + ".kept-by-dscheck-" + (folder.split(separator: "-").last.map(String.init) ?? "")
        return SystemFile.rename(output, kept) ? kept : output
    }

    /// Removes the work folders of runs that died: those whose lock can be taken and is marked
    /// as once held, half-made ones (empty, or holding only a `lock.new` nobody holds), and
    /// half-removed ones (named with ``removingSuffix``).
    private static func removeStale(in parent: String, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix(prefix) {
            Interruption.remove(PathName.joined(parent, name), if: isAbandoned)
        }
    }

    /// Removes `folder`, renamed first with ``removingSuffix`` (unless it has it): its lock file
    /// is among the first things the removal deletes, and a run killed after that (by SIGKILL,
    /// which no handler sees) would leave a folder no later run recognises as a work folder.
    static func removeRenamingFirst(_ folder: String) {
        let removing = folder + removingSuffix
        FileSystem.removeTree(folder.hasSuffix(removingSuffix) || !SystemFile.rename(folder, removing) ? folder : removing)
    }

    /// Whether the work folder `folder` belongs to a run that died.
    private static func isAbandoned(_ folder: String) -> Bool {
        if folder.hasSuffix(removingSuffix) { return true }
        guard FileStatus(folder, followingLinks: false)?.kind == .folder else { return false }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.isEmpty { return true }
        let isHalfMade = entries == [lockName + ".new"]
        guard let lock = SystemFile.open(folder + "/" + (isHalfMade ? lockName + ".new" : lockName), .update) else { return false }
        defer { SystemFile.close(lock) }
        guard SystemFile.lock(lock, waiting: false) else { return false }
        if isHalfMade { return true }
        return SystemFile.read(lockMark.utf8.count, at: 0, from: lock) == Array(lockMark.utf8)
    }
}

/// Removes the work folders of this process when SIGINT, SIGTERM or SIGHUP arrives, then dies of
/// the same signal (its default action), so the exit status still says "killed by signal".
package enum Interruption {
    private static let folders = Mutex<Set<String>>([])
    private static let sources = Mutex<[any DispatchSourceSignal]>([])
    private static let farewell = Mutex<(@Sendable (Int32) -> Void)?>(nil)

    /// Handles SIGINT, SIGTERM and SIGHUP from now on, for a command that runs until it is
    /// stopped (`dscheck watch`): when one arrives, the work folders are removed, `goodbye`
    /// runs with the signal's number, and the process dies of the signal.
    package static func stop(saying goodbye: @escaping @Sendable (Int32) -> Void) {
        farewell.withLock { $0 = goodbye }
        installHandlers()
    }

    /// Runs `make` (which makes a folder and returns its path) where no signal handler can run
    /// in between, and tracks the folder it made.
    static func track(_ make: () -> String?) {
        installHandlers()
        folders.withLock { folders in
            if let folder = make() { folders.insert(folder) }
        }
    }

    /// Returns once no signal handler is removing folders (a handler that is ends the process).
    package static func settle() {
        folders.withLock { _ in }
    }

    /// Removes a folder this process does not track (a stale work folder; see
    /// ``WorkFolder/removeRenamingFirst(_:)``) when `abandoned` says so, where no signal handler
    /// can run in between: a caught signal ends the process once it is gone, not halfway.
    /// `abandoned` is asked under the same lock as ``track(_:)`` makes folders, so a folder
    /// another run of this process was making while it looked half made is not removed once
    /// that run has locked it.
    static func remove(_ folder: String, if abandoned: (String) -> Bool) {
        installHandlers()
        folders.withLock { _ in
            if abandoned(folder) { WorkFolder.removeRenamingFirst(folder) }
        }
    }

    /// Removes a tracked folder (see ``WorkFolder/removeRenamingFirst(_:)``) and stops tracking it.
    static func untrack(_ folder: String) {
        folders.withLock { folders in
            WorkFolder.removeRenamingFirst(folder)
            folders.remove(folder)
        }
    }

    /// Installs the handlers once; a signal the process was started ignoring stays ignored.
    private static func installHandlers() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in OS.stopSignals where OS.takeOver(number) {
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { interrupted(by: number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    private static func interrupted(by number: Int32) {
        folders.withLock { folders in
            // Renamed first, so the writer, still running, can make nothing more inside it by
            // its name. A call it had begun before the rename may still add one file after the
            // removal read that folder (then the folder is not empty and the removal fails), so
            // the removal is tried again.
            for folder in folders {
                let removing = folder + WorkFolder.removingSuffix
                let doomed = SystemFile.rename(folder, removing) ? removing : folder
                for _ in 0..<4 where FileSystem.exists(doomed) { FileSystem.removeTree(doomed) }
            }
            folders.removeAll()
            farewell.withLock { $0 }?(number)
            // Here, under the lock, so the default action ends the process before another
            // thread can exit otherwise.
            OS.die(of: number)
        }
    }
}
