import DesignTokens
import SwiftCode

/// The Dynamic Type text style a typography token scales with: the one its `$extensions`
/// name (`"dev.dscheck": {"textStyle": "body"}`), else the style whose default (Large) size on
/// iOS is nearest its font size (``TextStyleSizes``).
enum TextStyle {
    /// The style's name, and whether the token named it.
    static func of(_ token: ResolvedToken, size: Double) -> (name: String, isNamed: Bool) {
        let named = token.dscheckExtension?["textStyle"]?.string
        if let named, named == "headline" || TextStyleSizes.iOSLarge.contains(where: { $0.name == named }) { return (named, true) }
        return (TextStyleSizes.nearest(to: size).name, false)
    }
}
