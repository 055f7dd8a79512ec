import DesignTokens

/// A diagnostic that is not a rule: reported by the JSON reader, the token engine, the catalogue
/// loader or the configuration. Its id is as stable as a rule's, so waivers, `dscheck rules ID`
/// and code scanning can name it; only the warnings among them can be reconfigured.
public struct BuiltInDiagnostic: Sendable {
    public let id: String
    public let summary: String
    public let severity: Severity
    /// Which part of dscheck reports it.
    public let reporter: String

    /// Whether the manifest's `rules` may set its severity or turn it off (warnings only: an
    /// error means the catalogue cannot be read as written).
    public var isConfigurable: Bool { severity < .error }
}

/// Every built-in diagnostic, by id.
public enum BuiltInDiagnostics {
    public static let all: [BuiltInDiagnostic] = {
        let json = "the JSON reader"
        let tokens = "the token engine"
        let loader = "the catalogue loader"
        let config = "the configuration"
        let site = "the site generator"
        let entries: [(String, String, Severity, String)] = [
            ("json/syntax", "A file is not valid JSON.", .error, json),
            ("json/duplicate-key", "An object has the same key twice.", .error, json),
            ("json/invalid-utf8", "A file is not valid UTF-8.", .error, json),
            ("json/byte-order-mark", "A file starts with a UTF-8 byte-order mark.", .error, json),
            ("json/non-finite-number", "NaN, Infinity or a number beyond a double.", .error, json),
            ("json/too-deep", "Nesting deeper than 128 levels.", .error, json),
            ("json/too-large", "A file larger than 16 MiB.", .error, json),
            ("json/unreadable", "A file that is missing, a folder, or cannot be read.", .error, json),
            ("tokens/value-and-children", "An object has a $value and child tokens.", .error, tokens),
            ("tokens/value-and-ref", "A token has both $value and $ref.", .error, tokens),
            ("tokens/undetermined-type", "A token's type cannot be determined.", .error, tokens),
            ("tokens/unknown-type", "A $type that is not one of the 13 types.", .error, tokens),
            ("tokens/type-mismatch", "A value or aliased token of another type than the token's.", .error, tokens),
            ("tokens/invalid-value", "A value of the right shape with invalid content.", .error, tokens),
            ("tokens/unit-not-allowed", "A unit outside the format's and the manifest's extraUnits.", .error, tokens),
            ("tokens/legacy-format", "A pre-2025.10 string form of a colour, dimension or duration.", .warning, tokens),
            ("tokens/reference-cycle", "Circular aliases, $ref or $extends, or references nested too deep.", .error, tokens),
            ("tokens/malformed-reference", "Reference syntax that cannot be parsed.", .error, tokens),
            ("tokens/unresolved-reference", "A reference to a token that does not exist.", .error, tokens),
            ("tokens/reference-to-group", "A reference that names a group.", .error, tokens),
            ("tokens/invalid-pointer", "A JSON Pointer to nothing.", .error, tokens),
            ("tokens/extends-unresolved", "$extends names nothing.", .error, tokens),
            ("tokens/extends-token", "$extends names a token.", .error, tokens),
            ("tokens/reserved-name", "A $-name that is not a format property.", .error, tokens),
            ("tokens/invalid-name", "A name with '.', '{' or '}'.", .error, tokens),
            ("tokens/invalid-property", "$description, $deprecated, $extensions or $type of the wrong JSON type.", .error, tokens),
            ("tokens/resolver-invalid", "A resolver document that breaks the 2025.10 Resolver's shape.", .error, tokens),
            (
                "tokens/resolver-too-many-contexts", "Modifiers that combine into more than 1,024 contexts; only the default context is checked.",
                .error, tokens
            ),
            ("tokens/resolver-no-contexts", "A modifier with no contexts.", .error, tokens),
            ("tokens/resolver-single-context", "A modifier with only one context.", .warning, tokens),
            ("tokens/resolver-invalid-default", "A modifier's default that is not one of its contexts.", .error, tokens),
            ("tokens/resolver-inline-name", "An inline resolutionOrder item without type or name.", .error, tokens),
            ("tokens/resolver-duplicate-name", "Two inline items, or two steps, with the same name.", .error, tokens),
            ("tokens/resolver-modifier-reference", "A set or context that includes a modifier.", .error, tokens),
            ("tokens/resolver-resolution-order-pointer", "A pointer into #/resolutionOrder.", .error, tokens),
            ("tokens/missing-file", "A $ref to a file that does not exist.", .error, tokens),
            ("tokens/outside-catalog", "A path that leaves the catalogue folder.", .error, tokens),
            ("catalog/missing-manifest", "A catalogue folder without dscheck.json.", .error, loader),
            ("catalog/invalid-manifest", "A dscheck.json that cannot be used.", .error, loader),
            ("catalog/unknown-key", "An unknown key in a spec or the manifest.", .error, loader),
            ("catalog/wrong-type", "A spec value of the wrong JSON type.", .error, loader),
            ("catalog/missing-field", "A spec without a required field.", .error, loader),
            ("catalog/invalid-value", "A spec value that is not allowed.", .error, loader),
            ("catalog/unknown-token", "A spec reference to a token that does not exist (in some context).", .error, loader),
            ("catalog/token-type", "A spec reference to a token of a type that does not fit.", .error, loader),
            ("catalog/unknown-component", "A composition naming a component that does not exist.", .error, loader),
            ("catalog/unknown-variant", "A reference to a variant that does not exist.", .error, loader),
            ("catalog/unknown-layer", "A reference to a layer that does not exist.", .error, loader),
            ("catalog/extends-cycle", "Variants that extend each other in a circle.", .error, loader),
            ("catalog/unreadable", "A spec file that cannot be read.", .error, loader),
            ("config/invalid-rules", "A manifest \"rules\" that is not an object.", .error, config),
            ("config/unknown-rule", "Settings or a waiver for a rule that does not exist.", .error, config),
            ("config/unknown-option", "A rule option that does not exist.", .error, config),
            ("config/invalid-option", "A rule option of the wrong kind.", .error, config),
            ("config/invalid-severity", "A severity that is not off, info, warning or error.", .error, config),
            ("config/unknown-key", "An unknown key in a rule's settings.", .error, config),
            ("config/invalid-waiver", "A malformed or duplicate waiver.", .error, config),
            ("config/stale-waiver", "A waiver that accepts no finding.", .warning, config),
            ("site/no-anatomy", "A component without anatomy, so its page has no preview.", .warning, site),
            ("site/undocumented", "A component page that says which parts the spec does not give.", .info, site),
        ]
        return entries.map { BuiltInDiagnostic(id: $0.0, summary: $0.1, severity: $0.2, reporter: $0.3) }
    }()

    /// The built-in diagnostic with `id`, if any.
    public static func diagnostic(_ id: String) -> BuiltInDiagnostic? {
        all.first { $0.id == id }
    }
}
