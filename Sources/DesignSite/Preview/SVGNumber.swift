/// Numbers in generated SVG and CSS: at most three decimals, no trailing zeros, no `-0`, so the
/// same drawing always prints the same bytes.
enum SVGNumber {
    /// The largest magnitude printed: values past it (a huge token value, or one scaled or summed
    /// from several) are drawn at it, far outside any page, instead of overflowing.
    static let largest = 1e9

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (min(max(value, -largest), largest) * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = Int64(abs(thousandths))
        var text = String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return negative ? "-" + text : text
    }
}
