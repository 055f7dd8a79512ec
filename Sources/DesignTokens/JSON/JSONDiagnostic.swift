import DesignSupport

/// The diagnostics the JSON reader reports: a file that cannot be read as JSON.
public enum JSONDiagnostic: String, DiagnosticKind {
    /// A file is not valid JSON.
    case syntax = "json/syntax"
    /// An object has the same key twice.
    case duplicateKey = "json/duplicate-key"
    /// A file is not valid UTF-8.
    case invalidUTF8 = "json/invalid-utf8"
    /// A file starts with a UTF-8 byte-order mark.
    case byteOrderMark = "json/byte-order-mark"
    /// NaN, Infinity or a number beyond a double.
    case nonFiniteNumber = "json/non-finite-number"
    /// Nesting deeper than 128 levels.
    case tooDeep = "json/too-deep"
    /// A file larger than 16 MiB.
    case tooLarge = "json/too-large"
    /// A file that is missing, a folder, or cannot be read.
    case unreadable = "json/unreadable"

    public static let origin = DiagnosticOrigin.reader

    public var summary: String {
        switch self {
        case .syntax: "A file is not valid JSON."
        case .duplicateKey: "An object has the same key twice."
        case .invalidUTF8: "A file is not valid UTF-8."
        case .byteOrderMark: "A file starts with a UTF-8 byte-order mark."
        case .nonFiniteNumber: "NaN, Infinity or a number beyond a double."
        case .tooDeep: "Nesting deeper than 128 levels."
        case .tooLarge: "A file larger than 16 MiB."
        case .unreadable: "A file that is missing, a folder, or cannot be read."
        }
    }

    public var defaultSeverity: Severity { .error }
}
