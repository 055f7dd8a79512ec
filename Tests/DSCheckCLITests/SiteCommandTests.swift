import Foundation
import TestSupport
import Testing

/// `dscheck site`: the bundled catalogue's site, checked by the W3C Nu HTML Checker and by
/// axe-core in headless Chromium, written the same twice, and the refusals of `--out`; in
/// process, and end to end through the binary.
struct SiteCommandTests {
    static let catalog = Fixtures.repository("catalog")

    /// A new temporary folder name; the caller removes it.
    static func temporaryFolder(_ prefix: String = "dscheck-site") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    /// Writes the bundled catalogue's site to `folder`.
    static func writeSite(to folder: String) throws {
        let result = DSCheckInProcess.run(["site", catalog, "--out", folder])
        guard result.status == 0 else { throw SiteBuildFailed(stderr: result.stderr) }
    }

    /// The bundled catalogue's site, written once per test run for the checks that only read it
    /// (Nu, axe, the phone and the search checks), in `.build/shared-site`, which the next run
    /// replaces as a site dscheck wrote before.
    static let sharedSite = Result { () throws -> String in
        let folder = Fixtures.repository(".build/shared-site")
        try writeSite(to: folder)
        return folder
    }

    struct SiteBuildFailed: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "dscheck site failed: \(stderr)" }
    }

    /// The built binary, from the repository root.
    @Test(.endToEnd) func writesTheSiteAndSaysWhere() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DSCheckProcess.run(["site", "catalog", "--out", folder])
        #expect(!result.crashed)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let summary = try #require(result.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("wrote 51 pages (") && summary.hasSuffix(" files) to \(folder)"), "\(result.stderr)")
        for page in [
            "index.html", "components/arrow-button.html", "compositions/arrow-date-selector.html", "rules/hig-touch-target.html", "tokens/index.html",
            "tokens/index.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + page), "\(page)")
        }
    }

    /// Every temporary folder lives beside its target: the rule pages' example catalogues are
    /// written in the site's own work folder, never under TMPDIR, and nothing is left beside
    /// the site afterwards.
    @Test(.endToEnd) func writesNothingUnderTMPDIRAndLeavesNothingBesideTheSite() throws {
        try TemporaryFolder.with { folder in
            let temporary = folder.appendingPathComponent("tmp").path
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("site").path
            let result = try DSCheckProcess.run(
                program: "/usr/bin/env", ["TMPDIR=" + temporary, DSCheckProcess.binary, "site", Fixtures.repository("catalog"), "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["site", "tmp"])
            let rulePage = try String(contentsOfFile: out + "/rules/hig-touch-target.html", encoding: .utf8)
            #expect(rulePage.contains("rule-example-stage"), "the rule examples are drawn")
        }
    }

    @Test func twoRunsWriteByteIdenticalSites() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for name in ["first", "second"] {
            #expect(DSCheckInProcess.run(["site", Self.catalog, "--out", base.appendingPathComponent(name).path]).status == 0)
        }
        let files = (FileManager.default.enumerator(atPath: base.appendingPathComponent("first").path)?.allObjects as? [String] ?? []).sorted()
        let again = (FileManager.default.enumerator(atPath: base.appendingPathComponent("second").path)?.allObjects as? [String] ?? []).sorted()
        #expect(files == again)
        #expect(files.count > 90)
        for file in files {
            let first = FileManager.default.contents(atPath: base.appendingPathComponent("first/" + file).path)
            let second = FileManager.default.contents(atPath: base.appendingPathComponent("second/" + file).path)
            #expect(first == second, "\(file) differs between runs")
        }
    }

    @Test(.endToEnd) func theNuHTMLCheckerFindsNoError() throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-html"), [folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Nu HTML Checker: 51 pages and"), "\(result.stdout)")
    }

    @Test func refusesACatalogueThatDoesNotLoadAndWritesNothing() {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hostile = Fixtures.path("catalog/hostile")
        let result = DSCheckInProcess.run(["site", hostile, "--out", folder])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\(hostile)/components/hostile.json:22:169: error: \"javascript:alert(9)\" is not an http or https address"))
        #expect(result.stderr.contains("has 4 errors that stop it loading as written"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Two cases, each half the pages in light and dark, so the two can run at once (axe keeps
    /// about one and a half cores busy for most of a minute when one run checks every page).
    @Test(.endToEnd, .timeLimit(.minutes(30)), arguments: [(1, 26), (2, 25)])
    func axeFindsNoSeriousOrCriticalViolationInLightOrDark(shard: Int, pages: Int) throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-axe"), ["--shard", "\(shard)/2", folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("axe: \(pages) pages (shard \(shard) of 2, of 51) x 2 colour schemes, 0 serious or critical violations"),
            "\(result.stdout)")
    }

    /// The dark check is real: a page whose text fails contrast only in dark is reported there,
    /// once, and not in light (axe checks both schemes on one load of the page).
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func axeReportsContrastThatFailsOnlyInDark() throws {
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-axe"), [Fixtures.path("site/axe-dark-only")])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let violations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("page.html") }
        #expect(violations == ["page.html (dark): serious: color-contrast: Elements must have sufficient color contrast [p]"], "\(result.stdout)")
    }

    /// On a phone no page scrolls sideways, the header stays small and no page opens shorter or
    /// taller than it is once every part is drawn (the token sections are sized ahead).
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func noPageScrollsSidewaysOnAPhoneAndTheHeaderStaysSmall() throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-phone"), [folder])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("phone: 51 pages at 390 x 844 px, 0 problems"), "\(result.stdout)")
    }

    /// "glass" finds Button's Glass variant, the glass components and the glass screen before
    /// anything else, and the box says how many entries match.
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func searchRanksNamesFirstCountsAndCloses() throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-search"), [folder, "glass"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let results = lines.filter { $0.contains("\t") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.first == "count: \(results.count) results", "\(result.stdout)")
        let glassComponents = ["Glass lazy vertical grid", "Glass list", "Glass modifier", "Glass pane", "Glass view"]
        #expect(results.first == ["variant of Button", "Glass", "components/button.html#glass"], "\(result.stdout)")
        #expect(Set(results.dropFirst().prefix(6).map { $0[1] }) == Set(glassComponents + ["Glass welcome"]), "\(result.stdout)")
        #expect(results.contains { $0[1] == "Button" }, "Button has a Glass variant")
        #expect((results.firstIndex { $0[1] == "Arrow button" } ?? results.count) > 6)
        #expect(lines.contains("escape closes: yes"))
        #expect(lines.contains("click outside closes: yes"))

        // A reader's word finds the page about it before the rule of the same name, and rules
        // are listed by name, not id.
        let contrast = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-search"), [folder, "contrast"])
        let found = contrast.stdout.split(separator: "\n").filter { $0.contains("\t") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(found.first == ["page", "Text contrast", "tokens/contrast.html"], "\(contrast.stdout)")
        #expect(found.contains(["rule", "Text contrast", "rules/a11y-text-contrast.html"]), "\(contrast.stdout)")
    }

    /// The sidebar lists every component, screen, token page and rule and marks the page being
    /// read; "On this page" marks the section being read, the last one at the end; the
    /// appearance button goes Auto, Light, Dark and back, keeps the choice across a reload, and
    /// the page's colours follow it, Do's and Don't's green and red borders among them.
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func theSidebarSectionsAndAppearanceFollowTheReader() throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-navigation"), [folder, "components/button.html"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("group\t") } == [
                "group\tComponents\topen\t9", "group\tScreens\topen\t4", "group\tTokens\topen\t10", "group\tRules\tclosed\t26",
            ], "\(result.stdout)")
        #expect(lines.contains("current page\tButton\t../components/button.html\t1"), "\(result.stdout)")
        // On a phone the sidebar stays, its groups a folded row above the page.
        #expect(
            lines.filter { $0.hasPrefix("phone group\t") } == [
                "phone group\tComponents\tclosed\t9\tshown", "phone group\tScreens\tclosed\t4\tshown",
                "phone group\tTokens\tclosed\t10\tshown", "phone group\tRules\tclosed\t26\tshown",
            ], "\(result.stdout)")
        let row = try #require(lines.first { $0.hasPrefix("phone sidebar\t") }.flatMap { Int($0.split(separator: "\t")[1]) })
        #expect(row > 0 && row < 100, "a row or two above the page: \(row) px")
        // Every code block has a Copy button (the four variants' snippets): a click
        // copies, or selects the code where the browser refuses the clipboard.
        let copy = try #require(lines.first { $0.hasPrefix("copy buttons\t") })
        #expect(["copy buttons\t4\tCopied", "copy buttons\t4\tSelect and copy"].contains(copy), "\(result.stdout)")
        // The code takes its example's full width (it had a third, beside the key specs) and
        // wraps at spaces, never inside an identifier.
        let snippet = try #require(lines.first { $0.hasPrefix("snippet\t") }?.split(separator: "\t").map(String.init), "\(result.stdout)")
        #expect(snippet.count == 4 && snippet[1] == snippet[2] && snippet[3] == "normal", "\(result.stdout)")
        #expect(
            lines.filter { $0.hasPrefix("current section\t") } == ["current section\tWhen to use", "current section\tSource notes"],
            "\(result.stdout)")
        let white = "rgb(255, 255, 255)"
        let dark = "rgb(21, 21, 23)"
        #expect(
            lines.filter { $0.hasPrefix("appearance\t") } == [
                "appearance\tAppearance: Auto\tnone\t\(white)", "appearance\tAppearance: Light\tlight\t\(white)",
                "appearance\tAppearance: Dark\tdark\t\(dark)", "appearance\tAppearance: Dark\tdark\t\(dark)",
                "appearance\tAppearance: Auto\tnone\t\(white)",
            ], "\(result.stdout)")
        let lightVerdicts = "do-dont\trgb(26, 127, 55)\trgb(215, 0, 21)"
        let darkVerdicts = "do-dont\trgb(74, 194, 107)\trgb(255, 107, 107)"
        #expect(
            lines.filter { $0.hasPrefix("do-dont\t") } == [lightVerdicts, lightVerdicts, darkVerdicts, darkVerdicts, lightVerdicts],
            "\(result.stdout)")
        let rule = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-navigation"), [folder, "rules/a11y-text-contrast.html"])
        let ruleLines = rule.stdout.split(separator: "\n").map(String.init)
        #expect(ruleLines.contains("group\tRules\topen\t26"), "a rule page opens the rules: \(rule.stdout)")
        #expect(ruleLines.contains("current page\tText contrast\t../rules/a11y-text-contrast.html\t1"), "\(rule.stdout)")
    }

    /// The colour tokens page opens as tall as it is once every section is drawn (within a
    /// tenth; the sections draw when scrolled to and are sized ahead), and the content column
    /// is as wide before the script shows the sidebar as after: it had been laid out in the
    /// sidebar's 240 px column first, and a section drawn then stayed 9,000 px tall.
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func theColourTokensPageDoesNotJumpInHeight() throws {
        let folder = try Self.sharedSite.get()
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-navigation"), [folder, "tokens/color.html"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        let heights = try #require(lines.first { $0.first == "page height" }?.dropFirst().compactMap { Double($0) }, "\(result.stdout)")
        let widths = try #require(lines.first { $0.first == "content width" }?.dropFirst().map { $0 }, "\(result.stdout)")
        #expect(heights.count == 2 && abs(heights[0] - heights[1]) <= heights[1] / 10, "\(result.stdout)")
        #expect(widths.count == 2 && widths[0] == widths[1], "\(result.stdout)")
    }

    /// With three modifiers the context menus show once the script runs, swap each differing
    /// value for the chosen context's (every menu at its last option: dark, increased contrast,
    /// compact density gives the fill #0040dd) and keep the choice across a reload, on a
    /// component's specs and on a screen's contents alike.
    @Test(.endToEnd, .timeLimit(.minutes(30)))
    func theContextMenusSwapTheValuesAndKeepTheChoice() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let site = DSCheckInProcess.run(["site", Fixtures.path("catalog/three-modifiers"), "--out", folder])
        #expect(site.status == 0, "\(site.stderr)")
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-navigation"), [folder, "components/tag.html"])
        #expect(result.status == 0, "\(result.stderr)")
        let chosen = "context\tshown\t3\tDark, increased contrast, compact density\t#0040dd"
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("context\t") } == [
                "context\tshown\t3\tLight\t#007aff", chosen[...], chosen[...],
            ],
            "\(result.stdout)")
        let screen = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-site-navigation"), [folder, "compositions/tag-screen.html"])
        #expect(
            screen.stdout.split(separator: "\n").filter { $0.hasPrefix("context\t") } == [
                "context\tshown\t3\tLight\t#007aff", chosen[...], chosen[...],
            ],
            "\(screen.stdout)")
    }

    /// Through the binary: `.` and the relative paths are the repository root's.
    @Test(.endToEnd, arguments: [["--out", "catalog"], ["--out", "catalog/components"], ["--out", "/"], ["--out", "."]])
    func refusesToWriteOverTheCatalogueOrTheRoot(arguments: [String]) throws {
        let result = try DSCheckProcess.run(["site", "catalog"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: refusing to write the site to"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: Fixtures.repository("catalog/dscheck.json")))
    }

    @Test func refusesAFolderOfOtherFiles() {
        let result = DSCheckInProcess.run(["site", Self.catalog, "--out", Fixtures.repository("Sources")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("it holds files dscheck did not write"), "\(result.stderr)")
    }

    @Test func needsAnOutFolder() {
        let result = DSCheckInProcess.run(["site", Self.catalog])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing --out DIR"))
    }

    @Test func helpHasExamplesAndExitCodes() {
        let result = DSCheckInProcess.run(["site", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: dscheck site [CATALOG] --out DIR"))
        #expect(result.stdout.contains("EXAMPLES:"))
        #expect(result.stdout.contains("EXIT CODES:"))
        #expect(DSCheckInProcess.run(["--help"]).stdout.contains("  site "))
    }
}
