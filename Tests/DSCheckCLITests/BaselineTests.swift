import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `check --write-baseline` and `--baseline` on a copy of the bundled catalogue: the baseline
/// records each finding, so a new finding on a subject that already has a baselined one fails,
/// reformatting does not disturb it, and findings that go away are reported (issue 12).
struct BaselineTests {
    /// One finding of a JSON report.
    struct Finding: Equatable {
        let ruleId: String
        let severity: String
        let subject: String?
        let element: String?
    }

    static let composition = "compositions/arrow-date-selector.json"
    /// The detail line of the date selector, which fails text contrast (2.39:1, in the ArrowDateSelector tutorial).
    static let detailLine = """
        {
                      "text": "Thu, May 28",
                      "typography": "{typography.date-detail}",
                      "fill": "{color.date-selector.detail}"
                    }
        """

    @Test func aNewFindingOnABaselinedSubjectFailsAndFixedOnesAreReported() throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            try FileManager.default.copyItem(atPath: Fixtures.repository("catalog"), toPath: catalog)
            let baseline = folder.appendingPathComponent("baseline.json").path
            let written = DSCheckInProcess.run(["check", catalog, "--write-baseline", baseline])
            #expect(written.status == 0, "\(written.stderr)")
            let recorded = try #require(try JSONReader().read(fileAt: baseline).object?["findings"]?.array)
            #expect(recorded.count == Int(written.stderr.split(separator: " ")[1]))
            #expect(try Self.open(catalog, baseline).findings.isEmpty)

            // A second failing text in a composition whose other texts are waived or baselined.
            let file = (catalog as NSString).appendingPathComponent(Self.composition)
            let original = try String(contentsOfFile: file, encoding: .utf8)
            #expect(original.contains(Self.detailLine))
            let added = original.replacingOccurrences(
                of: Self.detailLine,
                with: Self.detailLine
                    + ",\n{\"text\": \"Fri, May 29\", \"typography\": \"{typography.date-detail}\", \"fill\": \"{color.date-selector.detail}\"}")
            try added.write(toFile: file, atomically: true, encoding: .utf8)
            let regressed = try Self.open(catalog, baseline)
            #expect(regressed.status == 1)
            #expect(
                regressed.findings == [
                    Finding(
                        ruleId: "a11y/text-contrast", severity: "error", subject: "arrow-date-selector", element: "/root/children/1/stack/children/2")
                ])

            // Reindented, keys sorted, every element on other lines: still exactly that one.
            let tree = try JSONSerialization.jsonObject(with: Data(added.utf8))
            try JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: file))
            #expect(try Self.open(catalog, baseline).findings == regressed.findings)

            // Fixed: the new text gone, and a baselined finding (the next-day arrow's 2.18:1) gone too.
            var fixed = try #require(tree as? [String: Any])
            var root = try #require(fixed["root"] as? [String: Any])
            var children = try #require(root["children"] as? [Any])
            var labels = try #require(children[1] as? [String: Any])
            var stack = try #require(labels["stack"] as? [String: Any])
            stack["children"] = try #require(stack["children"] as? [Any]).dropLast() as [Any]
            labels["stack"] = stack
            children[1] = labels
            children.removeLast()
            root["children"] = children
            fixed["root"] = root
            try JSONSerialization.data(withJSONObject: fixed).write(to: URL(fileURLWithPath: file))
            let repaired = try Self.open(catalog, baseline)
            #expect(repaired.status == 0)
            let fixedNotes = repaired.findings.filter { $0.ruleId.hasPrefix("baseline/") }
            #expect(fixedNotes.map { [$0.ruleId, $0.severity, $0.subject] } == [["baseline/fixed", "info", "arrow-date-selector"]])
            #expect(repaired.findings.allSatisfy { $0.severity == "info" }, "the arrow's rotation token is now unused, nothing else")
            let strict = DSCheckInProcess.run(["check", catalog, "--baseline", baseline, "--strict-baseline"])
            #expect(strict.status == 1)
            #expect(
                strict.stdout.contains(
                    "error: the baseline accepts a finding of a11y/non-text-contrast on \"arrow-date-selector\" at /root/children/2"))
        }
    }

    @Test func aBaselineBySubjectIsRefusedWithTheWayOut() throws {
        try TemporaryFolder.with { folder in
            let old = folder.appendingPathComponent("old.json").path
            try Data(#"{"waivers": [{"rule": "a11y/text-contrast", "subject": "home", "reason": "adopted"}]}"#.utf8).write(
                to: URL(fileURLWithPath: old))
            let result = DSCheckInProcess.run(["check", Fixtures.repository("catalog"), "--baseline", old])
            #expect(result.status == 2)
            #expect(result.stderr.contains("write it again with 'dscheck check --write-baseline FILE'"))
            let strictAlone = DSCheckInProcess.run(["check", Fixtures.repository("catalog"), "--strict-baseline"])
            #expect(strictAlone.status == 2)
            #expect(strictAlone.stderr.contains("--strict-baseline needs --baseline FILE"))
        }
    }

    /// The unwaived, unbaselined findings of `check --baseline` at error and warning, with the status.
    private static func open(_ catalog: String, _ baseline: String) throws -> (status: Int32, findings: [Finding]) {
        let result = DSCheckInProcess.run(["check", catalog, "--baseline", baseline, "--format", "json"])
        let diagnostics = try #require(try JSONReader().read(result.stdout, file: "stdout").object?["diagnostics"]?.array)
        let findings = diagnostics.compactMap(\.object).map { object in
            Finding(
                ruleId: object["ruleId"]?.string ?? "", severity: object["severity"]?.string ?? "", subject: object["subject"]?.string,
                element: object["element"]?.string)
        }
        return (result.status, findings)
    }
}
