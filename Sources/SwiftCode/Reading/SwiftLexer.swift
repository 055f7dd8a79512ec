/// Reads Swift source into lexemes: names, numbers, string literals and punctuation, with
/// comments (`//`, nested `/* */`) and whitespace left out. String literals are read whole,
/// single-line, multi-line (`"""`) and raw (`#"…"#`), interpolations (`\(…)`, `\#(…)`) included,
/// so nothing inside a string or a comment is taken for code.
///
/// Never fails and never loops: every step consumes input. What is not valid Swift is read as
/// far as it goes (an unterminated string ends at its line, or at the end of the file for a
/// multi-line one; an unterminated comment at the end of the file). Nesting of interpolations
/// is followed with a stack rather than recursion, so no input exhausts the call stack.
package struct SwiftLexer {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// The end of the last run of `#` ``stringStarts(at:)`` scanned, and whether a quote
    /// follows it: every position inside the run has the same answer, so a run is scanned
    /// once (a file of 1,000,000 `#` was quadratic).
    private var hashRun: (end: Int, quoted: Bool)?

    /// The lexemes of `source` (UTF-8 bytes), in order.
    package static func lexemes(of source: [UInt8]) -> [SwiftLexeme] {
        var lexer = SwiftLexer(bytes: source)
        return lexer.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() -> [SwiftLexeme] {
        var lexemes: [SwiftLexeme] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            let (startLine, startColumn, start) = (line, offset - lineStart + 1, offset)
            func add(_ kind: SwiftLexeme.Kind, _ text: String? = nil) {
                let written = text ?? String(decoding: bytes[start..<offset], as: UTF8.self)
                lexemes.append(SwiftLexeme(kind: kind, text: written, line: startLine, column: startColumn))
            }
            if byte == .slash, peek(1) == .slash {
                skipLineComment()
            } else if byte == .slash, peek(1) == .star {
                skipBlockComment()
            } else if Self.isSpace(byte) {
                advance()
            } else if byte == .quote || (byte == .hash && stringStarts(at: offset)) {
                let content = readString()
                add(content == nil ? .string : .plainString, content ?? "")
            } else if byte == .hash, let next = peek(1), Self.isIdentifierStart(next) {
                advance()
                while let next = peek(0), Self.isIdentifierPart(next) { advance() }
                add(.poundKeyword)
            } else if Self.isDigit(byte) {
                readNumber()
                add(.number)
            } else if Self.isIdentifierStart(byte) {
                while let next = peek(0), Self.isIdentifierPart(next) { advance() }
                add(.identifier)
            } else if byte == .backtick {
                readBacktickName().map { add(.identifier, $0) } ?? add(.punctuation)
            } else if Self.isOperator(byte) {
                advance()
                while let next = peek(0), Self.isOperator(next), !(next == .slash && (peek(1) == .slash || peek(1) == .star)) {
                    advance()
                }
                add(.punctuation)
            } else {
                advance()
                add(.punctuation)
            }
        }
        return lexemes
    }

    // MARK: - Moving

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    /// Moves past one byte, counting lines: `\n`, `\r\n` and a lone `\r` each end one.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == .newline || (byte == .carriageReturn && peek(0) != .newline) {
            line += 1
            lineStart = offset
        }
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count where offset < bytes.count { advance() }
    }

    private func isNewline(_ byte: UInt8) -> Bool {
        byte == .newline || byte == .carriageReturn
    }

    // MARK: - Comments

    private mutating func skipLineComment() {
        while let byte = peek(0), !isNewline(byte) { advance() }
    }

    /// Skips `/* … */`, nested ones included; an unterminated comment runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while offset < bytes.count {
            if bytes[offset] == .slash, peek(1) == .star {
                depth += 1
                advance(by: 2)
            } else if bytes[offset] == .star, peek(1) == .slash {
                depth -= 1
                advance(by: 2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    // MARK: - Strings

    /// What is open while a string literal is read: a string (its `#` count and whether it is
    /// multi-line), or code inside an interpolation (its open parentheses).
    private enum Frame {
        case string(hashes: Int, multiline: Bool)
        case code(depth: Int)
    }

    /// Whether a string literal starts at `position`: `"`, or `#`s followed by `"`.
    private mutating func stringStarts(at position: Int) -> Bool {
        if let run = hashRun, position < run.end, bytes[position] == .hash { return run.quoted }
        var index = position
        while index < bytes.count, bytes[index] == .hash { index += 1 }
        let quoted = index < bytes.count && bytes[index] == .quote
        if index > position { hashRun = (index, quoted) }
        return quoted
    }

    /// Reads the opening of a string literal at the current offset (which starts one).
    private mutating func openString() -> Frame {
        var hashes = 0
        while peek(0) == .hash {
            hashes += 1
            advance()
        }
        if peek(0) == .quote, peek(1) == .quote, peek(2) == .quote {
            advance(by: 3)
            return .string(hashes: hashes, multiline: true)
        }
        advance()
        return .string(hashes: hashes, multiline: false)
    }

    /// Whether `count` `#`s follow `position`.
    private func hashes(_ count: Int, from position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == .hash }
    }

    /// Reads a whole string literal from its opening; returns its content when it is a
    /// single-line literal without escapes or interpolation, else nil.
    private mutating func readString() -> String? {
        var stack = [openString()]
        let contentStart = offset
        var contentEnd: Int?
        var plain = true
        while offset < bytes.count, let top = stack.last {
            let byte = bytes[offset]
            switch top {
            case .string(let hashes, let multiline):
                if multiline {
                    plain = false
                    if byte == .quote, peek(1) == .quote, peek(2) == .quote, self.hashes(hashes, from: offset + 3) {
                        advance(by: 3 + hashes)
                        stack.removeLast()
                        continue
                    }
                } else if byte == .quote, self.hashes(hashes, from: offset + 1) {
                    if stack.count == 1 { contentEnd = offset }
                    advance(by: 1 + hashes)
                    stack.removeLast()
                    continue
                } else if isNewline(byte) {
                    if stack.count == 1 { contentEnd = offset }
                    stack.removeLast()
                    continue
                }
                if byte == .backslash, self.hashes(hashes, from: offset + 1) {
                    plain = false
                    advance(by: 1 + hashes)
                    if peek(0) == .openParenthesis {
                        advance()
                        stack.append(.code(depth: 1))
                    } else if offset < bytes.count {
                        advance()
                    }
                    continue
                }
                advance()
            case .code(let depth):
                if byte == .openParenthesis {
                    stack[stack.count - 1] = .code(depth: depth + 1)
                    advance()
                } else if byte == .closeParenthesis {
                    stack[stack.count - 1] = .code(depth: depth - 1)
                    if depth == 1 { stack.removeLast() }
                    advance()
                } else if byte == .slash, peek(1) == .star {
                    skipBlockComment()
                } else if byte == .slash, peek(1) == .slash {
                    skipLineComment()
                } else if isNewline(byte), let single = stack.lastIndex(where: { if case .string(_, false) = $0 { true } else { false } }) {
                    // A single-line string cannot go on past its line: close it and what it holds.
                    if single == 0 { contentEnd = offset }
                    stack.removeSubrange(single...)
                } else if byte == .quote || (byte == .hash && stringStarts(at: offset)) {
                    stack.append(openString())
                } else {
                    advance()
                }
            }
        }
        guard plain, let end = contentEnd ?? (stack.isEmpty ? nil : offset) else { return nil }
        return String(decoding: bytes[contentStart..<end], as: UTF8.self)
    }

    // MARK: - Numbers and names

    /// Reads a number literal: digits and `_`, a hex, octal or binary prefix, a fraction when a
    /// digit follows the dot, an exponent; letters run on into it (`12abc` is one lexeme).
    private mutating func readNumber() {
        let hex = bytes[offset] == .zero && (peek(1) == .lowercaseX || peek(1) == .uppercaseX)
        if hex { advance(by: 2) }
        func readDigits() {
            while let next = peek(0), Self.isIdentifierPart(next) {
                let exponent = hex ? (next == .lowercaseP || next == .uppercaseP) : (next == .lowercaseE || next == .uppercaseE)
                advance()
                if exponent, let sign = peek(0), sign == .plus || sign == .minus { advance() }
            }
        }
        readDigits()
        if peek(0) == .dot, let next = peek(1), hex ? Self.isHexDigit(next) : Self.isDigit(next) {
            advance()
            readDigits()
        }
    }

    /// Reads `` `name` `` and returns the name, or nil (after the backtick alone) when no
    /// closing backtick follows on the line.
    private mutating func readBacktickName() -> String? {
        var index = offset + 1
        while index < bytes.count, bytes[index] != .backtick, !isNewline(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == .backtick, index > offset + 1 else {
            advance()
            return nil
        }
        let name = String(decoding: bytes[offset + 1..<index], as: UTF8.self)
        advance(by: index + 1 - offset)
        return name
    }

    // MARK: - Classes of bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .newline || byte == .carriageReturn || byte == 0x0B || byte == 0x0C || byte == 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Letters, `_`, `$` and any byte of a non-ASCII character (Swift names may hold most of them).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == .underscore || byte == .dollar || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        Array("/=-+!*%<>&|^~?".utf8).contains(byte)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let zero = UInt8(ascii: "0")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let underscore = UInt8(ascii: "_")
    fileprivate static let dollar = UInt8(ascii: "$")
    fileprivate static let lowercaseX = UInt8(ascii: "x")
    fileprivate static let uppercaseX = UInt8(ascii: "X")
    fileprivate static let lowercaseE = UInt8(ascii: "e")
    fileprivate static let uppercaseE = UInt8(ascii: "E")
    fileprivate static let lowercaseP = UInt8(ascii: "p")
    fileprivate static let uppercaseP = UInt8(ascii: "P")
}
