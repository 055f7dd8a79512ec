import Foundation

/// Where each page lives in the site, and relative links between pages.
enum SitePaths {
    static let index = "index"
    static let tokens = "tokens/index"

    static func component(_ id: String) -> String { "components/" + fileName(id) }
    static func composition(_ id: String) -> String { "compositions/" + fileName(id) }
    /// `rules/<rule id with / as ->`.
    static func rule(_ id: String) -> String { "rules/" + fileName(id.replacingOccurrences(of: "/", with: "-")) }

    /// A link from the page at `from` to `to` (both without extension), with an optional anchor.
    static func link(from: String, to: String, anchor: String? = nil) -> String {
        let depth = from.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + to + ".html" + (anchor.map { "#" + $0 } ?? "")
    }

    /// `id` as a file name: kept when it is plain (letters, digits, `.`, `_`, `-`), otherwise
    /// reduced to those characters with a hash of the id added, so names stay unique and never
    /// need escaping in a URL.
    static func fileName(_ id: String) -> String {
        let plain = id.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.plain.contains($0)) }
        if plain, let first = id.first, first != ".", !id.isEmpty { return id }
        let reduced = String(id.unicodeScalars.map { $0.isASCII && CharacterSet.plain.contains($0) ? Character($0) : "-" })
        return reduced.trimmingCharacters(in: CharacterSet(charactersIn: ".-")).prefix(40) + "-" + hash(id)
    }

    /// FNV-1a of the UTF-8 bytes, as 8 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension CharacterSet {
    fileprivate static let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
}
