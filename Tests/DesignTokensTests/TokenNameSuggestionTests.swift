import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// "Did you mean …?" for misspelt names: the edit distance, the index of dotted names that keeps
/// it cheap on large token sets, and the token engine's unresolved references.
struct TokenNameSuggestionTests {
    @Test(
        arguments: [
            ("iso", ["ios", "macos"], "ios"),
            ("eror", ["off", "info", "warning", "error"], "error"),
            ("platfrom", ["name", "platform"], "platform"),
            ("colour", ["color", "colours"], "color"),
            ("xyz", ["ios", "macos"], nil),
        ] as [(String, [String], String?)])
    func suggestionFindsTyposIncludingSwappedLetters(text: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: text, among: candidates) == expected)
    }

    @Test func ofEquallyCloseCandidatesTheFirstWins() {
        #expect(Suggestion.closest(to: "cat", among: ["bat", "cot", "car"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["cat"]) == nil, "the text itself is no suggestion")
    }

    @Test func theIndexFindsTyposInAnySegment() {
        var index = DottedNameIndex(["color.accent", "color.ink", "space.small", "space.large", "color.button.primary.fill"])
        #expect(index.closest(to: "color.acent") == "color.accent")
        #expect(index.closest(to: "colr.accent") == "color.accent")
        #expect(index.closest(to: "spcae.smal") == "space.small", "a typo in two segments")
        #expect(index.closest(to: "color.buton.primry.fill") == "color.button.primary.fill")
        #expect(index.closest(to: "color.accent.x") == "color.accent", "a segment too many")
        #expect(index.closest(to: "motion.fast") == nil)
    }

    @Test func whatTheWalkCannotReachIsComparedWithinTheBudget() {
        let names = (0..<50).map { "filler.name\($0)" } + ["color.accent"]
        var bounded = DottedNameIndex(names, budget: 50)
        #expect(bounded.closest(to: "color.accent.x") == nil, "the comparisons stop before the last name")
        var unbounded = DottedNameIndex(names)
        #expect(unbounded.closest(to: "color.accent.x") == "color.accent")
    }

    @Test func anUnresolvedReferenceInATokenFileSuggestsTheClosestToken() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("color.tokens.json")
            try Data(
                """
                { "color": { "$type": "color",
                    "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } },
                    "button": { "$value": "{color.acent}" },
                    "link": { "$value": "{colour.acent}" },
                    "label": { "$value": "{ink.primary}" } } }
                """.utf8
            ).write(to: file)
            let messages = TokenSource(file: file.path).resolve().diagnostics.sorted().map(\.message)
            #expect(
                messages == [
                    "\"{color.acent}\" does not name any token; did you mean \"{color.accent}\"?",
                    "\"{colour.acent}\" does not name any token; did you mean \"{color.accent}\"?",
                    "\"{ink.primary}\" does not name any token; check the spelling or define the token",
                ])
        }
    }
}
