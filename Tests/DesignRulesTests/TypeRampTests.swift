import DesignCatalog
import DesignRules
import DesignSupport
import Foundation
import SwiftCode
import TestSupport
import Testing

/// `hig/type-ramp` against Apple's text style tables (HIG Typography, Specifications;
/// FACTS.md §2 for iOS at Large).
struct TypeRampTests {
    static func findings(_ folder: String) throws -> [String] {
        let (loaded, problems) = Catalog.load(folder: folder)
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
        let checked = CatalogChecker().check(try #require(loaded))
        return checked.diagnostics.filter { $0.ruleId == "hig/type-ramp" }.map { finding in
            let file = (finding.location.file as NSString).lastPathComponent
            let context = finding.context.pairs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
            return "\(file):\(finding.location.line):\(finding.location.column) [\(context)] \(finding.message)"
        }.sorted()
    }

    /// FACTS.md §2: "Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 semibold,
    /// Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11".
    @Test func theIOSTableAtLargeIsTheHIGs() {
        let large = DynamicTypeTable.styles.map { DynamicTypeTable.iOS($0, category: DynamicTypeTable.defaultCategory)?.size }
        #expect(large == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(DynamicTypeTable.iOS("headline", category: DynamicTypeTable.defaultCategory)?.weight == 600)
        #expect(DynamicTypeTable.iOS("body", category: DynamicTypeTable.defaultCategory)?.leading == 22)
        #expect(DynamicTypeTable.categories.count == 12)
        #expect(DynamicTypeTable.iOS("body", category: 0)?.size == 14 && DynamicTypeTable.iOS("body", category: 11)?.size == 53)
        // Each style grows, or stays, from one category to the next.
        for style in DynamicTypeTable.styles {
            let sizes = (0..<12).compactMap { DynamicTypeTable.iOS(style, category: $0)?.size }
            #expect(sizes.count == 12 && zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
        }
    }

    @Test func categoryNamesAreReadInEverySpelling() {
        #expect(["xSmall", "extra-small", "X_SMALL"].map(DynamicTypeTable.category(named:)) == [0, 0, 0])
        #expect(["accessibility2", "AX2", "accessibilityLarge"].map(DynamicTypeTable.category(named:)) == [8, 8, 8])
        #expect(DynamicTypeTable.category(named: "compact") == nil)
    }

    /// A 16 pt Body is reported against Apple's 17 pt at Large, at the token; a headline as light
    /// as body, a leading far from the style's, a weight between SwiftUI's nine, letter spacing
    /// in em and a misspelt style are each reported once, saying what to write.
    @Test func eachDifferenceFromTheStyleIsReportedAtItsToken() throws {
        let found = try Self.findings(Fixtures.path("type-ramp/default"))
        #expect(
            found == [
                "tokens.tokens.json:12:5 [] typography token \"typography.title\" (text style title) has 42 pt leading (line height 1.5); Apple's title has 34 pt at the Large size category on iOS; make the line height 1.21",
                "tokens.tokens.json:16:5 [] typography token \"typography.lead\" has letter spacing -0.02em, which SwiftUI's tracking (in points) cannot follow when the size changes; write it in px: -0.4 at this 20 pt size",
                "tokens.tokens.json:16:5 [] typography token \"typography.lead\" has weight 450, which SwiftUI cannot draw: its nine weights are 100 (ultraLight) to 900 (black); use 500 (medium)",
                "tokens.tokens.json:19:5 [] typography token \"typography.misnamed\" names text style \"bodyy\", not one of SwiftUI's (largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2); did you mean \"body\"?",
                "tokens.tokens.json:4:5 [] typography token \"typography.body\" (text style body) is 16 pt; Apple's body is 17 pt at the Large size category on iOS; make it 17 pt, or name the style of that size (callout)",
                "tokens.tokens.json:8:5 [] typography token \"typography.headline\" (text style headline) has weight 400, lighter than Apple's headline, semibold (600) at the Large size category on iOS; use 600 or heavier",
            ])
    }

    /// A set with a size per category (a resolver modifier whose contexts are xSmall, Large and
    /// AX1) is checked at each: Body's 14, 17 and 28 pt are Apple's; Callout's 27 pt at AX1 is
    /// not (26), and is reported there alone, at the file that sets it.
    @Test func aSetWithASizePerCategoryIsCheckedAtEachCategory() throws {
        let found = try Self.findings(Fixtures.path("type-ramp/categories"))
        #expect(
            found == [
                "accessibility1.tokens.json:5:5 [size=accessibility1] typography token \"typography.callout\" (text style callout) is 27 pt; Apple's callout is 26 pt at the AX1 size category on iOS; make it 26 pt"
            ])
    }
}

extension TypeRampTests {
    /// A team whose token files come from a tool names the styles in dscheck.json instead:
    /// Body there is checked as from the extension (16 pt against 17), Footnote passes; a token
    /// whose extension and the manifest disagree is told to keep one; entries naming no token,
    /// a colour, a misspelt style or a number are configuration errors at the manifest.
    @Test func stylesNamedInTheManifestAreCheckedAndTheirMistakesReportedThere() throws {
        let folder = Fixtures.path("type-ramp/manifest-styles")
        #expect(
            try Self.findings(folder) == [
                "tokens.tokens.json:4:5 [] typography token \"typography.body\" (text style body) is 16 pt; Apple's body is 17 pt at the Large size category on iOS; make it 17 pt, or name the style of that size (callout)",
                "tokens.tokens.json:7:5 [] typography token \"typography.headline\" names text style \"headline\" in its dev.dscheck extension and \"title3\" in dscheck.json's \"textStyles\"; keep one",
            ])
        let checked = CatalogChecker().check(try #require(Catalog.load(folder: folder).catalog))
        let problems = checked.diagnostics.filter { $0.ruleId == "config/invalid-text-styles" }.map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
        #expect(
            problems == [
                "10:5 \"textStyles\" names \"typography.bdy\", which is no token; did you mean \"typography.body\"? name a typography token",
                "11:5 \"textStyles\" names \"color.accent\", a color token; a text style belongs to a typography token",
                "12:27 \"captions\" is not one of SwiftUI's text styles (largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2); did you mean \"caption\"?",
                "13:27 the text style of \"typography.callout\" is a number; write one of SwiftUI's: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2",
            ])
    }
}
