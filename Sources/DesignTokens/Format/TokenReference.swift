/// A reference from one token to another, in either syntax of the 2025.10 format.
enum TokenReference: Hashable {
    /// `"{group.token}"`: a token's dot path, as written between the braces.
    case curly(name: String)
    /// `{"$ref": "#/group/token/$value/…"}`: an RFC 6901 JSON Pointer into the token tree.
    case pointer([String])
    /// A reference whose syntax was already reported as malformed.
    case malformed

    /// The reference as its source writes it, for messages: `{a.b}` or `$ref "#/a/b"`.
    var shown: String {
        switch self {
        case .curly(let name): "{" + name + "}"
        case .pointer(let segments): "$ref \"#/" + segments.joined(separator: "/") + "\""
        case .malformed: "the reference"
        }
    }

    /// Whether `text` is meant as a curly-brace reference (starts with `{` or ends with `}`).
    static func looksCurly(_ text: String) -> Bool {
        text.utf8.first == openBrace || text.utf8.last == closeBrace
    }

    /// Parses a curly-brace reference into its path segments, or says what is malformed.
    static func parseCurly(_ text: String) -> Result<[String], ReferenceSyntaxError> {
        parseCurlyName(text).map { name in
            name.utf8.split(separator: dot, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Parses a curly-brace reference into the dot path between its braces, or says what is
    /// malformed. Reads the UTF-8 bytes in one pass: every token value that is a reference
    /// goes through here, and the dot path is the name tokens are found by.
    static func parseCurlyName(_ text: String) -> Result<String, ReferenceSyntaxError> {
        var contiguous = text
        let parsed: Result<String, CurlyProblem> = contiguous.withUTF8 { bytes in
            guard bytes.count >= 2, bytes[0] == openBrace, bytes[bytes.count - 1] == closeBrace else { return .failure(.notClosed) }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            if inner.isEmpty { return .failure(.empty) }
            var segmentStart = true
            var emptySegment = false
            for byte in inner {
                if byte == openBrace || byte == closeBrace { return .failure(.nested) }
                if byte == dot {
                    if segmentStart { emptySegment = true }
                    segmentStart = true
                } else {
                    segmentStart = false
                }
            }
            if emptySegment || segmentStart { return .failure(.emptySegment) }
            return .success(String(decoding: inner, as: UTF8.self))
        }
        return parsed.mapError { problem in
            switch problem {
            case .notClosed: ReferenceSyntaxError("reference \"\(text)\" is not closed; write it as \"{group.token}\"")
            case .empty: ReferenceSyntaxError("empty reference \"{}\"; write the token's path, such as \"{color.primary}\"")
            case .nested:
                ReferenceSyntaxError("reference \"\(text)\" has nested braces; a reference is one token path, such as \"{color.primary}\"")
            case .emptySegment: ReferenceSyntaxError("reference \"\(text)\" has an empty path segment; check the dots")
            }
        }
    }

    /// What ``parseCurlyName(_:)`` found wrong, before its message is written.
    private enum CurlyProblem: Error {
        case notClosed, empty, nested, emptySegment
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let dot = UInt8(ascii: ".")
    private static let slash = UInt8(ascii: "/")
    private static let tilde = UInt8(ascii: "~")

    /// Parses an in-document JSON Pointer (`#/a/b`), unescaping `~1` and `~0`.
    static func parsePointer(_ text: String) -> Result<[String], ReferenceSyntaxError> {
        guard text.hasPrefix("#") else {
            return .failure(ReferenceSyntaxError("$ref \"\(text)\" is not an in-document JSON Pointer; write it as \"#/group/token\""))
        }
        let body = text.dropFirst()
        if body.isEmpty { return .success([]) }
        guard body.hasPrefix("/") else {
            return .failure(ReferenceSyntaxError("$ref \"\(text)\" is not a JSON Pointer; it must start with \"#/\""))
        }
        // Byte by byte: "/" and "~" are ASCII, so they never occur inside another character's
        // UTF-8, and RFC 6901 escapes code points, not characters (a "~" then a combining mark
        // is an invalid escape).
        let bytes = Array(body.utf8.dropFirst())
        var segments: [String] = []
        var segment: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case slash:
                segments.append(String(decoding: segment, as: UTF8.self))
                segment.removeAll(keepingCapacity: true)
            case tilde:
                let next = index < bytes.count ? bytes[index] : 0
                index += 1
                switch next {
                case UInt8(ascii: "0"): segment.append(tilde)
                case UInt8(ascii: "1"): segment.append(slash)
                default:
                    return .failure(ReferenceSyntaxError("$ref \"\(text)\" has an invalid escape; in a JSON Pointer write ~0 for ~ and ~1 for /"))
                }
            default:
                segment.append(byte)
            }
        }
        segments.append(String(decoding: segment, as: UTF8.self))
        return .success(segments)
    }
}

/// Why a reference's syntax is malformed.
struct ReferenceSyntaxError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
