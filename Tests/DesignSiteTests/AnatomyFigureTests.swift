import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The anatomy figure: every layer of the stack numbered, bottom first, each number joined to a
/// point on its own layer, numbers stacked so no two leaders cross, and the legend naming every
/// layer in the same order; and each variant's code showing the label its preview draws.
struct AnatomyFigureTests {
    static var catalog: Catalog { SiteFixture.bundled.catalog }
    static var tokens: TokenSet { catalog.defaultTokens }

    static func figure(_ id: String, variant: String? = nil) throws -> AnatomyFigure {
        let component = try #require(catalog.component(id))
        let canvas = ComponentCanvas(component: component, tokens: tokens, ids: IDAllocator(prefix: "t"), assets: catalog.assets)
        return AnatomyFigure(canvas, ComponentLook(variant: variant), title: "anatomy")
    }

    @Test func theArrowButtonsEightLayersAreNumberedBottomFirstWithAPointEach() throws {
        let figure = try Self.figure("arrow-button")
        #expect(
            figure.callouts.map(\.layerID) == [
                "face", "reflection", "steel-strokes", "stroke-dark-leading", "stroke-dark-trailing", "stroke-light-bottom", "stroke-light-top",
                "arrow",
            ])
        #expect(figure.callouts.map(\.number) == Array(1...8))
        let anchors = Set(figure.callouts.map { "\(SVGNumber.format($0.anchor.x)),\(SVGNumber.format($0.anchor.y))" })
        #expect(anchors.count == 8, "each layer has a point of its own")
        let svg = String(decoding: figure.svg, as: UTF8.self)
        for callout in figure.callouts {
            #expect(svg.contains("data-layer=\"\(callout.layerID)\">") && svg.contains(">\(callout.number)</text>"))
        }
        #expect(figure.notes.isEmpty, "\(figure.notes)")
    }

    @Test func numbersStackInTheOrderOfTheirPointsSoNoLeadersCross() throws {
        for id in ["arrow-button", "press-3d", "button"] {
            let callouts = try Self.figure(id, variant: id == "button" ? "primary" : nil).callouts
            let byPoint = callouts.sorted { ($0.anchor.y, $0.number) < ($1.anchor.y, $1.number) }
            #expect(byPoint.map(\.marker.y) == byPoint.map(\.marker.y).sorted(), "\(id)")
            #expect(Set(callouts.map(\.marker.y)).count == callouts.count, "\(id): one slot per number")
            #expect(callouts.allSatisfy { $0.marker.x > $0.anchor.x }, "\(id): numbers sit right of the drawing")
            // Each leader is two segments (point to elbow, elbow to number); none meets another's.
            let segments = callouts.map { callout in
                [
                    (callout.anchor, callout.elbow),
                    (callout.elbow, (x: callout.marker.x - AnatomyFigure.markerRadius, y: callout.marker.y)),
                ]
            }
            for first in segments.indices {
                for second in segments.indices where second > first && callouts[first].anchor.y != callouts[second].anchor.y {
                    for a in segments[first] {
                        for b in segments[second] {
                            #expect(!Self.intersect(a, b), "\(id): leaders \(first + 1) and \(second + 1) cross")
                        }
                    }
                }
            }
        }
    }

    /// Whether two segments meet (proper crossings and touching ends alike).
    static func intersect(
        _ a: ((x: Double, y: Double), (x: Double, y: Double)), _ b: ((x: Double, y: Double), (x: Double, y: Double))
    ) -> Bool {
        func side(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double)) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        let d1 = side(b.0, b.1, a.0)
        let d2 = side(b.0, b.1, a.1)
        let d3 = side(a.0, a.1, b.0)
        let d4 = side(a.0, a.1, b.1)
        return (d1 * d2 < 0) && (d3 * d4 < 0)
    }

    @Test func aLabelIsPointedAtInsideItsTextAndAFillingLayerAtItsEdge() throws {
        let callouts = try Self.figure("button", variant: "primary").callouts
        let slab = try #require(callouts.first { $0.layerID == "slab" })
        let label = try #require(callouts.first { $0.layerID == "label" })
        #expect(label.anchor.x < slab.anchor.x, "the label's point is inside the slab, whose point is on its edge")
    }

    @Test func plainNamesSpellTheLayerIdInWords() {
        #expect(AnatomyLayer(id: "stroke-dark-leading").plainName == "Stroke dark leading")
        #expect(AnatomyLayer(id: "back_layer").plainName == "Back layer")
        #expect(AnatomyLayer(id: "face").plainName == "Face")
    }

    /// Every component page whose first look has two or more layers has an `anatomy` section
    /// whose legend names each of them, in stack order.
    @Test func everyComponentPageWithTwoLayersHasAnAnatomyLegendNamingEachLayer() throws {
        var checked = 0
        for component in Self.catalog.components {
            let look = component.variants.first?.id
            let layers = Array(component.resolvedVariant(look).anatomy.walk)
            let html = try #require(SiteFixture.bundled.file("components/\(component.id).html"))
            guard layers.count >= 2 else {
                #expect(!html.contains("<h2 id=\"anatomy\""), "\(component.id)")
                continue
            }
            checked += 1
            #expect(html.contains("<h2 id=\"anatomy\""), "\(component.id)")
            let legend = try #require(
                html.components(separatedBy: "<ol class=\"anatomy-legend\">").dropFirst().first?.components(separatedBy: "</ol>").first)
            let names = legend.components(separatedBy: "<li><strong>").dropFirst().map { String($0.prefix { $0 != "<" }) }
            #expect(names == layers.map { HTMLEscaping.text($0.plainName) }, "\(component.id)")
        }
        #expect(checked >= 4, "the arrow button, button, chevron button and 3D press have layers to name")
    }

    /// The first string in a variant's code is the label its preview draws (`PillButton("NEXT")`
    /// over a slab that reads NEXT).
    @Test func everySnippetsLabelIsTheLabelItsPreviewDraws() throws {
        var compared = 0
        for component in Self.catalog.components {
            let looks: [String?] = component.variants.isEmpty ? [nil] : component.variants.map(\.id)
            for look in looks {
                let drawing = component.resolvedVariant(look)
                guard drawing.anatomy.walk.contains(where: { $0.shape == .label }), let drawn = drawing.label?.examples.first,
                    let code = UsageSnippet.code(for: component, variant: look),
                    let literal = code.components(separatedBy: "\"").dropFirst().first
                else { continue }
                compared += 1
                #expect(literal == drawn, "\(component.id) \(look ?? "base"): the code says \(literal), the preview draws \(drawn)")
            }
        }
        #expect(compared >= 4, "the button's four variants and the 3D press have labels")
    }
}
