/// The rule ids of the diagnostics the catalogue loader reports. JSON syntax errors keep the
/// reader's own `json/…` ids.
enum CatalogRule: String {
    /// A key that the object's kind does not have.
    case unknownKey = "catalog/unknown-key"
    /// A value of the wrong JSON shape.
    case wrongType = "catalog/wrong-type"
    /// A required key that is absent.
    case missingField = "catalog/missing-field"
    /// A value of the right shape that is not allowed (enum value, colour, id, duplicate).
    case invalidValue = "catalog/invalid-value"
    /// A token reference to a token the default context does not have.
    case unknownToken = "catalog/unknown-token"
    /// A token reference to a token of a type that does not fit.
    case tokenType = "catalog/token-type"
    /// A component id that names no component file.
    case unknownComponent = "catalog/unknown-component"
    /// A variant id that names no variant of the component.
    case unknownVariant = "catalog/unknown-variant"
    /// A layer id that is in neither the anatomy nor any variant.
    case unknownLayer = "catalog/unknown-layer"
    /// A variant that extends itself, directly or through others.
    case extendsCycle = "catalog/extends-cycle"
    /// A spec path that cannot be read as a file.
    case unreadable = "catalog/unreadable"
}
