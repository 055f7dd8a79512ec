import DesignSupport

/// Markup written as UTF-8 bytes through a pointer (a ``ByteBuffer``). The pages write every
/// tag, attribute and number here in place, instead of making a string for each piece and
/// joining them level by level (a site of 1,000 components writes over ten million pieces).
/// It cannot be copied: a writer hands it down `inout`.
struct MarkupBuffer: ~Copyable {
    private var written: ByteBuffer

    /// An empty buffer with room for `capacity` bytes before it first grows.
    init(capacity: Int = 256) {
        written = ByteBuffer(capacity: capacity)
    }

    /// Whether nothing is written.
    var isEmpty: Bool { written.count == 0 }

    /// How many bytes are written.
    var count: Int { written.count }

    /// The markup written, as a string.
    var text: String { written.text }

    /// The markup written, as bytes.
    var bytes: [UInt8] { written.bytes }

    /// Makes room for `extra` more bytes at once (a page's content, copied as it is scanned).
    mutating func reserve(_ extra: Int) {
        written.reserve(extra)
    }

    /// Calls `body` with the bytes written so far, which it must not keep.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try written.withBytes(body)
    }

    /// Appends `text` as it is: markup, or text escaped already.
    mutating func append(_ text: String) {
        written.append(text)
    }

    /// Appends `bytes` as they are.
    mutating func append(_ bytes: [UInt8]) {
        written.append(bytes)
    }

    /// Appends `bytes` as they are.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        written.append(bytes)
    }

    /// Appends one byte (an ASCII character of markup).
    mutating func append(_ byte: UInt8) {
        written.append(byte)
    }

    /// Appends what `other` holds.
    mutating func append(_ other: borrowing MarkupBuffer) {
        written.append(other.written)
    }

    /// Appends `value` as ``SVGNumber/format(_:)`` writes it.
    mutating func append(number value: Double) {
        written.append(upTo: SVGNumber.longest) { SVGNumber.write(value, to: $0) }
    }

    /// Appends `text` as a double-quoted attribute value (see ``HTMLEscaping/attribute(_:)``).
    mutating func append(attribute text: String) {
        HTMLEscaping.append(text, quotes: true, to: &self)
    }

    /// Appends `text` as element content (see ``HTMLEscaping/text(_:)``).
    mutating func append(escaping text: String) {
        HTMLEscaping.append(text, quotes: false, to: &self)
    }

    /// Forgets what was written after the first `count` bytes (a piece that turned out not to
    /// be drawn).
    mutating func truncate(to count: Int) {
        written.truncate(to: count)
    }
}
