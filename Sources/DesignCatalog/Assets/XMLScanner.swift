/// A strict reader for the small XML that SVG icons are written in: elements, attributes,
/// comments and text, the XML declaration, the five predefined entities and character
/// references. Document type declarations (where entity tricks live), CDATA sections and
/// processing instructions are refused rather than interpreted, so no entity is ever expanded
/// and nothing outside the file is read.
struct XMLScanner {
    /// An element as written, with where it starts.
    struct Node {
        var name: String
        var attributes: [(name: String, value: String, line: Int, column: Int)]
        var children: [Node]
        var line: Int
        var column: Int
    }

    /// Why the file cannot be read, with where.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// The deepest nesting and the most elements read; beyond them the file is refused.
    static let maximumDepth = 64
    static let maximumElements = 20_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var elements = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root element of the document.
    static func root(of bytes: [UInt8]) -> Result<Node, Failure> {
        var scanner = XMLScanner(bytes)
        do {
            return .success(try scanner.document())
        } catch {
            return .failure(error)
        }
    }

    // MARK: Document

    private mutating func document() throws(Failure) -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var root: Node?
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            guard peek("<") else { throw failure("text outside the root element; an SVG file holds one <svg> element") }
            if peek("<?xml ") || peek("<?xml?") {
                guard root == nil, index <= 3 else { throw failure("the XML declaration must come first") }
                try skip(past: "?>", what: "the XML declaration")
            } else if peek("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if peek("<!DOCTYPE") || peek("<!doctype") {
                throw failure("a document type declaration (<!DOCTYPE …>) can define entities; remove it")
            } else if peek("<?") {
                throw failure("a processing instruction (<?…?>) can load a style sheet; remove it")
            } else if peek("<!") {
                throw failure("unexpected markup; an SVG file holds one <svg> element")
            } else {
                guard root == nil else { throw failure("a second root element; an SVG file holds one <svg> element") }
                root = try element(depth: 1)
            }
        }
        guard let root else { throw failure("no root element; an SVG file holds one <svg> element") }
        return root
    }

    private mutating func element(depth: Int) throws(Failure) -> Node {
        guard depth <= Self.maximumDepth else { throw failure("elements nest more than \(Self.maximumDepth) deep") }
        elements += 1
        guard elements <= Self.maximumElements else { throw failure("more than \(Self.maximumElements) elements") }
        let start = (line, column)
        advance()  // <
        var node = Node(name: try name(what: "an element name"), attributes: [], children: [], line: start.0, column: start.1)
        while true {
            let hadSpace = skipWhitespace()
            if peek("/>") {
                advance(2)
                return node
            }
            if peek(">") {
                advance()
                break
            }
            guard hadSpace else { throw failure("expected white space, \">\" or \"/>\" in <\(node.name)>") }
            let at = (line, column)
            let attribute = try name(what: "an attribute name")
            skipWhitespace()
            guard peek("=") else { throw failure("attribute \(attribute) has no value; write \(attribute)=\"…\"") }
            advance()
            skipWhitespace()
            let value = try quoted()
            guard !node.attributes.contains(where: { $0.name == attribute }) else { throw failure("attribute \(attribute) is repeated") }
            node.attributes.append((attribute, value, at.0, at.1))
        }
        while true {
            try text()
            guard index < bytes.count else { throw failure("<\(node.name)> is not closed; add </\(node.name)>") }
            if peek("</") {
                advance(2)
                let closing = try name(what: "an element name")
                skipWhitespace()
                guard closing == node.name, peek(">") else { throw failure("expected </\(node.name)>") }
                advance()
                return node
            } else if peek("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if peek("<![CDATA[") {
                throw failure("a CDATA section holds script or style text; remove it")
            } else if peek("<?") {
                throw failure("a processing instruction (<?…?>) can load a style sheet; remove it")
            } else if peek("<!") {
                throw failure("unexpected markup inside <\(node.name)>")
            } else {
                node.children.append(try element(depth: depth + 1))
            }
        }
    }

    /// Character data up to the next `<`; its entities are checked and it is dropped.
    private mutating func text() throws(Failure) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                _ = try entity()
            } else {
                advance()
            }
        }
    }

    // MARK: Tokens

    private mutating func name(what: String) throws(Failure) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { advance() }
        guard index > start else { throw failure("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    private mutating func quoted() throws(Failure) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("expected a quoted attribute value")
        }
        let quote = bytes[index]
        advance()
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"): throw failure("\"<\" in an attribute value; write &lt;")
            case UInt8(ascii: "&"): value += try entity()
            default:
                value.append(bytes[index])
                advance()
            }
        }
        guard index < bytes.count else { throw failure("an attribute value is not closed") }
        advance()
        return String(decoding: value, as: UTF8.self)
    }

    /// A predefined entity or a character reference, as UTF-8; any other entity is refused.
    private mutating func entity() throws(Failure) -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { advance() }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw failure("an \"&\" that starts no entity; write &amp;") }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        advance()
        let predefined = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = predefined[body] { return Array(text.utf8) }
        var scalar: UInt32?
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            scalar = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            scalar = UInt32(body.dropFirst(), radix: 10)
        } else {
            throw failure("the entity &\(body); is not defined; SVG assets may use only &amp; &lt; &gt; &quot; &apos; and &#…;")
        }
        guard let scalar, scalar != 0, let character = Unicode.Scalar(scalar) else { throw failure("&\(body); is not a character") }
        return Array(String(Character(character)).utf8)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
        return index > start
    }

    private mutating func skip(past end: String, what: String) throws(Failure) {
        let terminator = Array(end.utf8)
        while index < bytes.count {
            if bytes[index...].starts(with: terminator) {
                advance(terminator.count)
                return
            }
            advance()
        }
        throw failure("\(what) is not closed; end it with \(end)")
    }

    private func peek(_ text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }
}
