import DesignCatalog
import DesignRules
import DesignSupport
import TestSupport
import Testing

/// Numbers given through token references get the range checks that literals get, located at
/// the reference, in every context; rules never measure a value outside them.
struct HostileRangeTests {
    static let folder = Fixtures.path("hostile/spec-catalogs/component-numbers-through-tokens-out-of-range")

    @Test func outOfRangeTokensAreReportedAtTheReferenceInEveryContext() throws {
        let catalog = try #require(Catalog.load(folder: Self.folder).catalog)
        let result = CatalogChecker().check(catalog)
        let ranges = result.diagnostics.filter { $0.ruleId == CatalogDiagnostic.invalidValue.rawValue }
        let places = ranges.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line):\($0.location.column)" }
        #expect(
            places == [
                "chip.json:8:24", "chip.json:8:56", "chip.json:8:86", "chip.json:13:27", "chip.json:13:52", "chip.json:15:18",
                "chip.json:16:16", "chip.json:17:15", "screen.json:8:39", "screen.json:9:110",
            ], "\(ranges.map(\.message))")
        let dark = try #require(ranges.first { $0.location.column == 56 })
        #expect(dark.context.description == "appearance=dark")
        #expect(dark.message.contains("token \"size.hit\", whose value is 1e+308; a token here needs a value from 0 to 1000000"))
        let opacity = try #require(ranges.first { $0.location.column == 18 })
        #expect(opacity.message.hasPrefix("opacity is token \"number.opacity\""))
        let measured = result.diagnostics.filter { RuleRegistry.rule($0.ruleId) != nil }.map(\.message)
        #expect(!measured.contains { $0.contains("∞") || $0.contains("e+308") }, "no rule measures an out-of-range value: \(measured)")
    }
}
