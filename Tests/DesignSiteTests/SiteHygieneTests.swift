import DesignSite
import Foundation
import TestSupport
import Testing

/// What no page of the bundled catalogue's site and no Markdown twin may hold: a path of the
/// machine that built it, a link inside a link's text, a heading with nothing under it, or raw
/// JSON outside a folded example.
struct SiteHygieneTests {
    /// Every page and every Markdown twin.
    static var documents: [Site.File] {
        SiteFixture.bundled.site.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".md") }
    }

    /// A `/`-rooted path of two or more parts that is not the rest of a URL, a relative path
    /// (`../x`) or an id (`hig/touch-target`).
    static let absolutePath = try! NSRegularExpression(pattern: #"(?<![\w.:/~-])/(?:[\w.-]+/)+[\w.-]+"#)

    @Test func noDocumentShowsAnAbsolutePath() {
        let buildFolders = [Fixtures.repositoryRoot.path, Fixtures.repository("catalog")]
        for file in Self.documents {
            for folder in buildFolders { #expect(!file.contents.contains(folder), "\(file.path) shows \(folder)") }
            let text = file.contents
            let found = Self.absolutePath.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
            #expect(found.isEmpty, "\(file.path) shows \(found.prefix(3).map { String(text[$0]) })")
        }
    }

    @Test func absolutePathPatternFindsPathsAndLeavesRelativeLinksAndIds() {
        func finds(_ text: String) -> Bool { Self.absolutePath.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        #expect(finds("at /home/ci/build/catalog/tokens/color.tokens.json:198:7"))
        #expect(finds("`/tmp/site/x.json:1:1`"))
        #expect(!finds("[a](<../components/button.html>) hig/touch-target Do / Don't 93/255 </a></p> https://example.com/a/b"))
    }

    @Test func noLinkSitsInsideALinksText() {
        let nested = try! NSRegularExpression(pattern: #"\[[^\]\n]*\]\(<?[^)\n]*>?\)\]\("#)
        for file in Self.documents {
            let text = file.contents
            if file.path.hasSuffix(".md") {
                #expect(nested.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(file.path)")
            } else {
                #expect(!Self.removing("<pre>", "</pre>", from: text).contains("]("), "\(file.path) shows Markdown link syntax")
            }
        }
    }

    @Test func everyHeadingHasSomethingUnderIt() {
        for file in Self.documents {
            let headings = file.path.hasSuffix(".md") ? Self.markdownHeadings(file.contents) : Self.htmlHeadings(file.contents)
            for (heading, next) in zip(headings, headings.dropFirst()) where next.adjacent && next.level <= heading.level {
                Issue.record("\(file.path): “\(heading.text)” is followed directly by “\(next.text)”")
            }
        }
    }

    @Test func jsonIsOnlyShownFoldedInADetailsBlock() {
        for file in Self.documents {
            let outside = Self.removing("<details>", "</details>", from: file.contents)
            let json = outside.contains("{\"") || outside.contains("{&quot;")
            #expect(!json, "\(file.path) shows raw JSON outside <details>")
        }
    }

    /// A rule example's screen is shown around its content at its real size, cropped, never
    /// shrunk (a whole phone at a third of its size made 17 pt text 5 px tall); a component's
    /// disabled state is drawn dimmed beside its resting look.
    @Test func ruleExamplesShowScreensAtTheirRealSizeAndEachState() throws {
        let html = try #require(SiteFixture.bundled.file("rules/a11y-text-contrast.html"))
        let crops = html.matches(
            of:
                /<div class="thumb thumb-crop" aria-hidden="true" style="width:([0-9.]+)px;height:([0-9.]+)px"><div class="thumb-content" style="[^"]*transform:([^"]*)"/
        )
        #expect(crops.count == 4, "the four screen examples")
        for crop in crops {
            #expect(crop.output.3.hasPrefix("translate(") && !crop.output.3.contains("scale"), "\(crop.output.3)")
            #expect(Double(crop.output.1)! <= 440 && Double(crop.output.2)! <= 260)
        }
        #expect(html.contains("<span class=\"tk-caption\">Disabled</span>"))
    }

    /// The rule pages draw their examples and fold the JSON beneath.
    @Test func rulePagesFoldTheirExamplesJSON() throws {
        let html = try #require(SiteFixture.bundled.file("rules/hig-touch-target.html"))
        // The chip is drawn at rest and in its pressed state, each named beneath its drawing.
        #expect(
            html.contains(
                "<div class=\"rule-example rule-example-dont\"><figure><div class=\"stage rule-example-stage\"><div class=\"rule-example-state\"><div class=\"thumb\""
            ))
        #expect(html.contains("</div><span class=\"tk-caption\">Resting</span></div>"))
        #expect(html.contains("<details><summary>JSON: components/chip.json</summary>"))
        #expect(html.contains("Source: <a href=\"https://developer.apple.com/design/human-interface-guidelines/buttons\">https://"))
        let drift = try #require(SiteFixture.bundled.file("rules/code-hard-coded-value.html"))
        #expect(drift.contains("<details><summary>Files: App/"), "Swift sources are not called JSON")
        #expect(drift.contains("</code></p><pre><code class=\"language-swift\">"))
    }

    /// `text` without the parts from each `open` to its `close`.
    static func removing(_ open: String, _ close: String, from text: String) -> String {
        var output = ""
        var rest = text[...]
        while let start = rest.range(of: open) {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: close) else { return output }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    /// A heading, and whether it follows the previous heading with nothing between them.
    struct Heading {
        let level: Int
        let text: String
        let adjacent: Bool
    }

    /// The ATX headings of Markdown outside fenced code.
    static func markdownHeadings(_ markdown: String) -> [Heading] {
        var headings: [Heading] = []
        var inFence = false
        var sinceHeading = true
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            let hashes = line.prefix { $0 == "#" }.count
            if !inFence, (1...6).contains(hashes), line.dropFirst(hashes).hasPrefix(" ") {
                headings.append(Heading(level: hashes, text: String(line), adjacent: !sinceHeading))
                sinceHeading = false
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                sinceHeading = true
            }
        }
        return headings
    }

    /// The `<h1>`…`<h6>` of a page, each marked adjacent when only white space separates it
    /// from the end of the heading before.
    static func htmlHeadings(_ html: String) -> [Heading] {
        var headings: [Heading] = []
        var rest = html[...]
        var previousEnd: Substring.Index?
        while let open = rest.range(of: "<h"), open.upperBound < rest.endIndex {
            let levelCharacter = rest[open.upperBound]
            guard let level = levelCharacter.wholeNumberValue, (1...6).contains(level),
                let close = rest[open.upperBound...].range(of: "</h\(level)>")
            else {
                rest = rest[open.upperBound...]
                continue
            }
            let between = previousEnd.map { html[$0..<open.lowerBound] } ?? "x"
            headings.append(
                Heading(level: level, text: String(html[open.lowerBound..<close.upperBound].prefix(80)), adjacent: between.allSatisfy(\.isWhitespace))
            )
            previousEnd = close.upperBound
            rest = html[close.upperBound...]
        }
        return headings
    }
}
