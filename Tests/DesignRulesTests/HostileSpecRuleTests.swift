import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import Testing

/// Rules over specs written to break them: huge token values and thousands of layers. Findings
/// stay one per thing found; a token value outside what a literal may be is an error where it is
/// referenced, and no rule measures it.
struct HostileSpecRuleTests {
    /// The diagnostics of checking `example` written as a catalogue.
    static func check(_ example: RuleExample) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try ExampleCatalog.write(example, ruleId: "hig/touch-target", into: folder)
        let catalog = try #require(Catalog.load(folder: path).catalog)
        return CatalogChecker().check(catalog).diagnostics
    }

    static let hugeTokens = #"""
        {"big": {
          "size": {"$type": "dimension", "$value": {"value": 1e308, "unit": "px"}},
          "negative-size": {"$type": "dimension", "$value": {"value": -1e308, "unit": "px"}},
          "number": {"$type": "number", "$value": 1.7976931348623157e308},
          "negative": {"$type": "number", "$value": -1.7976931348623157e308}
        }}
        """#

    @Test func clearGlassIsReportedOncePerPlacementHoweverManyLayersItHas() throws {
        let layers = (0..<500).map {
            #"{"id": "clear\#($0)", "shape": "capsule", "fill": {"material": {"variant": "clear", "dimming": \#(Double($0 % 3) / 10)}}}"#
        }
        let component = """
            {"id": "pane", "name": "Pane", "status": "stable", "summary": "Panes of clear glass.", "kind": "container", "layer": "functional",
             "metrics": {"size": 100}, "anatomy": [\(layers.joined(separator: ", "))]}
            """
        let diagnostics = try Self.check(
            .composition(
                "Clear glass over white",
                """
                {"id": "screen", "name": "Screen", "background": "{color.white}", "root": {"axis": "vertical", "children": [{"component": "pane"}, {"component": "pane"}]}}
                """, components: [component]))
        let findings = diagnostics.filter { $0.ruleId == "hig/glass-clear-dimming" }
        #expect(
            findings.map(\.message)
                == Array(
                    repeating:
                        "Pane uses clear glass over bright content in Screen with no dimming layer; add a dark dimming layer of at least 35% or use regular glass",
                    count: 2))
    }

    @Test func hugeTokenValuesAreRangeErrorsAtTheReferenceAndNeverMeasured() throws {
        let button = """
            {"id": "button", "name": "Button", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
             "metrics": {"size": "{big.negative-size}"}, "anatomy": [{"id": "face", "shape": "capsule", "fill": "{color.accent}"}],
             "states": [{"kind": "pressed", "scale": 0.9}], "accessibility": {"label": "Go"}}
            """
        let screen = """
            {"id": "screen", "name": "Screen", "background": "{color.white}", "root": {"axis": "vertical", "children": [
              {"component": "button", "scale": "{big.number}"},
              {"text": "Faint", "fill": "{color.grey}", "fontSize": "{big.size}", "opacity": "{big.negative}"}]}}
            """
        let diagnostics = try Self.check(
            .tokens("Huge token values", Self.hugeTokens, specs: [("components/button.json", button), ("compositions/screen.json", screen)]))
        let messages = diagnostics.filter { RuleRegistry.rule($0.ruleId) != nil }.map(\.message)
        #expect(!messages.contains { $0.contains("null") || $0.contains("∞") || $0.contains("e+308") }, "\(messages)")
        let ranges = diagnostics.filter { $0.ruleId == CatalogDiagnostic.invalidValue.rawValue }.map(\.message)
        #expect(ranges.count == 4, "\(ranges)")
        #expect(ranges.contains { $0.hasPrefix("this number is token \"big.number\", whose value is 1.7976931348623157e+308") }, "\(ranges)")
        #expect(ranges.contains { $0.hasPrefix("opacity is token \"big.negative\"") && $0.hasSuffix("from 0 to 1, as a number written here does") })
    }
}
