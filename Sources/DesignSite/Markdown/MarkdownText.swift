import DesignSupport

/// Catalogue text made safe to place in the Markdown of a page: it reads as the same text after
/// cmark-gfm, never as Markdown syntax or raw HTML.
enum MarkdownText {
    /// The ASCII punctuation that can start Markdown syntax anywhere in a line (`<`, `>` and `&`
    /// become character references instead).
    private static let inlineSpecials: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "|", "~", "!", "$"]
    /// The characters that start block syntax at the beginning of a line.
    private static let lineStartSpecials: Set<Unicode.Scalar> = ["#", "+", "-", "=", ":"]

    /// `text` as inline Markdown: specials are escaped and line breaks become spaces. Web
    /// addresses with a plain host become links; nothing else can turn into one (the GFM
    /// autolink extension would otherwise link text such as `www.x` or `https://x"`).
    static func inline(_ text: String) -> String {
        escape(text, lineStart: true)
    }

    /// `text` for a GFM table cell, or anywhere after the start of a line: as `inline(_:)`, but
    /// there it cannot start a block, so `#`, `-` or `1.` at its start stay as they are.
    static func cell(_ text: String) -> String {
        escape(text, lineStart: false)
    }

    /// For each ASCII byte: 1 escaped anywhere, 2 escaped at the start of a line.
    private static let specialBytes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for scalar in inlineSpecials { table[Int(scalar.value)] = 1 }
        for scalar in lineStartSpecials { table[Int(scalar.value)] = 2 }
        return table
    }()

    /// The escaping itself, over UTF-8 bytes (every character it treats is ASCII; line breaks,
    /// U+0085, U+2028 and U+2029 included, become spaces). Most text needs nothing of it: that
    /// is returned as it is, without a copy (copying every name, value and property of a site
    /// of 1,000 components cost it 0.5 G instructions).
    private static func escape(_ text: String, lineStart: Bool, autolink: Bool = true) -> String {
        var text = text
        let escaped = text.withUTF8 { isPlain($0, lineStart: lineStart) ? nil : escape(bytes: $0, lineStart: lineStart, autolink: autolink) }
        return escaped ?? text
    }

    /// Whether no byte of a text can start a change, checked in one pass with the same state
    /// the escaping keeps: no line break, no byte that starts U+0085, U+2028 or U+2029, no `:`
    /// (so no web address or `://`), no `<`, `>`, `&` or special; no `#`, `+`, `-` or `=`
    /// after nothing but spaces at the start of a line, no `.` or `)` after nothing but digits
    /// there, and no `.` after a `w`. False leaves the decision to
    /// ``escape(bytes:lineStart:autolink:)``.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Bool) -> Bool {
        let specialBytes = Self.specialBytes
        var atStart = lineStart
        var leadingDigits = lineStart
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 {
                if byte == 0xC2 || byte == 0xE2 { return false }
            } else {
                let kind = specialBytes[Int(byte)]
                if kind == 1 || (kind == 2 && atStart) { return false }
            }
            switch byte {
            case 0x0A...0x0D, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: ":"): return false
            case UInt8(ascii: ")"): if leadingDigits && !atStart { return false }
            case UInt8(ascii: "."): if (leadingDigits && !atStart) || previous | 0x20 == UInt8(ascii: "w") { return false }
            default: break
            }
            leadingDigits = leadingDigits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            atStart = atStart && byte == 0x20
            previous = byte
        }
        return true
    }

    /// ``escape(_:lineStart:autolink:)`` of the bytes of a text; nil when the text stays as it
    /// is. Output starts at the first byte that changes, with the bytes before it.
    private static func escape(bytes: UnsafeBufferPointer<UInt8>, lineStart: Bool, autolink: Bool) -> String? {
        let specialBytes = Self.specialBytes
        var output: [UInt8] = []
        var changed = false
        var index = 0
        var atStart = lineStart
        var leadingDigits = lineStart
        let backslash = UInt8(ascii: "\\")
        let dot = UInt8(ascii: ".")
        let colon = UInt8(ascii: ":")
        let slash = UInt8(ascii: "/")
        while index < bytes.count {
            var byte = bytes[index]
            // A line break of one byte, or U+0085 (two) or U+2028 and U+2029 (three), is a space.
            var length = 1
            if byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                byte = 0x20
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                byte = 0x20
                length = 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                byte = 0x20
                length = 3
            }
            if autolink, byte == UInt8(ascii: "h") || byte == UInt8(ascii: "H"), let (url, urlLength) = webAddress(in: bytes, at: index) {
                if !changed {
                    output.append(contentsOf: bytes[..<index])
                    changed = true
                }
                output += Array("[\(escapeLinkText(url))](<\(destination(url))>)".utf8)
                index += urlLength
                atStart = false
                leadingDigits = false
                continue
            }
            var escaped = false
            if byte < 0x80 {
                let kind = specialBytes[Int(byte)]
                escaped =
                    kind == 1 || (kind == 2 && atStart)
                    || (leadingDigits && !atStart && (byte == dot || byte == UInt8(ascii: ")")))
                    || (byte == colon && index + 2 < bytes.count && bytes[index + 1] == slash && bytes[index + 2] == slash)
                    || (byte == dot && index >= 3 && bytes[(index - 3)..<index].allSatisfy { $0 | 0x20 == UInt8(ascii: "w") })
            }
            leadingDigits = leadingDigits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            atStart = atStart && byte == 0x20
            let entity = byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            if !changed, escaped || entity || length > 1 || byte != bytes[index] {
                output.reserveCapacity(bytes.count + 16)
                output.append(contentsOf: bytes[..<index])
                changed = true
            }
            if changed {
                if escaped { output.append(backslash) }
                switch byte {
                case UInt8(ascii: "<"): output += Array("&lt;".utf8)
                case UInt8(ascii: ">"): output += Array("&gt;".utf8)
                case UInt8(ascii: "&"): output += Array("&amp;".utf8)
                default: output.append(byte)
                }
            }
            index += length
        }
        return changed ? String(decoding: output, as: UTF8.self) : nil
    }

    /// A web address as link text, escaped so it cannot be read as another autolink.
    private static func escapeLinkText(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar == "&" {
                output += "&amp;"
                continue
            }
            if inlineSpecials.contains(scalar) || scalar == ":" || scalar == "." { output.append("\\") }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// An `http` or `https` address starting at `index` whose host is plain (letters, digits,
    /// dots, hyphens and a port), with trailing punctuation left out, and its length in bytes.
    private static func webAddress(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        func lower(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] | 0x20 : 0 }
        guard lower(1) == UInt8(ascii: "t"), lower(2) == UInt8(ascii: "t"), lower(3) == UInt8(ascii: "p") else { return nil }
        let secure = lower(4) == UInt8(ascii: "s")
        let schemeEnd = index + (secure ? 5 : 4)
        guard schemeEnd + 2 < bytes.count, bytes[schemeEnd] == UInt8(ascii: ":"), bytes[schemeEnd + 1] == UInt8(ascii: "/"),
            bytes[schemeEnd + 2] == UInt8(ascii: "/")
        else { return nil }
        let stops = Set("<>\"'`\\| \t\n\r\u{0B}\u{0C}".utf8)
        var end = index
        while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
        let trailing = Set(".,;:!?*_~)]}".utf8)
        while end > index, trailing.contains(bytes[end - 1]) { end -= 1 }
        let url = String(decoding: bytes[index..<end], as: UTF8.self)
        let afterScheme = url.drop { $0 != "/" }.dropFirst(2)
        let host = afterScheme.prefix { !"/?#".contains($0) }
        let plainHost = !host.isEmpty && host.contains(".") && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0)) }
        return plainHost ? (url, end - index) : nil
    }

    /// `text` as inline code: a code span with a fence longer than any backtick run inside.
    static func code(_ text: String) -> String {
        // Most code is a token, file or rule name: printable ASCII without a backtick, which
        // needs no flattening and one backtick, read from the bytes (character by character
        // this took a site of 1,000 components 0.8 G instructions).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "`") }) {
            // One interpolation, which makes one string: the four concatenations made four.
            return text.utf8.first == UInt8(ascii: " ") ? "` \(text) `" : "`\(text)`"
        }
        let flat = text.map { $0.isNewline ? " " : $0 }
        let fence = String(repeating: "`", count: longestBacktickRun(in: flat) + 1)
        let padding = flat.first == "`" || flat.last == "`" || flat.first == " " ? " " : ""
        return fence + padding + String(flat) + padding + fence
    }

    /// `text` as a fenced code block, fenced by more backticks than any run inside it.
    static func codeBlock(_ text: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
        return "\(fence)\(language)\n\(text.trimmingTrailingNewlines)\n\(fence)"
    }

    /// `text` as inline code inside a GFM table cell, where a pipe must be escaped even in code.
    static func tableCode(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "|")) ? code(text).replacingEvery("|", with: "\\|") : code(text)
    }

    /// A link to `url` with `title` as its text, when the URL is safe (see
    /// `HTMLEscaping.url(_:)`); otherwise the title followed by the URL as code, so the reader
    /// still sees where it pointed.
    static func link(_ title: String, to url: String) -> String {
        guard HTMLEscaping.url(url) != nil else { return "\(inline(title)) (unsafe link not shown: \(code(url)))" }
        return "[\(linkText(title))](<\(destination(url))>)"
    }

    /// A link whose target dscheck made (a relative page path), with catalogue text as its title.
    static func internalLink(_ title: String, to path: String) -> String {
        String(concatenating: "[", linkText(title), "](<", destination(path), ">)")
    }

    /// A link whose target dscheck made, with `text` as inline code for its text (usable in a
    /// table cell).
    static func internalLink(code text: String, to path: String) -> String {
        String(concatenating: "[", tableCode(text), "](<", destination(path), ">)")
    }

    /// Catalogue text as the text of a link: escaped as `inline(_:)` but with no web address
    /// turned into a link of its own, since a link inside a link text is not a link.
    private static func linkText(_ text: String) -> String {
        escape(text, lineStart: true, autolink: false)
    }

    /// The longest run of backticks, so a fence can be longer.
    private static func longestBacktickRun(in text: some Sequence<Character>) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// A URL as a pointy-bracket link destination: characters that would end it are
    /// percent-encoded.
    /// Most destinations are page paths dscheck made, which need nothing of this: they are
    /// returned as they are.
    private static func destination(_ url: String) -> String {
        let plain = url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\\") }
        guard !plain else { return url }
        var output = ""
        for scalar in url.trimmingSpaces().unicodeScalars {
            switch scalar {
            case "<": output += "%3C"
            case ">": output += "%3E"
            case "\\": output += "%5C"
            case " ": output += "%20"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
