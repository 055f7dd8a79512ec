/// Characters that change how text is shown instead of being shown: the C0 and C1 controls and
/// DEL (terminal escape sequences start with one), the line and paragraph separators, and the
/// bidirectional controls: embeddings, overrides, isolates and the marks (U+200E, U+200F,
/// U+061C), which can make text read differently from what it is. dscheck refuses them in every
/// name (tokens, groups, resolver modifiers, contexts and sets, component, composition, layer and
/// variant ids) and ``OutputEscaping`` shows them as escapes in every output, so a catalogue
/// cannot rewrite a terminal or a CI log.
package enum ControlCharacters {
    /// Whether `scalar` is one of these characters.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first of these characters in `text`, if any.
    package static func first(in text: String) -> Unicode.Scalar? {
        guard mayContain(text) else { return nil }
        return text.unicodeScalars.first(where: contains)
    }

    /// Whether `text`'s UTF-8 holds the encoding of one of these characters: every report line
    /// passes through here, and reading bytes is many times cheaper than decoding scalars. The
    /// encodings: 00–1F and 7F; C2 80–C2 9F (U+0080–U+009F); D8 9C (U+061C); E2 80 8E, 8F,
    /// A8–AE (U+200E, U+200F, U+2028–U+202E); E2 81 A6–A9 (U+2066–U+2069). A String's UTF-8
    /// is valid, so C2, D8 and E2 are only ever lead bytes. With `besidesLineFeeds`, a line feed
    /// (0A) does not count.
    package static func mayContain(_ text: String, besidesLineFeeds: Bool = false) -> Bool {
        var text = text
        let leadBytes = Self.leadBytes
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // Every other byte is passed by one mask test, without the patterns below.
                if !leadBytes.contains(byte) || (besidesLineFeeds && byte == 0x0A) {
                    index += 1
                    continue
                }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                switch byte {
                case 0x00...0x1F, 0x7F: return true
                case 0xC2 where (0x80...0x9F).contains(next): return true
                case 0xD8 where next == 0x9C: return true
                case 0xE2 where next == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)): return true
                case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(third): return true
                default: index += 1
                }
            }
            return false
        }
    }

    /// The bytes that can start the encoding of one of these characters (see
    /// ``mayContain(_:besidesLineFeeds:)``).
    package static let leadBytes = ByteSet(Array(0x00...0x1F) + [0x7F, 0xC2, 0xD8, 0xE2])

    /// `text` with each of these characters written as a Swift escape, such as `\u{1B}`.
    package static func escaped(_ text: String) -> String {
        guard first(in: text) != nil else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                escaped.append(contentsOf: notation(scalar).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// The escape for one character: `\u{1B}`.
    package static func notation(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The code point of one character as Unicode writes it: `U+001B`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Why `name` cannot be a name, or nil when it holds none of these characters: one sentence
    /// showing the name escaped and the first such character as `U+001B`, for the error that
    /// refuses it. `what` says what the name names, such as `modifier` or `layer id`.
    package static func nameProblem(_ name: String, what: String) -> String? {
        guard let control = first(in: name) else { return nil }
        return
            "\(what) \"\(escaped(name))\" contains the control character \(codePoint(control)), which would corrupt every report that shows it; remove it"
    }
}
