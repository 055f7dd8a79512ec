import DesignCatalog
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
    /// Severities set for configurable built-in diagnostics (nil: off).
    private var builtInSeverities: [String: Severity?] = [:]
    /// Problems with the configuration (unknown rules, options or severities).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Every rule at its default severity with default options.
    public init() {}

    /// The configuration the manifest's `rules` object asks for; problems are in `diagnostics`.
    public init(manifest: CatalogManifest) {
        guard let node = manifest.rules else { return }
        guard let object = node.object else {
            error(
                "config/invalid-rules",
                "\"rules\" must be an object of rule id to \"off\", \"info\", \"warning\", \"error\" or {\"severity\", \"options\"}",
                at: node.location)
            return
        }
        let ids = RuleRegistry.descriptions.map(\.id) + BuiltInDiagnostics.all.filter(\.isConfigurable).map(\.id)
        for member in object.members {
            if let builtIn = BuiltInDiagnostics.diagnostic(member.key) {
                guard builtIn.isConfigurable else {
                    error(
                        "config/unknown-rule",
                        "\(member.key) cannot be configured: it reports a catalogue that dscheck cannot read as written; fix the catalogue instead",
                        at: member.keyLocation)
                    continue
                }
                guard member.value.string != nil, let severity = readSeverity(member.value) else {
                    if member.value.string == nil {
                        error(
                            "config/invalid-severity", "\(member.key) takes a severity only: \"off\", \"info\", \"warning\" or \"error\"",
                            at: member.value.location)
                    }
                    continue
                }
                builtInSeverities[member.key] = severity
                continue
            }
            guard let rule = RuleRegistry.rule(member.key) else {
                error(
                    "config/unknown-rule",
                    "unknown rule \"\(member.key)\"\(Suggestion.phrase(for: member.key, among: ids)); run 'dscheck rules' for the list",
                    at: member.keyLocation)
                continue
            }
            if let setting = readSetting(member.value, for: rule.description) {
                settings[member.key] = setting
            }
        }
    }

    /// The severity of a built-in diagnostic with `id` as configured: its own, a configured one,
    /// or nil when it is turned off.
    public func severity(ofBuiltIn id: String, default severity: Severity) -> Severity? {
        builtInSeverities[id] ?? severity
    }

    /// The setting of the rule with `description`.
    public func setting(for description: RuleDescription) -> Setting {
        settings[description.id] ?? Setting(severity: description.defaultSeverity, options: RuleOptions())
    }

    private mutating func error(_ ruleId: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(ruleId: ruleId, severity: .error, message: message, location: location))
    }

    private mutating func readSeverity(_ node: JSONNode) -> Severity?? {
        guard let text = node.string, text == "off" || Severity(rawValue: text) != nil else {
            error("config/invalid-severity", "severity must be \"off\", \"info\", \"warning\" or \"error\"", at: node.location)
            return nil
        }
        return .some(Severity(rawValue: text))
    }

    private mutating func readSetting(_ node: JSONNode, for description: RuleDescription) -> Setting? {
        if node.string != nil {
            guard let severity = readSeverity(node) else { return nil }
            return Setting(severity: severity, options: RuleOptions())
        }
        guard let object = node.object else {
            error(
                "config/invalid-severity", "settings for \(description.id) must be a severity string or {\"severity\", \"options\"}",
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
                    error("config/invalid-option", "\"options\" must be an object", at: member.value.location)
                    return nil
                }
                for option in options.members {
                    guard let declared = description.options.first(where: { $0.name == option.key }) else {
                        let names = description.options.map(\.name)
                        error(
                            "config/unknown-option",
                            "\(description.id) has no option \"\(option.key)\"\(Suggestion.separator(for: option.key, among: names))\(names.isEmpty ? "it takes no options" : "its options are \(names.joined(separator: ", "))")",
                            at: option.keyLocation)
                        continue
                    }
                    if let value = checkOption(option.value, declared) { values[option.key] = value }
                }
            default:
                error(
                    "config/unknown-key", "unknown key \"\(member.key)\" in the settings of \(description.id); allowed: severity, options",
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
                "config/invalid-option", "option \"\(option.name)\" takes a whole number from 0 to \(JSONOutput.format(RuleOption.largestInteger))",
                at: node.location)
        case .number:
            if let number = node.number { return .number(number) }
            error("config/invalid-option", "option \"\(option.name)\" takes a number", at: node.location)
        case .choice(let choices):
            if let text = node.string, choices.contains(text) { return .string(text) }
            error("config/invalid-option", "option \"\(option.name)\" takes one of: \(choices.joined(separator: ", "))", at: node.location)
        }
        return nil
    }
}
