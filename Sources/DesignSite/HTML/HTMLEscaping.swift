import DesignSupport
import DesignTokens

/// Escaping of catalogue text for each place it can land in an HTML page. Every piece of text
/// that comes from a catalogue goes through one of these before it reaches the page.
enum HTMLEscaping {
    /// `text` as element content: `&`, `<` and `>` become character references.
    static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` as a double-quoted attribute value: also `"` and `'` become references.
    static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// `text` escaped, or `text` itself when nothing needs it, as most catalogue text does.
    private static func escape(_ text: String, quotes: Bool) -> String {
        guard needsEscaping(text, quotes: quotes) else { return text }
        var output = MarkupBuffer()
        append(text, quotes: quotes, to: &output)
        return output.text
    }

    /// Appends `text` to `markup` escaped as ``text(_:)`` (or, with `quotes`,
    /// ``attribute(_:)``) escapes it, copying the runs between the characters replaced whole.
    /// Escapes over the UTF-8 bytes: every character replaced is ASCII, and no byte of a
    /// multi-byte character is below 0x80.
    static func append(_ text: String, quotes: Bool, to markup: inout MarkupBuffer) {
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            for (index, byte) in bytes.enumerated() {
                guard let replacement = reference(byte, quotes: quotes) else { continue }
                markup.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                markup.append(replacement)
                copied = index + 1
            }
            markup.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
    }

    /// Whether `text` has a character ``escape(_:quotes:)`` replaces: a loop over the
    /// contiguous bytes of a native string (nearly every string), as the view's generic search
    /// took over three times the instructions.
    private static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { $0.contains { reference($0, quotes: quotes) != nil } }
            ?? utf8.contains { reference($0, quotes: quotes) != nil }
    }

    /// The character reference that stands for `byte`, or nil when it stands for itself.
    @inline(__always)
    private static func reference(_ byte: UInt8, quotes: Bool) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): quotes ? "&quot;" : nil
        case UInt8(ascii: "'"): quotes ? "&#39;" : nil
        default: nil
        }
    }

    /// The schemes a catalogue link may use.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// `url` as an `href` attribute value when its scheme is `http`, `https` or `mailto` or it is
    /// relative (no scheme); nil for anything else (`javascript:`, `data:`, `file:`…), so the
    /// caller shows the text without a link. Control characters and spaces make a URL unsafe too.
    static func url(_ url: String) -> String? {
        // An ASCII URL (nearly all) is read over its bytes: its only blanks are spaces and tabs,
        // and no character of it combines with the next. Foundation's trimming and the
        // character-by-character search were 1 % of the site's pages at 1,000 components.
        let ascii = url.utf8.allSatisfy { $0 < 0x80 }
        let trimmed = ascii ? trimmingSpacesAndTabs(url) : url.trimmingSpaces()
        // Every byte of a non-ASCII scalar's UTF-8 is 0x80 or more, so the bytes say what the
        // scalars would.
        guard !trimmed.isEmpty, !trimmed.utf8.contains(where: { $0 < 0x21 || $0 == 0x7f }) else { return nil }
        // A colon before the first "/", "?" or "#" ends a scheme, as URL parsers read it.
        let scheme: Substring?
        if ascii {
            let end = trimmed.utf8.firstIndex {
                $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            }
            scheme = end.flatMap { trimmed.utf8[$0] == UInt8(ascii: ":") ? trimmed[..<$0] : nil }
        } else {
            let end = trimmed.firstIndex { ":/?#".contains($0) }
            scheme = end.flatMap { trimmed[$0] == ":" ? trimmed[..<$0] : nil }
        }
        if let scheme {
            guard allowedSchemes.contains(scheme.lowercased()) else { return nil }
        }
        return attribute(trimmed)
    }

    /// ASCII `text` without the spaces and tabs at either end: what trimming `.whitespaces`
    /// leaves of ASCII (U+0020 is its only space separator there, with U+0009).
    private static func trimmingSpacesAndTabs(_ text: String) -> String {
        let bytes = text.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        return first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) ? text : String(text[first...last])
    }

    /// A CSS colour value for a parsed colour: `#rrggbb`, or `rgb(r g b / a)` when translucent.
    /// Only parsed colours reach CSS, so catalogue text can never end up in a style.
    static func cssColor(_ color: TokenColor) -> String {
        let alpha = min(max(color.alpha, 0), 1)
        guard alpha < 1 else { return color.hexString }
        let rgb = color.srgbComponents.clipped
        let bytes = [rgb.red, rgb.green, rgb.blue].map { String(Int(($0 * 255).rounded())) }
        return "rgb(\(bytes.joined(separator: " ")) / \(SVGNumber.format(alpha)))"
    }

    /// A token name as text that breaks only after its dots (`<wbr>`), never inside a segment.
    static func tokenName(_ name: String) -> String {
        let escaped = text(name)
        // An ASCII name (nearly all) is broken over its bytes; Foundation's replacement, which
        // also minds how characters combine, took 30,000 instructions a name.
        guard escaped.utf8.allSatisfy({ $0 < 0x80 }) else { return escaped.replacingEvery(".", with: ".<wbr>") }
        return breakingASCII(escaped, after: UInt8(ascii: "."))
    }

    /// ASCII `text` with a line-break opportunity (`<wbr>`) after every `separator` byte.
    static func breakingASCII(_ text: String, after separator: UInt8) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            output.append(byte)
            if byte == separator { output.append(contentsOf: "<wbr>".utf8) }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
