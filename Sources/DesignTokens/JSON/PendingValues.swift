/// The members or elements of the containers a reader has open, innermost container's last, in
/// one buffer: when a container closes, its values are moved into an array of their exact size
/// and the buffer is reused for the next one.
///
/// `Array(slice)` of a whole array hands over the array's own storage, spare capacity and
/// all: with the pending values in an `Array`, each outermost array of a file kept a buffer
/// larger than its elements, and the pending array was reallocated for the next one.
struct PendingValues<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many values are pending, in all open containers.
    private(set) var count = 0

    init(capacity: Int = 64) {
        storage = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        // What a read that stopped at an error left pending.
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The value at `position` (below ``count``), borrowed in place.
    subscript(position: Int) -> Element {
        unsafeAddress { UnsafePointer(storage + position) }
    }

    /// Adds a value of the innermost open container.
    mutating func append(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The values from `first` on (the container that closes), moved out in order into an array
    /// of their exact size. Appended one by one to a reserved array: a copy then a release
    /// counted references twice per value, and `Array(unsafeUninitializedCapacity:)` allocates
    /// through the standard library's unspecialized code, at about 700 instructions an array.
    mutating func removeAll(from first: Int) -> [Element] {
        let moved = count - first
        guard moved > 0 else { return [] }
        var values: [Element] = []
        values.reserveCapacity(moved)
        for position in first..<count { values.append((storage + position).move()) }
        count = first
        return values
    }
}
