import Testing

@testable import DesignTokens

/// Token names sorted by bytes when they are all ASCII must come out as `String`'s `<` sorts
/// them, and names that are not ASCII are sorted by `<` itself.
struct NameOrderTests {
    /// Seeded names of shared prefixes of every length around the eight bytes compared at once,
    /// names that are prefixes of others, and the empty name.
    @Test(arguments: [false, true])
    func sortsAsStringComparisonSorts(withNamesThatAreNotASCII: Bool) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["color", "color.", "c", "set-1", "set-10", "set-2", "a.b.c.d.e.f", "Z", "z", "0", "", "-", "border.set-0"]
        var names = (0..<3_000).map { _ in (0..<(1 + next(4))).map { _ in pieces[next(pieces.count)] }.joined(separator: ".") }
        if withNamesThatAreNotASCII { names += ["caf\u{E9}", "cafe\u{301}z", "cafe", "\u{1F600}", "e\u{301}"] }
        let sorted = NameOrder.positions(of: names).map { names[$0] }
        #expect(sorted == names.sorted())
        #expect(Set(NameOrder.positions(of: names)) == Set(names.indices))
    }
}
