import DesignSupport

/// The diagnostics the JSON reader reports: a file that cannot be read as JSON.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
public enum JSONDiagnostic: String, DiagnosticKind {
    case syntax = "json/syntax"
    case duplicateKey = "json/duplicate-key"
    case invalidUTF8 = "json/invalid-utf8"
    case byteOrderMark = "json/byte-order-mark"
    case nonFiniteNumber = "json/non-finite-number"
    case tooDeep = "json/too-deep"
    case tooLarge = "json/too-large"
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
