import Foundation
import Synchronization

/// The temporary folder an output folder is built in, `.DIR.dscheck-XXXXXX` beside DIR: it holds
/// the output (`output`) and a lock file (`lock`) locked while the run lives. A folder of that name whose
/// lock can be taken, and which was locked once (its lock file says so), belongs to a run that
/// died, as does one killed before its lock was made (empty, or holding only `lock.new`): the
/// next run removes it. A run stopped by SIGINT, SIGTERM or SIGHUP removes its own
/// before it dies.
package final class WorkFolder {
    /// Why a work folder could not be made: the path and the system's sentence.
    package struct Failure: Error {
        package let path: String
        package let reason: String
    }

    /// The folder, and the output inside it.
    package let folder: String
    package let output: String
    private let lock: Int32
    package static let lockName = "lock"
    /// What every dscheck work folder's lock holds (first written by `site`, and kept so the
    /// folders of earlier versions are still recognised).
    package static let lockMark = "dscheck site\n"
    /// What a signal handler renames a work folder to before removing it; only dscheck gives
    /// that name, so a folder left with it (the process died mid-removal) is removed.
    package static let removingSuffix = ".removing"

    /// Removes stale work folders of `target`, then makes a new one.
    package init(beside target: String) throws(Failure) {
        let parent = (target as NSString).deletingLastPathComponent
        let prefix = ".\((target as NSString).lastPathComponent).dscheck-"
        Self.removeStale(in: parent, prefix: prefix)
        var made: (folder: String, lock: Int32)?
        var failure: String?
        // A concurrent run may remove the folder while it is half made (see removeStale); then
        // it is made again.
        for _ in 0..<8 where made == nil {
            Interruption.track { () -> String? in
                var template = Array((parent as NSString).appendingPathComponent(prefix + "XXXXXX").utf8CString)
                guard mkdtemp(&template) != nil else {
                    failure = String(cString: strerror(errno))
                    return nil
                }
                let folder = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                guard let lock = Self.lockFile(in: folder) else {
                    failure = String(cString: strerror(errno))
                    try? FileManager.default.removeItem(atPath: folder)
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
        guard mkdir(output, 0o777) == 0 else {
            let reason = String(cString: strerror(errno))
            remove()
            throw Failure(path: output, reason: reason)
        }
    }

    /// Makes the folder's lock file, locked and marked, under its final name in one step: it is
    /// written as `lock.new`, then renamed, so a run killed at any moment leaves either a marked
    /// lock or a half-made folder (nothing, or `lock.new` alone) that removeStale recognises.
    /// Returns the open, locked file, or nil with `errno` set.
    private static func lockFile(in folder: String) -> Int32? {
        let partial = folder + "/" + lockName + ".new"
        let lock = open(partial, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return nil }
        guard flock(lock, LOCK_EX) == 0, lockMark.withCString({ Foundation.write(lock, $0, strlen($0)) }) == lockMark.utf8.count,
            rename(partial, folder + "/" + lockName) == 0
        else {
            let number = errno
            close(lock)
            errno = number
            return nil
        }
        return lock
    }

    /// Removes the folder and everything in it, and releases the lock.
    package func remove() {
        Interruption.untrack(folder)
        close(lock)
    }

    /// Moves the output folder (an old output holding files saved into it while it was
    /// replaced) to a name of its own beside `target`, out of the stale folders' pattern, and
    /// returns it.
    package func keep(beside target: String) -> String {
        let kept = target + ".kept-by-dscheck-" + (folder.split(separator: "-").last.map(String.init) ?? "")
        return rename(output, kept) == 0 ? kept : output
    }

    /// Removes the work folders of runs that died: those whose lock can be taken and is marked
    /// as once held, half-made ones (empty, or holding only a `lock.new` nobody holds), and
    /// half-removed ones (named with ``removingSuffix``).
    private static func removeStale(in parent: String, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let folder = (parent as NSString).appendingPathComponent(name)
            if isAbandoned(folder) { try? FileManager.default.removeItem(atPath: folder) }
        }
    }

    /// Whether the work folder `folder` belongs to a run that died.
    private static func isAbandoned(_ folder: String) -> Bool {
        if folder.hasSuffix(removingSuffix) { return true }
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if entries.isEmpty { return true }
        let isHalfMade = entries == [lockName + ".new"]
        let lock = open(folder + "/" + (isHalfMade ? lockName + ".new" : lockName), O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard lock >= 0 else { return false }
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return false }
        if isHalfMade { return true }
        var mark = [UInt8](repeating: 0, count: lockMark.utf8.count)
        return pread(lock, &mark, mark.count, 0) == mark.count && mark == Array(lockMark.utf8)
    }
}

/// Removes the work folders of this process when SIGINT, SIGTERM or SIGHUP arrives, then dies of
/// the same signal (its default action), so the exit status still says "killed by signal".
package enum Interruption {
    private static let folders = Mutex<Set<String>>([])
    private static let sources = Mutex<[any DispatchSourceSignal]>([])
    private static let farewell = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    static let signals = [SIGINT, SIGTERM, SIGHUP]

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

    /// Removes a tracked folder and stops tracking it.
    static func untrack(_ folder: String) {
        folders.withLock { folders in
            try? FileManager.default.removeItem(atPath: folder)
            folders.remove(folder)
        }
    }

    /// Installs the handlers once; a signal the process was started ignoring stays ignored.
    private static func installHandlers() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in signals where unsafeBitCast(signal(number, SIG_IGN), to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
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
                let doomed = rename(folder, removing) == 0 ? removing : folder
                for _ in 0..<4 where FileSystem.exists(doomed) {
                    try? FileManager.default.removeItem(atPath: doomed)
                }
            }
            folders.removeAll()
            farewell.withLock { $0 }?(number)
            // The signal source may have the signal blocked in this thread: unblock it here, so
            // the default action ends the process before another thread can exit otherwise.
            signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(number)
        }
    }
}
