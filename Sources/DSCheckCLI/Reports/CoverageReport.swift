import DesignRules
import DesignSupport

/// `dscheck rules --coverage`: the coverage map (``AccessibilityCoverage``) as text for a
/// terminal or as JSON for an audit report, one entry per WCAG criterion and per cited page.
enum CoverageReport {
    typealias Coverage = AccessibilityCoverage

    /// The map as text: a criterion a block, its number, level, status and name on the first line,
    /// then what dscheck decides or what is left, the rules, the runtime audits and the European
    /// standard where it leaves the criterion out.
    static func text() -> String {
        let criteria = Coverage.criteria
        var text = "WCAG 2.2 level A and AA, read for native apps (WCAG2ICT): \(criteria.count) criteria; \(counts(criteria.map(\.status)))\n"
        text += "(4.1.1 Parsing is obsolete and removed in WCAG 2.2.)\n"
        let statusWidth = Coverage.Status.allCases.map(\.rawValue.count).max() ?? 0
        for criterion in criteria {
            text += "\n" + criterion.number.padded(to: 7)
            text += criterion.level.rawValue.padded(to: 4)
            text += criterion.status.rawValue.padded(to: statusWidth + 2) + criterion.name + "\n"
            text += "    \(criterion.note)\n"
            if !criterion.ruleIDs.isEmpty { text += "    rules: \(criterion.ruleIDs.joined(separator: ", "))\n" }
            if !criterion.audits.isEmpty { text += "    runtime audit: \(criterion.audits.map(\.rawValue).joined(separator: ", "))\n" }
            if let reading = criterion.nativeReading { text += "    native apps: \(reading)\n" }
            if criterion.europeanStandard != .required { text += "    EN 301 549 V3.2.1: \(criterion.europeanStandard.rawValue)\n" }
        }
        let topics = Coverage.topics
        text += "\nGuideline pages the rules cite: \(topics.count); \(counts(topics.map(\.status)))\n"
        for topic in topics {
            text += "\n\(topic.status.rawValue.padded(to: statusWidth + 2))\(topic.title)\n"
            text += "    \(topic.url)\n    \(topic.note)\n    rules: \(topic.ruleIDs().joined(separator: ", "))\n"
        }
        text += "\nRuntime audits are XCUIAccessibilityAuditType cases for XCUIApplication.performAccessibilityAudit (Xcode 15, iOS 17).\n"
        return text
    }

    /// The map as JSON: `criteria` (number, name, level, status, rules, note, runtimeAudits,
    /// nativeReading, en301549, url) and `topics` (title, url, status, rules, note).
    static func json() -> JSONOutput {
        .object([
            "wcagVersion": .string("2.2"),
            "criteria": .array(
                Coverage.criteria.map { criterion in
                    .object([
                        "number": .string(criterion.number),
                        "name": .string(criterion.name),
                        "level": .string(criterion.level.rawValue),
                        "status": .string(criterion.status.rawValue),
                        "rules": .array(criterion.ruleIDs.map { .string($0) }),
                        "note": .string(criterion.note),
                        "runtimeAudits": .array(criterion.audits.map { .string($0.rawValue) }),
                        "nativeReading": .string(criterion.nativeReading),
                        "en301549": .string(criterion.europeanStandard.rawValue),
                        "url": .string(criterion.url),
                    ])
                }),
            "topics": .array(
                Coverage.topics.map { topic in
                    .object([
                        "title": .string(topic.title),
                        "url": .string(topic.url),
                        "status": .string(topic.status.rawValue),
                        "rules": .array(topic.ruleIDs().map { .string($0) }),
                        "note": .string(topic.note),
                    ])
                }),
        ])
    }

    /// "3 decided, 4 partial, …" in the statuses' order, leaving out those with none.
    private static func counts(_ statuses: [Coverage.Status]) -> String {
        Coverage.Status.allCases.compactMap { status in
            let count = statuses.filter { $0 == status }.count
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }.joined(separator: ", ")
    }
}
