import DesignSupport
import Testing

@testable import DesignDiff
@testable import DesignTokens

/// Rename heuristics: same type and resolved value, a similar path, and no ambiguity.
struct RenameDetectionTests {
    static func token(_ name: String, _ value: TokenValue) -> ResolvedToken {
        let location = SourceLocation.file("tokens.json")
        return ResolvedToken(
            name: name, type: value.type, value: value,
            location: location, valueLocation: location, aliasOf: nil, deprecation: .active, description: nil,
            extensions: nil, references: [])
    }

    static let steel = TokenValue.color(.srgb(0.45, 0.48, 0.51))
    static let red = TokenValue.color(.srgb(0.85, 0.18, 0.13))

    @Test(arguments: [
        ("color.steel.4", "color.slate.4", true),  // moved to another group, same last segment
        ("color.grey", "color.gray", true),  // one segment respelt, the group kept
        ("spacing.small", "spacing.s.small", true),  // one segment inserted
        ("color.brand.accent", "color.accent", true),  // one segment removed
        ("color.danger", "color.brand.accent", false),  // nothing alike but the first segment
        ("red", "crimson", false),  // one segment each, nothing shared
        ("color.a.b", "theme.x.y", false),
    ])
    func pathSimilarity(old: String, new: String, similar: Bool) {
        let split = { (name: String) in name.split(separator: ".").map(String.init) }
        #expect(RenameDetection.isSimilar(split(old), split(new)) == similar)
        #expect(RenameDetection.isSimilar(split(new), split(old)) == similar)
    }

    @Test func aRemovedAndAnAddedTokenWithTheSameValueAndASimilarPathAreARename() {
        let renames = RenameDetection.renames(
            removed: [Self.token("color.steel.4", Self.steel)],
            added: [Self.token("color.slate.4", Self.steel), Self.token("color.brand.red", Self.red)])
        #expect(renames.map { "\($0.from.name)>\($0.to.name)" } == ["color.steel.4>color.slate.4"])
    }

    @Test func theSameValueUnderAnUnrelatedPathIsNoRename() {
        let renames = RenameDetection.renames(
            removed: [Self.token("color.danger", Self.red)],
            added: [Self.token("color.brand.accent", Self.red)])
        #expect(renames.isEmpty)
    }

    @Test func aSimilarPathWithAnotherValueIsNoRename() {
        let renames = RenameDetection.renames(
            removed: [Self.token("color.steel.4", Self.steel)],
            added: [Self.token("color.slate.4", Self.red)])
        #expect(renames.isEmpty)
    }

    @Test func twoCandidatesForOneRemovedTokenAreAmbiguous() {
        let renames = RenameDetection.renames(
            removed: [Self.token("color.steel.4", Self.steel)],
            added: [Self.token("color.slate.4", Self.steel), Self.token("color.stone.4", Self.steel)])
        #expect(renames.isEmpty)
    }

    @Test func twoRemovedTokensClaimingOneAddedTokenAreAmbiguous() {
        let renames = RenameDetection.renames(
            removed: [Self.token("color.steel.4", Self.steel), Self.token("color.iron.4", Self.steel)],
            added: [Self.token("color.slate.4", Self.steel)])
        #expect(renames.isEmpty)
    }

    @Test func aNumberAndADimensionOfTheSameMagnitudeAreNoRename() {
        let renames = RenameDetection.renames(
            removed: [Self.token("size.radius", .number(12))],
            added: [Self.token("size.corner-radius.radius", .dimension(Dimension(value: 12, unit: "px")))])
        #expect(renames.isEmpty)
    }

    @Test func renamesAreFoundAmongThousandsOfTokensInLinearTime() {
        let count = 20_000
        let removed = (0..<count).map { Self.token("old.group\($0).tone", .number(Double($0))) }
        let added = (0..<count).map { Self.token("new.group\($0).tone", .number(Double($0))) }
        let clock = ContinuousClock()
        var renames: [(from: ResolvedToken, to: ResolvedToken)] = []
        let elapsed = clock.measure { renames = RenameDetection.renames(removed: removed, added: added) }
        #expect(renames.count == count)
        #expect(elapsed < .seconds(5), "a quadratic search would compare 400 million pairs")
    }
}
