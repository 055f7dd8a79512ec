import Testing

@testable import DesignRules

/// The coverage map against WCAG 2.2 and the rule registry: every level A and AA criterion once
/// (counted from the recommendation's own list, https://www.w3.org/TR/WCAG22/, not from the map),
/// every rule in it, and each status backed by what it claims.
struct CoverageMapTests {
    /// WCAG 2.2's level A criteria (31; 4.1.1 Parsing is obsolete and removed) and level AA (24).
    static let levelA = [
        "1.1.1", "1.2.1", "1.2.2", "1.2.3", "1.3.1", "1.3.2", "1.3.3", "1.4.1", "1.4.2", "2.1.1", "2.1.2", "2.1.4", "2.2.1", "2.2.2", "2.3.1",
        "2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.5.1", "2.5.2", "2.5.3", "2.5.4", "3.1.1", "3.2.1", "3.2.2", "3.2.6", "3.3.1", "3.3.2", "3.3.7",
        "4.1.2",
    ]
    static let levelAA = [
        "1.2.4", "1.2.5", "1.3.4", "1.3.5", "1.4.3", "1.4.4", "1.4.5", "1.4.10", "1.4.11", "1.4.12", "1.4.13", "2.4.5", "2.4.6", "2.4.7",
        "2.4.11", "2.5.7", "2.5.8", "3.1.2", "3.2.3", "3.2.4", "3.3.3", "3.3.4", "3.3.8", "4.1.3",
    ]

    @Test func everyLevelAAndAACriterionIsListedOnceAtItsLevel() {
        #expect(Self.levelA.count == 31 && Self.levelAA.count == 24)
        let criteria = AccessibilityCoverage.criteria
        #expect(criteria.map(\.number).sorted() == (Self.levelA + Self.levelAA).sorted())
        for criterion in criteria {
            #expect(criterion.level == (Self.levelA.contains(criterion.number) ? .a : .aa), "\(criterion.number)")
        }
        #expect(!criteria.contains { $0.number == "4.1.1" })
    }

    @Test func theCriteriaAreInWCAGsOrder() {
        let numbers = AccessibilityCoverage.criteria.map { $0.number.split(separator: ".").map { Int($0)! } }
        #expect(numbers == numbers.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func everyRuleIsInTheMapAndEveryRuleTheMapNamesExists() {
        #expect(AccessibilityCoverage.rulesMissing() == [])
        let registered = Set(RuleRegistry.descriptions.map(\.id))
        for criterion in AccessibilityCoverage.criteria {
            for id in criterion.ruleIDs { #expect(registered.contains(id), "\(criterion.number) names \(id)") }
        }
        let topicPages = Set(AccessibilityCoverage.topics.map(\.url))
        for rule in RuleRegistry.descriptions {
            #expect(topicPages.contains(AccessibilityCoverage.Topic.page(of: rule.sourceURL)), "no topic holds \(rule.id)'s source \(rule.sourceURL)")
        }
        for topic in AccessibilityCoverage.topics { #expect(!topic.ruleIDs().isEmpty, "no rule cites \(topic.url)") }
    }

    @Test func aRuleTheMapDoesNotNameIsReportedMissing() {
        let unmapped = RuleDescription(
            id: "hig/unmapped", name: "Unmapped", summary: "S.", rationale: "R.", sourceURL: "https://example.com/guide", defaultSeverity: .warning,
            triggeringExamples: [], nonTriggeringExamples: [])
        #expect(AccessibilityCoverage.rulesMissing(from: RuleRegistry.descriptions + [unmapped]) == ["hig/unmapped"])
    }

    @Test func eachStatusIsBackedByWhatItClaims() {
        for criterion in AccessibilityCoverage.criteria {
            switch criterion.status {
            case .decided, .partial: #expect(!criterion.ruleIDs.isEmpty, "\(criterion.number) is \(criterion.status) with no rule")
            case .runtime: #expect(criterion.ruleIDs.isEmpty && !criterion.audits.isEmpty, "\(criterion.number)")
            case .manual: #expect(criterion.ruleIDs.isEmpty && criterion.audits.isEmpty, "\(criterion.number)")
            }
            #expect(!criterion.note.isEmpty)
        }
        // WCAG2ICT's sets of software programs, and what EN 301 549 V3.2.1 leaves out for software.
        let sets = AccessibilityCoverage.criteria.filter { $0.nativeReading?.contains("set of software programs") == true }.map(\.number)
        #expect(sets == ["2.4.1", "2.4.5", "3.2.3", "3.2.4", "3.2.6"])
        let leftOut = AccessibilityCoverage.criteria.filter { $0.europeanStandard == .leftOut }.map(\.number)
        #expect(leftOut == ["2.4.1", "2.4.2", "2.4.5", "3.1.2", "3.2.3", "3.2.4"])
        let new = AccessibilityCoverage.criteria.filter { $0.europeanStandard == .newInWCAG22 }.map(\.number)
        #expect(new == ["2.4.11", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8"])
    }

    @Test(arguments: [
        ("Contrast (Minimum)", "contrast-minimum"), ("Audio-only and Video-only (Prerecorded)", "audio-only-and-video-only-prerecorded"),
        ("Error Prevention (Legal, Financial, Data)", "error-prevention-legal-financial-data"), ("Pause, Stop, Hide", "pause-stop-hide"),
    ])
    func criteriaLinkToW3CsAnchors(name: String, anchor: String) {
        #expect(AccessibilityCoverage.Criterion.anchor(name) == anchor)
    }
}
