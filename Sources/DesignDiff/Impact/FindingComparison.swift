import DesignSupport
import DesignTokens

/// Which findings a change makes appear and disappear. Findings are matched by rule, subject
/// (or file, for findings without one), context and message with its numbers and colours left
/// out, never by line: a finding whose ratio moves but still fails is neither new nor resolved.
enum FindingComparison {
    /// The head findings the base does not have, and the base findings the head does not have,
    /// each in its side's order.
    static func moved(base: [Diagnostic], head: [Diagnostic]) -> (new: [Diagnostic], resolved: [Diagnostic]) {
        let (baseKeys, headKeys) = (base.map(key), head.map(key))
        return (unmatched(head, keys: headKeys, against: baseKeys), unmatched(base, keys: baseKeys, against: headKeys))
    }

    /// The findings of `side` (whose keys are `keys`) left after each of the `other` keys
    /// cancels one with that key.
    private static func unmatched(_ side: [Diagnostic], keys: [Key], against other: [Key]) -> [Diagnostic] {
        var counts: [Key: Int] = [:]
        for key in other { counts[key, default: 0] += 1 }
        var left: [Diagnostic] = []
        for (diagnostic, key) in zip(side, keys) {
            guard let count = counts[key], count > 0 else {
                left.append(diagnostic)
                continue
            }
            counts[key] = count - 1
        }
        return left
    }

    /// What a finding is, independent of where it is and of the numbers it quotes: its rule,
    /// subject (or file), context and normalised message, as UTF-8. Hashed as bytes, so a message
    /// that is not ASCII is not normalised to NFC for every lookup.
    struct Key: Hashable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    static func key(_ diagnostic: Diagnostic) -> Key {
        var bytes: [UInt8] = []
        for part in [diagnostic.ruleId, diagnostic.subject ?? diagnostic.location.file, diagnostic.context.description] {
            bytes.append(contentsOf: part.utf8)
            bytes.append(0)
        }
        bytes.append(contentsOf: normalizedBytes(diagnostic.message))
        return Key(bytes: bytes)
    }

    /// `message` with every number and every hex colour replaced by `#`, so that
    /// "3.21:1 … #78858d" and "2.90:1 … #5a6870" read the same. Works on UTF-8 bytes: numbers
    /// and hex digits are ASCII, and every other byte is kept as it is.
    static func normalized(_ message: String) -> String {
        String(decoding: normalizedBytes(message), as: UTF8.self)
    }

    private static func normalizedBytes(_ message: String) -> [UInt8] {
        let bytes = Array(message.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                var end = index + 1
                while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
                if (3...8).contains(end - index - 1) {
                    result.append(byte)
                    index = end
                    continue
                }
            }
            if isDigit(byte) {
                result.append(UInt8(ascii: "#"))
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
