import DesignSupport
import Dispatch
import Synchronization

/// Writes new files under a folder (as ``FileSystem/writeNew(_:under:reusing:)`` does) on a thread of
/// its own, as they are handed to it, so that writing overlaps the work that makes them: the
/// site's 2,285 files at 10,000 tokens and 1,000 components took 0.2-0.8 s to create on ext4,
/// one at a time with the other core idle, after 1 s of building pages on both. The files are written
/// in the order they arrive; which order that is does not show in the folder.
///
/// Where no thread can be started, ``finish()`` writes the files on the caller's thread.
package final class BackgroundFileWriter: Sendable {
    private struct State {
        var pending: [OutputFile] = []
        /// Whether the caller has handed over every file.
        var handedOver = false
        var failure: FileSystem.Failure?
    }

    private let root: String
    private let previous: PreviousOutput?
    private let state = Mutex(State())
    /// Signalled once per hand-over, so the thread sleeps while there is nothing to write.
    private let handed = DispatchSemaphore(value: 0)
    private let thread: Mutex<StartedThread?>

    /// Starts writing under `root`, a folder that exists, linking the files `previous` holds
    /// unchanged instead (see ``FileSystem/writeNew(_:under:reusing:)``).
    package init(under root: String, reusing previous: PreviousOutput? = nil) {
        self.root = root
        self.previous = previous
        thread = Mutex(nil)
        var started: StartedThread?
        switch OS.startThread(stackSize: 1 << 20, { [self] in writeUntilHandedOver() }) {
        case .success(let running): started = consume running
        case .failure: started = nil
        }
        thread.withLock { $0 = started.take() }
    }

    /// Hands `files` (paths relative to the folder) over to be written; from any thread.
    package func write(_ files: [OutputFile]) {
        state.withLock { $0.pending += files }
        handed.signal()
    }

    /// Waits until every file handed over is written; throws the first failure, after which
    /// nothing more was written. Call it once every file is handed over, and before the folder
    /// is removed; calling it again does nothing more.
    package func finish() throws(FileSystem.Failure) {
        state.withLock { $0.handedOver = true }
        handed.signal()
        if let running = thread.withLock({ $0.take() }) {
            running.join()
        } else {
            writeUntilHandedOver()
        }
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    /// Writes what is handed over until every file is; on the writer's thread, or on the
    /// caller's when none could be started.
    private func writeUntilHandedOver() {
        var made: Set<String> = []
        while true {
            let (files, last) = state.withLock { state -> ([OutputFile], Bool) in
                defer { state.pending = [] }
                return (state.failure == nil ? state.pending : [], state.handedOver)
            }
            for file in files {
                do {
                    try FileSystem.writeNew(file, under: root, made: &made, reusing: previous)
                } catch {
                    state.withLock { $0.failure = error }
                    break
                }
            }
            if last { return }
            handed.wait()
        }
    }
}
