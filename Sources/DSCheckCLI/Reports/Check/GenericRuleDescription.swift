import DesignRules
import DesignSupport
import DesignTokens

extension RuleDescription {
    /// The project page, where findings without a rule of their own are documented.
    static let projectURL = "https://github.com/dscheck/dscheck"

    /// A description for a diagnostic id that no rule describes, such as
    /// `tokens/unresolved-reference`: the name comes from the id, the summary is the id's own and
    /// the rationale names the part of dscheck that reports it.
    static func generic(_ id: DiagnosticID, severity: Severity) -> RuleDescription {
        let words = (id.rawValue.split(separator: "/", maxSplits: 1).last ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" })
            .joined(separator: " ")
        let name = words.prefix(1).uppercased() + words.dropFirst()
        let reporter = id.origin.rawValue
        return RuleDescription(
            id: id.rawValue, name: name,
            summary: id.summary.isEmpty ? "\(name), reported by \(reporter)." : id.summary,
            rationale:
                "\(reporter.prefix(1).uppercased() + reporter.dropFirst()) reports this. Set another severity or \"off\" for it in dscheck.json \"rules\", or waive one finding by its subject. The message says what is wrong and what to do.",
            sourceURL: id.origin == .tokens ? "https://www.designtokens.org/tr/2025.10/format/" : projectURL,
            defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
    }
}
