/// Which part of dscheck reports a diagnostic.
public enum DiagnosticOrigin: String, Sendable, Hashable, CaseIterable {
    case reader = "the JSON reader"
    case tokens = "the token engine"
    case loader = "the catalogue loader"
    case configuration = "the configuration reader"
    case site = "the site generator"
    case export = "the Swift exporter"
    case importer = "the token importer"
    case diff = "the token diff"
    case baseline = "the baseline"
    case rule = "a rule"

    /// Whether an error from this origin means the catalogue cannot be read as written (as
    /// opposed to a finding about a catalogue that was read).
    public var stopsLoading: Bool {
        switch self {
        case .reader, .tokens, .loader: true
        case .configuration, .site, .export, .importer, .diff, .baseline, .rule: false
        }
    }
}

/// The stable id of a kind of diagnostic, such as `tokens/unresolved-reference` or
/// `a11y/text-contrast`, with its one description. Ids are declared by the module that emits
/// them (see ``DiagnosticKind``; rules declare theirs in their description), compared by their
/// text, and are what configuration, waivers, baselines and code scanning name.
public struct DiagnosticID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as written: kebab-case, grouped by a prefix and a slash.
    public let rawValue: String
    /// One sentence that says what the diagnostic reports.
    public let summary: String
    /// The severity it is reported at unless the configuration says otherwise.
    public let defaultSeverity: Severity
    /// Which part of dscheck reports it.
    public let origin: DiagnosticOrigin
    /// Whether it reports a dependent: something that fails only because of another finding,
    /// the root cause (such as a token whose alias names an invalid token). Summaries count
    /// dependents apart from root causes.
    public let reportsDependent: Bool

    /// Declares an id.
    public init(_ rawValue: String, summary: String, defaultSeverity: Severity, origin: DiagnosticOrigin, reportsDependent: Bool = false) {
        self.rawValue = rawValue
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.origin = origin
        self.reportsDependent = reportsDependent
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The diagnostics one part of dscheck reports, as an enum whose raw values are the ids: the
/// module that emits them declares it next to the code, and `allCases` lists them for
/// `dscheck rules`, the configuration and the site.
public protocol DiagnosticKind: RawRepresentable<String>, CaseIterable, Sendable {
    /// Which part of dscheck reports these diagnostics.
    static var origin: DiagnosticOrigin { get }
    /// One sentence that says what the diagnostic reports: the one description of each case,
    /// which `dscheck rules`, the rule reference and the reports' rule metadata print. A case
    /// has no doc comment of its own that could say something else.
    var summary: String { get }
    /// The severity it is reported at unless the configuration says otherwise.
    var defaultSeverity: Severity { get }
    /// Whether it reports a dependent of another finding rather than a root cause.
    var reportsDependent: Bool { get }
}

extension DiagnosticKind {
    /// The id of this kind of diagnostic.
    public var id: DiagnosticID {
        DiagnosticID(rawValue, summary: summary, defaultSeverity: defaultSeverity, origin: Self.origin, reportsDependent: reportsDependent)
    }

    /// Root causes, unless a kind says otherwise.
    public var reportsDependent: Bool { false }

    /// Every id of this kind, in declaration order.
    public static var ids: [DiagnosticID] { allCases.map(\.id) }
}
