/// Where GitHub would turn escaped Markdown into a link, and the breaks that stop it: after the
/// colon of `://`, after `www` before its dot, after `GH` before `-` and a digit, and after the
/// sixth digit of a run of seven or more hexadecimal digits standing alone (a commit hash).
///
/// The rules were regular expressions run by Foundation (ICU) before; these scans keep ICU's
/// meaning exactly, so the same text is broken in the same places:
/// - `\b` before `www` and `GH`: the character before, skipping back over grapheme extenders
///   and format characters, is not an ICU word character (`[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}]`,
///   ZWNJ or ZWJ);
/// - `www` and `GH` match in any ASCII case;
/// - a hash is a run of `[0-9A-Fa-f]` not preceded by `[0-9A-Za-z&#]` and followed by no
///   `[0-9A-Za-z]`.
enum AutolinkBreaking {
    /// `text` with `separator` written at each break, the four rules applied one after the
    /// other.
    static func broken(_ text: String, with separator: String) -> String {
        let schemes = text.replacingEvery("://", with: ":" + separator + "//")
        let named = breakingNames(in: schemes, with: separator)
        return breakingHashes(in: named, with: separator)
    }

    /// `www.` and `GH-` followed by a digit, at the start of a word, with `separator` before the
    /// dot or hyphen.
    private static func breakingNames(in text: String, with separator: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let length = nameLength(in: scalars, at: index) {
                result.append(contentsOf: scalars[index..<index + length])
                result.append(contentsOf: separator.unicodeScalars)
                result.append(scalars[index + length])
                index += length + 1
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The length of the name (`www` or `GH`) that starts a link at `index`, if one does.
    private static func nameLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        func isLetter(_ offset: Int, _ letter: UInt8) -> Bool {
            index + offset < scalars.count && scalars[index + offset].isASCII
                && UInt8(scalars[index + offset].value) | 0x20 == letter
        }
        func scalar(_ offset: Int, in range: ClosedRange<Unicode.Scalar>) -> Bool {
            index + offset < scalars.count && range.contains(scalars[index + offset])
        }
        let length: Int
        if isLetter(0, UInt8(ascii: "w")), isLetter(1, UInt8(ascii: "w")), isLetter(2, UInt8(ascii: "w")), scalar(3, in: "."...".") {
            length = 3
        } else if isLetter(0, UInt8(ascii: "g")), isLetter(1, UInt8(ascii: "h")), scalar(2, in: "-"..."-"), scalar(3, in: "0"..."9") {
            length = 2
        } else {
            return nil
        }
        return startsWord(scalars, at: index) ? length : nil
    }

    /// Whether a word character at `index` starts a word, as ICU's `\b` decides it: the
    /// character before, passing back over grapheme extenders and format characters, is not a
    /// word character.
    private static func startsWord(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 {
            let properties = scalars[before].properties
            if properties.isGraphemeExtend || properties.generalCategory == .format {
                before -= 1
                continue
            }
            return !isWordCharacter(scalars[before])
        }
        return true
    }

    /// ICU's word characters: `[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }

    /// `text` with `separator` after the sixth digit of each standalone run of seven or more
    /// hexadecimal digits.
    private static func breakingHashes(in text: String, with separator: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard isHexDigit(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
            let standsAlone =
                index == 0 || !(isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "&") || bytes[index - 1] == UInt8(ascii: "#"))
            if standsAlone, end - index >= 7, end == bytes.count || !isAlphanumeric(bytes[end]) {
                result.append(contentsOf: bytes[copied..<index + 6])
                result.append(contentsOf: separator.utf8)
                copied = index + 6
            }
            index = end
        }
        guard copied > 0 else { return text }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
