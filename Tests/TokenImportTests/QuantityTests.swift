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
            // CSS math and Tokens Studio's evaluator's functions.
            ("calc(36/27)", 36.0 / 27, nil), ("min(8px * 3, 20px)", 20, "px"), ("max(4, 2px)", 4, "px"), ("pow(2, 10)", 1024, nil),
            ("sqrt(16) + 1", 5, nil), ("round(2.5)", 3, nil), ("round(-2.5)", -2, nil), ("floor(-1.5px)", -2, "px"), ("abs(-3rem)", 3, "rem"),
            ("CALC((1 + 2) * 4px)", 12, "px"),
        ] as [(String, Double, String?)])
    func reads(text: String, value: Double, unit: String?) throws {
        #expect(try Quantity.read(text) == Quantity(value: value, unit: unit))
    }

    /// 100,000 minus signs once overflowed the stack, one recursion each; they are counted.
    @Test func aLongRunOfMinusSignsIsCountedNotRecursed() throws {
        #expect(try Quantity.read(String(repeating: "-", count: 100_000) + "1") == Quantity(value: 1, unit: nil))
        #expect(try Quantity.read(String(repeating: "-", count: 100_001) + "1px") == Quantity(value: -1, unit: "px"))
    }

    /// A message quotes a long expression by its start and end: one that ended in an operator
    /// after 100,000 minus signs was an error line of 100,095 bytes.
    @Test func aLongExpressionIsQuotedShortened() {
        let text = String(repeating: "-", count: 100_000) + "1 *"
        do throws(ExpressionError) {
            _ = try Quantity.read(text)
            Issue.record("'\(text.suffix(8))' was read")
        } catch {
            #expect(
                error.message
                    == "'\(String(repeating: "-", count: 48))…\(String(repeating: "-", count: 13))1 *' (100003 characters) ends where a number was expected"
            )
        }
    }

    @Test(arguments: [
        ("4px 8px", "several values"), ("4px + 1rem", "adds px to rem"), ("2px * 3px", "multiplies two quantities"),
        ("8 / 2px", "divides by a quantity"), ("8 / 0", "divides by zero"), ("(8 * 2", "missing a ')'"), ("", "empty"),
        ("abc", "holds the word 'abc', which is neither a number, a length nor a colour"), ("8 *", "ends where a number"),
        ("8 * ---", "ends where a number"),
        ("clamp(1, 2, 3)", "calls clamp(), which dscheck does not know"), ("pow(2)", "calls pow() with 1 argument; it takes 2"),
        ("pow(2px, 2)", "gives pow() a value in px"), ("min(1px, 1rem)", "compares px with rem in min()"), ("pow(10, 400)", "too large"),
        ("#fff * 2", "multiplies or divides a colour"), ("min(1, 2", "missing a ')'"), ("min(1; 2)", "has ';' where ',' or ')'"),
        ("sqrt(-1)", "square root of a negative"), ("#fff", "is a colour; it takes numbers"),
    ])
    func rejects(text: String, message: String) {
        #expect {
            _ = try Quantity.read(text)
        } throws: { error in
            (error as? ExpressionError)?.message.contains(message) == true
        }
    }
}
