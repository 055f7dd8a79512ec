import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Contrast measured on a component alone: every text and glyph layer against what the component
/// itself draws beneath it, in every variant, state and context, with no composition in the
/// catalogue. Ratios are those of WCAG 2.2 (reference FACTS.md §3: the formula, and the vector
/// #767676 on #fff = 4.5422).
struct ComponentContrastTests {
    /// A catalogue of `components` (and `compositions`) over colour tokens given as hex strings;
    /// with `dark`, an appearance modifier whose dark context overrides those tokens.
    struct Fixture {
        var colors: [String: String]
        var dark: [String: String]? = nil
        var components: [String]
        var compositions: [String] = []

        func check() throws -> CheckedCatalog {
            try TemporaryFolder.with { folder in
                let manager = FileManager.default
                for sub in ["tokens", "components", "compositions"] {
                    try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
                }
                var files: [(String, String)] = [
                    ("dscheck.json", #"{"name": "T", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json"}"#),
                    ("tokens/core.tokens.json", Self.tokens(colors)),
                ]
                var resolver = #"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "tokens/core.tokens.json"}]}}"#
                if let dark {
                    files.append(("tokens/light.tokens.json", Self.tokens([:])))
                    files.append(("tokens/dark.tokens.json", Self.tokens(dark)))
                    resolver +=
                        ##", "modifiers": {"appearance": {"contexts": {"light": [{"$ref": "tokens/light.tokens.json"}], "dark": [{"$ref": "tokens/dark.tokens.json"}]}, "default": "light"}}"##
                    resolver += ##", "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}]}"##
                } else {
                    resolver += ##", "resolutionOrder": [{"$ref": "#/sets/core"}]}"##
                }
                files.append(("tokens.resolver.json", resolver))
                files += components.map { ("components/\(ExampleCatalog.specID($0) ?? "c").json", $0) }
                files += compositions.map { ("compositions/\(ExampleCatalog.specID($0) ?? "s").json", $0) }
                for (path, contents) in files { try Data(contents.utf8).write(to: folder.appendingPathComponent(path)) }
                let (loaded, problems) = Catalog.load(folder: folder.path)
                #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems.map(\.message))")
                return CatalogChecker().check(try #require(loaded))
            }
        }

        /// A DTCG colour group of `colors` (name to `#rrggbb`).
        static func tokens(_ colors: [String: String]) -> String {
            let entries = colors.sorted { $0.key < $1.key }.map { name, hex in
                let channels = stride(from: 1, to: 7, by: 2).map { offset -> String in
                    let start = hex.index(hex.startIndex, offsetBy: offset)
                    let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
                    return String(value)
                }
                return #""\#(name)": {"$value": {"colorSpace": "srgb", "components": [\#(channels.joined(separator: ", "))], "hex": "\#(hex)"}}"#
            }
            return #"{"color": {"$type": "color"\#(entries.map { ", " + $0 }.joined())}}"#
        }
    }

    /// A button: a label coloured `label` over the layers `anatomy` (JSON array items, bottom
    /// first), with `states` and `variants` (JSON arrays).
    static func button(
        label: String = "{color.label}", anatomy: String = #"{"id": "plate", "shape": "capsule", "fill": "{color.fill}"}"#,
        states: String = #"[{"kind": "pressed", "scale": 0.96}]"#, variants: String = "[]"
    ) -> String {
        """
        {"id": "chip", "name": "Chip", "status": "stable", "summary": "A chip.", "kind": "control", "layer": "functional",
         "metrics": {"height": 44}, "label": {"textStyle": "body", "color": "\(label)"},
         "anatomy": [\(anatomy),
           {"id": "label", "shape": "label"}],
         "variants": \(variants),
         "states": \(states)}
        """
    }

    static func relativeLuminance(_ hex: String) throws -> Double {
        let color = try CSSColor.parse(hex)
        return color.srgbComponents.clipped.relativeLuminance
    }

    /// The measurements and findings of `rule` in the checked catalogue.
    static func results(_ checked: CheckedCatalog, _ rule: String) -> (measurements: [RuleMeasurement], findings: [Diagnostic]) {
        (checked.contexts.flatMap(\.measurements).filter { $0.ruleId == rule }, checked.diagnostics.filter { $0.ruleId == rule })
    }

    @Test func aLabelAt4_54To1OnItsOwnWhiteFillPassesWithNoComposition() throws {
        let checked = try Fixture(colors: ["label": "#767676", "fill": "#ffffff"], components: [Self.button()]).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        let measurement = try #require(measurements.first)
        #expect(measurements.count == 1)
        // FACTS.md §3: #767676 on #fff is 4.5422, just above 4.5:1.
        #expect(abs(measurement.value - 4.5422) < 1e-4)
        #expect(measurement.passes)
        #expect(measurement.subject == "chip" && measurement.item == "Chip label")
        #expect(findings.isEmpty)
    }

    @Test func aLabelAt2_85To1OnItsOwnWhiteFillFailsAtTheLabelLayer() throws {
        let checked = try Fixture(colors: ["label": "#999999", "fill": "#ffffff"], components: [Self.button()]).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        // FACTS.md §3 formula: #999999 has luminance 0.31855, (1 + 0.05) / (0.31855 + 0.05) = 2.849,
        // shown floored as 2.84.
        let expected = 1.05 / (try Self.relativeLuminance("#999999") + 0.05)
        #expect(abs(expected - 2.849) < 1e-3)
        #expect(abs(try #require(measurements.first).value - expected) < 1e-9)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .error && finding.subject == "chip")
        #expect(finding.message.hasPrefix("Chip label has contrast 2.84:1 where it is weakest (#999999 over #ffffff)"))
        // At the label layer: line 4 of the spec, where its object opens.
        #expect(finding.location.file.hasSuffix("components/chip.json"))
        #expect((finding.location.line, finding.location.column) == (4, 4))
        let identity = try #require(checked.identities[finding])
        #expect(identity.element == "/anatomy/label" && identity.subject == "chip" && identity.context.isEmpty)
    }

    @Test func aGlyphAt1_25To1OnItsOwnFillFailsNonTextContrast() throws {
        let anatomy = """
            {"id": "plate", "shape": "circle", "fill": "{color.fill}"},
            {"id": "icon", "shape": {"symbol": "star.fill"}, "fill": "{color.icon}"},
            {"id": "art", "shape": {"image": "star", "template": true}, "fill": "{color.icon}"},
            {"id": "photo", "shape": {"image": "photo"}, "fill": "{color.icon}"},
            {"id": "flourish", "shape": {"symbol": "sparkles"}, "fill": "{color.icon}", "decorative": true}
            """
        let checked = try Fixture(
            colors: ["label": "#000000", "fill": "#ffffff", "icon": "#e5e5e5"], components: [Self.button(anatomy: anatomy)]
        ).check()
        let (measurements, findings) = Self.results(checked, "a11y/non-text-contrast")
        // The symbol and the template image; not the image in its own colours, nor the decoration.
        #expect(measurements.map(\.item) == ["Chip glyph \"icon\"", "Chip glyph \"art\""])
        let expected = 1.05 / (try Self.relativeLuminance("#e5e5e5") + 0.05)
        #expect(abs(expected - 1.25) < 0.01)
        #expect(measurements.allSatisfy { abs($0.value - expected) < 1e-9 && $0.threshold == 3 && !$0.passes })
        #expect(findings.count == 2)
        #expect(findings.map(\.location.line) == [4, 5])
        #expect(findings.allSatisfy { $0.message.contains("has contrast 1.25:1") && $0.subject == "chip" })
    }

    @Test func aDisabledStateIsExemptAndAPressedStateThatDimsIsMeasured() throws {
        let disabled = #"[{"kind": "disabled", "layers": [{"layer": "label", "opacity": 0.3}]}]"#
        let quiet = try Fixture(colors: ["label": "#000000", "fill": "#ffffff"], components: [Self.button(states: disabled)]).check()
        let rest = Self.results(quiet, "a11y/text-contrast")
        #expect(rest.measurements.map(\.item) == ["Chip label"])
        #expect(rest.findings.isEmpty)

        let pressed = #"[{"kind": "pressed", "layers": [{"layer": "label", "opacity": 0.3}]}]"#
        let dimmed = try Fixture(colors: ["label": "#000000", "fill": "#ffffff"], components: [Self.button(states: pressed)]).check()
        let press = Self.results(dimmed, "a11y/text-contrast")
        #expect(press.measurements.map(\.item) == ["Chip label", "Chip label (pressed)"])
        #expect(press.findings.map(\.message).allSatisfy { $0.hasPrefix("Chip label (pressed) has contrast") })
        #expect(press.findings.count == 1)
    }

    @Test func aTranslucentFillIsCompositedOverTheFillBelowAndAloneLeftToCompositions() throws {
        let stacked = """
            {"id": "base", "shape": "capsule", "fill": "{color.fill}"},
            {"id": "tint", "shape": "capsule", "fill": {"color": "{color.shade}", "alpha": 0.5}}
            """
        let checked = try Fixture(
            colors: ["label": "#ffffff", "fill": "#ffffff", "shade": "#000000"], components: [Self.button(anatomy: stacked)]
        ).check()
        let measurement = try #require(Self.results(checked, "a11y/text-contrast").measurements.first)
        // Black at 50% over white is #808080 (FACTS.md §3: composite first, then the ratio).
        let grey = TokenColor.srgb(0, 0, 0, alpha: 0.5).composited(over: .srgb(1, 1, 1))
        #expect(measurement.contrast?.background == grey)
        #expect(abs(measurement.value - WCAGContrast.ratio(foreground: .srgb(1, 1, 1), background: grey)) < 1e-9)

        let alone = #"{"id": "tint", "shape": "capsule", "fill": {"color": "{color.shade}", "alpha": 0.5}}"#
        let unplaced = try Fixture(colors: ["label": "#ffffff", "shade": "#000000"], components: [Self.button(anatomy: alone)]).check()
        #expect(Self.results(unplaced, "a11y/text-contrast").measurements.isEmpty)
    }

    @Test func aGradientFillIsMeasuredAtItsWeakestStop() throws {
        let gradient = """
            {"id": "plate", "shape": "capsule", "fill": {"linearGradient": {"stops": [["{color.dark}", 0], ["{color.fill}", 1]], "start": "top", "end": "bottom"}}}
            """
        let checked = try Fixture(
            colors: ["label": "#ffffff", "dark": "#000000", "fill": "#777777"], components: [Self.button(anatomy: gradient)]
        ).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        let measurement = try #require(measurements.first)
        // FACTS.md §3: #777 on #fff is 4.4781, which fails 4.5:1; black would give 21:1.
        #expect(abs(measurement.value - 4.4781) < 1e-4)
        #expect(measurement.contrast?.background.hexString == "#777777")
        #expect(findings.count == 1)
    }

    @Test func eachContextIsMeasuredOnItsOwn() throws {
        let checked = try Fixture(
            colors: ["label": "#767676", "fill": "#ffffff"], dark: ["fill": "#959595"], components: [Self.button()]
        ).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        #expect(measurements.count == 2)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.context.description == "appearance=dark")
        #expect(checked.identities[finding]?.context == "appearance=dark")
    }

    @Test func eachVariantIsMeasuredAndNamed() throws {
        let variants = #"[{"id": "faint", "name": "Faint", "label": {"color": "{color.faint}"}}]"#
        let checked = try Fixture(
            colors: ["label": "#000000", "fill": "#ffffff", "faint": "#999999"], components: [Self.button(variants: variants)]
        ).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        #expect(measurements.map(\.item) == ["Chip label", "Chip label (Faint)"])
        #expect(findings.map(\.message).allSatisfy { $0.hasPrefix("Chip label (Faint) has contrast 2.84:1") })
        #expect(findings.count == 1)
    }

    @Test func aFillWhoseColourDoesNotResolveIsNotMeasuredOver() throws {
        // Read as no fill, the white label would be measured over the white plate below: a bogus 1.00:1.
        let broken = """
            {"id": "plate", "shape": "capsule", "fill": "{color.white}"},
            {"id": "accent", "shape": "capsule", "fill": "{color.acent}"}
            """
        let checked = try TemporaryFolder.with { folder -> CheckedCatalog in
            let example = RuleExample(
                "broken", files: [("components/chip.json", Self.button(label: "{color.white}", anatomy: broken))])
            let path = try ExampleCatalog.write(example, ruleId: "a11y/text-contrast", into: folder)
            let (loaded, _) = Catalog.load(folder: path)
            return CatalogChecker().check(try #require(loaded))
        }
        #expect(Self.results(checked, "a11y/text-contrast").measurements.isEmpty)
        #expect(Self.results(checked, "a11y/text-contrast").findings.isEmpty)
    }

    @Test func aPlacedComponentIsMeasuredOnceOnItsOwnFillAndOverTheScreenOnlyWhenItsFillIsNotOpaque() throws {
        let glass = Self.button(anatomy: #"{"id": "plate", "shape": "capsule", "fill": {"material": {"variant": "regular"}}}"#)
            .replacingOccurrences(of: #""id": "chip", "name": "Chip""#, with: #""id": "pill", "name": "Pill""#)
        let screen = """
            {"id": "screen", "name": "Screen", "background": "{color.fill}",
             "root": {"axis": "vertical", "children": [{"component": "chip", "label": "Go"}, {"component": "pill", "label": "Stop"}]}}
            """
        let checked = try Fixture(
            colors: ["label": "#999999", "fill": "#ffffff"], components: [Self.button(), glass], compositions: [screen]
        ).check()
        let (measurements, findings) = Self.results(checked, "a11y/text-contrast")
        // The chip's label is decided by its own fill: measured once, on the spec. The glass
        // pill's is decided by the screen: measured where the composition places it.
        #expect(measurements.map { "\($0.subject): \($0.item)" } == ["chip: Chip label", "screen: \"Stop\""])
        #expect(findings.map(\.subject) == ["chip", "screen"])
    }
}
