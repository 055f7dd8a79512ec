import DesignSupport

/// Where each token is shown: the page of its top-level group and an anchor from its name. Both
/// come from the name alone, so any page can link to a token (spec tables, search, aliases)
/// without asking the token pages, and a link stays the same however large the catalogue grows.
extension SitePaths {
    /// The page listing token `name`: `tokens/<top-level group>` (such as `tokens/color` for
    /// `color.steel.3`), or the tokens index for a token outside any group.
    ///
    /// A group name that is plain (lowercase ASCII letters, digits, `_` and `-`, not `index` or
    /// `contrast`, at most ``longestPlainName`` bytes) is the file name; any other is reduced to
    /// those characters with `~` and a hash of the name added, so no two names give the same file
    /// even on a case-insensitive file system (`Color` and `color` are two pages), short of two
    /// names with the same 32-bit hash.
    static func tokenPage(_ name: String) -> String {
        guard let dot = firstDot(in: name) else { return tokens }
        return tokenGroupPage(String(name[..<dot]))
    }

    /// Where the first `.` character of `name` is, as `name.firstIndex(of: ".")` finds it, but
    /// found over the bytes where it can be: every `.` character is a `.` byte, and the first
    /// `.` byte is a character of its own when the bytes either side of it are ASCII (or it is
    /// at an end), as they are in nearly every name.
    static func firstDot(in name: String) -> String.Index? {
        let utf8 = name.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let next = utf8.index(after: dot)
        let asciiBefore = dot == utf8.startIndex || utf8[utf8.index(before: dot)] < 0x80
        if asciiBefore, next == utf8.endIndex || utf8[next] < 0x80 { return dot }
        return name.firstIndex(of: ".")
    }

    /// The page of the top-level token group `group`; see ``tokenPage(_:)``.
    static func tokenGroupPage(_ group: String) -> String {
        let plain = group.utf8.allSatisfy(isTokenFileByte)
        if plain, !group.isEmpty, group.utf8.count <= longestPlainName, !reservedTokenPages.contains(group) { return "tokens/" + group }
        let reduced = String(group.lowercased().unicodeScalars.map { $0.isASCII && isTokenFileByte(UInt8($0.value)) ? Character($0) : "-" })
        return "tokens/" + reduced.prefix(40) + "~" + hash(group)
    }

    /// The token pages that are not group pages.
    static let tokenContrast = "tokens/contrast"
    private static let reservedTokenPages: Set<String> = ["index", "contrast"]

    /// The id of token `name`'s entry on its page: `token-` and the name, with every byte
    /// other than ASCII letters, digits, `.`, `_` and `-` written as `~` and two hex digits
    /// (`token-color.steel.3`, `token-brand~20blue`). Two names never give the same id, and no
    /// other id on the token pages starts with `token-`.
    static func tokenAnchor(_ name: String) -> String {
        tokenAnchorPrefix + escapedName(name)
    }

    private static let tokenAnchorPrefix = "token-"

    /// The id of the section listing the tokens of group `path` (a dot path) on its page:
    /// `group-` and the path, escaped as in ``tokenAnchor(_:)``.
    static func tokenGroupAnchor(_ path: String) -> String {
        "group-" + escapedName(path)
    }

    /// A relative URL from the page at `from` to token `name`'s entry, such as
    /// `../tokens/color.html#token-color.steel.3` from a component page. For the spec tables of
    /// component pages, search results and aliases between tokens. Appended to one string: the
    /// spec tables, the Tokens used lists and search make tens of thousands of these.
    static func tokenLink(_ name: String, from: String) -> String {
        let page = tokenPage(name)
        return String(concatenating: page == from ? "" : tokenPageLink(page, from: from), "#", tokenAnchorPrefix, escapedName(name))
    }

    /// A relative URL from the page at `from` to the token page `page`: the file name alone
    /// from another token page (`color.html`), else as ``link(from:to:anchor:)`` makes it.
    static func tokenPageLink(_ page: String, from: String) -> String {
        let folder = "tokens/"
        // Page paths are ASCII, so their slashes are found over the bytes.
        guard from.hasPrefix(folder), !from.utf8.dropFirst(folder.utf8.count).contains(UInt8(ascii: "/")) else { return link(from: from, to: page) }
        return String(concatenating: String(page.dropFirst(folder.count)), ".html")
    }

    /// `text` with every byte outside `[A-Za-z0-9._-]` as `~XX`: one-to-one, as `~` is escaped
    /// too. A name with nothing to escape, as nearly every name, is returned as it is.
    private static func escapedName(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlainByte) { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        for byte in text.utf8 {
            if isPlainByte(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "~"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 15))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `byte` may stand in a token page's file name as it is: `[a-z0-9_-]`.
    private static func isTokenFileByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

}
