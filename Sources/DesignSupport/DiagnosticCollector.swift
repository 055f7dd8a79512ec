/// Gathers the diagnostics of one pass over some input (a file being read, a catalogue being
/// loaded or configured), in the order they are found.
package struct DiagnosticCollector: Sendable {
    /// What has been reported so far.
    package private(set) var diagnostics: [Diagnostic] = []

    /// An empty collector.
    package init() {}

    /// Reports a diagnostic of `kind` at its default severity, or at `severity`.
    package mutating func report(
        _ kind: some DiagnosticKind, _ message: String, at location: SourceLocation, severity: Severity? = nil,
        subject: String? = nil
    ) {
        diagnostics.append(Diagnostic(kind, severity: severity, message: message, location: location, subject: subject))
    }

    /// Adds one diagnostic found elsewhere.
    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
