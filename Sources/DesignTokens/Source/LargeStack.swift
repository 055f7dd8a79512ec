import Foundation

/// Runs work that recurses through user data (nested references, deep JSON) on a thread with a
/// large stack, so the depth limits hold whatever thread the caller is on (background threads
/// often have 512 KiB or less).
enum LargeStack {
    /// The stack size of the worker thread: address space reserved, not memory used.
    static let size = 256 << 20

    /// Runs `work` on a large-stack thread and returns its result. The caller waits until the
    /// work is done, so the work and its captures are never used on two threads at once.
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        let box = ResultBox<Result>()
        let job = Job(work: work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = job.work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries a result from the worker thread; the semaphore orders the write before the read.
/// Unchecked because the result (a token set being built) need not be `Sendable`, and a `Mutex`
/// would have to send it; it is handed over exactly once, after the worker has finished.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// Carries the work to the worker thread, while the thread that made it waits. Unchecked
/// because the work captures the caller's non-`Sendable` state (the resolver's trees), which
/// stays borrowed for the blocking call only: `Thread` takes a `@Sendable` closure and Swift has
/// no way to say "used on one thread at a time, the caller blocked meanwhile".
private struct Job<Result>: @unchecked Sendable {
    let work: () -> Result
}
