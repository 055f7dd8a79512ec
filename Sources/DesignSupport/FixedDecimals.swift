#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Numbers written with a fixed count of decimals, as `String(format: "%.2f", value)` writes
/// them. Findings of the contrast rules carry such numbers, thousands per run, and Foundation's
/// formatting spent over half a billion instructions on them in `diff` of a 1,000-component
/// catalogue; plain integer arithmetic gives the same text in a small fraction of that.
package enum FixedDecimals {
    /// `value` with `decimals` decimals (1 to 4), rounded as C's `printf` rounds: to the nearest,
    /// from the exact binary value. Where that value lies too near a halfway point to decide
    /// quickly, or the number is huge or not finite, C's `printf` itself writes it.
    package static func format(_ value: Double, decimals: Int) -> String {
        precondition((1...4).contains(decimals), "FixedDecimals supports 1 to 4 decimals")
        guard value.isFinite, value.magnitude < 1e9 else { return OS.printed(value, decimals: decimals) }
        // printf writes the sign of every negative number, -0 and numbers that round to 0 included.
        if value.sign == .minus { return "-" + format(-value, decimals: decimals) }
        let scale = Self.scales[decimals]
        let scaled = value * scale
        let nearest = scaled.rounded(.toNearestOrAwayFromZero)
        // Below 10^13, `scaled` is within 2^-10 of the exact product, so a gap below 0.49 decides the rounding.
        guard (scaled - nearest).magnitude < 0.49 else { return OS.printed(value, decimals: decimals) }
        let units = Int(nearest)
        let whole = units / Int(scale)
        let fraction = String(units % Int(scale))
        return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// 10 to the power of each supported count of decimals.
    private static let scales: [Double] = [1, 10, 100, 1_000, 10_000]
}
