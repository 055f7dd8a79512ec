import DesignSupport
import DesignTokens

/// Everything a rule says about itself: identity, documentation, default severity, options and
/// its own examples. `dscheck rules`, the rules pages of the site and the SARIF rule metadata are
/// generated from it, and one generic test runs every rule against its examples.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id grouped by prefix (`hig/…`, `a11y/…`, `feedback/…`, `tokens/…`).
    public let id: String
    /// A short name.
    public let name: String
    /// One sentence: what the rule finds.
    public let summary: String
    /// Why it matters, in a paragraph.
    public let rationale: String
    /// Where the guideline comes from.
    public let sourceURL: String
    /// The severity when the manifest does not set one.
    public let defaultSeverity: Severity
    /// The options the rule takes.
    public let options: [RuleOption]
    /// Catalogues on which the rule must report at least one finding.
    public let triggeringExamples: [RuleExample]
    /// Catalogues on which the rule must report nothing.
    public let nonTriggeringExamples: [RuleExample]
    /// Whether a finding about a token stands only when it holds in every resolver context that
    /// has the token (a token used in any context is used); otherwise each context's findings
    /// stand on their own.
    public let holdsOnlyInEveryContext: Bool

    /// The rule's id as a diagnostic id, which its findings carry.
    public var diagnosticID: DiagnosticID {
        DiagnosticID(id, summary: summary, defaultSeverity: defaultSeverity, origin: .rule)
    }

    /// Creates a description.
    public init(
        id: String, name: String, summary: String, rationale: String, sourceURL: String,
        defaultSeverity: Severity, options: [RuleOption] = [], holdsOnlyInEveryContext: Bool = false,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.holdsOnlyInEveryContext = holdsOnlyInEveryContext
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.sourceURL = sourceURL
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// An option a rule takes, with its default.
public struct RuleOption: Sendable {
    /// The kinds of values an option takes.
    public enum Kind: Sendable, Hashable {
        case integer
        case number
        case choice([String])
    }

    /// The largest value an integer option takes: far above any sensible count, and small enough
    /// for rules to turn it into an `Int`.
    public static let largestInteger: Double = 1_000_000

    public let name: String
    public let summary: String
    public let kind: Kind
    /// The default, as it would be written in JSON.
    public let defaultValue: JSONOutput

    /// Creates an option.
    public init(name: String, summary: String, kind: Kind, defaultValue: JSONOutput) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultValue = defaultValue
    }
}

/// A small catalogue that shows a rule at work: spec files by path (relative to the catalogue
/// folder, such as `components/chip.json`), on top of the standard example tokens.
public struct RuleExample: Sendable {
    /// What the example shows.
    public let summary: String
    /// File path to contents.
    public let files: [(path: String, contents: String)]
    /// Rule options to apply, as JSON object text, if any.
    public let options: String?
    /// The manifest's `"sources"`: folders of the example's Swift files, if any.
    public let sources: [String]
    /// The manifest's `"contrastPairs"`, as JSON array text, if any.
    public let contrastPairs: String?

    /// An example made of files.
    public init(
        _ summary: String, files: [(path: String, contents: String)], options: String? = nil, sources: [String] = [], contrastPairs: String? = nil
    ) {
        self.summary = summary
        self.files = files
        self.options = options
        self.sources = sources
        self.contrastPairs = contrastPairs
    }

    /// An example of the standard tokens with `pairs` as the manifest's `"contrastPairs"`.
    public static func pairs(_ summary: String, _ pairs: String) -> RuleExample {
        RuleExample(summary, files: [], contrastPairs: pairs)
    }

    /// An example with Swift files in the folder `App` (named as `"sources"`), beside component specs.
    public static func code(_ summary: String, swift: [(path: String, contents: String)], specs: [String] = [], options: String? = nil)
        -> RuleExample
    {
        let components = specs.map { ("components/\(ExampleCatalog.specID($0) ?? "example").json", $0) }
        return RuleExample(summary, files: components + swift.map { ("App/\($0.path)", $0.contents) }, options: options, sources: ["App"])
    }

    /// An example with one component spec.
    public static func component(_ summary: String, _ json: String, options: String? = nil) -> RuleExample {
        RuleExample(summary, files: [("components/\(ExampleCatalog.specID(json) ?? "example").json", json)], options: options)
    }

    /// An example with one composition (and the components it needs).
    public static func composition(_ summary: String, _ json: String, components: [String] = [], options: String? = nil) -> RuleExample {
        var files = components.map { ("components/\(ExampleCatalog.specID($0) ?? "example").json", $0) }
        files.append(("compositions/\(ExampleCatalog.specID(json) ?? "example").json", json))
        return RuleExample(summary, files: files, options: options)
    }

    /// An example with extra token files (DTCG JSON) on top of the standard ones.
    public static func tokens(_ summary: String, _ json: String, specs: [(path: String, contents: String)] = [], options: String? = nil)
        -> RuleExample
    {
        RuleExample(summary, files: [("tokens/example.tokens.json", json)] + specs, options: options)
    }
}
