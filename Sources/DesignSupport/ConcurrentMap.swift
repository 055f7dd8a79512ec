import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores, results in the elements' order (so
    /// output stays deterministic). The work runs on threads of its own (``OS/startThread(stackSize:_:)``)
    /// and the calling thread, not on Dispatch's pool: on Linux, Dispatch watches its pool by
    /// opening files under /proc, and traps when it cannot (a run under a small `ulimit -n`
    /// ended in SIGILL).
    package func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = Mutex([Result?](repeating: nil, count: count))
        let next = Mutex(0)
        let elements = self
        let work: @Sendable () -> Void = {
            while true {
                let index = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                guard index < elements.count else { return }
                let result = transform(elements[index])
                results.withLock { $0[index] = result }
            }
        }
        let finished = DispatchSemaphore(value: 0)
        var helpers = 0
        for _ in 1..<Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) {
            // A helper that cannot start leaves its share to the others and the calling thread.
            guard
                case .success(let started) = OS.startThread(
                    stackSize: 8 << 20,
                    {
                        work()
                        finished.signal()
                    })
            else { break }
            started.detach()
            helpers += 1
        }
        work()
        for _ in 0..<helpers { finished.wait() }
        return results.withLock { $0.map { $0! } }
    }
}
