import Foundation
import TestSupport
import Testing

/// `dscheck watch` run as a user runs it, through the built binary: the first report, then only
/// what each save changes; a half-written file, a deleted file and its return are reported and
/// watching goes on; SIGINT ends it by that signal with a goodbye, leaving the last complete
/// site and no work folder. Timing is only bounded generously here (the machine may be loaded);
/// the pick-up time is measured apart and given in the README.
@Suite(.serialized)
struct WatchCommandTests {
    /// How long the first check may take on a loaded machine, and a check after a save.
    static let startLimit = 300.0
    static let changeLimit = 60.0

    /// A copy of the watch fixture (a clean catalogue: one text on paper) in `folder`.
    static func catalogue(in folder: URL) throws -> URL {
        let catalog = folder.appendingPathComponent("catalog")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixtures.path("watch")), to: catalog)
        return catalog
    }

    /// The fixture's token file with the ink colour `components`.
    static func tokens(ink components: String) throws -> String {
        let original = try String(contentsOfFile: Fixtures.path("watch/tokens/color.tokens.json"), encoding: .utf8)
        return original.replacingOccurrences(of: "[0.1, 0.1, 0.12]", with: components)
    }

    /// What was printed after `marker`'s last occurrence.
    static func after(_ marker: String, in output: String) -> Substring {
        output.range(of: marker, options: .backwards).map { output[$0.upperBound...] } ?? ""
    }

    @Test(.endToEnd) func reportsWhatEachSaveChangesAndStopsCleanlyOnSIGINT() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.catalogue(in: folder)
            let tokens = catalog.appendingPathComponent("tokens/color.tokens.json")
            let site = folder.appendingPathComponent("site").path
            let watch = try SpawnedDSCheck(["watch", catalog.path, "--site", site])
            try #require(watch.waitForOutput(timeout: Self.startLimit) { $0.contains("save a file to check again") }, "\(watch.output)")
            #expect(watch.output.hasPrefix("0 errors, 0 warnings, 0 info, 0 waived\nwrote "), "\(watch.output)")
            #expect(SiteSignalTests.isCompleteSite(site))

            // A save that is cut short is reported as what it is.
            try Data("{ \"color\": {".utf8).write(to: tokens)
            #expect(
                watch.waitForOutput(timeout: Self.changeLimit) { $0.contains("[json/syntax]") && $0.hasSuffix("Nothing was written to \(site).\n") },
                "\(watch.output)")
            let truncated = Self.after("changed: tokens/color.tokens.json\n", in: watch.output)
            #expect(truncated.hasPrefix("+ \(catalog.path)/tokens/color.tokens.json:1:13: error: "), "\(truncated)")

            // The finished save breaks the text's contrast: the syntax error (and the references it
            // kept from being checked) are gone, the contrast finding is new.
            try Data(try Self.tokens(ink: "[0.75, 0.75, 0.75]").utf8).write(to: tokens)
            #expect(watch.waitForOutput(timeout: Self.changeLimit) { Self.after("[json/syntax]", in: $0).contains("wrote ") }, "\(watch.output)")
            let broken = Self.after("changed: tokens/color.tokens.json\n", in: watch.output)
            #expect(broken.hasPrefix("+ \(catalog.path)/compositions/note.json:8:18: error: \"Remember the milk\" has contrast 1.83:1"), "\(broken)")
            #expect(broken.contains("[a11y/text-contrast]\n- \(catalog.path)/tokens/color.tokens.json:1:13: error: "), "\(broken)")
            #expect(broken.contains("\n1 error, 0 warnings, 0 info, 0 waived (1 new, 2 gone)\nwrote "), "\(broken)")

            // The token file deleted, then restored: both reported, and watching goes on.
            let away = folder.appendingPathComponent("away.json")
            try FileManager.default.moveItem(at: tokens, to: away)
            #expect(
                watch.waitForOutput(timeout: Self.changeLimit) {
                    $0.contains("changed: tokens/color.tokens.json (deleted)\n") && $0.hasSuffix("Nothing was written to \(site).\n")
                }, "\(watch.output)")
            #expect(Self.after("(deleted)\n", in: watch.output).contains("which does not exist; name the resolver or token file"), "\(watch.output)")
            try FileManager.default.moveItem(at: away, to: tokens)
            #expect(watch.waitForOutput(timeout: Self.changeLimit) { Self.after("(new)\n", in: $0).contains("wrote ") }, "\(watch.output)")
            let restored = Self.after("changed: tokens/color.tokens.json (new)\n", in: watch.output)
            #expect(restored.contains("[a11y/text-contrast]"), "\(restored)")
            #expect(restored.contains("1 error, 0 warnings, 0 info, 0 waived (1 new, 1 gone)"), "\(restored)")

            // Fixed again: the finding is gone.
            try Data(try Self.tokens(ink: "[0.1, 0.1, 0.12]").utf8).write(to: tokens)
            #expect(
                watch.waitForOutput(timeout: Self.changeLimit) { $0.contains("0 errors, 0 warnings, 0 info, 0 waived (0 new, 1 gone)\nwrote ") },
                "\(watch.output)")

            watch.send(SIGINT)
            let ending = watch.wait(timeout: Self.changeLimit)
            #expect(ending == SpawnedDSCheck.Ending(signal: SIGINT, status: 0), "a shell reports 130")
            #expect(watch.output.hasSuffix("stopped watching \(catalog.path)\n"), "\(watch.output)")
            #expect(SiteSignalTests.isCompleteSite(site))
            #expect(SiteSignalTests.leftovers(in: folder).isEmpty)
        }
    }

    /// SIGINT while the site is being rebuilt: the rebuild is abandoned and its work folder
    /// removed, so DIR is still the last complete site.
    @Test(.endToEnd) func sigintDuringARebuildLeavesTheLastCompleteSite() throws {
        try TemporaryFolder.with { folder in
            let catalog = try SiteSignalTests.generatedCatalog(in: folder)
            let site = folder.appendingPathComponent("site").path
            let watch = try SpawnedDSCheck(["watch", catalog, "--site", site])
            try #require(watch.waitForOutput(timeout: Self.startLimit) { $0.contains("save a file to check again") }, "\(watch.output)")
            #expect(SiteSignalTests.isCompleteSite(site))
            let manifest = URL(fileURLWithPath: catalog).appendingPathComponent("dscheck.json")
            try (try String(contentsOf: manifest, encoding: .utf8) + "\n").write(to: manifest, atomically: true, encoding: .utf8)
            let deadline = Date().addingTimeInterval(Self.startLimit)
            while watch.isRunning, SiteSignalTests.leftovers(in: folder).isEmpty, Date() < deadline { usleep(500) }
            #expect(!SiteSignalTests.leftovers(in: folder).isEmpty, "the rebuild never started: \(watch.output)")
            watch.send(SIGINT)
            #expect(watch.wait(timeout: Self.changeLimit).signal == SIGINT)
            #expect(SiteSignalTests.isCompleteSite(site))
            #expect(SiteSignalTests.leftovers(in: folder).isEmpty)
        }
    }

    @Test func aMissingCatalogueOrAnEmptySiteIsAUsageError() {
        let missing = DSCheckInProcess.run(["watch", "/nonexistent-catalogue"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read the catalogue '/nonexistent-catalogue': no such folder"), "\(missing.stderr)")
        let empty = DSCheckInProcess.run(["watch", Fixtures.path("watch"), "--site", ""])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("--site is empty"), "\(empty.stderr)")
    }
}
