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
/// loader, the configuration, the site or a rule. Every diagnostic has a location and a stable id.
public struct Diagnostic: Hashable, Sendable {
    /// The stable id, such as `tokens/unresolved-reference`, with its description.
    public var id: DiagnosticID
    /// How serious the finding is.
    public var severity: Severity
    /// A sentence that says what is wrong and what to do about it.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The token name, component id or composition id the finding is about, if any.
    public var subject: String?
    /// The resolver context the finding was found in; empty when the finding holds in every
    /// context.
    public var context: ResolverContext

    /// Creates a diagnostic with the id `id`.
    public init(
        id: DiagnosticID,
        severity: Severity,
        message: String,
        location: SourceLocation,
        subject: String? = nil,
        context: ResolverContext = [:]
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
        self.context = context
    }

    /// Creates a diagnostic of `kind`, at the kind's default severity unless `severity` is given.
    public init(
        _ kind: some DiagnosticKind,
        severity: Severity? = nil,
        message: String,
        location: SourceLocation,
        subject: String? = nil,
        context: ResolverContext = [:]
    ) {
        self.init(
            id: kind.id, severity: severity ?? kind.defaultSeverity, message: message, location: location, subject: subject,
            context: context)
    }

    /// The id as written, such as `tokens/unresolved-reference`.
    public var ruleId: String { id.rawValue }

    /// Whether this reports a dependent of another finding (see ``DiagnosticID/reportsDependent``).
    public var isDependent: Bool { id.reportsDependent }

    /// Hashes the id, the place and the message's length, not the message itself: equal
    /// diagnostics still hash alike (equality compares every field), and sets and dictionaries of
    /// a catalogue's findings no longer hash each sentence, which for a message with an arrow or a
    /// quote means normalising it to NFC first; findings that share a place and an id are few.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(location)
        hasher.combine(message.utf8.count)
    }
}

extension Diagnostic: Comparable {
    /// Orders files that cannot be read first (nothing else about them is known, and what
    /// refers to them waits on them), then by file, line, column, id, message and context, so
    /// reports are deterministic.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let (lhsUnread, rhsUnread) = (lhs.id.origin == .reader, rhs.id.origin == .reader)
        if lhsUnread != rhsUnread { return lhsUnread }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.context < rhs.context
    }
}
