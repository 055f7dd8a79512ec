import Foundation

/// Gives every heading of a page an id from its text, unique in the page, and makes the heading
/// a link to itself so each section can be linked to.
struct HeadingAnchors {
    /// Ids taken by the page shell.
    static let reserved: Set<String> = ["main", "search-input", "search-status", "search-panel", "search-count", "search-results"]

    private var used = reserved

    /// `html` with `id`s and self-links on its `<h1>`…`<h6>` (which cmark-gfm and the preview
    /// fragments write without attributes). Scans the UTF-8 bytes once.
    mutating func apply(to html: String) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1024)
        var copied = 0
        var index = 0
        let less = UInt8(ascii: "<")
        let slash = UInt8(ascii: "/")
        let letterH = UInt8(ascii: "h")
        let greater = UInt8(ascii: ">")
        while index + 3 < bytes.count {
            guard let next = bytes[index...].firstIndex(of: less) else { break }
            index = next
            guard index + 3 < bytes.count, bytes[index + 1] == letterH, (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index + 2]),
                bytes[index + 3] == greater
            else {
                index += 1
                continue
            }
            let level = bytes[index + 2]
            let contentStart = index + 4
            var end = contentStart
            while end + 4 < bytes.count,
                !(bytes[end] == less && bytes[end + 1] == slash && bytes[end + 2] == letterH && bytes[end + 3] == level && bytes[end + 4] == greater)
            {
                end += 1
            }
            guard end + 4 < bytes.count else { break }
            let inner = String(decoding: bytes[contentStart..<end], as: UTF8.self)
            let id = unique(Self.slug(Self.plainText(inner[...])))
            let tag = "h" + String(UnicodeScalar(level))
            output += bytes[copied..<index]
            if inner.contains("<a ") {
                output += Array("<\(tag) id=\"\(id)\">\(inner)</\(tag)>".utf8)
            } else {
                output += Array("<\(tag) id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\">\(inner)</a></\(tag)>".utf8)
            }
            index = end + 5
            copied = index
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
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
        guard text.contains("&") else { return text }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// A URL fragment from heading text: lowercase ASCII letters and digits joined by `-`.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
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
