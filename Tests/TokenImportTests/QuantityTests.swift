import Testing

@testable import TokenImport

/// Constant arithmetic on quantities, as Tokens Studio values write it.
struct QuantityTests {
    @Test(
        arguments: [
            ("16px", 16, "px"), ("1.5rem", 1.5, "rem"), ("8 * 2", 16, nil), ("4px * 2", 8, "px"), ("(16px + 4px) / 2", 10, "px"),
            ("-2", -2, nil), ("150%", 150, "%"), ("2 * -3px", -6, "px"), (" 0 ", 0, nil), ("--2px", 2, "px"), ("- - -4", -4, nil),
            // Exponents; `1em` stays a length in em. `1e3` once "held several values".
            ("1e3", 1000, nil), ("2E-1rem", 0.2, "rem"), ("1.5e+2px", 150, "px"), ("1em", 1, "em"),
        ] as [(String, Double, String?)])
    func reads(text: String, value: Double, unit: String?) throws {
        #expect(try Quantity.read(text) == Quantity(value: value, unit: unit))
    }

    /// 100,000 minus signs once overflowed the stack, one recursion each; they are counted.
    @Test func aLongRunOfMinusSignsIsCountedNotRecursed() throws {
        #expect(try Quantity.read(String(repeating: "-", count: 100_000) + "1") == Quantity(value: 1, unit: nil))
        #expect(try Quantity.read(String(repeating: "-", count: 100_001) + "1px") == Quantity(value: -1, unit: "px"))
    }

    @Test(arguments: [
        ("4px 8px", "several values"), ("4px + 1rem", "adds px to rem"), ("2px * 3px", "multiplies two quantities"),
        ("8 / 2px", "divides by a quantity"), ("8 / 0", "divides by zero"), ("(8 * 2", "missing a ')'"), ("", "empty"),
        ("abc", "is not a number"), ("8 *", "ends where a number"), ("8 * ---", "ends where a number"),
    ])
    func rejects(text: String, message: String) {
        #expect {
            _ = try Quantity.read(text)
        } throws: { error in
            (error as? QuantityError)?.message.contains(message) == true
        }
    }
}
