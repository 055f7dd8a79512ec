/// Where each name is in an array of named things, found by hash as a `[String: Int]` finds
/// it (the same `==`, so names that are canonically equivalent are one name), in a table of
/// 32-bit positions into the array, with the names in their order beside it.
///
/// A `[String: Int]` of 100,000 token names reserved 262,144 buckets of a key and a value, 6.3
/// MB, beside the tokens that already hold each name; this table is 1 MB, and the names 1.6 MB
/// (each shares its string's storage with its token). A lookup compares the name found against
/// the names here, 16 bytes apart and shared by every context with the same names, rather than
/// reading it from the token, 64 or 80 bytes apart in each context's own array: that read
/// missed the cache in nearly every lookup (71 % of the lookup's samples in `site` at 10,000
/// tokens and 1,000 components).
///
/// Names are hashed by ``NameHash``, not by `String`'s SipHash: a token lookup by name is the
/// most frequent question the previews and the rules ask (3.7 % of `site`'s samples at
/// 10,000 tokens and 1,000 components), and hashing was the larger part of it.
struct NamePositions: Sendable {
    /// Each slot holds a position, or -1; a name's slot is the first holding its position or
    /// -1 from its hash on (linear probing, at most half full).
    private var slots: [Int32]
    /// The names, in the order of the positions.
    private var names: [String]

    /// The positions of `count` names, each given by `name`; a later name equal to an earlier
    /// one takes its place, as a dictionary's assignment would.
    init(count: Int, name: (Int) -> String) {
        precondition(count < Int(Int32.max), "NamePositions: too many names")
        var size = 8
        while size < 2 * count { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        names = (0..<count).map(name)
        for position in 0..<count {
            let key = names[position]
            var slot = NameHash.of(key) & (size - 1)
            while slots[slot] >= 0, names[Int(slots[slot])] != key { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position)
        }
    }

    /// The position of `key`, or nil when no name equals it.
    func position(of key: String) -> Int? {
        let mask = slots.count - 1
        var slot = NameHash.of(key) & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if names[Int(position)] == key { return Int(position) }
            slot = (slot + 1) & mask
        }
    }
}

/// A hash of a name that agrees with `String`'s `==`: canonically equivalent names hash alike.
///
/// A name whose normalized form (NFC, which `==` compares) is all ASCII is hashed from those
/// bytes by a seeded multiply-and-fold over 8 bytes at a time; any other name by `String`'s
/// own hash. No name of one kind equals a name of the other, so which hash a name takes never
/// splits an equal pair. Only three non-ASCII scalars normalize to ASCII, each to one
/// character (Unicode's canonical singletons): U+037E GREEK QUESTION MARK to `;`, U+1FEF GREEK
/// VARIA to `` ` `` and U+212A KELVIN SIGN to `K`; a name of ASCII and those three is hashed
/// as the ASCII it normalizes to. Every other non-ASCII scalar stays non-ASCII under NFC (ASCII
/// characters have no decomposition and compose with nothing into ASCII).
///
/// The seed is drawn once per process, as `Hasher`'s is, so names chosen to collide in one
/// run do not collide in the next.
enum NameHash {
    private static let seed = UInt64.random(in: .min ... .max)

    static func of(_ name: String) -> Int {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ asciiHash(UnsafeRawBufferPointer($0)) }), let hash { return hash }
        var normalized: [UInt8] = []
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: normalized.append(UInt8(scalar.value))
            case 0x037E: normalized.append(UInt8(ascii: ";"))
            case 0x1FEF: normalized.append(UInt8(ascii: "`"))
            case 0x212A: normalized.append(UInt8(ascii: "K"))
            default: return name.hashValue
            }
        }
        return normalized.withUnsafeBytes(asciiHash)!
    }

    /// The hash of `bytes` when they are all ASCII, else nil, in one pass: each 8 bytes (the
    /// last ones zero-extended) folded into the state by a full-width multiply, the length
    /// mixed in first so that trailing zero bytes count.
    private static func asciiHash(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        var state = seed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
        var seen: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            seen |= word
            state = fold(state ^ word)
            offset += 8
        }
        if offset < count {
            var last: UInt64 = 0
            if count >= 8 {
                // The last 8 bytes, shifted so that only those not yet folded are left.
                last = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> (8 * UInt64(8 - (count - offset)))
            } else {
                for index in 0..<count { last |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            }
            seen |= last
            state = fold(state ^ last)
        }
        guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
        return Int(truncatingIfNeeded: fold(state ^ (state >> 29)))
    }

    /// Both halves of `value` times an odd constant, exclusive-ored: every input bit reaches
    /// the low bits that pick a slot.
    @inline(__always)
    private static func fold(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0xBF58_476D_1CE4_E5B9)
        return product.high ^ product.low
    }
}
