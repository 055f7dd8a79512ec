import DesignCatalog
import DesignRules
import DesignTokens

/// The size of a run of text as the previews lay it out: an estimate from character classes,
/// since no font is measured (the site carries no fonts).
struct TextBox {
    var text: String
    var fontSize: Double
    var fontWeight: Double
    var tracking: Double

    /// The estimated advance width.
    var width: Double {
        let weightFactor = 1 + (fontWeight - 400) / 2500
        let (ems, count) = Self.asciiEms(text) ?? Self.characterEms(text)
        return ems * fontSize * weightFactor + tracking * Double(max(count - 1, 0))
    }

    /// The ems and character count of `text`, each character classed: a space, a capital or
    /// digit, a small letter, other ASCII, anything else.
    static func characterEms(_ text: String) -> (ems: Double, count: Int) {
        var ems = 0.0
        for character in text {
            if character == " " {
                ems += 0.28
            } else if character.isUppercase || character.isNumber {
                ems += 0.66
            } else if character.isLowercase {
                ems += 0.52
            } else if character.isASCII {
                ems += 0.4
            } else {
                ems += 1
            }
        }
        return (ems, text.count)
    }

    /// ``characterEms(_:)`` of ASCII text without a carriage return, where every byte is one
    /// character, classed by its byte and added up in the same order; nil for other text.
    /// Labels are mostly ASCII, and classing bytes skips the grapheme breaking.
    static func asciiEms(_ text: String) -> (ems: Double, count: Int)? {
        var ems = 0.0
        var count = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "): ems += 0.28
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): ems += 0.66
            case UInt8(ascii: "a")...UInt8(ascii: "z"): ems += 0.52
            case UInt8(ascii: "\r"), 0x80...: return nil
            default: ems += 0.4
            }
            count += 1
        }
        return (ems, count)
    }

    /// The line height: 1.2 times the size.
    var height: Double { fontSize * 1.2 }
}

extension TextBox {
    /// The size previews set text at when nothing else gives one (the iOS body size).
    static let defaultSize = 17.0

    /// `text` set in a label's style (body when there is none), with the label's case applied;
    /// sized as the rules size it (``TextMetrics``).
    init(_ text: String, style label: Label?, in tokens: TokenSet) {
        let typography = label?.typography?.resolved(in: tokens)
        let metrics = label?.metrics(in: tokens, defaultSize: Self.defaultSize)
        let cased: String =
            switch label?.textCase {
            case .uppercase?: text.uppercased()
            case .lowercase?: text.lowercased()
            default: text
            }
        self.init(
            text: cased, fontSize: metrics?.size ?? Self.defaultSize, fontWeight: metrics?.weight ?? 400,
            tracking: label?.tracking?.resolved(in: tokens) ?? typography?.letterSpacing.points() ?? 0)
    }

    /// A text run of a composition, sized as the rules size it (``TextMetrics``).
    init(_ run: TextRun, in tokens: TokenSet) {
        let metrics = run.metrics(in: tokens, defaultSize: Self.defaultSize)
        self.init(
            text: run.text, fontSize: metrics?.size ?? Self.defaultSize, fontWeight: metrics?.weight ?? 400,
            tracking: run.typography?.resolved(in: tokens)?.letterSpacing.points() ?? 0)
    }
}
