/// Hands out element ids that are unique within one page and the same on every run: a prefix
/// made only of safe characters, then a counter in drawing order.
final class IDAllocator {
    private let prefix: String
    private var next = 1

    /// An allocator whose ids start with `prefix` (reduced to `a-z`, `0-9` and `-`).
    init(prefix: String) {
        let safe = prefix.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        self.prefix = safe.first?.isLetter == true ? String(safe) : "p" + String(safe)
    }

    /// A new id such as `arrow-button-grad3`.
    func make(_ kind: String) -> String {
        defer { next += 1 }
        return "\(prefix)-\(kind)\(next)"
    }
}
