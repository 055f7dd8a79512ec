import DesignSupport

/// The diagnostics the catalogue loader reports: a manifest or spec that cannot be used as
/// written. JSON syntax errors keep the reader's own `json/…` ids.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
public enum CatalogDiagnostic: String, DiagnosticKind {
    case missingManifest = "catalog/missing-manifest"
    case invalidManifest = "catalog/invalid-manifest"
    case unknownKey = "catalog/unknown-key"
    case wrongType = "catalog/wrong-type"
    case missingField = "catalog/missing-field"
    case invalidValue = "catalog/invalid-value"
    case unknownToken = "catalog/unknown-token"
    case tokenType = "catalog/token-type"
    case unknownComponent = "catalog/unknown-component"
    case unknownVariant = "catalog/unknown-variant"
    case unknownLayer = "catalog/unknown-layer"
    case extendsCycle = "catalog/extends-cycle"
    case unreadable = "catalog/unreadable"
    case unknownAsset = "catalog/unknown-asset"
    case invalidAsset = "catalog/invalid-asset"
    case longSummary = "catalog/long-summary"

    public static let origin = DiagnosticOrigin.loader

    public var summary: String {
        switch self {
        case .missingManifest: "A catalogue folder without dscheck.json."
        case .invalidManifest: "A dscheck.json that cannot be used."
        case .unknownKey: "An unknown key in a spec or the manifest."
        case .wrongType: "A spec value of the wrong JSON type."
        case .missingField: "A spec without a required field."
        case .invalidValue: "A spec value that is not allowed."
        case .unknownToken: "A spec reference to a token that does not exist (in some context)."
        case .tokenType: "A spec reference to a token of a type that does not fit."
        case .unknownComponent: "A composition naming a component that does not exist."
        case .unknownVariant: "A reference to a variant that does not exist."
        case .unknownLayer: "A reference to a layer that does not exist."
        case .extendsCycle: "Variants that extend each other in a circle."
        case .unreadable: "A spec file that cannot be read."
        case .unknownAsset: "An image or symbol layer naming an asset the assets folder does not have."
        case .invalidAsset: "An asset file that cannot be used: unsafe or malformed SVG, not a PNG, or too large."
        case .longSummary: "A summary longer than one short sentence (\(SummaryText.limit) characters); the rest belongs in its source note."
        }
    }

    public var defaultSeverity: Severity {
        switch self {
        case .unknownAsset, .longSummary: .warning
        default: .error
        }
    }
}
