import Synchronization

/// Values worked out once and shared by the threads that build the pages, for what the pages
/// of a large catalogue ask for thousands of times with the same few keys.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    init() {}

    /// The value of `key`, made by `make` the first time it is asked for (two threads asking
    /// at once may both make it, and make the same).
    func value(_ key: Key, _ make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = make()
        values.withLock { $0[key] = value }
        return value
    }
}
