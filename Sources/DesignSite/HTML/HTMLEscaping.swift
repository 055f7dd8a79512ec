import DesignTokens
import Foundation

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

    private static func escape(_ text: String, quotes: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    /// The schemes a catalogue link may use.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// `url` as an `href` attribute value when its scheme is `http`, `https` or `mailto` or it is
    /// relative (no scheme); nil for anything else (`javascript:`, `data:`, `file:`…), so the
    /// caller shows the text without a link. Control characters and spaces make a URL unsafe too.
    static func url(_ url: String) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7f }) else { return nil }
        // A colon before the first "/", "?" or "#" ends a scheme, as URL parsers read it.
        let schemeEnd = trimmed.firstIndex { ":/?#".contains($0) }
        if let schemeEnd, trimmed[schemeEnd] == ":" {
            guard allowedSchemes.contains(trimmed[..<schemeEnd].lowercased()) else { return nil }
        }
        return attribute(trimmed)
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
}
