import DesignSupport

/// The diagnostics the configuration reports: rule settings and waivers in dscheck.json or a
/// baseline that cannot be used as written, waivers that accept nothing, and accepted token
/// changes that are malformed or match no change.
public enum ConfigDiagnostic: String, DiagnosticKind {
    /// A manifest \"rules\" that is not an object.
    case invalidRules = "config/invalid-rules"
    /// Settings or a waiver for a rule that does not exist.
    case unknownRule = "config/unknown-rule"
    /// A rule option that does not exist.
    case unknownOption = "config/unknown-option"
    /// A rule option of the wrong kind.
    case invalidOption = "config/invalid-option"
    /// A severity that is not off, info, warning or error.
    case invalidSeverity = "config/invalid-severity"
    /// An unknown key in a rule's settings.
    case unknownKey = "config/unknown-key"
    /// A malformed or duplicate waiver.
    case invalidWaiver = "config/invalid-waiver"
    /// A waiver that accepts no finding.
    case staleWaiver = "config/stale-waiver"
    /// A malformed or duplicate baseline entry.
    case invalidBaseline = "config/invalid-baseline"
    /// A malformed or duplicate accepted token change.
    case invalidAcceptance = "config/invalid-acceptance"
    /// An accepted token change that `dscheck diff` did not find.
    case staleAcceptance = "config/stale-acceptance"
    /// A "sources" entry that is not a folder or Swift file that exists.
    case invalidSources = "config/invalid-sources"
    /// A Swift file in the sources that cannot be read, or too large to read.
    case unreadableSource = "config/unreadable-source"

    public static let origin = DiagnosticOrigin.configuration

    public var summary: String {
        switch self {
        case .invalidRules: "A manifest \"rules\" that is not an object."
        case .unknownRule: "Settings or a waiver for a rule that does not exist."
        case .unknownOption: "A rule option that does not exist."
        case .invalidOption: "A rule option of the wrong kind."
        case .invalidSeverity: "A severity that is not off, info, warning or error."
        case .unknownKey: "An unknown key in a rule's settings."
        case .invalidWaiver: "A malformed or duplicate waiver."
        case .staleWaiver: "A waiver that accepts no finding."
        case .invalidBaseline: "A malformed or duplicate baseline entry."
        case .invalidAcceptance: "A malformed or duplicate accepted token change in dscheck.json."
        case .staleAcceptance: "An accepted token change that dscheck diff did not find."
        case .invalidSources: "A \"sources\" entry (or --sources) that is not a folder or Swift file that exists."
        case .unreadableSource: "A Swift file in the sources that cannot be read or is over 4 MiB; the drift rules pass over it."
        }
    }

    public var defaultSeverity: Severity {
        switch self {
        case .staleWaiver, .staleAcceptance, .unreadableSource: .warning
        default: .error
        }
    }
}
