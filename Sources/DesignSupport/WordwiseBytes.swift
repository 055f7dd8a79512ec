/// Questions about runs of bytes answered 8 bytes at a time: the generic `elementsEqual` of
/// two buffers stepped through them a byte at a time (460 instructions a token name in
/// `check` at 10,000 tokens).
package enum WordwiseBytes {
    /// Whether `first` and `second` hold the same bytes.
    package static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        let count = first.count
        guard count == second.count else { return false }
        guard count >= 8 else {
            for index in 0..<count where first[index] != second[index] { return false }
            return true
        }
        var offset = 0
        while offset + 8 <= count {
            guard word(first, at: offset) == word(second, at: offset) else { return false }
            offset += 8
        }
        // The last 8 bytes, overlapping what was compared, when the count is not a multiple of 8.
        return offset == count || word(first, at: count - 8) == word(second, at: count - 8)
    }

    /// The 8 bytes at `offset`, the first in the lowest bits whatever the machine's byte order.
    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
