/// How serious a diagnostic is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding, from any layer of dscheck: the JSON reader, the token engine, the catalogue
/// loader or a rule. Every diagnostic has a location and a stable rule id.
public struct Diagnostic: Hashable, Sendable {
    /// Stable kebab-case id grouped by prefix, such as `tokens/unresolved-reference`.
    public var ruleId: String
    /// How serious the finding is.
    public var severity: Severity
    /// A sentence that says what is wrong and what to do about it.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The token name, component id or composition id the finding is about, if any.
    public var subject: String?
    /// The resolver context the finding was found in (modifier name to context name); empty
    /// when the finding holds in every context.
    public var context: [String: String]

    /// Creates a diagnostic.
    public init(
        ruleId: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        subject: String? = nil,
        context: [String: String] = [:]
    ) {
        self.ruleId = ruleId
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
        self.context = context
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, then rule id and message, so reports are deterministic.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleId != rhs.ruleId { return lhs.ruleId < rhs.ruleId }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.context.sorted { $0.key < $1.key }.description
            < rhs.context.sorted { $0.key < $1.key }.description
    }
}
