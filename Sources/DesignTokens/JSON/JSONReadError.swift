/// Why a file could not be read as JSON, and where.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure; each has its own stable rule id.
    public enum Kind: String, Sendable, Hashable {
        case syntax = "json/syntax"
        case duplicateKey = "json/duplicate-key"
        case invalidUTF8 = "json/invalid-utf8"
        case byteOrderMark = "json/byte-order-mark"
        case nonFiniteNumber = "json/non-finite-number"
        case tooDeep = "json/too-deep"
        case tooLarge = "json/too-large"
        case unreadable = "json/unreadable"
    }

    /// The kind of failure.
    public var kind: Kind
    /// What is wrong and what to do.
    public var message: String
    /// Where reading stopped.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message) [\(kind.rawValue)]" }

    /// The error as a diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(ruleId: kind.rawValue, severity: .error, message: message, location: location)
    }
}
