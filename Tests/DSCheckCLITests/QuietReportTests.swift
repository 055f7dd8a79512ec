import DesignTokens
import Foundation
import TestSupport
import Testing

/// Less noise, through the built binary on the bundled catalogue (issue 12): `site` prints the
/// summary line `check` prints, and the Markdown report lists unused tokens once per token file.
struct QuietReportTests {
    @Test(.endToEnd, arguments: [[String](), ["--no-baseline"]])
    func siteSummarizesAsCheckDoes(options: [String]) throws {
        let folder = SiteCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = try DSCheckProcess.run(["check", "catalog"] + options)
        let site = try DSCheckProcess.run(["site", "catalog", "--out", folder] + options)
        #expect(site.status == 0, "\(site.stderr)")
        let summary = try #require(check.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.hasSuffix(" waived"), "\(check.stdout)")
        let siteSummaries = site.stderr.split(separator: "\n").filter { $0.hasSuffix(" waived") }.map(String.init)
        #expect(siteSummaries == [summary], "\(site.stderr)")
    }

    @Test(.endToEnd) func markdownListsUnusedTokensOncePerFile() throws {
        let json = try DSCheckProcess.run(["check", "catalog", "--format", "json"])
        let diagnostics = try #require(try JSONReader().read(json.stdout, file: "stdout").object?["diagnostics"]?.array).compactMap(\.object)
        let unused = diagnostics.filter { $0["ruleId"]?.string == "tokens/unused" }
        let files = Set(unused.compactMap { $0["file"]?.string })
        #expect(!files.isEmpty, "the bundled catalogue has unused tokens to group")

        let markdown = try DSCheckProcess.run(["check", "catalog", "--format", "markdown"]).stdout
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(Set(lines.filter { $0.hasPrefix("### Unused tokens in ") }) == Set(files.map { "### Unused tokens in \($0)" }))
        #expect(lines.filter { $0.hasPrefix("### Unused tokens in ") }.count == files.count, "one section per file")
        for finding in unused {
            let token = try #require(finding["subject"]?.string)
            #expect(!lines.contains("### \(token)"), "no section of its own for \(token)")
            let line = Int(try #require(finding["line"]?.number))
            #expect(lines.filter { $0.hasPrefix("- `\(token)` (line \(line)") }.count == 1, "\(token) listed once")
        }
        #expect(!lines.contains { $0.hasPrefix("| info | tokens/unused |") })
    }
}
