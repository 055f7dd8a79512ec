/// The order of token names as `String`'s `<` sorts them, found by comparing bytes when every
/// name is ASCII (where the two orders are the same): sorting 10,000 names of a token set, most
/// longer than a string holds inline, went through the standard library's Unicode comparison
/// for each of 130,000 comparisons.
enum NameOrder {
    /// The positions of `names`, in the order of their names.
    static func positions(of names: [String]) -> [Int] {
        var order = Array(names.indices)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        var starts: [Int] = [0]
        starts.reserveCapacity(names.count + 1)
        var allASCII = true
        for name in names {
            var name = name
            name.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                if allASCII { allASCII = utf8.allSatisfy { $0 < 0x80 } }
            }
            starts.append(bytes.count)
        }
        guard allASCII else {
            order.sort { names[$0] < names[$1] }
            return order
        }
        bytes.withUnsafeBytes { bytes in
            starts.withUnsafeBufferPointer { starts in
                order.sort { left, right in
                    precedes(bytes, from: starts[left], to: starts[left + 1], other: starts[right], to: starts[right + 1])
                }
            }
        }
        return order
    }

    /// Whether the bytes `start..<end` of `bytes` sort before `otherStart..<otherEnd`: eight
    /// bytes at a time while both have eight (names of a set share long prefixes), then byte by
    /// byte; a name that is a prefix of the other sorts first.
    private static func precedes(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, other otherStart: Int, to otherEnd: Int) -> Bool {
        var position = start
        var other = otherStart
        while position + 8 <= end, other + 8 <= otherEnd {
            let word = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let otherWord = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: other, as: UInt64.self))
            if word != otherWord { return word < otherWord }
            position += 8
            other += 8
        }
        while position < end, other < otherEnd {
            if bytes[position] != bytes[other] { return bytes[position] < bytes[other] }
            position += 1
            other += 1
        }
        return position == end && other < otherEnd
    }
}
