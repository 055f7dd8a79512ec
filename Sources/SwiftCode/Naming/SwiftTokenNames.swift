import DesignSupport
import DesignTokens

/// The Swift names `dscheck export swift` gives tokens, in one place for the export that
/// declares them and the drift rules that suggest them: the two root namespaces, the type names
/// the generated code keeps for itself, and each token's constant.
package enum SwiftTokenNames {
    /// The namespace of the platform-neutral values (`TokenValues.swift`).
    package static let valuesRoot = "TokenValues"
    /// The namespace of the SwiftUI values (`Tokens.swift`).
    package static let swiftUIRoot = "Tokens"
    /// The namespace of the UIKit values (`TokensUIKit.swift`).
    package static let uiKitRoot = "UITokens"

    /// The types the generated files declare: the value types of `TokenValues.swift`, the
    /// SwiftUI helpers of `Tokens.swift` and the metrics types of `ComponentSpecs.swift`.
    package static let generatedTypes: Set<String> = [
        "TokenColorValue", "TokenAppearanceColor", "TokenCubicBezier", "TokenTransitionValue", "TokenShadowValue", "TokenUnitPoint",
        "TokenGradientValue", "TokenTypographyValue", "TokenStrokeStyle", "TokenBorderValue",
        "TokenAssets", "TokenShadow", "TokenTypography", "TokenTypographyModifier", "TokenShadowModifier",
        "ComponentSize", "ComponentMetrics",
    ]

    /// The type names token groups may not take: the roots, the generated types and the modules
    /// the generated code names.
    package static let reservedTypes: Set<String> =
        Set([valuesRoot, swiftUIRoot, uiKitRoot, "Swift", "SwiftUI", "UIKit", "AppKit", "Foundation", "CoreGraphics"]).union(generatedTypes)

    /// The namespaces of `tokens` as the export writes them, with `renames` (token name to
    /// constant name, see ``renames(in:)``).
    package static func namespace(of tokens: [ResolvedToken], renames: [String: String] = [:]) -> TokenNamespace {
        TokenNamespace.make(tokens: tokens, reservedTypes: reservedTypes, renames: renames)
    }

    /// The SwiftUI expression of every token the export declares, by token name, such as
    /// `Tokens.Color.Kotek.Button.Primary.fill` for `color.kotek.button.primary.fill`.
    package static func swiftUIReferences(of tokens: [ResolvedToken], renames: [String: String] = [:]) -> [String: String] {
        Dictionary(
            namespace(of: tokens, renames: renames).allMembers().map {
                ($0.member.token.name, TokenNamespace.reference(root: swiftUIRoot, place: $0))
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The `rename` map of dscheck.json's `"export": {"swift": {…}}` object: token name to the
    /// name of its constant, which must be a plain Swift identifier. Entries that cannot be
    /// used are left out and said in `problems`, for the export to report (the drift rules,
    /// which only suggest names, read the rest).
    package static func renames(in swiftSettings: JSONObject?) -> (renames: [String: String], problems: [(message: String, location: SourceLocation)])
    {
        guard let node = swiftSettings?["rename"] else { return ([:], []) }
        guard let object = node.object else {
            return ([:], [("\"rename\" must be an object from token name to Swift name; found \(node.value.kindDescription)", node.location)])
        }
        var renames: [String: String] = [:]
        var problems: [(message: String, location: SourceLocation)] = []
        for member in object.members {
            guard let name = member.value.string, SwiftIdentifier.isPlainTypeName(name), !SwiftIdentifier.reservedMembers.contains(name) else {
                problems.append(
                    (
                        "the Swift name of \(member.key) must be an identifier: ASCII letters, digits and _, not starting with a digit and not a keyword, such as \"oneAndAHalf\"",
                        member.value.location
                    ))
                continue
            }
            renames[member.key] = name
        }
        return (renames, problems)
    }
}
