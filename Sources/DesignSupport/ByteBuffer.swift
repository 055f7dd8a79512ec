/// Bytes written through a pointer into memory this value owns: the core of the writers that
/// put out megabytes as millions of small pieces (``JSONBuffer``'s reports, the site's markup).
/// A `[UInt8]` checked its uniqueness and capacity, and went through a generic path, for each
/// piece: here each write checks the room once and copies, short pieces without a call. It
/// cannot be copied, so no two values share the memory, and it frees the memory when it ends.
package struct ByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    package private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it first grows.
    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The text written so far.
    package var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The bytes written so far, as an array.
    package var bytes: [UInt8] { bytes(from: 0) }

    /// The bytes written from the offset `first` on, as an array.
    package func bytes(from first: Int) -> [UInt8] { Array(UnsafeBufferPointer(start: start + first, count: count - first)) }

    /// Calls `body` with the bytes written so far, which it must not keep.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Forgets what is written, keeping the memory.
    package mutating func removeAll() { count = 0 }

    /// Forgets what was written after the first `count` bytes.
    package mutating func truncate(to count: Int) { self.count = min(count, self.count) }

    /// Where the next byte goes, with room for `extra` bytes from there; the caller writes at
    /// most that many and then counts them with ``advance(by:)``.
    @inline(__always)
    package mutating func room(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < extra { grow(toHold: count + extra) }
        return start + count
    }

    /// Makes room for `extra` more bytes, so that that many are appended without growing.
    package mutating func reserve(_ extra: Int) { _ = room(extra) }

    /// Counts `written` bytes written where ``room(_:)`` pointed.
    @inline(__always)
    package mutating func advance(by written: Int) { count += written }

    /// Lets `write` write at most `maximum` bytes where the next byte goes, and counts the
    /// number of bytes it returns: a writer in another module (the site's numbers) fills the
    /// memory in place with one call.
    package mutating func append(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        advance(by: write(room(maximum)))
    }

    /// Doubles the memory until it holds `needed` bytes.
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Appends one byte.
    package mutating func append(_ byte: UInt8) {
        room(1).pointee = byte
        advance(by: 1)
    }

    /// Appends two bytes, such as a comma and a line feed.
    package mutating func append(_ first: UInt8, _ second: UInt8) {
        let to = room(2)
        to[0] = first
        to[1] = second
        advance(by: 2)
    }

    /// Appends `bytes`.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        Self.copy(base, count: bytes.count, to: room(bytes.count))
        advance(by: bytes.count)
    }

    /// Appends `bytes`.
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the UTF-8 of `text`: borrowed where the text is contiguous (always, for a
    /// native string or a literal), with no copy.
    package mutating func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// Appends what `other` holds.
    package mutating func append(_ other: borrowing ByteBuffer) {
        Self.copy(other.start, count: other.count, to: room(other.count))
        advance(by: other.count)
    }

    /// Copies `count` bytes from `source` to `to`: up to 16 (most tags, attribute names and
    /// numbers) as two overlapping words, more through `memcpy`.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, count: Int, to: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let into = UnsafeMutableRawPointer(to)
        if count > 16 {
            to.update(from: source, count: count)
        } else if count >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            into.storeBytes(of: head, as: UInt64.self)
            into.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            into.storeBytes(of: head, as: UInt32.self)
            into.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for index in 0..<count { to[index] = source[index] }
        }
    }
}
