import DesignRules
import DesignSupport
import DesignTokens

extension RuleDescription {
    /// The project page, where findings without a rule of their own are documented.
    static let projectURL = "https://github.com/dscheck/dscheck"

    /// A description for a diagnostic id that no rule describes, such as
    /// `tokens/unresolved-reference`: the name comes from the id, the summary names the part of
    /// dscheck that reports it.
    static func generic(id: String, severity: Severity) -> RuleDescription {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        let words = (parts.last ?? id).split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        let name = words.prefix(1).uppercased() + words.dropFirst()
        let reporter = parts.count == 2 ? reporters[parts[0]] ?? "dscheck" : "dscheck"
        return RuleDescription(
            id: id, name: name,
            summary: "\(name), reported by \(reporter).",
            rationale:
                "\(reporter.prefix(1).uppercased() + reporter.dropFirst()) reports this while reading the catalogue; it is not a configurable rule. The message says what is wrong and what to do.",
            sourceURL: sources[parts.count == 2 ? parts[0] : ""] ?? projectURL,
            defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// The part of dscheck behind each id prefix.
    private static let reporters = [
        "json": "the JSON reader",
        "tokens": "the design token engine",
        "catalog": "the catalogue loader",
        "config": "the configuration reader",
    ]

    /// Where the format behind each id prefix is specified.
    private static let sources = [
        "tokens": "https://www.designtokens.org/tr/2025.10/format/"
    ]
}
