import DSCheckCLI
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// The site and `check` read one measurement of contrast: for every text element of the
/// bundled catalogue, the ratio and verdict on the text contrast page equal those of
/// `check --format json`.
struct ContrastAgreementTests {
    @Test func everyTextElementHasTheSameRatioAndVerdictOnTheSiteAsInCheck() throws {
        let catalog = Fixtures.repository("catalog")
        let report = DSCheckInProcess.run(["check", catalog, "--format", "json", "--no-baseline"])
        let root = try #require(try JSONReader().read(report.stdout, file: "report.json").object)
        let measurements = try #require(root["measurements"]?.array).compactMap(\.object).filter {
            $0["ruleId"]?.string == "a11y/text-contrast"
        }
        #expect(measurements.count >= 10)
        let page = try TemporaryFolder.with { folder -> String in
            let site = folder.appendingPathComponent("site").path
            #expect(DSCheckInProcess.run(["site", catalog, "--out", site, "--no-baseline"]).status == 0)
            return try String(contentsOfFile: site + "/tokens/contrast.md", encoding: .utf8)
        }
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| #") || $0.hasPrefix("| light") }.map {
            $0.replacingOccurrences(of: "\\", with: "")
        }
        var failingRows: Set<String> = []
        for measurement in measurements {
            let value = try #require(measurement["value"]?.number)
            let threshold = try #require(measurement["threshold"]?.number)
            let passes = try #require(measurement["passes"]?.bool as Bool?)
            #expect((value >= threshold) == passes, "the verdict follows the exact value, never the rounded one")
            let cell = "\(String(format: "%.2f", value)):1, \(passes ? "passes" : "fails") AA (\(JSONOutput.format(threshold)):1)"
            let item = try #require(measurement["item"]?.string)
            let matching = rows.filter { $0.contains(item) && $0.contains(cell) }
            #expect(matching.count == 1, "\(matching.count) rows for \(item) with \(cell)")
            if !passes { failingRows.formUnion(matching) }
        }
        #expect(!failingRows.isEmpty)
        #expect(Set(rows.filter { $0.contains("fails AA") }) == failingRows, "a row is marked failing exactly when it holds a failing text")
        #expect(rows.filter { $0.contains("fails AA") }.allSatisfy { $0.contains("✗ **") }, "failures are marked, not only worded")
    }

    /// A component's page lists the contrast of its text and glyph layers over its own fills
    /// with the same ratio and verdict as `check --format json`, in every context.
    @Test func everyComponentMeasurementHasTheSameRatioAndVerdictOnItsPage() throws {
        let catalog = Fixtures.repository("catalog")
        let report = DSCheckInProcess.run(["check", catalog, "--format", "json", "--no-baseline"])
        let root = try #require(try JSONReader().read(report.stdout, file: "report.json").object)
        let measurements = try #require(root["measurements"]?.array).compactMap(\.object).filter {
            $0["file"]?.string?.contains("/components/") == true
        }
        #expect(measurements.count >= 4, "the buttons' and the 3D press style's labels, in light and dark")
        try TemporaryFolder.with { folder in
            let site = folder.appendingPathComponent("site").path
            #expect(DSCheckInProcess.run(["site", catalog, "--out", site, "--no-baseline"]).status == 0)
            for measurement in measurements {
                let subject = try #require(measurement["subject"]?.string)
                let page = try String(contentsOfFile: site + "/components/\(subject).md", encoding: .utf8)
                let item = try #require(measurement["item"]?.string)
                let context = try #require(measurement["context"]?.object?.members.first?.value.string)
                let value = try #require(measurement["value"]?.number)
                let threshold = try #require(measurement["threshold"]?.number)
                let passes = try #require(measurement["passes"]?.bool as Bool?)
                let verdict = passes ? "passes" : "fails"
                let cell = "\(String(format: "%.2f", value)):1, \(verdict) AA (\(JSONOutput.format(threshold)):1)"
                let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("  - \(item): ") }, "\(subject): no line for \(item)")
                // One verdict when every context agrees, else each context's own, by name.
                let perContext = line.contains("; ")
                #expect(
                    line.contains(perContext ? "\(context.capitalized) \(cell)" : ": \(cell)"), "\(subject): no \(cell) for \(item) in \(context)")
            }
        }
    }
}
