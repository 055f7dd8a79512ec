extension UnsafeMutableBufferPointer<UInt8> {
    /// Copies the UTF-8 of `text` here from `offset` on, which must leave room for it, and
    /// returns the offset after it: for a string written in one allocation
    /// (`String(unsafeUninitializedCapacity:initializingUTF8With:)`) from pieces whose lengths
    /// are known, where appending piece by piece would grow it once per piece.
    package func put(_ text: String, at offset: Int) -> Int {
        let count = text.utf8.count
        precondition(offset + count <= self.count, "UnsafeMutableBufferPointer.put: no room for the text")
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: self[offset..<(offset + count)])).copyMemory(
                from: UnsafeRawBufferPointer(bytes))
        }
        if copied == nil {
            for (index, byte) in text.utf8.enumerated() { self[offset + index] = byte }
        }
        return offset + count
    }
}

extension String {
    /// `pieces` one after another, written in one allocation: `+` and interpolation grow the
    /// string once or more per piece, and the site joins short pieces (links, attributes)
    /// hundreds of thousands of times.
    package init(concatenating pieces: String...) {
        let length = pieces.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: length) { text in
            pieces.reduce(0) { text.put($1, at: $0) }
        }
    }
}
