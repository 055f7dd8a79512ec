import DesignSupport

/// A number with an optional unit (`16px`, `1.5rem`, `150%`, `200ms`, `2`), as source values
/// write lengths, durations, weights and ratios.
struct Quantity: Equatable {
    var value: Double
    /// The unit as written, lowercased; nil for a bare number.
    var unit: String?

    /// Reads a value that is a single quantity or constant arithmetic on quantities
    /// (`8 * 2`, `(16px + 4px) / 2`, `calc(36 / 27)`); the message of the error says what is wrong.
    static func read(_ text: String) throws(ExpressionError) -> Quantity {
        var parser = ExpressionParser(text)
        return try parser.quantity(try parser.parse(), for: "is")
    }

    /// The quantity as a source would write it (`16px`), which ``read(_:)`` reads back exactly.
    var text: String { JSONOutput.format(value) + (unit ?? "") }
}
