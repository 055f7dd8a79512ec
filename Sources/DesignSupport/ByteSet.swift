/// A set of byte values, as four 64-bit masks: the scanners of report text test every byte of
/// megabytes of output against one, and a mask test costs a shift and an `and` where an array
/// or a range pattern costs a call in a debug build and a bounds check in any.
package struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    package init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            let bit = UInt64(1) &<< UInt64(byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
    }

    package func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return (word &>> UInt64(byte & 63)) & 1 != 0
    }

    /// The bytes in either set.
    package func union(_ other: ByteSet) -> ByteSet {
        var union = self
        union.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
        return union
    }
}
