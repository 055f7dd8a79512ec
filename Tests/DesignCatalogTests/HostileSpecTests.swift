import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation
import Testing

/// Specs written to break the loader: numbers far outside what a design uses, thousands of
/// layers, long and circular `extends` chains. Each must load with short, located diagnostics.
struct HostileSpecTests {
    /// A catalogue written to a temporary folder: one component file and, optionally, one
    /// composition, over a few tokens.
    struct TemporaryCatalog {
        let folder: String
        let catalog: Catalog?
        let diagnostics: [Diagnostic]

        init(component: String, composition: String? = nil) throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-hostile-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: url) }
            try FileManager.default.createDirectory(at: url.appendingPathComponent("components"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url.appendingPathComponent("compositions"), withIntermediateDirectories: true)
            let files =
                [
                    ("dscheck.json", #"{"name": "Hostile", "version": "1.0.0", "platform": "ios", "tokens": "tokens.tokens.json"}"#),
                    ("tokens.tokens.json", #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
                    ("components/button.json", component),
                ] + (composition.map { [("compositions/screen.json", $0)] } ?? [])
            for (path, contents) in files {
                try Data(contents.utf8).write(to: url.appendingPathComponent(path))
            }
            folder = url.path
            (catalog, diagnostics) = Catalog.load(folder: folder)
        }

        /// Each diagnostic as `rule line:col` in its file.
        var found: [String] {
            diagnostics.map { "\($0.ruleId) \($0.location.line):\($0.location.column)" }
        }
    }

    static func component(anatomy: String, variants: String = "[]", extra: String = "") -> String {
        """
        {"id": "button", "name": "Button", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",\(extra)
         "anatomy": \(anatomy),
         "variants": \(variants)}
        """
    }

    @Test func numbersBeyondWhatADesignUsesAreLocatedErrorsAndLeftOut() throws {
        let loaded = try TemporaryCatalog(
            component: Self.component(
                anatomy: """
                    [{"id": "face", "frame": {"width": 1.7976931348623157e308, "height": 10}, "offset": [-1e300, 0], "opacity": 2,
                      "rotation": 1000000, "scale": 1e-300, "fill": {"linearGradient": {"stops": [["#000", 0]], "start": [1e308, 0], "end": "top"}}},
                     {"id": "glass", "fill": {"material": {"variant": "clear", "dimming": -0.5}}}]
                    """),
            composition: """
                {"id": "screen", "name": "Screen", "background": "#ffffff",
                 "root": {"axis": "vertical", "spacing": -1e308, "children": [{"text": "Hi", "fill": "#000", "fontSize": 1e308, "opacity": -1}]}}
                """)
        let located = Set(loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)" })
        #expect(
            located == [
                "button.json:2:48", "button.json:2:98", "button.json:2:121", "button.json:3:103", "button.json:4:71",
                "screen.json:2:42", "screen.json:2:106", "screen.json:2:124",
            ], "\(loaded.diagnostics.map { "\($0.location): \($0.message)" })")
        #expect(loaded.diagnostics.allSatisfy { $0.ruleId == "catalog/invalid-value" && $0.message.count < 160 })
        #expect(
            loaded.diagnostics.contains {
                $0.message
                    == "-1e+300 is too large for a spec; use a number from -1000000 to 1000000 (lengths are points, angles degrees, durations seconds)"
            })
        #expect(
            loaded.diagnostics.contains {
                $0.message == "a width is 1.7976931348623157e+308; use a number from 0 to 1000000"
            })
        #expect(loaded.diagnostics.contains { $0.message == "opacity is 2; use a number from 0 to 1" })

        let face = try #require(loaded.catalog?.component("button")?.anatomy.first)
        #expect(face.frame == nil && face.offset == nil && face.opacity == nil, "out-of-range values are left out")
        #expect(face.rotation?.source == .literal(1_000_000), "the largest magnitude is allowed")
        #expect(face.scale?.source == .literal(1e-300), "tiny numbers are in range")
        guard case .text(let run) = loaded.catalog?.compositions.first?.root.children.first else {
            Issue.record("the text run should load without its out-of-range values")
            return
        }
        #expect(run.fontSize == nil && run.opacity == nil)
    }

    /// A negative size once loaded and showed as "an effective hit area of -125x-125pt".
    @Test(arguments: [#"-125"#, #"{"width": 44, "height": -1}"#])
    func aNegativeSizeIsALocatedError(frame: String) throws {
        let loaded = try TemporaryCatalog(component: Self.component(anatomy: #"[{"id": "face", "frame": \#(frame)}]"#))
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.ruleId) == ["catalog/invalid-value"], "\(loaded.diagnostics)")
        #expect(errors.first?.message.contains("use a number from 0 to") == true, "\(errors)")
    }

    @Test func aLongExtendsChainResolvesEveryVariantFromItsParent() throws {
        let count = 300
        let variants = (0..<count).map { index in
            let extends = index + 1 < count ? #", "extends": "v\#(index + 1)""# : ""
            return #"{"id": "v\#(index)", "name": "V\#(index)"\#(extends), "anatomy": [{"id": "l\#(index)"}], "metrics": {"iconGap": \#(index)}}"#
        }
        let loaded = try TemporaryCatalog(
            component: Self.component(
                anatomy: #"[{"id": "face", "shape": "capsule"}, {"id": "l5", "shape": "circle"}]"#,
                variants: "[" + variants.joined(separator: ",\n") + "]"))
        #expect(loaded.diagnostics.isEmpty)
        let button = try #require(loaded.catalog?.component("button"))
        let first = button.resolvedVariant("v0")
        let added = (0..<count).reversed().filter { $0 != 5 }.map { "l\($0)" }
        #expect(first.anatomy.map(\.id) == ["face", "l5"] + added, "the end of the chain applies first; l5 replaces the base's layer")
        #expect(first.anatomy[1].shape == nil, "v5's l5 replaced the base's circle")
        #expect(first.metrics.iconGap?.source == .literal(0), "the first variant's own metrics win")
        #expect(button.resolvedVariant("v\(count - 1)").anatomy.map(\.id) == ["face", "l5", "l\(count - 1)"])
        #expect(button.resolvedVariant("v\(count - 2)").metrics.iconGap?.source == .literal(Double(count - 2)))
    }

    /// Each variant of a chain replaces the deepest layer of the one it extends with a subtree
    /// 30 layers deep, so the drawing nested 30 more levels per variant, past what a spec file
    /// can nest, and every drawing recursed once per level. Past 64 levels a variant is drawn as
    /// the one it extends, and said so where it is written: v1 nests 31 levels, v2 61, v3 would
    /// nest 91.
    @Test func variantsNestingPastTheLimitThroughTheirChainAreDrawnAsTheirParent() throws {
        func subtree(_ variant: Int) -> String {
            (1...30).reversed().reduce(#"{"id": "d\#(variant)"}"#) { inner, level in #"{"id": "v\#(variant)-\#(level)", "layers": [\#(inner)]}"# }
        }
        let variants = (1...4).map { index in
            let extends = index > 1 ? #", "extends": "v\#(index - 1)""# : ""
            return
                #"{"id": "v\#(index)", "name": "V\#(index)"\#(extends), "anatomy": [\#(subtree(index).replacingOccurrences(of: #""id": "v\#(index)-1""#, with: #""id": "d\#(index - 1)""#))]}"#
        }
        let loaded = try TemporaryCatalog(
            component: Self.component(anatomy: #"[{"id": "d0", "shape": "capsule"}]"#, variants: "[" + variants.joined(separator: ",\n") + "]"))
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "v3 (v4's layers replace none of v2's, so sit on top): \(errors.map(\.message))")
        #expect(errors.first?.message.hasPrefix("variant \"v3\" would nest its layers more than 64 deep once its extends chain is applied") == true)
        let button = try #require(loaded.catalog?.component("button"))
        let depth = { (layers: [AnatomyLayer]) -> Int in
            var deepest = 0
            var pending = layers.map { ($0, 1) }
            while let (layer, level) = pending.popLast() {
                deepest = max(deepest, level)
                pending += layer.layers.map { ($0, level + 1) }
            }
            return deepest
        }
        #expect(depth(button.resolvedVariant("v2").anatomy) == 61)
        #expect(depth(button.resolvedVariant("v3").anatomy) == 61, "drawn as v2, the variant it extends")
        #expect(button.resolvedVariant("v3").anatomy.map(\.id) == button.resolvedVariant("v2").anatomy.map(\.id))
    }

    @Test func aLongCycleIsReportedOnceWithAShortMessage() throws {
        let count = 40
        let variants = (0..<count).map { #"{"id": "v\#($0)", "name": "V\#($0)", "extends": "v\#(($0 + 1) % count)"}"# }
        let loaded = try TemporaryCatalog(
            component: Self.component(
                anatomy: #"[{"id": "face"}]"#, variants: "[" + variants.joined(separator: ",\n") + "]"))
        #expect(loaded.found == ["catalog/extends-cycle 3:53"])
        #expect(
            loaded.diagnostics.first?.message
                == "variant \"v0\" extends itself (v0 → v1 → v2 → … 36 more … → v39 → v0); remove \"extends\" from one variant of the cycle so that the chain ends at the base"
        )
        let button = try #require(loaded.catalog?.component("button"))
        #expect(button.variants.allSatisfy { $0.extends == nil }, "every member's extends is cleared")
        #expect(button.resolvedVariant("v7").anatomy == button.anatomy)
    }

    @Test func anUnknownLayerAmongThousandsIsReportedWithAShortMessage() throws {
        let layers = (0..<2_000).map { #"{"id": "l\#($0)"}"# }.joined(separator: ", ")
        let loaded = try TemporaryCatalog(
            component: Self.component(
                anatomy: "[\(layers)]", extra: #" "accessibility": {"hiddenLayers": ["l1", "nowhere"]},"#))
        #expect(loaded.found == ["catalog/unknown-layer 1:163"])
        #expect(
            loaded.diagnostics.first?.message
                == "no layer \"nowhere\" in the anatomy or any variant; use one of: l0, l1, l10, l100, l1000, l1001, l1002, l1003, l1004, l1005 and 1990 more"
        )
        #expect(loaded.catalog?.component("button")?.accessibility.hiddenLayers == ["l1"])
    }

    @Test func theLayerWalkVisitsNestedLayersDepthFirst() throws {
        let loaded = try TemporaryCatalog(
            component: Self.component(
                anatomy: """
                    [{"id": "a", "layers": [{"id": "b", "layers": [{"id": "c"}]}, {"id": "d"}]}, {"id": "e", "layers": [{"id": "f"}]}]
                    """))
        let anatomy = try #require(loaded.catalog?.component("button")?.anatomy)
        #expect(anatomy.walk.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(anatomy.flattened.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(anatomy[0].flattened.map(\.id) == ["a", "b", "c", "d"])
        #expect(anatomy.walk.first { $0.id.count == 1 && $0.layers.isEmpty }?.id == "c")
        #expect(anatomy.walk.first { $0.id == "d" || $0.id == "f" }?.id == "d")
        #expect(anatomy.walk.contains { $0.id == "f" })
        #expect(!anatomy.walk.contains { $0.id == "g" })

        // A search goes on from where a walk stands: after "a" and "b", down into "c", back
        // up to "d", then on to the next top-level layer; never back to a layer passed.
        var walk = anatomy.walk
        #expect([walk.next()?.id, walk.next()?.id] == ["a", "b"])
        #expect(walk.first { _ in true }?.id == "c")
        #expect(walk.first { $0.layers.isEmpty && $0.id != "c" }?.id == "d")
        #expect(walk.first { $0.id == "f" }?.id == "f")
        #expect(walk.first { $0.id == "a" || $0.id == "b" } == nil)
        #expect(walk.next()?.id == "c")
    }
}
