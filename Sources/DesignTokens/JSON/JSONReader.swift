import DesignSupport

/// Reads JSON (RFC 8259) into ``JSONNode`` trees that remember the line and column of every key
/// and value. Strict: rejects duplicate keys, invalid UTF-8, a byte-order mark, NaN and
/// Infinity, numbers too large for a double, trailing content, nesting beyond ``maximumDepth``
/// and input beyond ``maximumSize``. It never recurses deeper than ``maximumDepth``, so no input
/// can overflow the stack.
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int
    /// The largest input accepted, in bytes.
    public var maximumSize: Int

    /// Creates a reader with the given limits (defaults: depth 128, 16 MiB).
    public init(maximumDepth: Int = 128, maximumSize: Int = 16 << 20) {
        self.maximumDepth = maximumDepth
        self.maximumSize = maximumSize
    }

    /// Reads the file at `path`; `displayPath` is the path locations carry (defaults to `path`).
    public func read(fileAt path: String, displayPath: String? = nil) throws(JSONReadError) -> JSONNode {
        try read(fileAt: path, displayPath: displayPath, files: .disk)
    }

    /// ``read(fileAt:displayPath:)`` of a file in `files`.
    package func read(fileAt path: String, displayPath: String? = nil, files: FileAccess) throws(JSONReadError) -> JSONNode {
        let shown = displayPath ?? path
        // One stat, following a link to the file it names (Foundation's attributesOfItem looks
        // the owner up in the user database on every call, and stops at a link); a path it
        // cannot reach is not found, as `fileExists` says.
        guard let status = files.status(path, followingLinks: true) else {
            throw JSONReadError(.unreadable, "file not found; check the path", at: .file(shown))
        }
        if status.kind == .folder {
            throw JSONReadError(.unreadable, "expected a JSON file but found a directory", at: .file(shown))
        }
        if status.kind != .regular {
            throw JSONReadError(.unreadable, "\(status.kind.noun), not a regular file; give the path of a JSON file", at: .file(shown))
        }
        if status.size > maximumSize {
            throw tooLarge(Int(status.size), file: shown)
        }
        guard let data = files.contents(path) else {
            throw JSONReadError(.unreadable, "cannot read the file; \(files.unreadableAdvice(path))", at: .file(shown))
        }
        return try read(data, file: shown)
    }

    /// Reads JSON from `data`; locations name `file`.
    public func read(_ data: Data, file: String) throws(JSONReadError) -> JSONNode {
        if data.count > maximumSize { throw tooLarge(data.count, file: file) }
        let result: Result<JSONNode, JSONReadError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var parser = Parser(bytes: bytes, file: file, maximumDepth: maximumDepth)
            do throws(JSONReadError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads JSON from a string; locations name `file`.
    public func read(_ text: String, file: String) throws(JSONReadError) -> JSONNode {
        try read(Data(text.utf8), file: file)
    }

    private func tooLarge(_ size: Int, file: String) -> JSONReadError {
        JSONReadError(
            .tooLarge,
            "file is \(size) bytes; dscheck reads JSON files up to \(maximumSize) bytes; split it into smaller files",
            at: .file(file))
    }
}

/// The byte-level recursive-descent parser behind ``JSONReader``.
private struct Parser: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's number in ``SourceFilePaths``, looked up once for every location made here.
    let fileNumber: UInt32
    let maximumDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// The members of the objects being read, innermost object's last: each object's are moved
    /// into an array of their exact size when it closes, so no object's array grows by doubling
    /// (which reallocated 51,000 times for 10,000 tokens).
    var openMembers = PendingValues<JSONObject.Member>()
    /// The elements of the arrays being read, as ``openMembers`` holds members.
    var openElements = PendingValues<JSONNode>()

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        fileNumber = SourceFilePaths.number(of: file)
        self.maximumDepth = maximumDepth
    }

    var location: SourceLocation { location(at: index) }

    func location(at offset: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: offset - lineStart + 1)
    }

    func error(_ kind: JSONDiagnostic, _ message: String, at offset: Int? = nil) -> JSONReadError {
        JSONReadError(kind, message, at: location(at: offset ?? index))
    }

    mutating func parseDocument() throws(JSONReadError) -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw error(.byteOrderMark, "file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM")
        }
        skipWhitespace()
        if index == bytes.count {
            throw error(.syntax, "file is empty; a JSON file holds one value, such as {}")
        }
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error(.syntax, "unexpected \(describe(bytes[index])) after the end of the JSON value; remove the trailing content")
        }
        return node
    }

    /// Moves past spaces, tabs and line breaks, counting lines. The position is kept in a local
    /// while it moves (a pretty-printed file is mostly indentation), and a space, the commonest
    /// byte, is tested first. After a line break, indentation is passed 8 spaces at a time.
    mutating func skipWhitespace() {
        var position = index
        let end = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while position < end {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if byte == 0x0A {
                position += 1
                line += 1
                lineStart = position
                while position + 8 <= end, raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) == Self.eightSpaces { position += 8 }
            } else {
                break
            }
        }
        index = position
    }

    /// Eight spaces read as one word, in either byte order.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    mutating func parseValue() throws(JSONReadError) -> JSONNode {
        guard index < bytes.count else {
            throw error(.syntax, "unexpected end of file; expected a value (the file may be truncated)")
        }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONNode(.object(try parseObject()), at: start)
        case UInt8(ascii: "["):
            return JSONNode(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error(.nonFiniteNumber, "NaN and Infinity are not JSON numbers; write a finite number")
        default:
            throw error(.syntax, "unexpected \(describe(bytes[index])); expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func enter() throws(JSONReadError) {
        depth += 1
        if depth > maximumDepth {
            throw error(.tooDeep, "nesting deeper than \(maximumDepth) levels; flatten the structure")
        }
    }

    mutating func parseObject() throws(JSONReadError) -> JSONObject {
        try enter()
        index += 1
        let first = openMembers.count
        var positionByKey: [String: Int] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject()
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw error(.syntax, "unexpected end of file inside an object; add the missing '}' (the file may be truncated)")
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.syntax, "unexpected \(describe(bytes[index])); expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString()
            if let earlier = position(of: key, from: first, indexed: &positionByKey) {
                let firstLocation = openMembers[earlier].keyLocation
                throw JSONReadError(
                    .duplicateKey,
                    "duplicate key \"\(key)\" (first at line \(firstLocation.line), column \(firstLocation.column)); keep one of them",
                    at: keyLocation)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    .syntax,
                    index < bytes.count
                        ? "unexpected \(describe(bytes[index])); expected ':' after the key"
                        : "unexpected end of file; expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            openMembers.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error(.syntax, "unexpected end of file inside an object; add the missing '}' (the file may be truncated)")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw error(.syntax, "trailing comma before '}'; remove it")
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return JSONObject(members: openMembers.removeAll(from: first))
            }
            throw error(.syntax, "unexpected \(describe(bytes[index])); expected ',' or '}' after an object member")
        }
    }

    /// Objects with at most this many members are searched for a duplicate key member by
    /// member; a larger one gets a dictionary of its keys. Most objects in token files are
    /// tokens and values of two to five members, where a dictionary per object cost more than
    /// the rest of the parse.
    static let membersScanned = 12

    /// Where `key` is among the members of the open object read so far (from `first` in
    /// ``openMembers``); `positionByKey` is filled once the object grows past
    /// ``membersScanned`` and kept up to date after that.
    func position(of key: String, from first: Int, indexed positionByKey: inout [String: Int]) -> Int? {
        let end = openMembers.count
        if end - first < Self.membersScanned {
            for position in first..<end where openMembers[position].key == key { return position }
            return nil
        }
        if positionByKey.isEmpty {
            for position in first..<end { positionByKey[openMembers[position].key] = position }
        }
        if let position = positionByKey[key] { return position }
        positionByKey[key] = end
        return nil
    }

    mutating func parseArray() throws(JSONReadError) -> [JSONNode] {
        try enter()
        index += 1
        let first = openElements.count
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return []
        }
        while true {
            skipWhitespace()
            openElements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw error(.syntax, "unexpected end of file inside an array; add the missing ']' (the file may be truncated)")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw error(.syntax, "trailing comma before ']'; remove it")
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return openElements.removeAll(from: first)
            }
            throw error(.syntax, "unexpected \(describe(bytes[index])); expected ',' or ']' after an array element")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONReadError) {
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<count where index + offset >= bytes.count || bytes[index + offset] != text[offset] {
            throw error(.syntax, "invalid literal; expected \(literal) (JSON literals are lowercase: true, false, null)")
        }
        index += count
    }

    mutating func parseNumber() throws(JSONReadError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
                throw error(.nonFiniteNumber, "NaN and Infinity are not JSON numbers; write a finite number", at: start)
            }
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error(.syntax, "invalid number; expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(.syntax, "invalid number; leading zeros are not allowed in JSON")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.syntax, "invalid number; expected a digit after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.syntax, "invalid number; expected a digit in the exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let length = index - start
        if isInteger, length <= 15 {
            var value = 0
            var position = start
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            while position < index {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            return Double(negative ? -value : value)
        }
        if let value = shortDecimal(from: start, to: index) { return value }
        let value = parseDouble(from: start, count: length)
        guard value.isFinite else {
            throw error(.nonFiniteNumber, "number is too large for a double-precision value; write a smaller number", at: start)
        }
        return value
    }

    /// Powers of ten a double holds exactly, 10^0 through 10^22.
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { power, _ in power * 10 } }

    /// A number written as digits with a decimal point and no exponent, with at most 15
    /// digits in all, such as `0.7933`: its digits as a whole number, exact in a double, divided
    /// by an exact power of ten, which IEEE division rounds correctly, so the result is the
    /// double `strtod` gives (Clinger's fast path). Nil for any other number.
    func shortDecimal(from start: Int, to end: Int) -> Double? {
        var position = start
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var digits = 0
        var mantissa = 0
        var fractionDigits = 0
        var inFraction = false
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard isDigit(byte) else { return nil }
            digits += 1
            if digits > 15 { return nil }
            mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        let magnitude = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    func parseDouble(from start: Int, count: Int) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer in
            for offset in 0..<count { buffer[offset] = CChar(bitPattern: bytes[start + offset]) }
            buffer[count] = 0
            return strtod(buffer.baseAddress!, nil)
        }
    }

    mutating func parseString() throws(JSONReadError) -> String {
        let open = index
        let contentStart = index + 1
        var isPlain = true
        // The position moves in a local through runs of ASCII, the usual content.
        var position = contentStart
        let end = bytes.count
        while true {
            guard position < end else {
                index = position
                throw error(.syntax, "unexpected end of file inside a string; add the closing '\"'", at: open)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                isPlain = false
                position += 2
                continue
            }
            if byte < 0x20 {
                index = position
                throw error(.syntax, "control character U+\(hex4(UInt32(byte))) inside a string; escape it (for example \\n or \\u00\(hex2(byte)))")
            }
            if byte < 0x80 {
                position += 1
            } else {
                index = position
                try skipUTF8Sequence()
                position = index
            }
        }
        let contentEnd = position
        index = position + 1
        let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
        if isPlain { return String(decoding: slice, as: UTF8.self) }
        return try unescape(from: contentStart, to: contentEnd)
    }

    /// Validates one multi-byte UTF-8 sequence at `index` and moves past it.
    mutating func skipUTF8Sequence() throws(JSONReadError) {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
        default:
            throw error(.invalidUTF8, "invalid UTF-8 byte 0x\(hex2(lead)); save the file as UTF-8")
        }
        guard index + length <= bytes.count else {
            throw error(.invalidUTF8, "truncated UTF-8 sequence; save the file as UTF-8")
        }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else {
                throw error(.invalidUTF8, "invalid UTF-8 sequence; save the file as UTF-8")
            }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            throw error(.invalidUTF8, "invalid UTF-8 sequence (overlong or a surrogate); save the file as UTF-8")
        }
        index += length
    }

    /// Decodes a string body that holds escapes; the bytes were validated by ``parseString()``.
    func unescape(from start: Int, to end: Int) throws(JSONReadError) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start)
        var position = start
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                position += 1
                continue
            }
            guard position + 1 < end else {
                throw error(.syntax, "unfinished escape sequence in a string", at: position)
            }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""): utf8.append(0x22)
            case UInt8(ascii: "\\"): utf8.append(0x5C)
            case UInt8(ascii: "/"): utf8.append(0x2F)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hexQuad(at: position, end: end)
                position += 4
                if (0xD800...0xDBFF).contains(code) {
                    guard position + 6 <= end, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error(.syntax, "lone UTF-16 surrogate \\u\(hex4(code)); pair it with a low surrogate", at: position - 6)
                    }
                    let low = try hexQuad(at: position + 2, end: end)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error(.syntax, "lone UTF-16 surrogate \\u\(hex4(code)); pair it with a low surrogate", at: position - 6)
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error(.syntax, "lone UTF-16 surrogate \\u\(hex4(code)); pair it with a high surrogate", at: position - 6)
                }
                scalars.removeAll(keepingCapacity: true)
                scalars.append(Unicode.Scalar(code)!)
                utf8.append(contentsOf: String(scalars).utf8)
            default:
                throw error(
                    .syntax,
                    "invalid escape sequence '\\\(describeRaw(escape))' in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                    at: position - 2)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    func hexQuad(at position: Int, end: Int) throws(JSONReadError) -> UInt32 {
        guard position + 4 <= end else {
            throw error(.syntax, "\\u escape needs four hex digits", at: position - 2)
        }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.syntax, "\\u escape needs four hex digits", at: position - 2)
            }
            value = value << 4 | digit
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex2(byte))"
    }

    func describeRaw(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "0x\(hex2(byte))"
    }
}

private func hex2(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return text.count == 1 ? "0" + text : text
}

private func hex4(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
