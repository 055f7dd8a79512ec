import DesignSupport

/// Markup written as UTF-8 bytes through a pointer (a ``ByteBuffer``). The pages write every
/// tag, attribute and number here in place, instead of making a string for each piece and
/// joining them level by level (a site of 1,000 components writes over ten million pieces).
/// It cannot be copied: a writer hands it down `inout`.
struct MarkupBuffer: ~Copyable {
    private var bytes = ByteBuffer()

    /// Whether nothing is written.
    var isEmpty: Bool { bytes.count == 0 }

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// The markup written, as a string.
    var text: String { bytes.text }

    /// Calls `body` with the bytes written so far, which it must not keep.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withBytes(body)
    }

    /// Appends `text` as it is: markup, or text escaped already.
    mutating func append(_ text: String) {
        bytes.append(text)
    }

    /// Appends `bytes` as they are.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(bytes)
    }

    /// Appends one byte (an ASCII character of markup).
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends what `other` holds.
    mutating func append(_ other: borrowing MarkupBuffer) {
        bytes.append(other.bytes)
    }

    /// Appends `value` as ``SVGNumber/format(_:)`` writes it.
    mutating func append(number value: Double) {
        bytes.append(upTo: SVGNumber.longest) { SVGNumber.write(value, to: $0) }
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
        bytes.truncate(to: count)
    }
}
