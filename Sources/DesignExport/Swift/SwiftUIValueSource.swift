import DesignSupport
import DesignTokens
import SwiftCode

/// A token's constant in the SwiftUI part: a colour from the asset catalogue, a `CGFloat`, a
/// `Font`-bearing typography, an `Animation`, a shadow or gradient a view applies; each made
/// from the platform-neutral constant of the same path rather than repeating its numbers.
/// They are computed properties, so no SwiftUI value is global state (Swift 6 asks global
/// constants to be `Sendable`).
enum SwiftUIValueSource {
    /// The declaration lines of the constant at `place` (for a cubic Bézier, a function of the
    /// duration).
    static func declaration(place: NamespaceSource.Place, indent: String) -> [String] {
        let name = SwiftIdentifier.escaped(place.member.identifier)
        let raw = NamespaceSource.reference(root: SwiftExporter.valuesRoot, place: place)
        let declared: (type: String, expression: String)
        switch place.member.token.value {
        case .color:
            let asset = AssetCatalog.assetName(path: place.path, identifier: place.member.identifier)
            declared = ("SwiftUI.Color", "SwiftUI.Color(\(OutputEscaping.swiftString(asset)), bundle: TokenAssets.bundle)")
        case .dimension: declared = ("SwiftUI.CGFloat", "SwiftUI.CGFloat(\(raw))")
        case .fontWeight: declared = ("SwiftUI.Font.Weight", "TokenTypography.weight(\(raw))")
        case .cubicBezier:
            return [
                "\(indent)public static func \(name)(duration: Swift.Double) -> SwiftUI.Animation {",
                "\(indent)    \(raw).animation(duration: duration)",
                "\(indent)}",
            ]
        case .transition: declared = ("SwiftUI.Animation", "\(raw).animation")
        case .shadow: declared = ("TokenShadow", "TokenShadow(\(raw))")
        case .gradient: declared = ("SwiftUI.LinearGradient", "\(raw).linearGradient")
        case .typography: declared = ("TokenTypography", "TokenTypography(\(raw))")
        case .duration, .number: declared = ("Swift.Double", raw)
        case .fontFamily: declared = ("[Swift.String]", raw)
        case .strokeStyle: declared = ("TokenStrokeStyle", raw)
        case .border: declared = ("TokenBorderValue", raw)
        case nil: return []
        }
        return ["\(indent)public static var \(name): \(declared.type) { \(declared.expression) }"]
    }
}
