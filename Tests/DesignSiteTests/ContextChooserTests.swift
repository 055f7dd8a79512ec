import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// With three modifiers (eight contexts) a reader chooses the context: the pages show the
/// default context's values, each differing one with every group of contexts folded under it,
/// and menus (hidden until `site.js` runs) to choose another. With two to four contexts the
/// contexts stay columns and no menu is written.
struct ContextChooserTests {
    static let site = SiteFixture(folder: Fixtures.path("catalog/three-modifiers"))

    /// The positions of the contexts in each `<li data-contexts="…">` of `html`, in order.
    static func members(_ html: String) -> [[Int]] {
        html.matches(of: /<li data-contexts="([0-9 ]+)">/).map { $0.output.1.split(separator: " ").compactMap { Int($0) } }
    }

    @Test func theMenusOfferEveryModifierWithItsDefaultChosenAndAreHiddenWithoutJavaScript() throws {
        let page = try #require(Self.site.file("components/tag.html"))
        let forms = page.matches(of: /<form class="context-chooser" hidden[^>]*>/)
        #expect(forms.count == 1)
        let selects = page.matches(of: /<select data-modifier="(\d)">/).map { String($0.output.1) }
        #expect(selects == ["0", "1", "2"])
        let selected = page.matches(of: /<option value="([a-z]+)" selected>/).map { String($0.output.1) }
        #expect(selected == ["light", "standard", "regular"])
        #expect(page.contains("data-contexts=\"[[&quot;light&quot;,&quot;standard&quot;,&quot;regular&quot;],"), "the contexts the script matches")
        #expect(page.contains("<th scope=\"col\">Value in <span class=\"context-shown\">Light</span></th>"))
        #expect(!page.contains("<th scope=\"col\">Dark</th>"), "eight contexts are not eight columns")
    }

    /// The fill differs in dark and in increased contrast: the cell shows the default's
    /// #007aff, and its groups hold each of the eight contexts exactly once.
    @Test func aDifferingValueShowsTheDefaultAndFoldsEveryContextOnce() throws {
        let page = try #require(Self.site.file("components/tag.html"))
        let table = try #require(page.firstRange(of: "<div class=\"spec-table\"").map { String(page[$0.lowerBound...]) })
        let fill = try #require(table.firstRange(of: "<th scope=\"row\">Fill</th>").map { String(table[$0.lowerBound...].prefix(3_000)) })
        #expect(fill.contains("<span class=\"context-value\"><span class=\"chip\""))
        #expect(fill.prefix(400).contains("#007aff"))
        let row = String(fill[..<(fill.range(of: "</tr>")?.lowerBound ?? fill.endIndex)])
        let groups = Self.members(row)
        #expect(groups.count == 3, "\(row)")
        #expect(groups.flatMap { $0 }.sorted() == Array(0..<8))
        #expect(row.contains("#0040dd") && row.contains("#0a84ff"))
    }

    @Test func tokenPagesChooseTheSameWayAndKeepTheTokenSourceApart() throws {
        let page = try #require(Self.site.file("tokens/color.html"))
        #expect(page.matches(of: /<form class="context-chooser" hidden/).count == 1)
        let entry = try #require(page.firstRange(of: "id=\"token-color.fill\"").map { String(page[$0.lowerBound...].prefix(4_000)) })
        #expect(entry.contains("<div class=\"tk-value\"><div class=\"context-varies\"><span class=\"context-value\">#007aff</span>"))
        #expect(Self.members(String(entry[..<(entry.range(of: "</li></ul>")?.upperBound ?? entry.endIndex)])).flatMap { $0 }.sorted() == Array(0..<8))
    }

    @Test func upToFourContextsAreColumnsWithNoMenu() throws {
        let page = try #require(SiteFixture.bundled.file("components/button.html"))
        #expect(!page.contains("context-chooser"))
        #expect(page.contains("<th scope=\"col\">Light</th><th scope=\"col\">Dark</th><th scope=\"col\">Token</th>"))
    }

    /// The bundled tokens' provenance is a folded source note, apart from the description a
    /// reader sees first.
    @Test func aTokensSourceIsFoldedBelowItsDescription() throws {
        let page = try #require(SiteFixture.bundled.file("tokens/color.html"))
        let entry = try #require(page.firstRange(of: "id=\"token-color.steel.1\"").map { String(page[$0.lowerBound...].prefix(3_000)) })
        let description = try #require(entry.firstMatch(of: /<p class="tk-description">([^<]*)<\/p>/)?.output.1)
        #expect(!description.contains("Assumed") && !description.contains("tutorial") && !description.contains("Color("), "\(description)")
        #expect(entry.contains("</p><details class=\"tk-source\"><summary>Source</summary><p>steelBackground1 = Color(red: 67/255"))
    }
}
