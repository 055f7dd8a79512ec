import DesignCatalog
import DesignRules
import DesignTokens
import Foundation
import Testing

@testable import DesignSite

/// Numbers far outside any page are drawn at a limit, never trap; huge token values are errors
/// where a spec references them, and are not drawn.
struct HugeNumberTests {
    @Test func svgNumbersBeyondTheLimitAreDrawnAtIt() {
        #expect(SVGNumber.format(1e308) == "1000000000")
        #expect(SVGNumber.format(-.greatestFiniteMagnitude) == "-1000000000")
        #expect(SVGNumber.format(9.3e15) == "1000000000", "past what thousandths in an Int64 hold")
        #expect(SVGNumber.format(999_999_999.9994) == "999999999.999")
        #expect(SVGNumber.format(-0.0004) == "0")
        #expect(SVGNumber.format(.infinity) == "0")
        #expect(SVGNumber.format(.nan) == "0")
    }

    @Test func hugeTokenValuesAreNotDrawnOnAnyPage() throws {
        let tokens = #"""
            {"big": {
              "size": {"$type": "dimension", "$value": {"value": 1e308, "unit": "px"}},
              "negative-size": {"$type": "dimension", "$value": {"value": -1e308, "unit": "rem"}},
              "number": {"$type": "number", "$value": 1.7976931348623157e308},
              "duration": {"$type": "duration", "$value": {"value": 1e308, "unit": "ms"}}
            }}
            """#
        let button = """
            {"id": "button", "name": "Button", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
             "metrics": {"size": {"width": "{big.size}", "height": 44}},
             "anatomy": [{"id": "face", "shape": {"roundedRectangle": {"cornerRadius": "{big.size}"}}, "fill": "{color.accent}",
                          "frame": {"width": "{big.size}", "height": "{big.negative-size}"}, "offset": ["{big.size}", "{big.negative-size}"],
                          "blur": "{big.size}", "shadow": {"radius": "{big.size}", "x": "{big.number}"}, "stroke": {"paint": "{color.black}", "width": "{big.size}"},
                          "rotation": "{big.number}", "scale": "{big.number}", "rotation3D": {"angle": "{big.number}", "axis": ["{big.size}", 0, 1]}},
                         {"id": "title", "shape": "label", "fill": "{color.white}"}],
             "label": {"typography": "{typography.body}", "tracking": "{big.size}", "examples": ["Go"]},
             "states": [{"kind": "pressed", "scale": "{big.number}", "offset": ["{big.size}", 0], "layers": [{"layer": "face", "scale": "{big.number}", "blur": "{big.size}"}],
                         "animation": {"curve": "spring", "response": "{big.duration}", "dampingFraction": "{big.number}"}}],
             "buildSteps": [{"title": "Face", "shows": ["face"]}], "accessibility": {"label": "Go"}}
            """
        let screen = """
            {"id": "screen", "name": "Screen", "background": "{color.white}", "root": {"axis": "vertical", "spacing": "{big.size}", "children": [
              {"component": "button", "scale": "{big.number}", "rotation": "{big.number}"},
              {"text": "Huge", "fill": "{color.black}", "fontSize": "{big.size}"}]}}
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-huge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = RuleExample.tokens(
            "Huge token values", tokens, specs: [("components/button.json", button), ("compositions/screen.json", screen)])
        let catalog = try #require(Catalog.load(folder: try ExampleCatalog.write(example, ruleId: "hig/touch-target", into: folder)).catalog)
        let site = SiteFixture.generate(CatalogChecker().check(catalog), root: catalog.folder)
        for path in ["components/button.html", "compositions/screen.html"] {
            let page = try #require(site.files.first { $0.path == path }?.contents)
            #expect(!page.contains("1000000000"), "\(path) draws no out-of-range token value, not even at the limit")
            #expect(!page.contains(/\bnan\b|\binf\b|NaN|Infinity/), "\(path) prints no non-finite number")
        }
    }
}
