import Foundation

/// Runs work that recurses through user data (nested references, deep JSON) on a thread with a
/// large stack, so the depth limits hold whatever thread the caller is on (background threads
/// often have 512 KiB or less).
enum LargeStack {
    /// The stack size of the worker thread: address space reserved, not memory used.
    static let size = 256 << 20

    /// Runs `work` on a large-stack thread and returns its result.
    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries a result from the worker thread; the semaphore orders the write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
