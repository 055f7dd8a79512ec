import DSCheckCLI
import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// The site and `check` read one measurement of contrast: for every text element of the
/// bundled catalogue, the ratio and verdict on the token page equal those of
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
            return try String(contentsOfFile: site + "/tokens/index.md", encoding: .utf8)
        }
        let table = page.components(separatedBy: "## Text contrast")[1]
        var failing = 0
        for measurement in measurements {
            let value = try #require(measurement["value"]?.number)
            let threshold = try #require(measurement["threshold"]?.number)
            let passes = try #require(measurement["passes"]?.bool)
            if !passes { failing += 1 }
            #expect((value >= threshold) == passes, "the verdict follows the exact value, never the rounded one")
            let cell = "\(String(format: "%.2f", value)):1, \(passes ? "passes" : "fails") AA (\(JSONOutput.format(threshold)):1)"
            let item = try #require(measurement["item"]?.string)
            let row = table.split(separator: "\n").map { $0.replacingOccurrences(of: "\\", with: "") }.first {
                $0.hasPrefix("| \(item) |") && $0.contains(cell)
            }
            #expect(row != nil, "no row for \(item) with \(cell)")
        }
        #expect(table.components(separatedBy: "fails AA").count - 1 == failing)
    }
}
