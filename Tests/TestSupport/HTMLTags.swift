import Foundation

/// The start tags of an HTML document with their attributes, read by a small tokenizer (enough
/// for the pages dscheck writes: comments skipped, quoted and bare attribute values, character
/// references in values decoded), so tests can check links, ids and attributes.
public struct HTMLTag: Sendable {
    public var name: String
    public var attributes: [(name: String, value: String)]

    /// The value of the attribute `name`, if present.
    public subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Every start tag in `html`, in order; text, end tags and comments are skipped, and so is
    /// the content of `<script>` and `<style>`.
    public static func all(in html: String) -> [HTMLTag] {
        let scalars = Array(html.unicodeScalars)
        var tags: [HTMLTag] = []
        var index = 0
        func skip(past marker: String) {
            let needle = Array(marker.unicodeScalars)
            while index < scalars.count {
                if scalars[index] == needle[0], index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle {
                    index += needle.count
                    return
                }
                index += 1
            }
        }
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            if index + 3 < scalars.count, scalars[index + 1] == "!", scalars[index + 2] == "-", scalars[index + 3] == "-" {
                index += 4
                skip(past: "-->")
                continue
            }
            index += 1
            guard index < scalars.count, scalars[index].properties.isAlphabetic else { continue }
            var name = ""
            while index < scalars.count, !" \t\n\r/>".unicodeScalars.contains(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            var attributes: [(String, String)] = []
            while index < scalars.count, scalars[index] != ">" {
                if " \t\n\r/".unicodeScalars.contains(scalars[index]) {
                    index += 1
                    continue
                }
                var attribute = ""
                while index < scalars.count, !" \t\n\r/>=".unicodeScalars.contains(scalars[index]) {
                    attribute.unicodeScalars.append(scalars[index])
                    index += 1
                }
                var value = ""
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                        let quote = scalars[index]
                        index += 1
                        while index < scalars.count, scalars[index] != quote {
                            value.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                        index += 1
                    } else {
                        while index < scalars.count, !" \t\n\r>".unicodeScalars.contains(scalars[index]) {
                            value.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                    }
                }
                attributes.append((attribute.lowercased(), decode(value)))
            }
            index += 1
            let tag = HTMLTag(name: name.lowercased(), attributes: attributes)
            tags.append(tag)
            if tag.name == "script" { skip(past: "</script>") }
            if tag.name == "style" { skip(past: "</style>") }
        }
        return tags
    }

    private static func decode(_ value: String) -> String {
        var text = value
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
