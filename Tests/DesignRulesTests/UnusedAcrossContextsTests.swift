import DesignCatalog
import DesignRules
import DesignSupport
import TestSupport
import Testing

/// `tokens/unused` over a resolver with light and dark contexts: a palette colour that only one
/// appearance refers to is used; one no context refers to is reported once, for every context.
struct UnusedAcrossContextsTests {
    @Test func aTokenUsedInAnyContextIsUsed() throws {
        let (loaded, problems) = Catalog.load(folder: Fixtures.path("palette-per-mode"))
        #expect(problems.isEmpty)
        let catalog = try #require(loaded)
        #expect(catalog.tokens.allContexts.count == 2)
        let unused = CatalogChecker().check(catalog).diagnostics.filter { $0.ruleId == "tokens/unused" }
        #expect(unused.compactMap(\.subject) == ["palette.red-500", "palette.white"])
        #expect(unused.allSatisfy { $0.context.isEmpty })
    }
}
