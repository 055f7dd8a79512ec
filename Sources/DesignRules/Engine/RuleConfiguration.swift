import DesignCatalog
import DesignSupport
import DesignTokens

/// How each rule runs in a catalogue: its severity (or off) and options, from the manifest's
/// `rules` object over the rules' defaults.
public struct RuleConfiguration: Sendable {
    /// One rule's settings.
    public struct Setting: Sendable {
        /// The severity, or nil when the rule is off.
        public var severity: Severity?
        public var options: RuleOptions
    }

    private var settings: [String: Setting] = [:]
    /// Severities set for diagnostics that are not rules (nil: off).
    private var otherSeverities: [String: Severity?] = [:]
    /// Problems with the configuration (unknown rules, options or severities).
    public var diagnostics: [Diagnostic] { collector.diagnostics }
    private var collector = DiagnosticCollector()

    /// Every rule at its default severity with default options.
    public init() {}

    /// The configuration the manifest's `rules` object asks for; problems are in `diagnostics`.
    /// `known` are the ids the check can report (``KnownDiagnostics/all(with:)``): rules take a
    /// severity and options, every other id a severity only (or `"off"`), errors of the reader,
    /// the token engine and the loader included: turning one off accepts a catalogue that does
    /// not load as written.
    public init(manifest: CatalogManifest, known: [DiagnosticID]) {
        self.init(rules: manifest.rules, known: known)
    }

    /// The configuration a manifest's `rules` object (`node`, if any) asks for; problems are in
    /// `diagnostics`.
    public init(rules node: JSONNode?, known: [DiagnosticID]) {
        guard let node else { return }
        guard let object = node.object else {
            error(
                .invalidRules,
                "\"rules\" must be an object of rule id to \"off\", \"info\", \"warning\", \"error\" or {\"severity\", \"options\"}",
                at: node.location)
            return
        }
        let byName = Dictionary(known.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        for member in object.members {
            guard byName[member.key] != nil else {
                error(
                    .unknownRule,
                    "unknown rule \"\(member.key)\"\(Suggestion.separator(for: member.key, among: byName.keys.sorted()))run 'dscheck rules' for the list",
                    at: member.keyLocation)
                continue
            }
            if let rule = RuleRegistry.rule(member.key) {
                if let setting = readSetting(member.value, for: rule.description) { settings[member.key] = setting }
                continue
            }
            guard member.value.string != nil else {
                error(
                    .invalidSeverity, "\(member.key) takes a severity only: \"off\", \"info\", \"warning\" or \"error\"",
                    at: member.value.location)
                continue
            }
            if let severity = readSeverity(member.value) { otherSeverities[member.key] = severity }
        }
    }

    /// `diagnostic` at its configured severity, or nil when its id is turned off. Rule findings
    /// are made at their configured severity already and pass through unchanged.
    public func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard diagnostic.id.origin != .rule, let setting = otherSeverities[diagnostic.ruleId] else {
            return diagnostic
        }
        guard let severity = setting else { return nil }
        var configured = diagnostic
        configured.severity = severity
        return configured
    }

    /// The setting of the rule with `description`.
    public func setting(for description: RuleDescription) -> Setting {
        settings[description.id] ?? Setting(severity: description.defaultSeverity, options: RuleOptions())
    }

    private mutating func error(_ kind: ConfigDiagnostic, _ message: String, at location: SourceLocation) {
        collector.report(kind, message, at: location)
    }

    private mutating func readSeverity(_ node: JSONNode) -> Severity?? {
        guard let text = node.string, text == "off" || Severity(rawValue: text) != nil else {
            let found = node.string.map { "unknown severity \"\($0)\"\(Suggestion.separator(for: $0, among: Self.severityNames))" }
            error(
                .invalidSeverity,
                "\(found ?? "a severity is a string, not \(node.value.kindDescription); ")use \"off\", \"info\", \"warning\" or \"error\"",
                at: node.location)
            return nil
        }
        return .some(Severity(rawValue: text))
    }

    /// What a rule can be set to.
    private static let severityNames = ["off"] + Severity.allCases.map(\.rawValue)

    private mutating func readSetting(_ node: JSONNode, for description: RuleDescription) -> Setting? {
        if node.string != nil {
            guard let severity = readSeverity(node) else { return nil }
            return Setting(severity: severity, options: RuleOptions())
        }
        guard let object = node.object else {
            error(
                .invalidSeverity, "settings for \(description.id) must be a severity string or {\"severity\", \"options\"}",
                at: node.location)
            return nil
        }
        var severity: Severity? = description.defaultSeverity
        var values: [String: JSONOutput] = [:]
        for member in object.members {
            switch member.key {
            case "severity":
                guard let read = readSeverity(member.value) else { return nil }
                severity = read
            case "options":
                guard let options = member.value.object else {
                    error(.invalidOption, "\"options\" must be an object", at: member.value.location)
                    return nil
                }
                for option in options.members {
                    guard let declared = description.options.first(where: { $0.name == option.key }) else {
                        let names = description.options.map(\.name)
                        error(
                            ConfigDiagnostic.unknownOption,
                            "\(description.id) has no option \"\(option.key)\"\(Suggestion.separator(for: option.key, among: names))\(names.isEmpty ? "it takes no options" : "its options are \(names.joined(separator: ", "))")",
                            at: option.keyLocation)
                        continue
                    }
                    if let value = checkOption(option.value, declared) { values[option.key] = value }
                }
            default:
                error(
                    .unknownKey,
                    "unknown key \"\(member.key)\" in the settings of \(description.id)\(Suggestion.separator(for: member.key, among: ["severity", "options"]))allowed: severity, options",
                    at: member.keyLocation)
            }
        }
        return Setting(severity: severity, options: RuleOptions(values))
    }

    private mutating func checkOption(_ node: JSONNode, _ option: RuleOption) -> JSONOutput? {
        switch option.kind {
        case .integer:
            if let number = node.number, number == number.rounded(), (0...RuleOption.largestInteger).contains(number) { return .number(number) }
            error(
                .invalidOption, "option \"\(option.name)\" takes a whole number from 0 to \(JSONOutput.format(RuleOption.largestInteger))",
                at: node.location)
        case .number:
            if let number = node.number { return .number(number) }
            error(.invalidOption, "option \"\(option.name)\" takes a number", at: node.location)
        case .choice(let choices):
            if let text = node.string, choices.contains(text) { return .string(text) }
            error(.invalidOption, "option \"\(option.name)\" takes one of: \(choices.joined(separator: ", "))", at: node.location)
        }
        return nil
    }
}
