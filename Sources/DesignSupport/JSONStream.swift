/// A JSON document written straight into one byte buffer as it is walked, in the layout of
/// ``JSONOutput/serialized(pretty:)`` (two-space indentation), for reports too large to build
/// as a ``JSONOutput`` tree first: `dscheck tokens --format json` of 100,000 tokens built a
/// tree of 44 allocations a token, all alive at once, only to copy it into bytes.
///
/// Containers are opened and closed in pairs; inside an object each value follows a
/// ``key(_:)``, inside an array each follows ``element()``. Only objects and arrays of
/// containers are written so: an array of scalars, which the pretty layout puts on one line,
/// is written whole with ``value(_:)``, or ``strings(_:)`` when it holds strings.
package struct JSONStream {
    /// The text so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// Whether each open container is still empty, outermost first.
    private var empty: [Bool] = []

    /// Where the text goes as it grows, for a stream made with ``init(handingOverPast:to:)``.
    private var sink: (([UInt8]) -> Void)?
    /// How many bytes the stream holds before it hands them to ``sink``.
    private var handOverSize = Int.max

    package init() {}

    /// A stream that hands its text to `sink` in pieces: whenever it holds more than `size`
    /// bytes at the start of an array element, and the rest at ``finish()``. A report of
    /// 100,000 tokens (41 MB) is then never whole in memory, nor copied into a `String`.
    package init(handingOverPast size: Int, to sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        handOverSize = size
    }

    /// Opens an object.
    package mutating func openObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost open container, an object.
    package mutating func closeObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    package mutating func openArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost open container, an array.
    package mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// An object member's key, escaped once with its colon: a report writes the same few keys
    /// for every token.
    package struct Key: Sendable {
        fileprivate let bytes: [UInt8]

        package init(_ key: String) {
            var bytes: [UInt8] = []
            JSONStream.appendKey(key, to: &bytes)
            self.bytes = bytes
        }
    }

    /// Starts the member `key` of the open object; its value comes next.
    package mutating func key(_ key: Key) {
        nextItem()
        bytes.append(contentsOf: key.bytes)
    }

    /// Starts the member named `name`, escaped here: for keys that are data (a context's
    /// modifiers), not the report's own.
    package mutating func key(_ name: String) {
        nextItem()
        Self.appendKey(name, to: &bytes)
    }

    /// `key` escaped, then its colon and space.
    private static func appendKey(_ key: String, to bytes: inout [UInt8]) {
        OutputEscaping.appendJSON(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(JSONOutput.space)
    }

    /// Starts the next element of the open array; its value comes next.
    package mutating func element() {
        if bytes.count > handOverSize, let sink {
            sink(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        nextItem()
    }

    /// Writes `value` whole, at the depth of the open containers; null when it is nil.
    package mutating func value(_ value: JSONOutput?) {
        (value ?? .null).write(to: &bytes, indent: 2 * empty.count)
    }

    /// Writes `text` as a JSON string, or null when it is nil.
    package mutating func string(_ text: String?) {
        if let text {
            OutputEscaping.appendJSON(text, to: &bytes)
        } else {
            bytes.append(contentsOf: Self.null)
        }
    }

    /// Writes a whole number, as ``JSONOutput/format(_:)`` writes it.
    package mutating func number(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes a number as ``JSONOutput/format(_:)`` writes it.
    package mutating func number(_ number: Double) {
        bytes.append(contentsOf: JSONOutput.format(number).utf8)
    }

    /// Writes an array of strings on one line, as the pretty layout writes an array of scalars.
    package mutating func strings(_ texts: some Sequence<String>) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for text in texts {
            if !first { bytes.append(contentsOf: JSONOutput.inlineSeparator) }
            first = false
            OutputEscaping.appendJSON(text, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ flag: Bool) {
        bytes.append(contentsOf: flag ? Self.true : Self.false)
    }

    /// The document's text, with its final newline, once every container is closed.
    package mutating func finished() -> String {
        precondition(empty.isEmpty, "JSONStream: a container is still open")
        bytes.append(JSONOutput.newline)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Ends the document of a stream made with ``init(handingOverPast:to:)`` with its final
    /// newline, once every container is closed, and hands over what is left.
    package mutating func finish() {
        precondition(empty.isEmpty, "JSONStream: a container is still open")
        bytes.append(JSONOutput.newline)
        sink?(bytes)
        bytes.removeAll()
    }

    private static let null = Array("null".utf8)
    private static let `true` = Array("true".utf8)
    private static let `false` = Array("false".utf8)

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        if !empty.removeLast() { JSONOutput.breakLine(indentedBy: 2 * empty.count, in: &bytes) }
        bytes.append(bracket)
    }

    /// The separator before an item of the open container, and its line.
    private mutating func nextItem() {
        if empty[empty.count - 1] {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        JSONOutput.breakLine(indentedBy: 2 * empty.count, in: &bytes)
    }
}
