/// Hands out element ids that are unique within one page and the same on every run: a prefix
/// made only of safe characters, then a counter in drawing order.
final class IDAllocator {
    private let prefix: String
    private var next = 1

    /// An allocator whose ids start with `prefix` (reduced to `a-z`, `0-9` and `-`).
    init(prefix: String) {
        // Lowercased, the only ASCII letters are a-z: compared by their code, not through the
        // Unicode property tables (a letter with a combining accent has no ASCII code).
        let safe = prefix.lowercased().map { character -> Character in
            guard let code = character.asciiValue, Self.letters.contains(code) || Self.digits.contains(code) else { return "-" }
            return character
        }
        self.prefix = safe.first?.asciiValue.map(Self.letters.contains) == true ? String(safe) : "p" + String(safe)
    }

    private static let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
    private static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")

    /// A new id such as `arrow-button-grad3`.
    func make(_ kind: String) -> String {
        defer { next += 1 }
        return "\(prefix)-\(kind)\(next)"
    }
}
