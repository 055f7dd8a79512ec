import Foundation

/// Gives every heading of a page an id from its text, unique in the page, and makes the heading
/// a link to itself so each section can be linked to.
struct HeadingAnchors {
    /// Ids taken by the page shell.
    static let reserved: Set<String> = ["main", "search-input", "search-status", "search-results"]

    private var used = reserved

    /// `html` with `id`s and self-links on its `<h1>`…`<h6>` (which cmark-gfm and the preview
    /// fragments write without attributes).
    mutating func apply(to html: String) -> String {
        var output = ""
        output.reserveCapacity(html.utf8.count + 512)
        var rest = html[...]
        while let open = rest.range(of: "<h") {
            let afterTag = open.upperBound
            guard afterTag < rest.endIndex, let level = rest[afterTag].wholeNumberValue, (1...6).contains(level),
                  rest.index(after: afterTag) < rest.endIndex, rest[rest.index(after: afterTag)] == ">",
                  let close = rest.range(of: "</h\(level)>", range: rest.index(afterTag, offsetBy: 2)..<rest.endIndex) else {
                output += rest[..<afterTag]
                rest = rest[afterTag...]
                continue
            }
            let inner = rest[rest.index(afterTag, offsetBy: 2)..<close.lowerBound]
            let id = unique(Self.slug(Self.plainText(inner)))
            output += rest[..<open.lowerBound]
            if inner.contains("<a ") {
                output += "<h\(level) id=\"\(id)\">\(inner)</h\(level)>"
            } else {
                output += "<h\(level) id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\">\(inner)</a></h\(level)>"
            }
            rest = rest[close.upperBound...]
        }
        return output + rest
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
