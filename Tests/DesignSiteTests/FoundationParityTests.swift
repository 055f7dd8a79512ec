import Foundation
import Testing

@testable import DesignCatalog
@testable import DesignSite
@testable import DesignSupport

/// dscheck's modules import only FoundationEssentials on Linux, so the text handling they took
/// from the full Foundation is written out in them. Each piece is compared here, on thousands
/// of seeded random strings mixing ASCII, every white space scalar, line breaks, combining
/// marks, format characters and emoji, with the Foundation call (or ICU regular expression) it
/// replaced: the tests still import Foundation.
struct FoundationParityTests {
    /// Deterministic strings over `alphabet`, up to `maximumLength` scalars each.
    private static func strings(_ count: Int, from alphabet: [Unicode.Scalar], maximumLength: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            var scalars = String.UnicodeScalarView()
            for _ in 0..<next(maximumLength + 1) { scalars.append(alphabet[next(alphabet.count)]) }
            return String(scalars)
        }
    }

    /// Every scalar with Unicode's White_Space property, and some that look like it but are not.
    private static let spaces: [Unicode.Scalar] = [
        "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{2028}",
        "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{180E}", "\u{FEFF}",
    ]

    /// Marks, joiners, format characters and wide scalars that sit next to what the code looks for.
    private static let awkward: [Unicode.Scalar] = ["\u{301}", "\u{20DD}", "\u{200C}", "\u{200D}", "\u{200E}", "é", "ß", "😀", "\u{1F3FD}", "ǅ"]

    private static let textAlphabet: [Unicode.Scalar] = Array("abwWgGhHfFiIxX09:/.~|'_-#&!?@\\\"<>`".unicodeScalars) + spaces + awkward

    @Test func replacingEveryReplacesAsFoundationDid() {
        let needles = ["~", "/", "|", "'", "_", ".", "://", "\n", "&amp;", "ww", "\u{301}"]
        for text in Self.strings(3_000, from: Self.textAlphabet, maximumLength: 16, seed: 1) {
            for needle in needles {
                #expect(
                    text.replacingEvery(needle, with: "<\(needle)>") == text.replacingOccurrences(of: needle, with: "<\(needle)>", options: .literal),
                    "\(Array(text.unicodeScalars))")
            }
        }
    }

    @Test func includesFindsWhatLiteralSearchFinds() {
        let needles = ["~", "--", "://", "url(", "ww", "fontsize", "\u{301}", "é"]
        for text in Self.strings(3_000, from: Self.textAlphabet, maximumLength: 16, seed: 7) {
            for needle in needles {
                #expect(text.includes(needle) == (text.range(of: needle, options: .literal) != nil), "\(Array(text.unicodeScalars))")
                #expect(text.dropFirst().includes(needle) == (text.dropFirst().range(of: needle, options: .literal) != nil))
            }
        }
        #expect("token.font-size".includes("font") && !"token".includes("tokens") && "".includes(""))
    }

    @Test func trimmingTrimsAsFoundationDid() {
        for text in Self.strings(3_000, from: Self.textAlphabet, maximumLength: 10, seed: 2) {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.unicodeScalars))")
            #expect(
                text.trimming(scalarsIn: ".-\"'") == text.trimmingCharacters(in: CharacterSet(charactersIn: ".-\"'")), "\(Array(text.unicodeScalars))"
            )
        }
    }

    /// ASCII paths without `.` or `..` components, and a few others. Foundation on Linux traps
    /// on some non-ASCII paths (an index out of range); it reads `/` and a combining mark after
    /// it as one character that is no separator, where the file system (and ``PathName``) sees
    /// a slash; and it tidies a path ending in `/.` for some calls and not for others.
    @Test func pathNamesMatchNSString() {
        let others = ["é/ü.json", "résumé.PDF", "a.👍", "x/é.b/c", "/é/", "ü.tar.gz", "...", "a/..b", ".a.b"]
        let random = Self.strings(4_000, from: Array("ab./ ~".unicodeScalars), maximumLength: 9, seed: 3).filter { path in
            !path.split(separator: "/").contains { $0 == "." || $0 == ".." }
        }
        for path in random + others {
            let ns = path as NSString
            #expect(PathName.lastComponent(path) == ns.lastPathComponent, "\(path)")
            #expect(PathName.pathExtension(path) == ns.pathExtension, "\(path)")
            #expect(PathName.removingExtension(path) == ns.deletingPathExtension, "\(path)")
            for component in ["", "b", "/b", "b/", "c.d"] {
                #expect(PathName.joined(path, component) == ns.appendingPathComponent(component), "\(path) + \(component)")
            }
            // Foundation on Linux traps for the parent of a single name; PathName gives "".
            var trimmed = Substring(path)
            while trimmed.count > 1, trimmed.last == "/" { trimmed.removeLast() }
            if trimmed.contains("/") {
                #expect(PathName.parent(path) == ns.deletingLastPathComponent, "\(path)")
            } else {
                #expect(PathName.parent(path) == "", "\(path)")
            }
        }
    }

    @Test func autolinksBreakWhereTheRegularExpressionsBrokeThem() {
        let separator = "&#8203;"
        func regular(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "://", with: ":" + separator + "//")
            text = text.replacingOccurrences(of: "(?i)\\b(www)\\.", with: "$1" + separator + ".", options: .regularExpression)
            text = text.replacingOccurrences(of: "(?i)\\b(GH)-(?=[0-9])", with: "$1" + separator + "-", options: .regularExpression)
            return text.replacingOccurrences(
                of: "(?<![0-9A-Za-z&#])([0-9A-Fa-f]{6})(?=[0-9A-Fa-f]+(?![0-9A-Za-z]))", with: "$1" + separator, options: .regularExpression)
        }
        let alphabet: [Unicode.Scalar] =
            Array("wWgGhH.-:/09aAfF7xX&# ".unicodeScalars) + Self.spaces.prefix(3) + Self.awkward + ["\u{AD}", "\u{600}"]
        var corpus = Self.strings(4_000, from: alphabet, maximumLength: 14, seed: 4)
        corpus += ["www.apple.com", "see https://x.io", "GH-12 and gh-3", "commit 0123456789abcdef.", "é123456789", "&#1234567;", "abcdef0"]
        corpus += ["\u{301}www.x", "a\u{301}www.x", "\u{200B}www.x", "_www.x", "1gh-2", "deadbeefcafe", "deadbeefcafeg"]
        for text in corpus {
            #expect(AutolinkBreaking.broken(text, with: separator) == regular(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func specTextPatternsMatchAsTheirRegularExpressionsDid() {
        let expressions: [(SpecTextPattern, String)] = [
            (.swiftName, "[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*"),
            (.symbolName, "[a-z0-9]+(?:\\.[a-z0-9]+)*"),
            (.relativePath, "[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*(?:/[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*)*"),
            (.webAddress, "https?://[^\\s<>\"'`]+"),
        ]
        let alphabet: [Unicode.Scalar] = Array("aZ0_./ -+@<'".unicodeScalars) + Self.spaces + Self.awkward
        var corpus = Self.strings(3_000, from: alphabet, maximumLength: 8, seed: 5)
        corpus += corpus.prefix(1_000).map { "https://" + $0 } + corpus.prefix(300).map { "http://x" + $0 }
        corpus += ["Pill\n", "Pill\r\n", "Pill\n\n", "Pill\u{2028}", "https://x.io\u{85}", "https://x.io\r", "\n", "https://\n"]
        for text in corpus {
            for (pattern, expression) in expressions {
                let matched = text.range(of: "^(?:\(expression))$", options: .regularExpression) != nil
                #expect(pattern.matches(text) == matched, "\(pattern) \(Array(text.unicodeScalars))")
            }
        }
    }

    @Test func waiverReasonsAndSummariesAreCutWhereFoundationCutThem() {
        let alphabet: [Unicode.Scalar] = Array("Fix: ab.!?".unicodeScalars) + Self.spaces.prefix(8) + ["\u{301}", "é"]
        var corpus = Self.strings(4_000, from: alphabet, maximumLength: 14, seed: 6)
        corpus += ["Too small. Fix: grow it.", "Fix: all", "  Fix: all", "No fix here", "Dim.\nFix: brighten", "a.Fix:", "a. b. c"]
        for text in corpus {
            let fix = text.range(of: #"(^|(?<=[.!?]))\s*Fix:"#, options: .regularExpression)
            let expected = fix.map { String(text[..<$0.lowerBound]).trimmingCharacters(in: .whitespaces) } ?? text
            #expect(FindingsSection.whatIsWrong(text) == expected, "\(Array(text.unicodeScalars))")
            let sentence = text.range(of: ". ").map { String(text[..<$0.lowerBound]) + "." } ?? text
            #expect(Purpose.firstSentence(text) == sentence, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func printfFormattingMatchesStringFormat() {
        let values: [Double] = [0, -0.0, 1.005, -2.5, 1e9, 1e9 + 0.5, 123_456_789_012.345, 1e300, -1e308, .infinity, -.infinity, .nan, 5e-324]
        for value in values {
            for decimals in 0...6 {
                #expect(OS.printed(value, decimals: decimals) == String(format: "%.\(decimals)f", value), "\(value) \(decimals)")
            }
        }
    }

    @Test func paddingPadsAsFoundationDid() {
        for text in ["", "a", "check", "warning", "tokens/unused"] {
            for width in text.count...(text.count + 3) {
                #expect(text.padded(to: width) == text.padding(toLength: width, withPad: " ", startingAt: 0))
            }
        }
    }
}
