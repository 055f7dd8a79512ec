import DesignCatalog
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// Screens drawn as SwiftUI draws them: `.scaleEffect` and `.rotationEffect` leave layout alone,
/// `.frame` changes it, a parameter that turns one layer turns that layer alone, and a screen
/// can show a component at a build step and in a state. Pinned on the two seed screens that
/// were drawn wrong: the date selector and the ArrowButton tutorial.
struct SwiftUILayoutTests {
    static var catalog: Catalog { SiteFixture.bundled.catalog }
    static var tokens: TokenSet { catalog.defaultTokens }

    /// `composition` drawn as the site draws it, on the bundled device.
    static func layout(_ id: String) throws -> (markup: String, notes: [String]) {
        let composition = try #require(catalog.compositions.first { $0.id == id })
        let context = SiteContext(
            checked: SiteFixture.bundled.checked, toolVersion: "test", root: ReportRoot(catalogFolder: SiteFixture.bundled.catalog.folder))
        let screen = ScreenRenderer(context: context, tokens: tokens, ids: IDAllocator(prefix: "t")).render(composition)
        return (screen.html, screen.notes)
    }

    /// The markup of each top-level node the layout placed, in order.
    static func nodes(_ markup: String) -> [String] {
        Array(markup.components(separatedBy: "<span class=\"node\" style=\"").dropFirst())
    }

    static func number(after prefix: String, in text: String) -> Double? {
        text.components(separatedBy: prefix).dropFirst().first.flatMap { Double($0.prefix { "-.0123456789".contains($0) }) }
    }

    @Test func theDateSelectorsArrowsSitWhereTheLabelsFrameAndTheUnscaledButtonsPutThem() throws {
        let (markup, notes) = try Self.layout("arrow-date-selector")
        #expect(notes.isEmpty, "\(notes)")
        let nodes = Self.nodes(markup)
        try #require(nodes.count == 4, "previous arrow, two texts, next arrow")
        // A node's centre is its left edge plus its transform origin, the drawn frame's centre.
        let centres = try [nodes[0], nodes[3]].map { node in
            try #require(Self.number(after: "left:calc(", in: node)) + (try #require(Self.number(after: "transform-origin:calc(", in: node)))
        }
        // HStack(spacing: -30) { 125 pt button (scaled to 0.4 but laid out at 125); the label
        // stack .frame(width: 120); 125 pt button }: 125 + 120 + 125 - 2 × 30 = 310 pt, centred
        // in 390 from x = 40, so the buttons' centres are 40 + 62.5 and 40 + 125 - 30 + 120 - 30 + 62.5.
        #expect(abs(centres[0] - 102.5) <= 1, "\(centres)")
        #expect(abs(centres[1] - 287.5) <= 1, "\(centres)")
        let style = nodes[0].prefix { $0 != "\"" }
        #expect(style.contains("scale(0.4)") && !style.contains("rotate("), "the previous button is scaled, not turned as a whole: \(style)")
    }

    @Test func thePreviousArrowTurnsOnlyItsArrowSoItsReflectionStaysBelowTheCentre() throws {
        let nodes = Self.nodes(try Self.layout("arrow-date-selector").markup)
        let previous = try #require(nodes.first)
        let next = try #require(nodes.last)
        // The reflection is offset 14 pt down (reflectionYOffset) in an unturned button.
        let reflection = try #require(previous.components(separatedBy: "data-layer=\"reflection\"").dropFirst().first)
        #expect(reflection.hasPrefix("><g transform=\"translate(0 14)\">"), "\(reflection.prefix(60))")
        let arrow = try #require(previous.components(separatedBy: "data-layer=\"arrow\"").dropFirst().first)
        #expect(arrow.contains("<g transform=\"rotate(180 62.5 62.5)\">"), "the arrow alone turns, about the button's centre")
        let nextArrow = try #require(next.components(separatedBy: "data-layer=\"arrow\"").dropFirst().first)
        #expect(!nextArrow.prefix(200).contains("rotate("), "rotation 0 draws the arrow as it is")
    }

    @Test func theTutorialShowsTheBareBaseCircleAndADisabledPreviousChevron() throws {
        let (markup, notes) = try Self.layout("arrow-button-tutorial")
        #expect(notes.isEmpty, "\(notes)")
        let nodes = Self.nodes(markup)
        try #require(nodes.count == 4, "title, arrow button, two chevrons")
        let button = nodes[1]
        #expect(button.contains("data-layer=\"face\""))
        for layer in ["reflection", "stroke-dark-leading", "stroke-light-top", "arrow"] {
            #expect(!button.contains("data-layer=\"\(layer)\""), "the base step draws no \(layer)")
        }
        // Disabled: the fill at 0.08 and the glyph at 0.3 (number.opacity.chevron-fill-disabled,
        // chevron-icon-disabled); enabled, the fill is 0.2 and the glyph opaque.
        #expect(nodes[2].contains("data-layer=\"background\" opacity=\"0.08\""), "\(nodes[2].prefix(400))")
        #expect(nodes[2].contains("data-layer=\"icon\" opacity=\"0.3\""))
        #expect(nodes[3].contains("data-layer=\"background\" opacity=\"0.2\""))
        #expect(!nodes[3].contains("data-layer=\"icon\" opacity="))
    }

    @Test func theScreensPageSaysTheStepStateArgumentsAndFrame() throws {
        let tutorial = try #require(SiteFixture.bundled.file("compositions/arrow-button-tutorial.md"))
        #expect(
            tutorial.contains(
                "[Arrow button](<../components/arrow-button.html>), at the build step “Base Circle”, read by VoiceOver as “Arrow button”"))
        #expect(tutorial.contains("(Previous), disabled"))
        let selector = try #require(SiteFixture.bundled.file("compositions/arrow-date-selector.md"))
        #expect(selector.contains("- One above the other, 120 pt wide:\n  - “Today”"))
        #expect(selector.contains("drawn at 40 %, its arrow turned 180°, read by VoiceOver as “Previous day”"))
    }
}
