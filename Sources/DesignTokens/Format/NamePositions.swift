/// Where each name is in an array of named things, found by hash as a `[String: Int]` finds
/// it (the same hashing and the same `==`, so names that are canonically equivalent are one
/// name), in a table of 32-bit positions into the array, which holds the names itself.
///
/// A `[String: Int]` of 100,000 token names reserved 262,144 buckets of a key and a value, 6.3
/// MB, beside the tokens that already hold each name; this table is 1 MB.
struct NamePositions: Sendable {
    /// Each slot holds a position, or -1; a name's slot is the first holding its position or
    /// -1 from its hash on (linear probing, at most half full).
    private var slots: [Int32]

    /// The positions of `count` names, each given by `name`; a later name equal to an earlier
    /// one takes its place, as a dictionary's assignment would.
    init(count: Int, name: (Int) -> String) {
        precondition(count < Int(Int32.max), "NamePositions: too many names")
        var size = 8
        while size < 2 * count { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        for position in 0..<count {
            let key = name(position)
            var slot = key.hashValue & (size - 1)
            while slots[slot] >= 0, name(Int(slots[slot])) != key { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position)
        }
    }

    /// The position of `key`, where `name` gives the name at a position (the same names the
    /// table was made from), or nil when no name equals it.
    func position(of key: String, name: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        var slot = key.hashValue & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if name(Int(position)) == key { return Int(position) }
            slot = (slot + 1) & mask
        }
    }
}
