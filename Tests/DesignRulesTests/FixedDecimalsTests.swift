import DesignSupport
import Foundation
import Testing

/// ``FixedDecimals`` writes what `String(format: "%.Nf")` writes, halfway cases and signs included.
struct FixedDecimalsTests {
    @Test func matchesPrintfOnHalfwayCasesSignsAndLimits() {
        let values: [Double] = [
            0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.125, 0.045, 1.005, 2.675, 4.5, 3.2149, 21, 99.95, 99.995, -0.04, -0.05, -62.35,
            107.88, 1e9 - 0.005, 1e9, -1e10, .nan, .infinity, -.infinity, .ulpOfOne, .leastNonzeroMagnitude,
        ]
        // A fixed walk over hundredths and thousandths, where rounding errors of a scaled value show.
        let walk = (-3_000...3_000).map { Double($0) / 1_000 } + (0...2_200).map { (Double($0) / 100).rounded(.down) / 100 }
        for value in values + walk {
            for decimals in 1...2 {
                #expect(FixedDecimals.format(value, decimals: decimals) == String(format: "%.\(decimals)f", value), "\(value)")
            }
        }
    }
}
