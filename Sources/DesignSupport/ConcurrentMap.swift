import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores, results in the elements' order (so
    /// output stays deterministic).
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard !isEmpty else { return [] }
        let results = Mutex([Result?](repeating: nil, count: count))
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(elements[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}

/// `first` and `second` run at once (on two cores where there are two) and both results are
/// returned, for two pieces of work of which neither needs the other's result.
package func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    let results = Mutex<(First?, Second?)>((nil, nil))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
            let result = first()
            results.withLock { $0.0 = result }
        } else {
            let result = second()
            results.withLock { $0.1 = result }
        }
    }
    return results.withLock { ($0.0!, $0.1!) }
}
