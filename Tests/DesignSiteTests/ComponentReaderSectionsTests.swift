import DesignCatalog
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The reader sections a component page adds after its variants: the states in words, what
/// VoiceOver reads and the labels the screens use, Reduce Motion and Dynamic Type, feedback in
/// words, the tokens it uses, and key specs said once.
struct ComponentReaderSectionsTests {
    static let bundled = SiteFixture.bundled

    static func section(_ title: String, of component: String) throws -> String {
        let markdown = try #require(bundled.file("components/\(component).md"))
        let start = try #require(markdown.range(of: "\n## \(title)\n"), "no \(title) on \(component)")
        let rest = markdown[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func statesSayWhatChangesAndHowItMoves() throws {
        #expect(try Self.section("States", of: "chevron-button").contains("| Disabled | Background: dims to 8 %; Icon: dims to 30 % | None given |"))
        #expect(
            try Self.section("States", of: "press-3d").contains(
                "| Pressed | Moves 8 pt down | Interactive spring that follows the finger (response 0.15 s, damping 0.86) |"))
        #expect(try Self.section("States", of: "arrow-button").contains("| Pressed | Shrinks to 96 % | Eases in and out over 0.15 s |"))
    }

    /// The seed's "Previous day" / "Next day" labels are recommended where the arrow is used;
    /// layers and haptics are named in words, not by their ids.
    @Test func accessibilityNamesTheLabelsTheScreensUseInWords() throws {
        let arrow = try Self.section("Accessibility", of: "arrow-button")
        #expect(arrow.contains("VoiceOver reads “Arrow button, button”."))
        #expect(arrow.contains("“Previous day” ([Arrow date selector](<../compositions/arrow-date-selector.html>))"))
        #expect(arrow.contains("“Next day”"))
        #expect(arrow.contains("Hidden from VoiceOver as decoration: Arrow."))
        #expect(arrow.contains("On press: a medium impact haptic."))
        #expect(arrow.contains("The spec does not say what changes with Reduce Motion on."))
        #expect(!arrow.contains("`arrow`") && !arrow.contains("impact-medium"))
        let press = try Self.section("Accessibility", of: "press-3d")
        #expect(press.contains("With larger text sizes the label grows as the body text style does (Dynamic Type)."))
        let button = try Self.section("Accessibility", of: "button")
        #expect(button.contains("VoiceOver reads its visible label, such as “GO, button”."))
        #expect(button.contains("The label has a fixed size: it does not grow with the text size people choose (Dynamic Type)."))
        #expect(ComponentPage.haptic("impact-medium") == "a medium impact haptic" && ComponentPage.haptic("selection") == "a selection haptic")
    }

    @Test func everyTokenTheSpecNamesIsListedOnceWithItsValueAndLink() throws {
        let used = try Self.section("Tokens used", of: "button")
        let names = Set(Self.bundled.catalog.tokenUses.filter { $0.subject == "button" }.map(\.token))
        #expect(names.count > 10)
        for name in names {
            #expect(used.components(separatedBy: "[`\(name)`](<../tokens/").count == 2, "\(name) listed once")
        }
        #expect(used.contains("[`dimension.kotek.height`](<../tokens/dimension.html#token-dimension.kotek.height>): 56 pt"))
        let html = try #require(Self.bundled.file("components/button.html"))
        #expect(html.contains("<summary>Show all \(names.count) tokens</summary>"), "a long list is folded on the page")
    }

    /// A later variant shows only the key specs that set it apart from the first.
    @Test func keySpecsAreSaidOnceAcrossVariants() throws {
        let variants = try Self.section("Variants", of: "button")
        #expect(variants.components(separatedBy: "- Corner radius: 14 pt").count == 2)
        #expect(variants.components(separatedBy: "- Height: 56 pt").count == 2)
        #expect(variants.components(separatedBy: "Otherwise as Primary.").count == 4)
        #expect(variants.contains("- Height: 38 pt"), "Compact glass says what differs")
    }

    /// A huge token value reads as written, not as the limit drawings clamp it to.
    @Test func hugeNumbersReadAsWritten() {
        #expect(ValueText.number(1e308) == "1e+308")
        #expect(ValueText.number(-1.5) == "-1.5")
        #expect(ValueText.number(0.1234) == "0.123")
    }
}
