import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DesignCatalog
@testable import DesignSite

/// What the previews draw: assets inline and tinted, glyph boxes, screens laid out as SwiftUI
/// lays them out in a device frame, glass over a backdrop with content, 3D in perspective.
struct PreviewDrawingTests {
    static var bundled: SiteFixture { SiteFixture.bundled }
    static var catalog: Catalog { bundled.catalog }
    static var tokens: TokenSet { catalog.defaultTokens }

    /// The numbers of every `name:calc(N * var(--pt))` in `markup`.
    static func points(_ name: String, in markup: String) -> [Double] {
        markup.components(separatedBy: "\(name):calc(").dropFirst().compactMap { Double($0.prefix { $0 != " " }) }
    }

    @Test func aTemplateImageIsItsAssetMaskingTheLayersPaintWithPrefixedIDs() throws {
        let step = try #require(Self.bundled.file("components/arrow-button.html"))
        #expect(step.contains("style=\"mask-type:alpha\"><svg x=\"40.5\" y=\"40.5\" width=\"44\" height=\"44\" viewBox=\"0 0 44 44\""))
        #expect(step.contains("<path d=\"M9 22H33M23 11L34 22L23 33\" fill=\"none\" stroke=\"#000000\""))
        #expect(step.contains("mask=\"url(#arrow-button-step-8-asset"), "the arrow is drawn from step 8")
        let masks = step.components(separatedBy: "<mask id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(masks.count > 2 && Set(masks).count == masks.count, "every inlined copy has its own ids: \(masks)")
        #expect(!step.replacingOccurrences(of: "placeholder=\"Search\"", with: "").contains("placeholder"), "no placeholder box")
    }

    @Test func aSymbolWithoutAnAssetIsAGlyphBoxWithItsNameUnderneath() throws {
        var layer = AnatomyLayer(id: "icon", shape: .symbol("star.fill"))
        layer.fill = .color(ColorSpec(color: literal(TokenColor.srgb(1, 0, 0))))
        let component = Component.make(id: "star", anatomy: [layer], size: 44)
        let canvas = ComponentCanvas(component: component, tokens: Self.tokens, ids: IDAllocator(prefix: "t"), assets: Self.catalog.assets)
        let svg = canvas.svg(ComponentLook(), title: "Star").svg
        #expect(svg.contains("<rect x=\"13.5\" y=\"13.5\" width=\"17\" height=\"17\" rx=\"3.4\" fill=\"#8e8e93\""), "a neutral box, not the red fill")
        #expect(svg.contains("<text x=\"22\" y=\"42.5\""), "the name sits under the box (which ends at 30.5)")
        #expect(svg.contains(">star.fill</text>"))
        #expect(!svg.contains("#ff0000"))
    }

    /// A spec with a label and no label layer draws its label over its anatomy, as a SwiftUI
    /// button style draws `configuration.label` (and as the contrast rules measure it), sized to
    /// the label and the spec's padding: the rule examples' buttons read "Start practice" and
    /// "Save" instead of being empty capsules filling the screen.
    @Test func aLabelTheAnatomyDoesNotPlaceIsDrawnOverItAndSizesIt() throws {
        let labelLength = try #require(Self.bundled.file("rules/hig-label-length.html"))
        #expect(labelLength.contains("font-weight=\"600\" fill=\"#ffffff\">Start practice</text>"))
        let text = try #require(labelLength.components(separatedBy: ">Start practice</text>").first?.components(separatedBy: "<text x=\"").last)
        let centre = try #require(Double(text.prefix { $0 != "\"" }))
        let width = TextBox(text: "Start practice", fontSize: 17, fontWeight: 600, tracking: 0).width
        #expect(abs(centre - (width + 40) / 2) < 0.01, "the capsule is the label's width and 20 pt either side")
        let glass = try #require(Self.bundled.file("rules/hig-glass-content-layer.html"))
        #expect(glass.contains("fill=\"#000000\">Save</text>") && glass.contains(">Daily reminder</text>"))
    }

    @Test func aBottomBarLandsOnTheBottomSafeAreaAndTheTitleAtTheTop() throws {
        let html = try #require(Self.bundled.file("compositions/kotek-bottom-bar.html"))
        let light = try #require(html.components(separatedBy: "scheme-dark").first)
        let tops = Self.points("top", in: light)
        let device = Self.catalog.manifest.device
        #expect(device.width == 390 && device.height == 844 && device.safeBottom == 34)
        // The title: 16 pt below the safe area's top (47). The buttons: their 48 pt frame ends
        // 16 pt above the safe area's bottom (844 - 34 - 16 = 794).
        #expect(tops.contains(63), "\(tops)")
        let button = try #require(Self.catalog.component("button"))
        let height = try #require(button.resolvedVariant("glass").metrics.height?.resolved(in: Self.tokens))
        var markup = MarkupBuffer()
        let canvas = ComponentCanvas(component: button, tokens: Self.tokens, ids: IDAllocator(prefix: "t")).canvas(
            ComponentLook(variant: "glass", labelText: "NEXT"), title: nil, into: &markup)
        #expect(tops.contains(794 - height - canvas.frame.y), "\(tops)")
        #expect(light.contains("--device-width:390;--device-height:844"))
        #expect(light.contains("<div class=\"device\" style=\"max-width:410px"), "scales down with the page, never wider than the device")
    }

    @Test func spacersPushTheArrowButtonToTheMiddleAndTheChevronsDown() throws {
        let tutorial = try #require(Self.catalog.compositions.first { $0.id == "arrow-button-tutorial" })
        let notes = NoteList()
        let layout = ScreenLayout(catalog: Self.catalog, tokens: Self.tokens, ids: IDAllocator(prefix: "t"), unit: .point, notes: notes)
        let safe = Rect(x: 0, y: 47, width: 390, height: 763)
        let root = layout.node(.stack(tutorial.root))
        let size = root.measure(safe.width, safe.height)
        #expect(size.height == 763, "spacers make the stack as tall as the safe area")
        #expect(size.width < 390, "and no wider than its widest child, as a VStack")
        let markup = root.place(safe)
        let tops = Self.points("top", in: markup)
        #expect(abs((tops.first ?? 0) - 119) < 0.001, "the title, under its 72 pt top padding (47 + 72)")
        let chevron = try #require(Self.catalog.component("chevron-button"))
        var chevronMarkup = MarkupBuffer()
        let drawn = ComponentCanvas(component: chevron, tokens: Self.tokens, ids: IDAllocator(prefix: "c")).canvas(
            ComponentLook(variant: "previous"), title: nil, into: &chevronMarkup)
        #expect(abs((tops.last ?? 0) - (47 + 763 - 60 - 44 - drawn.frame.y)) < 0.001, "the chevrons, 60 pt above the bottom: \(tops)")
        #expect(notes.items.isEmpty, "\(notes.items)")
    }

    /// A VStack aligns its texts by their leading, middle or trailing edge, so the text is drawn
    /// from that edge: where the browser's font is wider than the estimate, it still lines up.
    @Test(arguments: [(Alignment.leading, "start", 0.0), (.center, "middle", 0.5), (.trailing, "end", 1.0)])
    func textInAStackIsDrawnFromTheEdgeItIsAlignedBy(alignment: Alignment, anchor: String, share: Double) throws {
        let location = SourceLocation.file("welcome.json")
        let runs = ["Welcome", "Your design system"].map { text in
            Element.text(
                TextRun(
                    text: text, fontSize: literal(17), fill: .color(ColorSpec(color: literal(TokenColor.srgb(0, 0, 0)))),
                    location: location))
        }
        let layout = ScreenLayout(
            catalog: Self.catalog, tokens: Self.tokens, ids: IDAllocator(prefix: "t"), unit: .point, notes: NoteList())
        let markup = layout.node(.stack(Stack(axis: .vertical, alignment: alignment, children: runs, location: location)))
            .place(Rect(x: 0, y: 0, width: 390, height: 200))
        let texts = markup.components(separatedBy: "<text ").dropFirst()
        #expect(texts.count == 2)
        for text in texts {
            #expect(text.contains("text-anchor=\"\(anchor)\""), "\(text)")
            let x = try #require(Double(text.split(separator: "\"")[1]), "the first attribute is x")
            #expect(share == 0 ? x == 0 : x > 0, "\(text)")
        }
    }

    /// Glass is previewed over the screen that places it: the GlassView family over the welcome
    /// screen's plain purple, the Kotek button over the bottom bar's practice list.
    @Test func glassComponentsArePreviewedOverABackdropWithTheirContent() throws {
        for (page, content) in [("glass-list", "Row 3"), ("glass-lazy-vgrid", "Cell 4"), ("glass-pane", "Hello World!"), ("glass-view", "")] {
            let html = try #require(Self.bundled.file("components/\(page).html"))
            #expect(html.contains("<span class=\"canvas glass-stage\""), "\(page): a backdrop")
            #expect(html.contains("<rect width=\"") && html.contains("fill=\"#af52de\""), "\(page): the glass screen's purple")
            #expect(!html.contains("fill=\"#ffd60a\" fill-opacity=\"0.85\""), "\(page): the glass screen's own plain purple, no invented feed")
            #expect(content.isEmpty || html.contains(">\(content)"), "\(page): its content")
            #expect(!html.contains("preview assumes 240"), "\(page): no guessed size")
        }
        // The Kotek button's glass floats over the bottom bar's own practice list.
        let button = try #require(Self.bundled.file("components/button.html"))
        let stage = try #require(button.components(separatedBy: "<span class=\"canvas glass-stage\"").dropFirst().first)
        #expect(stage.contains(">Warm-up · 5 min</text>") && stage.contains("fill=\"#e8b65a\""), "the screen's text in its colour")
        let list = try #require(Self.bundled.file("components/glass-list.html"))
        #expect(
            list.components(separatedBy: "data-layer=\"row-glass\"").count - 1 == 12,
            "a glass cell behind each of 3 rows, light and dark, in the hero and in the example")
    }

