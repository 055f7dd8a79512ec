/// Numbers in generated SVG and CSS: at most three decimals, no trailing zeros, no `-0`, so the
/// same drawing always prints the same bytes.
enum SVGNumber {
    /// The largest magnitude printed: values past it (a huge token value, or one scaled or summed
    /// from several) are drawn at it, far outside any page, instead of overflowing.
    static let largest = 1e9

    /// The longest text ``format(_:)`` writes: a sign, ten digits, a point and three decimals.
    static let longest = 15

    /// `value` rounded to thousandths, its digits written straight into the string's storage
    /// (a site of 1,000 components prints over a million of these).
    static func format(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: longest) { write(value, to: $0.baseAddress!) }
    }

    /// Writes the digits of `value` at `buffer`, which has room for ``longest`` bytes, and
    /// returns how many it wrote.
    static func write(_ value: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            buffer[0] = UInt8(ascii: "0")
            return 1
        }
        let thousandths = (min(max(value, -largest), largest) * 1000).rounded()
        if thousandths == 0 {
            buffer[0] = UInt8(ascii: "0")
            return 1
        }
        let magnitude = UInt64(abs(thousandths))
        var count = 0
        if thousandths < 0 {
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        var whole = magnitude / 1000
        var length = 1
        var probe = whole
        while probe >= 10 {
            probe /= 10
            length += 1
        }
        for position in stride(from: count + length - 1, through: count, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(whole % 10)
            whole /= 10
        }
        count += length
        var fraction = magnitude % 1000
        guard fraction != 0 else { return count }
        buffer[count] = UInt8(ascii: ".")
        count += 1
        var place: UInt64 = 100
        while fraction != 0 {
            buffer[count] = UInt8(ascii: "0") + UInt8(fraction / place)
            fraction %= place
            place /= 10
            count += 1
        }
        return count
    }
}
