import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// The checker reports root causes once and their dependents once each (issue 12, item 2): a
/// fault in a file that some contexts include is one finding with those contexts, not one per
/// context, and a spec that uses an invalid token depends on it once per token.
struct RootCauseCheckTests {
    static func check() throws -> CheckedCatalog {
        let catalog = try #require(Catalog.load(folder: Fixtures.path("tokens/root-causes/catalog")).catalog)
        return CatalogChecker().check(catalog)
    }

    /// `file:line:col id (context)` of every finding, the file by name.
    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let file = diagnostic.location.file.split(separator: "/").last.map(String.init) ?? ""
            let context = diagnostic.context.isEmpty ? "" : " (\(diagnostic.context))"
            return "\(file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.ruleId)\(context)"
        }
    }

    @Test func eachRootCauseAndEachDependentIsReportedOnce() throws {
        let checked = try Self.check()
        #expect(
            Self.places(checked.diagnostics) == [
                "chip.json:10:49 tokens/invalid-dependency",
                "chip.json:12:51 tokens/invalid-dependency",
                "core.tokens.json:4:82 tokens/invalid-value",
                "core.tokens.json:5:65 tokens/invalid-value",
                "core.tokens.json:6:25 tokens/invalid-dependency",
                "dark.tokens.json:1:111 tokens/invalid-value (theme=dark|dark-hc)",
            ])
        let messages = checked.diagnostics.filter { $0.location.file.hasSuffix("chip.json") }.map(\.message)
        #expect(
            messages == [
                "token \"color.fill\" depends on \"color.broken\", which is invalid (see core.tokens.json:5:65); fix that first",
                "token \"color.broken\" is invalid (see core.tokens.json:5:65); fix that first",
            ])
        #expect(checked.diagnostics.filter(\.isDependent).count == 3)
    }

    @Test func aShortHexFallbackKeepsTheColourInEveryContext() throws {
        let checked = try Self.check()
        for result in checked.contexts {
            #expect(result.tokens["color.white"]?.value != nil, "\(result.context)")
            #expect(result.tokens["color.surface"]?.value != nil, "\(result.context)")
        }
        #expect(checked.contexts.count == 6)
    }
}
