import DesignSupport
import Dispatch
import Synchronization

/// Runs work that recurses through user data (nested references, deep JSON) on a thread with a
/// large stack, so the depth limits hold whatever thread the caller is on (background threads
/// often have 512 KiB or less).
enum LargeStack {
    /// The stack sizes tried for the worker thread, largest first: address space reserved, not
    /// memory used. A smaller one is tried when the address space (`ulimit -v`) has no room for
    /// a larger one; the smallest still holds the depth limits of the JSON reader and resolver.
    /// Each is a multiple of every page size (4 KiB, and 16 KiB on Apple silicon), as
    /// `pthread_attr_setstacksize` requires on Darwin.
    static let sizes = [256 << 20, 64 << 20, 16 << 20]

    /// The address space a stack must leave free for the work's own memory: a larger stack
    /// that would leave less is not tried, as the work would then fail to allocate.
    static let headroom = 128 << 20

    /// Runs `work` on a large-stack thread and returns its result. The caller waits until the
    /// work is done, so the work and its captures are never used on two threads at once.
    ///
    /// The threads are kept, idle, for the next work: a `site` reads and resolves tokens about
    /// 170 times (its rule examples are catalogues too), and a thread made and ended for each
    /// mapped and unmapped a stack each time.
    ///
    /// When no thread with even the smallest of ``sizes`` can be created, the process cannot
    /// read tokens safely: it says so on standard error and exits with status 2 rather than
    /// waiting for a thread that never starts.
    static func run<Value>(_ work: @escaping () -> Value) -> Value {
        // Written by the worker thread and read here after the worker says it is done (the
        // semaphore orders its writes before this thread's reads). The work captures the
        // caller's non-`Sendable` state (the resolver's trees), borrowed for this blocking call
        // only.
        var result: Value?
        let worker: Worker
        if let idle = Worker.idle.withLock({ $0.popLast() }) {
            worker = idle
        } else {
            switch Worker.start() {
            case .success(let started): worker = started
            case .failure(let failure):
                // Descriptor 2 is standard error on every POSIX system; a failed write changes
                // nothing here, as the process ends with exit 2 either way.
                _ = SystemFile.writeAll(
                    "dscheck: cannot start a thread with a \(sizes.last! >> 20) MiB stack to read tokens (\(OS.errorText(failure.number))); raise the address-space limit (ulimit -v) by at least that much and run again\n",
                    to: 2)
                OS.exit(2)
            }
        }
        worker.perform { result = work() }
        Worker.idle.withLock { $0.append(worker) }
        return result!
    }

    /// A thread with a large stack that runs one piece of work at a time, for whoever took it
    /// from ``idle``.
    private final class Worker: @unchecked Sendable {
        /// The workers no caller holds.
        static let idle = Mutex<[Worker]>([])

        /// Signalled by the holder when ``work`` is set, and by the thread when it is done.
        private let started = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)
        /// Set by the holder before it signals ``started``, run by the thread after it waits
        /// for it: the semaphores order every access.
        private var work: (() -> Void)?

        /// A new worker on a thread with the largest of ``sizes`` the address space has room
        /// for; the error of the smallest when none could be made.
        static func start() -> Result<Worker, ThreadStartFailure> {
            let worker = Worker()
            var failure: ThreadStartFailure?
            let room = OS.addressSpaceRoom()
            for (position, size) in sizes.enumerated() {
                if let room, size + headroom > room, position < sizes.count - 1 { continue }
                switch OS.startThread(stackSize: size, { worker.serve() }) {
                case .success(let thread):
                    thread.detach()
                    return .success(worker)
                case .failure(let error): failure = error
                }
            }
            // The smallest size is always tried, so a failure was kept.
            return .failure(failure!)
        }

        /// Runs `work` on the worker's thread and waits until it is done.
        func perform(_ work: @escaping () -> Void) {
            self.work = work
            started.signal()
            finished.wait()
            self.work = nil
        }

        /// The thread's loop: each piece of work as it is handed over, until the process ends.
        private func serve() {
            while true {
                started.wait()
                work?()
                finished.signal()
            }
        }
    }
}
