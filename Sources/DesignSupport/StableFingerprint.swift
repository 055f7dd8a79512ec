/// A 64-bit FNV-1a hash of text, written as 16 lowercase hex digits: the same on every run and
/// every machine, unlike `Hasher`, which is seeded per process.
package enum StableFingerprint {
    /// The hash of `parts`, each part's UTF-8 bytes followed by a zero byte so that
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    package static func hex(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
