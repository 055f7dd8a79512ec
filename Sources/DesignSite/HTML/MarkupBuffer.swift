/// Markup written as UTF-8 bytes into one growing array. The previews write every tag,
/// attribute and number of a drawing here in place, instead of making a string for each piece
/// and joining them level by level (a site of 1,000 components drew its previews in over ten
/// million small string appends).
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    /// Whether nothing is written.
    var isEmpty: Bool { bytes.isEmpty }

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// The markup written, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `text` as it is: markup, or text escaped already.
    mutating func append(_ text: String) {
        let utf8 = text.utf8
        if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: utf8) }
    }

    /// Appends what `other` holds.
    mutating func append(_ other: MarkupBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `value` as ``SVGNumber/format(_:)`` writes it.
    mutating func append(number value: Double) {
        SVGNumber.append(value, to: &bytes)
    }

    /// Appends `text` as a double-quoted attribute value (see ``HTMLEscaping/attribute(_:)``).
    mutating func append(attribute text: String) {
        append(HTMLEscaping.attribute(text))
    }

    /// Appends `text` as element content (see ``HTMLEscaping/text(_:)``).
    mutating func append(escaping text: String) {
        append(HTMLEscaping.text(text))
    }

    /// Forgets what was written after the first `count` bytes (a piece that turned out not to
    /// be drawn).
    mutating func truncate(to count: Int) {
        bytes.removeLast(bytes.count - count)
    }
}
