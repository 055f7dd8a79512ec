import Testing

@testable import DesignTokens

/// The table that finds tokens by name in place of a `[String: Int]`: it must answer what the
/// dictionary answered for every name, present or not.
struct NamePositionsTests {
    /// Names the dictionary would treat alike or apart: canonically equivalent spellings are one
    /// name, case and dots are not ignored, and the empty name is a name.
    @Test func findsWhatADictionaryFinds() {
        let names = ["color.red", "Color.red", "caf\u{E9}", "color", "", "a.b.c", "size.sm+", "\u{1F600}"]
        let table = NamePositions(count: names.count) { names[$0] }
        var dictionary: [String: Int] = [:]
        for (position, name) in names.enumerated() { dictionary[name] = position }
        let asked = names + ["cafe\u{301}", "color.re", "color.red.", "COLOR.RED", "missing", "a.b", "\u{1F601}"]
        for name in asked {
            #expect(table.position(of: name) == dictionary[name], "\(name.debugDescription)")
        }
        #expect(table.position(of: "cafe\u{301}") == 2)
    }

    /// The three non-ASCII scalars whose normalized form is ASCII (U+037E, U+1FEF and U+212A,
    /// Unicode's canonical singletons to `;`, `` ` `` and `K`) name the same token as that ASCII,
    /// as `==` and a dictionary say; with a combining accent after it, the Kelvin sign is a
    /// precomposed letter (U+1E30), not ASCII.
    @Test func namesThatNormalizeToASCIIAreThatASCII() {
        let names = ["size.\u{212A}", "a\u{037E}b", "grave\u{1FEF}", "\u{212A}\u{301}", "plain"]
        let table = NamePositions(count: names.count) { names[$0] }
        var dictionary: [String: Int] = [:]
        for (position, name) in names.enumerated() { dictionary[name] = position }
        let asked = names + ["size.K", "a;b", "grave`", "\u{1E30}", "K\u{301}", "size.k", "a:b", "plai\u{6E}", "\u{212A}"]
        for name in asked {
            #expect(table.position(of: name) == dictionary[name], "\(name.debugDescription)")
        }
        #expect(table.position(of: "size.K") == 0)
        #expect(table.position(of: "a;b") == 1)
        #expect(table.position(of: "\u{1E30}") == 3)
    }

    /// Names of every length up to 40 bytes, so that each tail length of the 8-byte steps is
    /// hashed, and names differing only by trailing NUL bytes or in one byte are told apart.
    @Test func everyLengthAndTrailingZerosAreFound() {
        let names = (0...40).map { String(repeating: "x", count: $0) } + ["x\u{0}", "x\u{0}\u{0}", "abcdefgh", "abcdefgi", "abcdefgh\u{0}"]
        let table = NamePositions(count: names.count) { names[$0] }
        for (position, name) in names.enumerated() {
            #expect(table.position(of: name) == position, "\(name.debugDescription)")
        }
        #expect(table.position(of: "abcdefgj") == nil)
    }

    /// A later equal name takes the earlier one's place, as assigning into a dictionary does.
    @Test func aLaterEqualNameWins() {
        let names = ["caf\u{E9}", "x", "cafe\u{301}"]
        let table = NamePositions(count: names.count) { names[$0] }
        #expect(table.position(of: "caf\u{E9}") == 2)
        #expect(table.position(of: "x") == 1)
    }

    /// Every one of many names is found at its own position and a near miss at none: at this
    /// size names share slots and probe past each other.
    @Test func manyNamesProbePastEachOther() {
        let names = (0..<5_000).map { "group-\($0 % 37).token-\($0)" }
        let table = NamePositions(count: names.count) { names[$0] }
        for (position, name) in names.enumerated() {
            #expect(table.position(of: name) == position)
            #expect(table.position(of: name + "x") == nil)
        }
    }

    /// No names: every name is missing, and the lookup ends.
    @Test func anEmptyTableFindsNothing() {
        let table = NamePositions(count: 0) { _ in "" }
        #expect(table.position(of: "anything") == nil)
    }
}
