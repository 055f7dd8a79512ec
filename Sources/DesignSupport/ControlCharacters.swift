/// Characters that change how text is shown instead of being shown: the C0 and C1 controls and
/// DEL (terminal escape sequences start with one), the line and paragraph separators, and the
/// bidirectional embedding, override and isolate controls (which can make text read differently
/// from what it is). dscheck refuses them in token names and escapes them in text output, so a
/// catalogue cannot rewrite a terminal or a CI log.
public enum ControlCharacters {
    /// Whether `scalar` is one of these characters.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first of these characters in `text`, if any.
    public static func first(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: contains)
    }

    /// `text` with each of these characters written as a Swift escape, such as `\u{1B}`.
    public static func escaped(_ text: String) -> String {
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
    public static func notation(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
