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

    /// The regular expression the whole string must match.
    var expression: String {
        switch self {
        case .swiftName: "[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*"
        case .symbolName: "[a-z0-9]+(?:\\.[a-z0-9]+)*"
        case .relativePath: "[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*(?:/[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*)*"
        case .webAddress: "https?://[^\\s<>\"'`]+"
        }
    }

    /// Whether `text` surely matches ``expression``, decided byte by byte for the ASCII strings
    /// specs nearly always hold. False means "ask the regular expression", which also decides
    /// the rare rest (non-ASCII text, a final line break that `$` allows): compiling and running
    /// it took about 46,000 instructions a string, a tenth of reading a component spec.
    func surelyMatches(_ text: String) -> Bool {
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
