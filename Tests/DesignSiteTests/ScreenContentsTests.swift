import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// A screen's "Contents" describes the screen as a reader would: things in order by their
/// names and their variants' names, texts with their style in words, no view-tree words
/// (stacks, spacers), no internal ids, and every context's colours where they differ.
struct ScreenContentsTests {
    /// The Markdown twin's Contents section of the screen `id`.
    static func contents(_ id: String, in fixture: SiteFixture = .bundled) throws -> String {
        let markdown = try #require(fixture.file("compositions/\(id).md"))
        let start = try #require(markdown.range(of: "## Contents\n\n"))
        let rest = markdown[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func theBottomBarIsSaidAsAReaderSeesIt() throws {
        #expect(
            try Self.contents("kotek-bottom-bar") == """
                What the screen shows, from back to front. Where Light and Dark differ, both are given.

                Background: \\#2b211a

                - At the top, one above the other:
                  - “Practice” in 28 pt Heavy, \\#e8b65a
                  - “Warm-up · 5 min”, “Long tones · 10 min”, “Scales in G · 8 min”, “Etude 3 · 12 min”, “Sight-reading · 6 min”, “Duets · 15 min”, “Arpeggios · 6 min”, “Intervals · 4 min”, “Rhythm drills · 5 min”, “Chromatic scale · 4 min”, “Lip slurs · 5 min”, “Repertoire · 20 min” and “Cool-down · 3 min”, each in Title 2 style, 22 pt Semibold, \\#e8b65a
                - At the bottom, side by side, from left to right:
                  - [Button](<../components/button.html>) (Glass), labelled “BACK”
                  - [Button](<../components/button.html>) (Glass), labelled “NEXT”
                """)
    }

    /// Variants by name, the state and build step, the scale and the turned arrow in words,
    /// the accessibility labels, and a gradient from one corner to the other.
    @Test func componentsAreNamedWithTheirVariantStateAndArguments() throws {
        let tutorial = try Self.contents("arrow-button-tutorial")
        #expect(tutorial.contains("- [Tutorial chevron button](<../components/chevron-button.html>) (Previous), disabled\n"))
        #expect(
            tutorial.contains(
                "- [Arrow button](<../components/arrow-button.html>), at the build step “Base Circle”, read by VoiceOver as “Arrow button”\n"))
        let selector = try Self.contents("arrow-date-selector")
        #expect(selector.contains("Background: a gradient from the top left to the bottom right: #435059 → #5d6a72 → #78858d → #747b81\n"))
        #expect(
            selector.contains(
                "- [Arrow button](<../components/arrow-button.html>), drawn at 40 %, its arrow turned 180°, read by VoiceOver as “Previous day”\n"))
        #expect(
            selector.contains("- [Arrow button](<../components/arrow-button.html>), drawn at 40 %, read by VoiceOver as “Next day”"),
            "0° is its default")
    }

    @Test(arguments: ["arrow-button-tutorial", "arrow-date-selector", "glass-welcome", "kotek-bottom-bar"])
    func noViewTreeWordsOrIds(screen: String) throws {
        let contents = try Self.contents(screen)
        for word in ["stack", "spacer", "variant", "weight", "`"] { #expect(!contents.contains(word), "\(screen) says \(word)") }
    }

    /// Dark mode shows the dark background, not the light one alone: both are given, each named.
    @Test func aColourThatDiffersIsGivenInEachContext() throws {
        #expect(try Self.contents("glass-welcome").contains("Background: Light: #af52de; Dark: #bf5af2\n"))
        let page = try #require(SiteFixture.bundled.file("compositions/glass-welcome.html"))
        #expect(
            page.contains(
                "<div>Background: <span class=\"spec-context\"><span class=\"spec-context-name\">Light</span> <span class=\"screen-colour\"><span class=\"chip\" style=\"background:#af52de\"></span>#af52de</span></span><span class=\"spec-context\"><span class=\"spec-context-name\">Dark</span> <span class=\"screen-colour\"><span class=\"chip\" style=\"background:#bf5af2\"></span>#bf5af2</span></span></div>"
            ))
    }

    /// With eight contexts the page shows the default context's colour with each group of
    /// contexts folded beneath, and the menus to choose another, as the spec tables do.
    @Test func withMoreContextsThanColumnsTheReaderChooses() throws {
        let fixture = ContextChooserTests.site
        #expect(
            try Self.contents("tag-screen", in: fixture).contains(
                "- “Tags” in Title 2 style, 22 pt Bold, Light: #007aff; Increased contrast: #0040dd; Dark: #0a84ff\n"))
        let page = try #require(fixture.file("compositions/tag-screen.html"))
        #expect(page.matches(of: /<form class="context-chooser" hidden/).count == 1)
        #expect(
            page.contains("Colours and type are given in <span class=\"context-shown\">Light</span>;"), "the context shown, which the script renames")
        let tags = try #require(page.firstRange(of: "<li>“Tags”").map { String(page[$0.lowerBound...].prefix(2_000)) })
        #expect(
            tags.contains(
                "<div class=\"context-varies\"><span class=\"context-value\"><span class=\"screen-colour\"><span class=\"chip\" style=\"background:#007aff\">"
            ))
        #expect(ContextChooserTests.members(tags).flatMap { $0 }.sorted() == Array(0..<8))
    }
}
