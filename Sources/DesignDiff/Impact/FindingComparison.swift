import DesignSupport
import DesignTokens

/// Which findings a change makes appear and disappear. Findings are matched by rule, subject
/// (or file, for findings without one), context and message with its numbers and colours left
/// out, never by line: a finding whose ratio moves but still fails is neither new nor resolved.
enum FindingComparison {
    /// The head findings the base does not have, and the base findings the head does not have,
    /// each in its side's order.
    static func moved(base: [Diagnostic], head: [Diagnostic]) -> (new: [Diagnostic], resolved: [Diagnostic]) {
        (unmatched(head, against: base), unmatched(base, against: head))
    }

    /// The findings of `side` left after each finding of `other` cancels one with its key.
    private static func unmatched(_ side: [Diagnostic], against other: [Diagnostic]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in other { counts[key(diagnostic), default: 0] += 1 }
        return side.filter { diagnostic in
            let key = key(diagnostic)
            guard let count = counts[key], count > 0 else { return true }
            counts[key] = count - 1
            return false
        }
    }

    /// What a finding is, independent of where it is and of the numbers it quotes.
    static func key(_ diagnostic: Diagnostic) -> String {
        let context = diagnostic.context.description
        return [diagnostic.ruleId, diagnostic.subject ?? diagnostic.location.file, context, normalized(diagnostic.message)]
            .joined(separator: "\u{0}")
    }

    /// `message` with every number and every hex colour replaced by `#`, so that
    /// "3.21:1 … #78858d" and "2.90:1 … #5a6870" read the same. Works on UTF-8 bytes: numbers
    /// and hex digits are ASCII, and every other byte is kept as it is.
    static func normalized(_ message: String) -> String {
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
        return String(decoding: result, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
