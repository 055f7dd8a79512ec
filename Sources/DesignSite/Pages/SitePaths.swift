import DesignSupport

/// Where each page lives in the site, and relative links between pages.
enum SitePaths {
    static let index = "index"
    static let tokens = "tokens/index"
    /// The maintainers' page: findings, waivers and rules, kept off the reader pages.
    static let maintainers = "maintainers/index"
    static let rules = "rules/index"
    /// The accessibility coverage map, beside the rules (no rule id is one word, so no rule's page takes the name).
    static let coverage = "rules/coverage"

    /// `rules/<rule id with / as ->`.
    static func rule(_ id: String) -> String { "rules/" + fileName(String(id.map { $0 == "/" ? "-" : $0 })) }

    /// A link from the page at `from` to `to` (both without extension), with an optional anchor.
    static func link(from: String, to: String, anchor: String? = nil) -> String {
        // The folders are counted over the bytes (the parts between slashes, none empty), and
        // the link is written in one allocation: the spec tables and token lists make hundreds
        // of thousands of links, and appending piece by piece grew each one several times.
        var parts = 0
        var inPart = false
        for byte in from.utf8 {
            if byte == UInt8(ascii: "/") {
                inPart = false
            } else if !inPart {
                inPart = true
                parts += 1
            }
        }
        let ups = max(parts - 1, 0)
        let length = 3 * ups + to.utf8.count + 5 + (anchor.map { 1 + $0.utf8.count } ?? 0)
        return String(unsafeUninitializedCapacity: length) { link in
            var written = 0
            for _ in 0..<ups { written = link.put("../", at: written) }
            written = link.put(to, at: written)
            written = link.put(".html", at: written)
            if let anchor {
                written = link.put("#", at: written)
                written = link.put(anchor, at: written)
            }
            return written
        }
    }

    /// The longest id kept whole as a file name, far below the 255 bytes file systems allow.
    static let longestPlainName = 100

    /// `id` as a file name: kept when it is plain (letters, digits, `.`, `_`, `-`) and not too
    /// long, otherwise reduced to those characters with a hash of the id added, so names never
    /// need escaping in a URL. Two ids can still give the same name (`ä` and `-199de0e2`, or a
    /// hash collision); ``PageNames`` tells them apart.
    static func fileName(_ id: String) -> String {
        let plain = id.utf8.allSatisfy(isPlainByte)
        if plain, let first = id.first, first != ".", id.utf8.count <= longestPlainName { return id }
        let reduced = String(id.unicodeScalars.map { $0.isASCII && isPlainByte(UInt8($0.value)) ? Character($0) : "-" })
        return reduced.trimming(scalarsIn: ".-").prefix(40) + "-" + hash(id)
    }

    /// Whether `byte` stands as it is in a file name or an anchor: `[A-Za-z0-9._-]`.
    static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
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

/// The paths of one folder's pages (components or compositions), one per id and no two alike,
/// even ignoring case, as on the case-insensitive file systems a site is often opened from.
///
/// Each id takes its ``SitePaths/fileName(_:)`` when no other id took it first, ids taken in
/// the order of their UTF-8 bytes; the rest add `-2`, `-3`, … to theirs, the first number
/// free. The same ids always give the same paths.
struct PageNames: Sendable {
    private let folder: String
    private let names: [String: String]

    /// The pages of `ids` in `folder`.
    init(folder: String, ids: [String]) {
        self.folder = folder
        var names: [String: String] = [:]
        var taken: Set<String> = []
        var waiting: [(id: String, name: String)] = []
        for id in Set(ids).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let name = SitePaths.fileName(id)
            if taken.insert(name.lowercased()).inserted { names[id] = name } else { waiting.append((id, name)) }
        }
        var nextNumber: [String: Int] = [:]
        for (id, name) in waiting {
            var number = nextNumber[name.lowercased(), default: 2]
            while !taken.insert("\(name)-\(number)".lowercased()).inserted { number += 1 }
            nextNumber[name.lowercased()] = number + 1
            names[id] = "\(name)-\(number)"
        }
        self.names = names
    }

    /// The page of `id`, without extension (`components/button`).
    func path(_ id: String) -> String {
        folder + "/" + (names[id] ?? SitePaths.fileName(id))
    }
}
