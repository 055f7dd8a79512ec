/// A number with an optional unit (`16px`, `1.5rem`, `150%`, `200ms`, `2`), as source values
/// write lengths, durations, weights and ratios.
struct Quantity: Equatable {
    var value: Double
    /// The unit as written, lowercased; nil for a bare number.
    var unit: String?

    /// Reads a value that is a single quantity or constant arithmetic on quantities
    /// (`8 * 2`, `(16px + 4px) / 2`); the message of the error says what is wrong.
    static func read(_ text: String) throws(QuantityError) -> Quantity {
        var parser = ArithmeticParser(text)
        return try parser.parse()
    }
}

/// Why a text is not a quantity, as a sentence.
struct QuantityError: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
