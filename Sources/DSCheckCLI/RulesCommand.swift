import CatalogCommands
import DesignRules
import DesignSupport
import DesignTokens

/// `dscheck rules`: lists the rules, or explains one with its examples.
enum RulesCommand: Subcommand {
    static let name = "rules"
    static let summary = "List the rules, or explain one with its examples"
    static let overview = """
        List dscheck's rules, or explain one with its examples.

        Every rule carries its description, rationale, source, default severity, options and its own
        triggering and non-triggering examples; this command prints them. It also explains the
        built-in diagnostics of the JSON reader, token engine, loader, configuration, baseline and site.

        With --coverage it prints the coverage map: each WCAG 2.2 level A and AA success criterion
        as it applies to a native app, and whether dscheck decides it (naming the rules), decides
        part of it, or leaves it to an XCUITest accessibility audit or to manual review; then the
        same for each guideline page the rules cite.
        """
    static let positionals = [Positional("RULE-ID", optional: true, help: "A rule id such as hig/touch-target (default: list every rule)")]
    static let options: [Option] = [
        .choice("--format", among: TextOrJSON.allCases, help: "Output format (default: text)"),
        .flag("--coverage", help: "Print the coverage map of WCAG 2.2 A/AA and the guidelines"),
    ]
    static let examples = [
        "dscheck rules",
        "dscheck rules a11y/text-contrast",
        "dscheck rules tokens/legacy-format",
        "dscheck rules --format json",
        "dscheck rules --coverage",
        "dscheck rules --coverage --format json",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "printed"),
        (2, "usage error or an unknown rule id"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let format = try parsed.choice("--format", default: TextOrJSON.text)
        if parsed.has("--coverage") {
            guard try parsed.singlePositional() == nil else { throw UsageError("--coverage maps every rule; give no RULE-ID with it") }
            console.out(format == .json ? CoverageReport.json().serialized() : CoverageReport.text())
            return ExitCode.success
        }
        var descriptions = RuleRegistry.descriptions
        let builtIns = CatalogRun.standardChecker.knownDiagnostics.filter { $0.origin != .rule }
        if let id = try parsed.singlePositional() {
            if let builtIn = builtIns.first(where: { $0.rawValue == id }) {
                console.out(format == .json ? builtInJSON(builtIn).serialized() : explain(builtIn))
                return ExitCode.success
            }
            guard let rule = RuleRegistry.rule(id) else {
                let known = descriptions.map(\.id) + builtIns.map(\.rawValue)
                throw UsageError("unknown rule '\(id)'\(Suggestion.phrase(for: id, among: known)); run 'dscheck rules' for the list")
            }
            descriptions = [rule.description]
            if format == .text {
                console.out(explain(rule.description))
                return ExitCode.success
            }
        }
        if format == .json {
            console.out(JSONOutput.array(descriptions.map(json)).serialized())
        } else {
            let width = descriptions.map(\.id.count).max() ?? 0
            for description in descriptions {
                console.out(
                    description.id.padded(to: width) + "  "
                        + description.defaultSeverity.rawValue.padded(to: 7) + "  " + description.summary
                        + "\n")
            }
            let origins = DiagnosticOrigin.allCases.filter { origin in builtIns.contains { $0.origin == origin } }.map(\.rawValue)
            let reporters = origins.dropLast().joined(separator: ", ") + (origins.count > 1 ? " and " : "") + (origins.last ?? "")
            console.out("\(descriptions.count) rules; 'dscheck rules RULE-ID' explains one\n\nBuilt-in diagnostics (\(reporters)):\n")
            let builtInWidth = builtIns.map(\.rawValue.count).max() ?? 0
            for builtIn in builtIns {
                console.out(
                    builtIn.rawValue.padded(to: builtInWidth) + "  "
                        + builtIn.defaultSeverity.rawValue.padded(to: 7) + "  " + builtIn.summary + "\n")
            }
        }
        return ExitCode.success
    }

    static func explain(_ builtIn: DiagnosticID) -> String {
        """
        \(builtIn.rawValue)

        \(builtIn.summary)

        Reported by \(builtIn.origin.rawValue), at the file, line and column of the problem.
        Severity: \(builtIn.defaultSeverity.rawValue) (set another, or "off", in dscheck.json "rules"; waive one finding by its subject)

        """
    }

    static func builtInJSON(_ builtIn: DiagnosticID) -> JSONOutput {
        .object([
            "id": .string(builtIn.rawValue),
            "summary": .string(builtIn.summary),
            "reportedBy": .string(builtIn.origin.rawValue),
            "defaultSeverity": .string(builtIn.defaultSeverity.rawValue),
        ])
    }

    static func explain(_ description: RuleDescription) -> String {
        var text = "\(description.id): \(description.name)\n\n\(description.summary)\n\n\(description.rationale)\n\n"
        text += "Source: \(description.sourceURL)\nDefault severity: \(description.defaultSeverity.rawValue)\n"
        if !description.options.isEmpty {
            text += "\nOptions:\n"
            for option in description.options {
                text += "  \(option.name) (default \(option.defaultValue.serialized(pretty: false))): \(option.summary)\n"
            }
        }
        for (title, examples) in [("Triggers on", description.triggeringExamples), ("Does not trigger on", description.nonTriggeringExamples)] {
            text += "\n\(title):\n"
            for example in examples {
                text += "\n  \(example.summary)\(example.options.map { " (options \($0))" } ?? "")\n"
                for file in example.files {
                    text += "    \(file.path):\n"
                    for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                        text += "      \(line)\n"
                    }
                }
            }
        }
        return text
    }

    static func json(_ description: RuleDescription) -> JSONOutput {
        func examples(_ list: [RuleExample]) -> JSONOutput {
            .array(
                list.map { example in
                    .object([
                        "summary": .string(example.summary),
                        "options": .string(example.options),
                        "files": .array(example.files.map { .object(["path": .string($0.path), "contents": .string($0.contents)]) }),
                    ])
                })
        }
        return .object([
            "id": .string(description.id),
            "name": .string(description.name),
            "summary": .string(description.summary),
            "rationale": .string(description.rationale),
            "source": .string(description.sourceURL),
            "defaultSeverity": .string(description.defaultSeverity.rawValue),
            "options": .array(
                description.options.map { .object(["name": .string($0.name), "summary": .string($0.summary), "default": $0.defaultValue]) }),
            "triggeringExamples": examples(description.triggeringExamples),
            "nonTriggeringExamples": examples(description.nonTriggeringExamples),
        ])
    }
}
