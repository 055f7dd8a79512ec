import DesignSupport

/// The diagnostics the configuration reports: rule settings and waivers in dscheck.json or a
/// baseline that cannot be used as written, waivers that accept nothing, and accepted token
/// changes that are malformed or match no change.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
public enum ConfigDiagnostic: String, DiagnosticKind {
    case invalidRules = "config/invalid-rules"
    case unknownRule = "config/unknown-rule"
    case unknownOption = "config/unknown-option"
    case invalidOption = "config/invalid-option"
    case invalidSeverity = "config/invalid-severity"
    case unknownKey = "config/unknown-key"
    case invalidWaiver = "config/invalid-waiver"
    case staleWaiver = "config/stale-waiver"
    case invalidBaseline = "config/invalid-baseline"
    case invalidAcceptance = "config/invalid-acceptance"
    case staleAcceptance = "config/stale-acceptance"
    case invalidSources = "config/invalid-sources"
    case unreadableSource = "config/unreadable-source"
    case invalidContrastPairs = "config/invalid-contrast-pairs"
    case invalidTextStyles = "config/invalid-text-styles"

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
        case .invalidContrastPairs: "A malformed \"contrastPairs\" entry in dscheck.json; it is not measured."
        case .invalidTextStyles: "A \"textStyles\" entry in dscheck.json that names no typography token or no Apple text style; it is not checked."
        }
    }

    public var defaultSeverity: Severity {
        switch self {
        case .staleWaiver, .staleAcceptance, .unreadableSource: .warning
        default: .error
        }
    }
}
