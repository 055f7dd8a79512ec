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
