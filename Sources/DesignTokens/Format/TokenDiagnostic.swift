import DesignSupport

/// The diagnostics the token engine reports: DTCG 2025.10 token files and resolver documents
/// that break the format.
///
/// Each case is described once, by its ``summary`` (see ``DiagnosticKind/summary``).
public enum TokenDiagnostic: String, DiagnosticKind {
    case valueAndChildren = "tokens/value-and-children"
    case unknownMember = "tokens/unknown-member"
    case valueAndRef = "tokens/value-and-ref"
    case undeterminedType = "tokens/undetermined-type"
    case unknownType = "tokens/unknown-type"
    case typeMismatch = "tokens/type-mismatch"
    case invalidValue = "tokens/invalid-value"
    case unitNotAllowed = "tokens/unit-not-allowed"
    case legacyFormat = "tokens/legacy-format"
    case referenceCycle = "tokens/reference-cycle"
    case malformedReference = "tokens/malformed-reference"
    case unresolvedReference = "tokens/unresolved-reference"
    case invalidDependency = "tokens/invalid-dependency"
    case referenceToGroup = "tokens/reference-to-group"
    case invalidPointer = "tokens/invalid-pointer"
    case extendsUnresolved = "tokens/extends-unresolved"
    case extendsToken = "tokens/extends-token"
    case reservedName = "tokens/reserved-name"
    case invalidName = "tokens/invalid-name"
    case invalidProperty = "tokens/invalid-property"
    case resolverInvalid = "tokens/resolver-invalid"
    case resolverTooManyContexts = "tokens/resolver-too-many-contexts"
    case resolverNoContexts = "tokens/resolver-no-contexts"
    case resolverSingleContext = "tokens/resolver-single-context"
    case resolverInvalidDefault = "tokens/resolver-invalid-default"
    case resolverInlineName = "tokens/resolver-inline-name"
    case resolverDuplicateName = "tokens/resolver-duplicate-name"
    case resolverModifierReference = "tokens/resolver-modifier-reference"
    case resolverResolutionOrderPointer = "tokens/resolver-resolution-order-pointer"
    case missingFile = "tokens/missing-file"
    case outsideCatalog = "tokens/outside-catalog"
    case tokensTooLarge = "tokens/too-large"

    public static let origin = DiagnosticOrigin.tokens

    public var summary: String {
        switch self {
        case .valueAndChildren: "An object has a $value and child tokens."
        case .unknownMember: "A token member that is neither a $-property nor a token or group."
        case .valueAndRef: "A token has both $value and $ref."
        case .undeterminedType: "A token's type cannot be determined."
        case .unknownType: "A $type that is not one of the 13 types."
        case .typeMismatch: "A value or aliased token of another type than the token's."
        case .invalidValue: "A value of the right shape with invalid content."
        case .unitNotAllowed: "A unit outside the format's and the manifest's extraUnits."
        case .legacyFormat: "A pre-2025.10 string form of a colour, dimension or duration."
        case .referenceCycle: "Circular aliases, $ref or $extends, or references nested too deep."
        case .malformedReference: "Reference syntax that cannot be parsed."
        case .unresolvedReference: "A reference to a token that does not exist."
        case .invalidDependency: "A token or spec value that depends on an invalid token, or on a token file that cannot be read."
        case .referenceToGroup: "A reference that names a group."
        case .invalidPointer: "A JSON Pointer to nothing."
        case .extendsUnresolved: "$extends names nothing."
        case .extendsToken: "$extends names a token."
        case .reservedName: "A $-name that is not a format property."
        case .invalidName: "A token or group name with '.', '{' or '}', or any name with a control or bidirectional character."
        case .invalidProperty: "$description, $deprecated, $extensions or $type of the wrong JSON type."
        case .resolverInvalid: "A resolver document that breaks the 2025.10 Resolver's shape."
        case .resolverTooManyContexts: "Modifiers that combine into more than 1,024 contexts; only the default context is checked."
        case .resolverNoContexts: "A modifier with no contexts."
        case .resolverSingleContext: "A modifier with only one context."
        case .resolverInvalidDefault: "A modifier's default that is not one of its contexts."
        case .resolverInlineName: "An inline resolutionOrder item without type or name."
        case .resolverDuplicateName: "Two inline items, or two steps, with the same name."
        case .resolverModifierReference: "A set or context that includes a modifier."
        case .resolverResolutionOrderPointer: "A pointer into #/resolutionOrder."
        case .missingFile: "A $ref to a file that does not exist."
        case .outsideCatalog: "A path that leaves the catalogue folder."
        case .tokensTooLarge: "Token files that together pass the 32 MiB dscheck reads for one catalogue."
        }
    }

    public var reportsDependent: Bool { self == .invalidDependency }

    public var defaultSeverity: Severity {
        switch self {
        case .legacyFormat: .warning
        case .resolverSingleContext: .warning
        default: .error
        }
    }
}
