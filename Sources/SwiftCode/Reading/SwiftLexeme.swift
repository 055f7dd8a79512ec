/// One token of Swift source as ``SwiftLexer`` reads it, with its place: a 1-based line and a
/// 1-based column in UTF-8 bytes, as dscheck reports every location.
package struct SwiftLexeme: Sendable, Hashable {
    /// What a lexeme is.
    package enum Kind: Sendable, Hashable {
        /// A name or keyword; a name in backticks without them; `$0`.
        case identifier
        /// `#` and a name: `#colorLiteral`, `#if`.
        case poundKeyword
        /// A number literal as written: `12`, `0.984`, `0xFBD494`, `1_000`.
        case number
        /// A string literal with neither escapes nor interpolation; `text` is its content.
        case plainString
        /// Any other string literal (escapes, interpolation, several lines); `text` is empty.
        case string
        /// A bracket, comma, colon, dot or a run of operator characters.
        case punctuation
    }

    package var kind: Kind
    package var text: String
    package var line: Int
    package var column: Int

    /// Whether this is punctuation `text`.
    package func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation && self.text == text
    }

    /// Whether this is the identifier or keyword `text`.
    package func isIdentifier(_ text: String) -> Bool {
        kind == .identifier && self.text == text
    }

    /// The value of a number literal (decimal, or hexadecimal integer), or nil.
    package var numberValue: Double? {
        guard kind == .number else { return nil }
        let digits = text.replacingEvery("_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) }
        }
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+") }) else {
            return nil
        }
        return Double(digits)
    }
}
