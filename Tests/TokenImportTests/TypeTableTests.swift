import DesignTokens
import Testing

@testable import TokenImport

/// The importer's type table (`ValueKind.sourceTypes(of:unitless:)`): one list per DTCG type of
/// the source type names that carry it.
struct TypeTableTests {
    @Test(arguments: TokenType.allCases)
    func everySourceNameWritesTheTypeItIsListedUnder(_ type: TokenType) {
        for (name, kind) in ValueKind.sourceTypes(of: type, unitless: "px") {
            #expect(kind.dtcgType == type, "\(name) is listed under \(type.rawValue)")
        }
    }

    @Test func noSourceNameIsListedTwice() {
        let names = TokenType.allCases.flatMap { ValueKind.sourceTypes(of: $0, unitless: "px").map(\.name) }
        #expect(Set(names).count == names.count)
    }

    /// Each DTCG type is read under its own name in both dialects, and Tokens Studio's names
    /// for lengths take the dialect's unit for a bare number.
    @Test(arguments: TokenType.allCases)
    func theDTCGNameOfEveryTypeIsImported(_ type: TokenType) {
        #expect(SourceDialect.tokensStudio.kind(forType: type.rawValue)?.dtcgType == type)
        #expect(SourceDialect.styleDictionary.kind(forType: type.rawValue)?.dtcgType == type)
    }

    @Test func aBareLengthTakesTheDialectsUnit() {
        #expect(SourceDialect.tokensStudio.kind(forType: "spacing") == .dimension(unitless: "px"))
        #expect(SourceDialect.styleDictionary.kind(forType: "spacing") == .dimension(unitless: "rem"))
        #expect(SourceDialect.tokensStudio.kind(forType: "letterSpacing") == .letterSpacing)
        #expect(SourceDialect.tokensStudio.kind(forType: "composition") == nil)
    }
}
