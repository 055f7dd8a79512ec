/// A JSON document written straight into one byte buffer as it is walked, in the layout of
/// ``JSONOutput/serialized(pretty:)`` (two-space indentation), for reports too large to build
/// as a ``JSONOutput`` tree first: `dscheck tokens --format json` of 100,000 tokens built a
/// tree of 44 allocations a token, all alive at once, only to copy it into bytes.
///
/// Containers are opened and closed in pairs; inside an object each value follows a
/// ``key(_:)``, inside an array each follows ``element()``. An array of scalars, which the
/// pretty layout puts on one line, is opened with ``openInlineArray()``, or written whole with
/// ``value(_:)``, or ``strings(_:)`` when it holds strings.
package struct JSONStream: JSONWriter, ~Copyable {
    /// The text so far, as UTF-8.
    private var buffer = JSONBuffer(capacity: 1 << 12)
    /// How many containers are open.
    private var depth = 0
    /// Bit `n` set when the container open at depth `n + 1` (the outermost at bit 0) has an
    /// item: the comma before the next one depends on it. A report nests a few levels; the
    /// values it writes whole with ``value(_:)`` do not count.
    private var nonEmpty: UInt64 = 0
    /// Bit `n` set when the container open at depth `n + 1` is an array of scalars, written on
    /// one line.
    private var inline: UInt64 = 0

    /// The text last written by ``recurringString(_:)``, and its JSON.
    private var recurringText = ""
    private var recurringJSON = Array("\"\"".utf8)

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
        buffer = JSONBuffer(capacity: size + size / 2)
    }

    /// Opens an object.
    package mutating func openObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost open container, an object.
    package mutating func closeObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    package mutating func openArray() { open(UInt8(ascii: "[")) }

    /// Opens an array of scalars, written on one line as the pretty layout writes it.
    package mutating func openInlineArray() {
        open(UInt8(ascii: "["))
        inline |= UInt64(1) << (depth - 1)
    }

    /// Closes the innermost open container, an array.
    package mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// An object member's key, escaped once with its colon: a report writes the same few keys
    /// for every token.
    package struct Key: Sendable {
        /// The key itself, for a ``JSONTree``.
        package let name: String
        /// The text, with zeros after it to a multiple of eight bytes (copied eight at a time).
        fileprivate let padded: [UInt8]
        /// How many bytes of ``padded`` are the text.
        fileprivate let count: Int

        package init(_ key: String) {
            name = key
            var buffer = JSONBuffer()
            JSONStream.appendKey(key, to: &buffer)
            count = buffer.count
            padded = buffer.bytes + [UInt8](repeating: 0, count: (8 - count % 8) % 8)
        }
    }

    /// Starts the member `key` of the open object; its value comes next.
    package mutating func key(_ key: Key) {
        let comma = nextItem()
        key.padded.withUnsafeBytes { buffer.appendItem(comma: comma, indentedBy: 2 * depth, $0, count: key.count) }
    }

    /// Starts the member named `name`, escaped here: for keys that are data (a context's
    /// modifiers), not the report's own.
    package mutating func key(_ name: String) {
        startItem()
        Self.appendKey(name, to: &buffer)
    }

    /// `key` escaped, then its colon and space.
    private static func appendKey(_ key: String, to buffer: inout JSONBuffer) {
        buffer.appendString(key)
        buffer.append(UInt8(ascii: ":"), JSONOutput.space)
    }

    /// Starts the next element of the open array; its value comes next.
    package mutating func element() {
        let bit = UInt64(1) << (depth - 1)
        if inline & bit != 0 {
            if nonEmpty & bit != 0 { buffer.append(UInt8(ascii: ","), JSONOutput.space) }
            nonEmpty |= bit
            return
        }
        if buffer.count > handOverSize, let sink {
            sink(buffer.bytes)
            buffer.removeAll()
        }
        startItem()
    }

    /// Writes `value` whole, at the depth of the open containers; null when it is nil.
    package mutating func value(_ value: JSONOutput?) {
        (value ?? .null).write(to: &buffer, indent: 2 * depth)
    }

    /// Writes `text` as a JSON string, or null when it is nil.
    package mutating func string(_ text: String?) {
        if let text {
            buffer.appendString(text)
        } else {
            buffer.append(JSONBuffer.null)
        }
    }

    /// Writes `text` as a JSON string, copying its escape when it is the text of the call
    /// before: every token of a report has its file, the same for thousands of tokens in a row.
    package mutating func recurringString(_ text: String) {
        if text == recurringText {
            buffer.append(recurringJSON)
            return
        }
        let start = buffer.count
        buffer.appendString(text)
        recurringText = text
        recurringJSON = buffer.bytes(from: start)
    }

    /// Writes a whole number, as ``JSONOutput/format(_:)`` writes it.
    package mutating func number(_ number: Int) {
        buffer.appendInteger(Int64(number))
    }

    /// Writes a number as ``JSONOutput/format(_:)`` writes it.
    package mutating func number(_ number: Double) {
        buffer.appendNumber(number)
    }

    /// Writes an array of strings on one line, as the pretty layout writes an array of scalars.
    package mutating func strings(_ texts: some Sequence<String>) {
        buffer.append(UInt8(ascii: "["))
        var first = true
        for text in texts {
            if !first { buffer.append(UInt8(ascii: ","), JSONOutput.space) }
            first = false
            buffer.appendString(text)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ flag: Bool) {
        buffer.append(flag ? Self.true : Self.false)
    }

    /// The document's text, with its final newline, once every container is closed.
    package mutating func finished() -> String {
        precondition(depth == 0, "JSONStream: a container is still open")
        buffer.append(JSONOutput.newline)
        return buffer.text
    }

    /// Ends the document of a stream made with ``init(handingOverPast:to:)`` with its final
    /// newline, once every container is closed, and hands over what is left.
    package mutating func finish() {
        precondition(depth == 0, "JSONStream: a container is still open")
        buffer.append(JSONOutput.newline)
        sink?(buffer.bytes)
        buffer.removeAll()
    }

    private static let `true` = Array("true".utf8)
    private static let `false` = Array("false".utf8)

    private mutating func open(_ bracket: UInt8) {
        precondition(depth < UInt64.bitWidth, "JSONStream: containers nested deeper than \(UInt64.bitWidth)")
        buffer.append(bracket)
        depth += 1
        nonEmpty &= ~(UInt64(1) << (depth - 1))
        inline &= ~(UInt64(1) << (depth - 1))
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if nonEmpty & ~inline & (UInt64(1) << depth) != 0 { buffer.breakLine(indentedBy: 2 * depth) }
        buffer.append(bracket)
    }

    /// The comma before an item of the open container (not before its first) and its line.
    private mutating func startItem() {
        buffer.appendItem(comma: nextItem(), indentedBy: 2 * depth, UnsafeRawBufferPointer(start: nil, count: 0), count: 0)
    }

    /// Marks the open container as holding an item, and returns whether a comma goes before
    /// the item: not before its first.
    private mutating func nextItem() -> Bool {
        let bit = UInt64(1) << (depth - 1)
        defer { nonEmpty |= bit }
        return nonEmpty & bit != 0
    }
}
