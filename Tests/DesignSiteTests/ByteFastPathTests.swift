import DesignSupport
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The site's byte-level fast paths give exactly what the general code they stand in for gives:
/// the pages must not change by a byte. Each is compared with a copy of that general code.
struct ByteFastPathTests {
    /// The number formatting before it wrote digits into the string's storage.
    private static func formatByStrings(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (min(max(value, -SVGNumber.largest), SVGNumber.largest) * 1000).rounded()
        if thousandths == 0 { return "0" }
        let magnitude = Int64(abs(thousandths))
        var text = String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return thousandths < 0 ? "-" + text : text
    }

    /// A link as it was made before it was written in one allocation: appended piece by piece.
    private static func linkByAppending(from: String, to: String, anchor: String?) -> String {
        let folders = from.split(separator: "/").count
        var link = String(repeating: "../", count: max(folders - 1, 0)) + to + ".html"
        if let anchor { link += "#" + anchor }
        return link
    }

    @Test func linksAndJoinedPiecesAreWrittenAsByAppending() {
        let pages = ["index", "components/button", "tokens/color", "a/b/c", "/x//y/", "", "ページ/ボタン"]
        let anchors: [String?] = [nil, "", "token-color.steel.3", "größe", String(repeating: "x", count: 300)]
        for from in pages {
            for to in pages {
                for anchor in anchors {
                    #expect(SitePaths.link(from: from, to: to, anchor: anchor) == Self.linkByAppending(from: from, to: to, anchor: anchor))
                }
            }
        }
        let pieces = ["", "a", "../", "größe", "🌍 world", String(repeating: "y", count: 70)]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let joined = String(concatenating: first, second, third)
                    #expect(joined == first + second + third)
                    #expect(joined.utf8.elementsEqual((first + second + third).utf8))
                }
            }
        }
        #expect(String(concatenating: "").isEmpty)
    }

    @Test func numbersAreFormattedAsBefore() {
        var values: [Double] = [
            0, -0.0, 0.0004, 0.0005, -0.0005, 0.001, 0.01, 0.05, 0.1, 0.5, 1, -1, 9, 10, 99.999, 99.9995, 100, 0.123456, -0.123456,
            1234.5, 1e9, -1e9, 999_999_999.9994, 1e12, 3.14159, 44, 17.000001, .infinity, -.infinity, .nan,
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(seed >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 1_000, 1e6, 1e10][Int(seed % 5)]
            values.append((unit - 0.5) * scale)
        }
        let differing = values.filter { SVGNumber.format($0) != Self.formatByStrings($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        var appended = MarkupBuffer()
        for value in values {
            appended.append(number: value)
            appended.append(" ")
        }
        #expect(appended.text == values.map { SVGNumber.format($0) + " " }.joined(), "numbers appended to markup are the formatted ones")
    }

    @Test func coloursAreWrittenAsByTheByteList() {
        var seed: UInt64 = 7
        var channels: [Double] = [0, 1, -0.5, 1.5, 0.5, 1 / 255, 254.5 / 255, .infinity, -.infinity]
        for _ in 0..<3_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            channels.append(Double(seed >> 11) / Double(1 << 53) * 1.2 - 0.1)
        }
        var differing: [Double] = []
        for index in 0..<(channels.count - 2) {
            let (red, green, blue) = (channels[index], channels[index + 1], channels[index + 2])
            let bytes = [red, green, blue].map(LowercaseHex.byte(ofChannel:))
            if LowercaseHex.color(red: red, green: green, blue: blue) != LowercaseHex.text(bytes, after: "#") { differing.append(red) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func tokenNameWordsFromBytesAreTheGeneralOnes() {
        let names = [
            "radius.small", "Shadow.Radius", "font-size.body", "fontSize", "letter_spacing.tight", "line.height2", "opacity..x", "", ".",
            "ALL CAPS 42", "a@b[c`d{e", "z.Z.zz", "tracking-",
        ]
        for name in names {
            let fast = TokenSpecimen.Role.asciiWords(of: name)
            let general = TokenSpecimen.Role.characterWords(of: name)
            #expect(fast?.words == general.words && fast?.joined == general.joined, "\(name.debugDescription)")
        }
        for name in ["café.radius", "\u{130}.size", "e\u{301}"] { #expect(TokenSpecimen.Role.asciiWords(of: name) == nil, "\(name)") }
    }

    @Test func aNamesFirstDotFromBytesIsTheFirstDotCharacter() {
        let names = [
            "color.steel.3", "plain", ".lead", "trail.", "", "a..b", "caf\u{E9}.x", "x.\u{301}y.z", "\u{600}.a.b", "a.\u{200D}.b", "日本.語",
            "x\u{301}.y", ".\u{301}",
        ]
        for name in names { #expect(SitePaths.firstDot(in: name) == name.firstIndex(of: "."), "\(name.debugDescription)") }
    }

    @Test func asciiTextIsMeasuredAsByCharacters() {
        let texts = ["", "Start practice", "SAVE 20%", "a\tb\nc", "~!@#$%^&*()_+{}|:<>?", "0123456789 az AZ", "\u{7F}\u{1}"]
        for text in texts {
            let bytes = TextBox.asciiEms(text)
            #expect(bytes?.ems == TextBox.characterEms(text).ems && bytes?.count == TextBox.characterEms(text).count, "\(text.debugDescription)")
        }
        // A carriage return before a line feed is one character with it; other text is not ASCII.
        for text in ["line\r\nbreak", "x\ry", "Café", "naïve e\u{301}", "日本語", "👍🏽 ok", "Ⅻ ²"] {
            #expect(TextBox.asciiEms(text) == nil, "\(text.debugDescription)")
        }
    }

    @Test func headingSlugsFromBytesAreTheGeneralOnes() {
        let headings = [
            "Examples", "Spec <code>cornerRadius</code> and 2 more", "<a href=\"#x\">Linked</a> heading", "  --Dashes--  ", "ALL CAPS 42", "",
            "<em></em>", "a<b", "x > y", "Tab\there", "line\r\nbreak", "Z@[`{",
        ]
        for heading in headings {
            let fast = Array(heading.utf8).withUnsafeBufferPointer { HeadingAnchors.asciiSlug($0) }
            #expect(fast == HeadingAnchors.slug(HeadingAnchors.plainText(heading[...])), "\(heading.debugDescription)")
        }
        for heading in ["Fish &amp; chips", "Café", "\u{130}stanbul", "<b>\u{301}</b>x"] {
            #expect(Array(heading.utf8).withUnsafeBufferPointer { HeadingAnchors.asciiSlug($0) } == nil, "\(heading)")
        }
        #expect(HeadingAnchors.slug(HeadingAnchors.plainText("\u{130}stanbul")) == "i-stanbul", "why non-ASCII takes the general path")
    }

    /// Text whose letters the Unicode tables and the ASCII codes might tell apart.
    private static let mixedNames = [
        "Arrow Button", "ALL CAPS 42", "9 lives", "", "--", "Café au lait", "b\u{301}x", "\u{130}stanbul", "\u{212A}elvin", "ǅ digraph",
        "Straße", "line\r\nbreak", "日本語 text", "👍🏽 ok", "Ⅻ ²", "x\u{301}", "ﬁle", "Z@[`{",
    ]

    @Test func slugsKeepTheLettersThePropertyTablesKept() {
        // The slug before it compared code points with a-z.
        func byProperties(_ text: String) -> String {
            var slug = ""
            var pendingDash = false
            for scalar in text.lowercased().unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    if pendingDash && !slug.isEmpty { slug += "-" }
                    slug.unicodeScalars.append(scalar)
                    pendingDash = false
                } else {
                    pendingDash = true
                }
            }
            return slug.isEmpty ? "section" : slug
        }
        for name in Self.mixedNames { #expect(HeadingAnchors.slug(name) == byProperties(name), "\(name.debugDescription)") }
    }

    @Test func idPrefixesKeepTheCharactersThePropertyTablesKept() {
        // The prefix before it compared ASCII codes with a-z and 0-9.
        func byProperties(_ prefix: String) -> String {
            let safe = prefix.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
            return safe.first?.isLetter == true ? String(safe) : "p" + String(safe)
        }
        for name in Self.mixedNames {
            #expect(IDAllocator(prefix: name).make("x") == byProperties(name) + "-x1", "\(name.debugDescription)")
        }
    }

    @Test func bytesAreFoundWhereALoopFindsThem() {
        var seed: UInt64 = 42
        var bytes: [UInt8] = []
        for _ in 0..<300 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly bytes next to `<` (0x3C) and with the top bit set, where a borrow could mislead.
            bytes.append([0x3B, 0x3C, 0x3D, 0xBC, 0x00, 0xFF, 0x7C][Int(seed >> 33) % 7])
        }
        var wrong: [(start: Int, end: Int)] = []
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0..<buffer.count {
                for end in Set([start, start + 1, start + 9, start + 40, buffer.count]) where end <= buffer.count {
                    var expected = start
                    while expected < end, buffer[expected] != 0x3C { expected += 1 }
                    if buffer.index(of: 0x3C, from: start, to: end) != expected { wrong.append((start, end)) }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// The URL check before it read ASCII URLs over their bytes.
    private static func urlByCharacters(_ url: String) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7f }) else { return nil }
        let schemeEnd = trimmed.firstIndex { ":/?#".contains($0) }
        if let schemeEnd, trimmed[schemeEnd] == ":" {
            guard HTMLEscaping.allowedSchemes.contains(trimmed[..<schemeEnd].lowercased()) else { return nil }
        }
        return HTMLEscaping.attribute(trimmed)
    }

    @Test func urlsAreCheckedAsBefore() {
        let urls = [
            "https://developer.apple.com/design/", "  http://x.test/?a=1&b=2\t", "\t mailto:a@b.test ", "HTTPS://X.TEST", "Https://x", "javascript:x",
            " javascript:x", "JavaScript:x", "a:b/c", "/a:b", "#x:y", "?q:1", "page.html?next=javascript:alert(1)", ":x", "x:", "", " ", "\t\t",
            "a b", "a\u{7f}b", "ftp://x", "data:,x", "../rules/x.html#why", "https://ex\u{E4}mple.test/\u{1F600}", "\u{A0}https://x\u{A0}",
            "\u{2003}javascript:x", "javascript\u{301}:x", "https\u{301}://x", ":\u{301}x", "mailto\u{212A}:x", "x\u{0}y", " \u{85}http://x",
        ]
        for url in urls {
            #expect(HTMLEscaping.url(url) == Self.urlByCharacters(url), "\(url.debugDescription)")
        }
    }

    /// The token groups' split before it split ASCII names over their bytes.
    private static func groupAndSectionByCharacters(_ name: String) -> (group: String, section: String)? {
        let segments = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard segments.count > 1 else { return nil }
        let group = String(segments[0])
        return (group, segments.count == 2 ? group : group + "." + segments[1])
    }

    @Test func tokenNamesAreGroupedAsBefore() {
        let names = [
            "", "a", ".", "..", "...", "a.", ".a", "a.b", "a.b.", "a..b", "a.b.c", "a.b.c.d", "color.brand.primary.600", "x.y",
            "caf\u{E9}.b.c", "a.\u{301}b.c", "a\u{301}.b", "\u{1F600}.x.y.z", "size.\u{212A}.s",
        ]
        for name in names {
            let fast = TokenGroups.groupAndSection(of: name)
            let slow = Self.groupAndSectionByCharacters(name)
            #expect(fast?.group == slow?.group && fast?.section == slow?.section, "\(name.debugDescription)")
        }
    }

    /// The natural order before it sorted positions and compared digit runs in place.
    private static func naturallySortedByPairs(_ names: [String]) -> [String] {
        func precedes(_ first: [UInt8], _ second: [UInt8]) -> Bool {
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            func run(_ bytes: [UInt8], from start: Int) -> (value: ArraySlice<UInt8>, end: Int) {
                var end = start
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                var digits = start
                while digits < end - 1, bytes[digits] == 0x30 { digits += 1 }
                return (bytes[digits..<end], end)
            }
            var (i, j) = (0, 0)
            while i < first.count, j < second.count {
                if isDigit(first[i]), isDigit(second[j]) {
                    let (a, b) = (run(first, from: i), run(second, from: j))
                    if a.value.count != b.value.count { return a.value.count < b.value.count }
                    if a.value != b.value { return a.value.lexicographicallyPrecedes(b.value) }
                    (i, j) = (a.end, b.end)
                } else {
                    if first[i] != second[j] { return first[i] < second[j] }
                    (i, j) = (i + 1, j + 1)
                }
            }
            if i == first.count, j == second.count { return first.lexicographicallyPrecedes(second) }
            return i == first.count
        }
        return names.map { (name: $0, bytes: Array($0.utf8)) }.sorted { precedes($0.bytes, $1.bytes) }.map(\.name)
    }

    /// Names of letters, dots, dashes, digit runs with and without leading zeros, and a
    /// non-ASCII letter, drawn from a seeded generator, sort as they did.
    @Test func tokenNamesSortNaturallyAsBefore() {
        var generator = SeededGenerator(seed: 27)
        let parts = ["a", "b", "Z", ".", "-", "0", "00", "007", "7", "9", "10", "100", "099", "\u{E9}", "x1", "1x"]
        var names = Set<String>()
        while names.count < 3_000 {
            names.insert((0..<Int.random(in: 1...6, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined())
        }
        let shuffled = Array(names).shuffled(using: &generator)
        #expect(TokenGroups.naturallySorted(shuffled) == Self.naturallySortedByPairs(shuffled))
    }
}
