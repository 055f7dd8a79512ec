/// The shapes of spec strings that name code, symbols or pages rather than hold prose: a
/// catalogue cannot smuggle markup or a `javascript:` address through them.
enum SpecTextPattern {
    /// A Swift type or member name, such as `PillButton` or `GlassView.Tinted`.
    case swiftName
    /// An SF Symbol name, such as `chevron.right` or `1.circle.fill`.
    case symbolName
    /// A source path relative to the repository, such as `Sources/Buttons/PillButton.swift`.
    case relativePath
    /// An http or https address.
    case webAddress

    /// Whether the whole of `text` has this shape. The shapes were regular expressions run by
    /// ICU (`^(?:…)$`) before, and this keeps their meaning: the names and paths take ASCII
    /// only; an address takes any character after its scheme but white space (Unicode's
    /// White_Space) and `<>"'` and the backtick; and, as ICU's `$` allows, one final line
    /// break (LF, VT, FF, CR, CR LF, NEL, U+2028 or U+2029) may follow.
    func matches(_ text: String) -> Bool {
        if surelyMatches(text) { return true }
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        if end >= 2, scalars[end - 2] == "\r", scalars[end - 1] == "\n" {
            end -= 2
        } else if let last = scalars.last, Self.lineBreaks.contains(last) {
            end -= 1
        }
        guard case .webAddress = self else { return end < scalars.count && surelyMatches(String(String.UnicodeScalarView(scalars[..<end]))) }
        let body = scalars[..<end]
        let scheme = body.starts(with: "https://".unicodeScalars) ? 8 : body.starts(with: "http://".unicodeScalars) ? 7 : nil
        guard let scheme, end > scheme else { return false }
        return scalars[scheme..<end].allSatisfy { !$0.properties.isWhitespace && !"<>\"'`".unicodeScalars.contains($0) }
    }

    /// The line breaks ICU's `$` may stand before at the end of the text.
    private static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// Whether `text` has this shape with nothing after it, decided byte by byte: the whole
    /// answer for the names and paths, and for the ASCII addresses specs nearly always hold.
    private func surelyMatches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch self {
        case .swiftName:
            return Self.segments(bytes, separator: UInt8(ascii: "."), first: Self.isSwiftNameStart) { Self.isSwiftNameStart($0) || Self.isDigit($0) }
        case .symbolName:
            return Self.segments(bytes, separator: UInt8(ascii: "."), first: Self.isSymbolCharacter, rest: Self.isSymbolCharacter)
        case .relativePath:
            return Self.segments(bytes, separator: UInt8(ascii: "/"), first: Self.isPathStart) {
                Self.isPathStart($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ")
            }
        case .webAddress:
            let scheme = bytes.starts(with: "https://".utf8) ? 8 : bytes.starts(with: "http://".utf8) ? 7 : nil
            guard let scheme, bytes.count > scheme else { return false }
            return bytes[scheme...].allSatisfy { (0x21...0x7E).contains($0) && !"<>\"'`".utf8.contains($0) }
        }
    }

    /// Whether `bytes` is one or more segments joined by `separator`, each a `first` byte then
    /// any number of `rest` bytes.
    private static func segments(_ bytes: [UInt8], separator: UInt8, first: (UInt8) -> Bool, rest: (UInt8) -> Bool) -> Bool {
        var atSegmentStart = true
        for byte in bytes {
            if atSegmentStart {
                guard first(byte) else { return false }
                atSegmentStart = false
            } else if byte == separator {
                atSegmentStart = true
            } else if !rest(byte) {
                return false
            }
        }
        return !atSegmentStart
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    private static func isSwiftNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }
    private static func isSymbolCharacter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || isDigit(byte) }
    private static func isPathStart(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || "_+@-".utf8.contains(byte) }

    /// What the string must be, for the message when it is not.
    var meaning: String {
        switch self {
        case .swiftName: "a Swift type name such as \"PillButton\"; use letters, digits, underscores and dots"
        case .symbolName: "an SF Symbol name such as \"chevron.right\"; use lowercase letters, digits and dots"
        case .relativePath: "a path relative to the repository such as \"Sources/Buttons/PillButton.swift\"; no scheme, no leading / and no .."
        case .webAddress: "an http or https address such as \"https://developer.apple.com/design/human-interface-guidelines/buttons\""
        }
    }
}
