import DesignRules
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// Two audiences, two places: the reader pages (home, components, screens, tokens) carry no
/// rule id, no `file.json:line` and no health count; the rules' pages explain rules, and the
/// maintainers' page holds every finding the check reports. Checked on the bundled catalogue,
/// the component-page fixture (a bare spec the check says is undocumented) and the hostile one.
struct ReaderPagesTests {
    static let sites: [(name: String, fixture: SiteFixture)] = [
        ("bundled", .bundled), ("component-page", SiteFixture(folder: Fixtures.path("site/component-page"))), ("hostile", .hostile),
    ]

    /// A place in a catalogue file as `check` prints it, or a count of findings as a health strip gives it.
    static let place = try! NSRegularExpression(pattern: #"\.json:[0-9]+"#)
    static let healthCount = try! NSRegularExpression(pattern: #"\b[0-9]+ (errors?|warnings?|info|waived)\b"#)

    static func isReaderPage(_ path: String) -> Bool {
        (path.hasSuffix(".html") || path.hasSuffix(".md")) && !path.hasPrefix("rules/") && !path.hasPrefix("maintainers/")
    }

    @Test(arguments: sites.map(\.name))
    func readerPagesCarryNoRuleIdNoPlaceAndNoHealthCount(site name: String) throws {
        let fixture = try #require(Self.sites.first { $0.name == name }?.fixture)
        let ids = Set(
            RuleRegistry.descriptions.map(\.id) + SiteDiagnostic.allCases.map(\.rawValue) + fixture.checked.diagnostics.map(\.ruleId)
                + fixture.checked.waived.map(\.diagnostic.ruleId))
        let pages = fixture.site.files.filter { Self.isReaderPage($0.path) }
        #expect(pages.count > 4)
        for page in pages {
            let text = page.contents
            let range = NSRange(text.startIndex..., in: text)
            for id in ids { #expect(!text.contains(id), "\(page.path) shows the rule id \(id)") }
            #expect(Self.place.firstMatch(in: text, range: range) == nil, "\(page.path) shows a place in a catalogue file")
            #expect(Self.healthCount.firstMatch(in: text, range: range) == nil, "\(page.path) shows a health count")
            #expect(!text.contains("add them to the spec"), "\(page.path) shows an author to-do")
        }
    }

    @Test(arguments: sites.map(\.name))
    func theMaintainersPageHoldsEveryFindingTheCheckReports(site name: String) throws {
        let fixture = try #require(Self.sites.first { $0.name == name }?.fixture)
        let page = try #require(fixture.file(SitePaths.maintainers + ".md"))
        #expect(fixture.file(SitePaths.maintainers + ".html") != nil)
        let findings = fixture.checked.diagnostics + fixture.checked.waived.map(\.diagnostic)
        #expect(!findings.isEmpty)
        // Each rule's part runs from its heading (whose next line links the rule) to the next.
        let parts = page.components(separatedBy: "\n### ").dropFirst()
        for finding in findings {
            let message = MarkdownText.cell(finding.message)
            let part = parts.first { $0.split(separator: "\n", maxSplits: 2).dropFirst().first?.contains(MarkdownText.code(finding.ruleId)) == true }
            #expect(
                part?.split(separator: "\n").contains { $0.hasPrefix("| ") && $0.contains(message) } == true,
                "\(name): the maintainers' page lacks \(finding.ruleId): \(finding.message)")
        }
        for finding in fixture.checked.diagnostics {
            #expect(page.contains(":\(finding.location.line):\(finding.location.column)`"), "\(name): no place for \(finding.message)")
        }
    }

    /// Reader pages use readers' words: a weight by its name ("Black (900)", not "weight 900"),
    /// a component's kind in words ("Button style") and a known issue as what is wrong, without
    /// the waiver's "Fix: …" to-do, which the maintainers' page keeps.
    @Test func readerPagesSayWeightsKindsAndKnownIssuesInReadersWords() throws {
        let fixture = SiteFixture.bundled
        let weight = try NSRegularExpression(pattern: #"weight [0-9]00\b"#)
        for page in fixture.site.files where Self.isReaderPage(page.path) {
            let text = page.contents
            #expect(weight.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(page.path) gives a weight as a number")
            #expect(!text.contains("Fix:"), "\(page.path) shows a waiver's to-do")
            #expect(
                !text.contains("\">buttonStyle<") && !text.contains("**Kind:** buttonStyle"), "\(page.path) shows a kind by its JSON spelling")
        }
        let press = try #require(fixture.file("components/press-3d.html"))
        #expect(press.contains("<span class=\"badge\">Button style</span> <span class=\"badge\">Functional layer</span>"))
        let button = try #require(fixture.file("components/button.md"))
        #expect(button.contains("SF Pro 19 pt Black (900), line height"), "the label's typography")
        #expect(
            button.contains(
                "- The Kotek Button documentation specifies press feedback as the Kajar tick only; the filled primary and secondary variants draw no pressed state.\n"
            ))
        let home = try #require(fixture.file("index.html"))
        #expect(home.contains("<span class=\"card-kind\">Button style</span>"))
        #expect(!home.contains("buttonStyle"))
        let maintainers = try #require(fixture.file(SitePaths.maintainers + ".md"))
        #expect(maintainers.contains("draw no pressed state. Fix: add a pressed scale or dim. |"), "the maintainers see the whole reason")
    }

    @Test(arguments: ["A reason. Fix: do it.", "A reason.   Fix: do it. Then more.", "A reason."])
    func aKnownIssueIsTheWaiversReasonWithoutItsFix(reason: String) {
        #expect(FindingsSection.whatIsWrong(reason) == "A reason.")
        #expect(FindingsSection.whatIsWrong("Fix: only a to-do.") == "")
        #expect(FindingsSection.whatIsWrong("Prefix: not a fix.") == "Prefix: not a fix.")
    }

    /// A rule's page lists no finding, waiver or reason (that is the maintainers'); it links
    /// its part of the maintainers' page when it found something, and says so when not.
    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func rulePagesLeaveFindingsAndWaiversToTheMaintainers(rule: String) throws {
        let fixture = SiteFixture.bundled
        let markdown = try #require(fixture.file(SitePaths.rule(rule) + ".md"))
        let open = fixture.checked.diagnostics.filter { $0.ruleId == rule }
        let waived = fixture.checked.waived.filter { $0.diagnostic.ruleId == rule }
        for (diagnostic, waiver) in waived {
            #expect(!markdown.contains(MarkdownText.inline(diagnostic.message)), "\(rule) shows a waived finding")
            #expect(!markdown.contains(MarkdownText.inline(waiver.reason)), "\(rule) shows a waiver's reason")
        }
        for diagnostic in open { #expect(!markdown.contains(MarkdownText.inline(diagnostic.message)), "\(rule) shows a finding") }
        #expect(!markdown.contains("waived"))
        let section = try #require(markdown.components(separatedBy: "## In this catalogue\n\n").last?.trimmingCharacters(in: .newlines))
        if open.isEmpty && waived.isEmpty {
            #expect(section == "It finds nothing in this catalogue.")
        } else {
            let anchor = "rule-" + rule.replacingOccurrences(of: "/", with: "-")
            #expect(
                section
                    == "What it finds in this catalogue, and what is accepted and why, is listed [for maintainers](<../maintainers/index.html#\(anchor)>)."
            )
        }
    }

    @Test func everyPageLinksTheMaintainersPageFromItsFooterAndTheRulesFromItsNavigation() throws {
        for page in SiteFixture.bundled.pages {
            let footer = try #require(page.contents.components(separatedBy: "<footer>").last)
            let root = String(repeating: "../", count: page.path.split(separator: "/").count - 1)
            #expect(footer.contains("<a href=\"\(root)maintainers/index.html\">For maintainers</a>"), "\(page.path)")
            #expect(page.contents.contains("<li><a href=\"\(root)rules/index.html\">Rules</a></li>"), "\(page.path)")
            #expect(!page.contents.contains("findings.html"), "\(page.path)")
        }
    }

    @Test func theRulesIndexListsEveryRuleByNameOnce() throws {
        let markdown = try #require(SiteFixture.bundled.file(SitePaths.rules + ".md"))
        for rule in RuleRegistry.descriptions {
            let link = "[\(rule.name)](<../rules/\(rule.id.replacingOccurrences(of: "/", with: "-")).html>)"
            #expect(markdown.components(separatedBy: link).count == 2, "\(rule.id) listed once")
        }
    }
}