    @Test func aRotation3DEffectIsACSSPerspectiveTransform() throws {
        let html = try #require(Self.bundled.file("components/press-3d.html"))
        #expect(html.contains("<span class=\"tilt\" style=\"transform-origin:"))
        #expect(html.contains("transform:perspective(") && html.contains("px) rotate3d(1, 0, 0, 20deg)"))
        let svgOnly = try #require(html.components(separatedBy: "<span class=\"tilt\"").dropFirst().first)
        #expect(!svgOnly.prefix(600).contains("matrix(1 0 0 0.94"), "not also squashed in 2D")
    }

    @Test func perspectiveMakesTheNearEdgeWiderThanTheFarOne() {
        let layer = AnatomyLayer(id: "slab", rotation3D: Rotation3D(angle: literal(20.0), axis: [literal(1.0), literal(0.0), literal(0.0)]))
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let tilt = Perspective(layer, rect: rect, tokens: Self.tokens)
        let top = tilt.map { $0.project(100, 0, about: (50, 25)).x - $0.project(0, 0, about: (50, 25)).x } ?? 0
        let bottom = tilt.map { $0.project(100, 50, about: (50, 25)).x - $0.project(0, 50, about: (50, 25)).x } ?? 0
        #expect(top < 100 && bottom > 100, "the top leans away, the bottom comes closer: \(top), \(bottom)")
        #expect(tilt?.css(.px) == "perspective(100px) rotate3d(1, 0, 0, 20deg)")
    }
}

extension Component {
    /// A component of `anatomy` drawn `size` points square.
    static func make(id: String, anatomy: [AnatomyLayer], size: Double) -> Component {
        var component = SiteFixture.bundled.catalog.component("chevron-button")!
        component.id = id
        component.anatomy = anatomy
        component.variants = []
        component.metrics = Metrics(size: Size(width: literal(size), height: literal(size)))
        component.label = nil
        return component
    }
}

/// A literal spec value.
func literal<Value>(_ value: Value) -> Bound<Value> {
    Bound(.literal(value), at: .file("test"))
}
