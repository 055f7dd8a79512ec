import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores, results in the elements' order (so
    /// output stays deterministic).
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard !isEmpty else { return [] }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            let elements = self
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.base[index] = transform(elements[index])
            }
        }
        return results.map { $0! }
    }
}

/// The result buffer of `concurrentMap`; each iteration writes only its own slot.
private struct Slots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value?>
}
