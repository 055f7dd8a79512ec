/// Gathers the diagnostics of one pass over some input (a file being read, a catalogue being
/// loaded or configured), in the order they are found.
public struct DiagnosticCollector: Sendable {
    /// What has been reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// An empty collector.
    public init() {}

    /// Reports a diagnostic of `kind` at its default severity, or at `severity`.
    public mutating func report(
        _ kind: some DiagnosticKind, _ message: String, at location: SourceLocation, severity: Severity? = nil,
        subject: String? = nil
    ) {
        diagnostics.append(Diagnostic(kind, severity: severity, message: message, location: location, subject: subject))
    }

    /// Adds one diagnostic found elsewhere.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
