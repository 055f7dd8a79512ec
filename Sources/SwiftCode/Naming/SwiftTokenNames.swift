import DesignTokens

/// The Swift names `dscheck export swift` gives tokens, in one place for the export that
/// declares them and the drift rules that suggest them: the two root namespaces, the type names
/// the generated code keeps for itself, and each token's constant.
package enum SwiftTokenNames {
    /// The namespace of the platform-neutral values (`TokenValues.swift`).
    package static let valuesRoot = "TokenValues"
    /// The namespace of the SwiftUI values (`Tokens.swift`).
    package static let swiftUIRoot = "Tokens"

    /// The types the generated files declare: the value types of `TokenValues.swift`, the
    /// SwiftUI helpers of `Tokens.swift` and the metrics types of `ComponentSpecs.swift`.
    package static let generatedTypes: Set<String> = [
        "TokenColorValue", "TokenAppearanceColor", "TokenCubicBezier", "TokenTransitionValue", "TokenShadowValue", "TokenUnitPoint",
        "TokenGradientValue", "TokenTypographyValue", "TokenStrokeStyle", "TokenBorderValue",
        "TokenAssets", "TokenShadow", "TokenTypography", "TokenTypographyModifier",
        "ComponentSize", "ComponentMetrics",
    ]

    /// The type names token groups may not take: the roots, the generated types and the modules
    /// the generated code names.
    package static let reservedTypes: Set<String> =
        Set([valuesRoot, swiftUIRoot, "Swift", "SwiftUI", "Foundation", "CoreGraphics"]).union(generatedTypes)

    /// The namespaces of `tokens` as the export writes them.
    package static func namespace(of tokens: [ResolvedToken]) -> TokenNamespace {
        TokenNamespace.make(tokens: tokens, reservedTypes: reservedTypes)
    }

    /// The SwiftUI expression of every token the export declares, by token name, such as
    /// `Tokens.Color.Kotek.Button.Primary.fill` for `color.kotek.button.primary.fill`.
    package static func swiftUIReferences(of tokens: [ResolvedToken]) -> [String: String] {
        Dictionary(
            namespace(of: tokens).allMembers().map { ($0.member.token.name, TokenNamespace.reference(root: swiftUIRoot, place: $0)) },
            uniquingKeysWith: { first, _ in first })
    }
}
