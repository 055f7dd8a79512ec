import DesignSupport

/// Why a file could not be read as JSON, and where.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure.
    public var kind: JSONDiagnostic
    /// What is wrong and what to do.
    public var message: String
    /// Where reading stopped.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ kind: JSONDiagnostic, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { diagnostic.clangStyleLine() }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(kind, message: message, location: location)
    }
}
