/// The UTF-8 text of a JSON document, written through a pointer into memory this value owns
/// (a ``ByteBuffer``). ``JSONStream`` and ``JSONOutput`` write reports of megabytes
/// (`dscheck tokens --format json` of 100,000 tokens is 41 MB) as millions of small pieces:
/// each write checks the room once and copies. It cannot be copied, so no two values share the
/// memory, and it frees the memory when it ends.
package struct JSONBuffer: ~Copyable {
    private var core: ByteBuffer

    /// An empty buffer with room for `capacity` bytes before it first grows.
    package init(capacity: Int = 256) {
        core = ByteBuffer(capacity: capacity)
    }

    /// How many bytes are written.
    package var count: Int { core.count }

    /// The text written so far.
    package var text: String { core.text }

    /// The bytes written so far, as an array.
    package var bytes: [UInt8] { core.bytes }

    /// The bytes written from the offset `first` on, as an array.
    package func bytes(from first: Int) -> [UInt8] { core.bytes(from: first) }

    /// Forgets what is written, keeping the memory.
    package mutating func removeAll() { core.removeAll() }

    @inline(__always)
    private mutating func room(_ extra: Int) -> UnsafeMutablePointer<UInt8> { core.room(extra) }

    @inline(__always)
    private mutating func advance(by written: Int) { core.advance(by: written) }

    /// Appends one byte.
    package mutating func append(_ byte: UInt8) { core.append(byte) }

    /// Appends two bytes, such as a comma and a line feed.
    package mutating func append(_ first: UInt8, _ second: UInt8) { core.append(first, second) }

    /// Appends `bytes`.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { core.append(bytes) }

    /// Appends `bytes`.
    package mutating func append(_ bytes: [UInt8]) { core.append(bytes) }

    /// Appends a line feed and `width` spaces: the start of an indented line.
    package mutating func breakLine(indentedBy width: Int) {
        let to = room(1 + width + 8)
        to.pointee = UInt8(ascii: "\n")
        Self.fillSpaces(to + 1, count: width)
        advance(by: 1 + width)
    }

    /// Appends a comma when `comma`, a line break indented by `width`, then the first `count`
    /// bytes of `padded` (a key already escaped, whose bytes run on to a multiple of eight):
    /// the start of an item of a pretty container, with one check of the room and no call to
    /// copy a few bytes.
    package mutating func appendItem(comma: Bool, indentedBy width: Int, _ padded: UnsafeRawBufferPointer, count: Int) {
        let length = (comma ? 1 : 0) + 1 + width + count
        var to = room(length + 16)
        if comma {
            to.pointee = UInt8(ascii: ",")
            to += 1
        }
        to.pointee = UInt8(ascii: "\n")
        Self.fillSpaces(to + 1, count: width)
        to += 1 + width
        if let source = padded.baseAddress {
            var offset = 0
            while offset < count {
                UnsafeMutableRawPointer(to).storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
        }
        advance(by: length)
    }

    /// Writes `count` spaces at `to`, eight at a time: up to seven more are written past them,
    /// which the caller has room for and writes over.
    @inline(__always)
    private static func fillSpaces(_ to: UnsafeMutablePointer<UInt8>, count: Int) {
        var offset = 0
        while offset < count {
            UnsafeMutableRawPointer(to).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
    }

    // MARK: - Numbers

    /// Appends a whole number in decimal.
    package mutating func appendInteger(_ number: Int64) {
        let to = room(20)
        var magnitude = number.magnitude
        var digits = 1
        var bound: UInt64 = 10
        while digits < 20, magnitude >= bound {
            digits += 1
            bound = bound &* 10
        }
        var at = 0
        if number < 0 {
            to.pointee = UInt8(ascii: "-")
            at = 1
        }
        var end = at + digits
        repeat {
            end -= 1
            to[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while end > at
        advance(by: at + digits)
    }

    /// Appends `number` as ``JSONOutput/format(_:)`` writes it: null when not finite, whole
    /// numbers below 10^15 without a fraction, others in Swift's shortest round-trip form
    /// (`"\(number)"`). That form is made here from digits for the numbers tokens hold (from
    /// 0.001 to 2^23, with at most eight decimals), and by Swift for the rest.
    package mutating func appendNumber(_ number: Double) {
        guard number.isFinite else {
            append(Self.null)
            return
        }
        if number.magnitude < 1e15, Double(Int64(number)) == number {
            appendInteger(Int64(number))
        } else if !appendShortDecimal(number) {
            var text = "\(number)"
            text.withUTF8 { append($0) }
        }
    }

    /// Appends `number`, which is not whole, with the fewest decimals (one to eight) whose
    /// decimal number reads back as `number`, when its magnitude is from 0.001 to 2^23; false,
    /// writing nothing, otherwise. This is Swift's shortest round-trip form for such numbers:
    /// fewer decimals are fewer digits, and below 2^23 a double's neighbours are closer than
    /// 10^-8, so at most one number of eight decimals reads back as it (the nearest, `c`·10^-8
    /// with `c` the number times 10^8 rounded), and a number of fewer decimals that does is
    /// that one without its trailing zeros. `c / 10^8` rounds correctly to the double nearest
    /// `c`·10^-8, as reading it does, because `c` (below 2^53) and 10^8 are exact doubles.
    private mutating func appendShortDecimal(_ number: Double) -> Bool {
        let magnitude = number.magnitude
        guard magnitude >= 0.001, magnitude < 8_388_608 else { return false }
        // Rounded half up, which for a positive number below 2^52 is `rounded()`.
        var digits = UInt64(truncatingIfNeeded: Int64(magnitude * 1e8 + 0.5))
        guard Double(digits) / 1e8 == magnitude else { return false }
        var decimals = 8
        while digits % 10 == 0 {
            digits /= 10
            decimals -= 1
        }
        var wholeDigits = 1
        var bound: UInt64 = 10
        var whole = digits
        for _ in 0..<decimals { whole /= 10 }
        while whole >= bound {
            wholeDigits += 1
            bound *= 10
        }
        let sign = number < 0 ? 1 : 0
        let length = sign + wholeDigits + 1 + decimals
        let to = room(length)
        to.pointee = UInt8(ascii: "-")
        var position = length
        for index in 0..<(wholeDigits + decimals) {
            if index == decimals {
                position -= 1
                to[position] = UInt8(ascii: ".")
            }
            position -= 1
            to[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
            digits /= 10
        }
        advance(by: length)
        return true
    }

    static let null = Array("null".utf8)

    // MARK: - Strings

    /// Appends `text` as a JSON string literal, quotes included (RFC 8259): `"` and `\`
    /// escaped, the short escapes `\b \t \n \f \r`, and every other ``ControlCharacters``
    /// character as `\uXXXX` in lowercase hexadecimal (all of them are in the Basic
    /// Multilingual Plane), so the JSON is the same text but shows none of them raw. The UTF-8
    /// is scanned a byte at a time and clean runs copied whole; a character is looked at only
    /// where a byte can start an escape: below 0x20, `"`, `\`, 0x7F, or the lead bytes C2, D8
    /// and E2 of the multi-byte controls (see ``ControlCharacters/mayContain(_:besidesLineFeeds:)``).
    package mutating func appendString(_ text: String) {
        // Borrowed where the text is contiguous (always, for a native string), with no copy.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendString(utf8: $0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { appendString(utf8: $0) }
        }
    }

    /// ``appendString(_:)`` of valid UTF-8: eight bytes at a time while none of them can
    /// start an escape, which is most text, then a byte at a time to the end of the word.
    private mutating func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else {
            append(UInt8(ascii: "\""), UInt8(ascii: "\""))
            return
        }
        let length = bytes.count
        var index = 0
        repeat {
            // Room for a piece of the text at a time, so that a long text does not reserve six
            // times its size: at most six bytes come of each byte of the piece (`\u001b` of
            // one), a word that starts in it runs on by at most seven bytes, copied, and the
            // quotes.
            let pieceEnd = min(index + Self.pieceSize, length)
            let base = room(6 * (pieceEnd - index) + 9)
            var to = base
            if index == 0 {
                to.pointee = UInt8(ascii: "\"")
                to += 1
            }
            while index < pieceEnd {
                if length - index >= 8 {
                    let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                    if Self.isClean(word) {
                        UnsafeMutableRawPointer(to).storeBytes(of: word, as: UInt64.self)
                        to += 8
                        index += 8
                        continue
                    }
                }
                let wordEnd = min(index + 8, pieceEnd)
                while index < wordEnd {
                    let byte = source[index]
                    let (escape, width) = Self.isClean(byte) ? (Escape.short(0), 0) : Self.escape(at: index, in: source, count: length)
                    if width == 0 {
                        to.pointee = byte
                        to += 1
                        index += 1
                    } else {
                        to = Self.write(escape, to: to)
                        index += width
                    }
                }
            }
            if index >= length {
                to.pointee = UInt8(ascii: "\"")
                to += 1
            }
            advance(by: to - base)
        } while index < length
    }

    /// How many bytes of a text ``appendString(_:)`` makes room for at a time.
    private static var pieceSize: Int { 1 << 12 }

    /// Whether none of the eight bytes of `word` can start an escape: none is below 0x20, a
    /// quote or a backslash, and none is from 0x7F up (so none is DEL or a lead byte). Each
    /// test sets the high bit of a byte that fails it (the classic "has a byte less than n"
    /// and "has a zero byte" tests, exact for whether any byte does); adding one to each byte
    /// carries into the next only from a byte whose high bit is set already.
    @inline(__always)
    private static func isClean(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let below20 = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        let from7F = word | (word &+ ones)
        return (below20 | quote | backslash | from7F) & (ones &* 0x80) == 0
    }

    /// Whether `byte` is copied as it is wherever it is: printable ASCII but the quote and
    /// backslash, and any byte from 0x80 up but the three lead bytes.
    @inline(__always)
    private static func isClean(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F ? (byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")) : (byte >= 0x80 && !isControlLead(byte))
    }

    @inline(__always)
    private static func isControlLead(_ byte: UInt8) -> Bool { byte == 0xC2 || byte == 0xD8 || byte == 0xE2 }

    /// What a JSON string writes for a character it escapes: the byte after a backslash for a
    /// short escape, or the code point written `\uXXXX`.
    private enum Escape {
        case short(UInt8)
        case codePoint(UInt16)
    }

    /// The escape of the character starting at `index` and the number of bytes it takes; a
    /// width of 0 when the character is written as it is.
    @inline(__always)
    private static func escape(at index: Int, in source: UnsafePointer<UInt8>, count: Int) -> (Escape, Int) {
        let byte = source[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return (.short(byte), 1)
        case 0x08: return (.short(UInt8(ascii: "b")), 1)
        case 0x09: return (.short(UInt8(ascii: "t")), 1)
        case 0x0A: return (.short(UInt8(ascii: "n")), 1)
        case 0x0C: return (.short(UInt8(ascii: "f")), 1)
        case 0x0D: return (.short(UInt8(ascii: "r")), 1)
        case 0x00...0x1F, 0x7F: return (.codePoint(UInt16(byte)), 1)
        default: break
        }
        // A lead byte of valid UTF-8 is followed by its continuation bytes.
        let second = index + 1 < count ? source[index + 1] : 0
        let third = index + 2 < count ? source[index + 2] : 0
        switch byte {
        // U+0080–U+009F: C2 80–C2 9F.
        case 0xC2 where (0x80...0x9F).contains(second): return (.codePoint(UInt16(second)), 2)
        // U+061C: D8 9C.
        case 0xD8 where second == 0x9C: return (.codePoint(0x061C), 2)
        // U+200E, U+200F, U+2028–U+202E: E2 80 8E, 8F, A8–AE.
        case 0xE2 where second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)):
            return (.codePoint(0x2000 | UInt16(third & 0x3F)), 3)
        // U+2066–U+2069: E2 81 A6–A9.
        case 0xE2 where second == 0x81 && (0xA6...0xA9).contains(third): return (.codePoint(0x2040 | UInt16(third & 0x3F)), 3)
        default: return (.short(0), 0)
        }
    }

    /// Writes `escape` at `to` and returns where the next byte goes.
    @inline(__always)
    private static func write(_ escape: Escape, to: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        to.pointee = UInt8(ascii: "\\")
        switch escape {
        case .short(let letter):
            to[1] = letter
            return to + 2
        case .codePoint(let value):
            to[1] = UInt8(ascii: "u")
            for position in 0..<4 {
                let digit = UInt8(truncatingIfNeeded: value >> (12 - 4 * position)) & 15
                to[2 + position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            return to + 6
        }
    }
}
