import DesignSupport

/// Gives every heading of a page an id from its text, unique in the page, and makes the heading
/// a link to itself so each section can be linked to.
struct HeadingAnchors {
    /// Ids taken by the page shell.
    static let reserved: Set<String> = ["main", "search-input", "search-status", "search-panel", "search-count", "search-results"]

    private var used = reserved

    /// What ``anchor(_:at:after:into:)`` found at a `<`.
    enum Found {
        /// No heading starts there.
        case noHeading
        /// A heading, anchored; the page goes on at `end`.
        case anchored(end: Int)
        /// A heading that is never closed: no heading after it is anchored either.
        case unclosed
    }

    /// Anchors the heading that starts at `index` in `bytes`, an `<h1>`…`<h6>` without
    /// attributes (as cmark-gfm and the preview fragments write them): appends the bytes from
    /// `copied` up to it, then the heading with an `id` and a self-link, to `output`. Appends
    /// nothing unless it finds a whole heading.
    mutating func anchor(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, after copied: Int, into output: inout MarkupBuffer) -> Found {
        let less = UInt8(ascii: "<")
        let slash = UInt8(ascii: "/")
        let letterH = UInt8(ascii: "h")
        let greater = UInt8(ascii: ">")
        guard index + 3 < bytes.count, bytes[index + 1] == letterH, (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index + 2]),
            bytes[index + 3] == greater
        else { return .noHeading }
        let level = bytes[index + 2]
        let contentStart = index + 4
        var end = contentStart
        while end + 4 < bytes.count,
            !(bytes[end] == less && bytes[end + 1] == slash && bytes[end + 2] == letterH && bytes[end + 3] == level && bytes[end + 4] == greater)
        {
            end += 1
        }
        guard end + 4 < bytes.count else { return .unclosed }
        let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<end])
        let id = unique(Self.asciiSlug(content) ?? Self.slug(Self.plainText(String(decoding: content, as: UTF8.self)[...])))
        output.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        output.append("<h")
        output.append(level)
        output.append(" id=\"")
        output.append(id)
        output.append("\">")
        if Self.holdsLink(content) {
            output.append(content)
        } else {
            output.append("<a class=\"anchor\" href=\"#")
            output.append(id)
            output.append("\">")
            output.append(content)
            output.append("</a>")
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[end..<(end + 5)]))
        return .anchored(end: end + 5)
    }

    /// Whether a heading's content holds a link (`<a `), which it then needs no self-link for.
    private static func holdsLink(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        guard content.count >= 3 else { return false }
        for index in 0...(content.count - 3)
        where content[index] == UInt8(ascii: "<") && content[index + 1] == UInt8(ascii: "a") && content[index + 2] == UInt8(ascii: " ") {
            return true
        }
        return false
    }

    private mutating func unique(_ slug: String) -> String {
        var candidate = slug
        var counter = 2
        while !used.insert(candidate).inserted {
            candidate = "\(slug)-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// The text of a heading's HTML: tags dropped, the escapes cmark-gfm writes decoded.
    static func plainText(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        // Foundation's search, which the replacements below use, is slow; most headings hold no `&`.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingEvery(entity, with: character)
        }
        return text
    }

    /// The slug of a heading's HTML that is ASCII with no `&` outside its tags, made from its
    /// bytes: the same as ``slug(_:)`` of its ``plainText(_:)``, without building either string
    /// (a site of 1,000 components has tens of thousands of headings). Nil for other headings.
    static func asciiSlug(_ html: UnsafeBufferPointer<UInt8>) -> String? {
        var slug: [UInt8] = []
        slug.reserveCapacity(html.count)
        var inTag = false
        var pendingDash = false
        for byte in html {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "<") {
                inTag = true
                continue
            }
            if byte == UInt8(ascii: ">") {
                inTag = false
                continue
            }
            guard !inTag else { continue }
            switch byte {
            case UInt8(ascii: "&"): return nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                // Setting bit 5 lowercases a capital and leaves digits and small letters as they are.
                slug.append(byte | 0x20)
                pendingDash = false
            default: pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }

    /// A URL fragment from heading text: lowercase ASCII letters and digits joined by `-`.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            // Lowercased, the only ASCII letters are a-z: compared as such, not through the
            // Unicode property tables.
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
