import DesignRules
import DesignTokens
import Testing

/// `dscheck rules --coverage`: the coverage map as text and JSON.
struct CoverageCommandTests {
    @Test func textListsEachCriterionOnceWithItsStatus() {
        let run = DSCheckInProcess.run(["rules", "--coverage"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for criterion in AccessibilityCoverage.criteria {
            let heads = lines.filter { $0.hasPrefix(criterion.number + " ") }
            #expect(heads.count == 1, "\(criterion.number)")
            #expect(heads.first?.hasSuffix(" " + criterion.name) == true)
            #expect(heads.first?.contains(" \(criterion.status.rawValue) ") == true)
        }
        #expect(lines.contains("1.4.3  AA  decided  Contrast (Minimum)"))
        #expect(lines.contains("    rules: a11y/text-contrast, a11y/token-contrast"))
        #expect(lines.contains("    runtime audit: contrast"))
        #expect(
            run.stdout.hasPrefix(
                "WCAG 2.2 level A and AA, read for native apps (WCAG2ICT): 55 criteria; 3 decided, 4 partial, 2 runtime, 46 manual\n"))
        for rule in RuleRegistry.descriptions { #expect(run.stdout.contains(rule.id), "\(rule.id)") }
    }

    @Test func jsonHasAnEntryPerCriterionWithItsStatusAndRules() throws {
        let run = DSCheckInProcess.run(["rules", "--coverage", "--format", "json"])
        #expect(run.status == 0)
        let root = try JSONReader().read(run.stdout, file: "coverage.json").object
        let criteria = try #require(root?["criteria"]?.array)
        #expect(criteria.count == 55)
        #expect(Set(criteria.compactMap { $0.object?["number"]?.string }).count == 55)
        for entry in criteria {
            let status = try #require(entry.object?["status"]?.string)
            #expect(["decided", "partial", "runtime", "manual"].contains(status))
        }
        let targetSize = try #require(criteria.first { $0.object?["number"]?.string == "2.5.8" }?.object)
        #expect(targetSize["status"]?.string == "decided")
        #expect(targetSize["rules"]?.array?.compactMap(\.string) == ["hig/touch-target"])
        #expect(targetSize["runtimeAudits"]?.array?.compactMap(\.string) == ["hitRegion"])
        #expect(targetSize["en301549"]?.string == "new in WCAG 2.2")
        let topics = try #require(root?["topics"]?.array)
        let named = Set(topics.flatMap { $0.object?["rules"]?.array?.compactMap(\.string) ?? [] })
        #expect(named == Set(RuleRegistry.descriptions.map(\.id)))
    }

    @Test func aRuleIdBesideCoverageIsAUsageError() {
        let run = DSCheckInProcess.run(["rules", "--coverage", "hig/touch-target"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--coverage maps every rule; give no RULE-ID with it"))
    }
}
