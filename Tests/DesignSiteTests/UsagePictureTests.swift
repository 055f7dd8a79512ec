import DesignCatalog
import DesignRules
import Foundation
import Testing

@testable import DesignSite

/// A Do or Don't can name the rule example that pictures it; the page draws that example above
/// the item, and a rule or example that does not exist is `site/unknown-example` at the item.
struct UsagePictureTests {
    static let chip = """
        {"id": "chip", "name": "Chip", "status": "stable", "summary": "A chip.", "kind": "control", "layer": "functional",
         "metrics": {"size": 44}, "anatomy": [{"id": "face", "shape": "circle", "fill": "{color.accent}"}],
         "states": [{"kind": "pressed", "scale": 0.96}], "accessibility": {"label": "Chip"},
         "usage": {"do": [{"text": "Keep labels short.", "rule": "hig/label-length", "example": "A two-word label"}, "Plain advice."],
                   "dont": [{"text": "Tint it.", "rule": "hig/glass-tnt"},
                            {"text": "Wrap labels.", "rule": "hig/label-length", "example": "A two-word label"},
                            {"text": "Nest glass.", "rule": "hig/glass-content-layer"}]}}
        """

    static func site() throws -> (checked: CheckedCatalog, site: Site) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-usage-\(UUID().uuidString)")
        let example = RuleExample.component("A chip with pictured usage", chip)
        let catalog = try #require(Catalog.load(folder: try ExampleCatalog.write(example, ruleId: "hig/touch-target", into: folder)).catalog)
        defer { try? FileManager.default.removeItem(at: folder) }
        let checked = CatalogChecker(inspections: [SiteDocumentation()]).check(catalog)
        return (checked, SiteFixture.generate(checked, root: catalog.folder))
    }

    @Test func itemsAreReadAsTextOrWithTheExampleThatPicturesThem() throws {
        let (checked, _) = try Self.site()
        let usage = try #require(checked.catalog.component("chip")).usage
        #expect(usage.doItems.map(\.text) == ["Keep labels short.", "Plain advice."])
        #expect(usage.doItems[0].rule == "hig/label-length" && usage.doItems[0].example == "A two-word label")
        #expect(usage.doItems[1].rule == nil)
    }

    @Test func aRuleOrExampleThatDoesNotExistIsReportedAtTheItem() throws {
        let (checked, _) = try Self.site()
        let messages = checked.diagnostics.filter { $0.ruleId == "site/unknown-example" }.map { "\($0.location.line): \($0.message)" }
        #expect(
            messages == [
                "5: Chip's Don't “Tint it.” names rule \"hig/glass-tnt\", which does not exist; did you mean \"hig/glass-tint\"? name one 'dscheck rules' lists",
                "6: Chip's Don't “Wrap labels.” names example \"A two-word label\", which is not one of hig/label-length's triggering examples; use one of: \"A four-word label\"",
            ])
    }

    @Test func thePageDrawsEachNamedExampleAboveItsItem() throws {
        let (_, site) = try Self.site()
        let page = try #require(site.files.first { $0.path == "components/chip.html" }?.contents)
        let items = page.components(separatedBy: "<li>").dropFirst().filter { $0.contains("usage-picture") }
        #expect(items.count == 2, "the two items naming an existing example of the right kind")
        #expect(items.contains { $0.contains(">Start practice</text>") && $0.contains("Keep labels short.") })
        #expect(items.contains { $0.contains("Nest glass.") }, "without an example named, the rule's first triggering example")
    }
}
