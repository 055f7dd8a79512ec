import Foundation
import TestSupport
import Testing

/// A `dscheck.json` with a problem in nearly every member: every problem is reported in one
/// run, each at its file:line:col, with a did-you-mean where a near name exists; a missing
/// required member no longer hides the rule settings and waivers.
struct ManifestProblemsTests {
    static let folder = Fixtures.path("manifest-problems")

    @Test func everyManifestProblemIsReportedAtOnce() throws {
        let result = DSCheckInProcess.run(["check", Self.folder])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let shown = result.stderr.replacingOccurrences(of: Self.folder, with: "manifest-problems")
        try Golden.check(shown, against: "reports/manifest-problems.txt")
    }

    @Test func eachProblemNamesItsPlaceAndANearName() {
        let lines = DSCheckInProcess.run(["check", Self.folder]).stderr.split(separator: "\n").dropLast()
        #expect(lines.count == 14)
        #expect(lines.allSatisfy { $0.hasPrefix(Self.folder + "/dscheck.json:") })
        for near in [
            "version", "platform", "tokens.tokens.json", "safeArea", "a11y/text-contrast", "error", "severity", "maxWords", "off", "hig/press-state",
        ] {
            #expect(lines.contains { $0.contains("did you mean \"\(near)\"?") }, "no did-you-mean for \(near)")
        }
    }
}
