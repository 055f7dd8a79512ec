import DesignTokens

/// The Dynamic Type text style a typography token scales with: the one its `$extensions`
/// name (`"dev.dscheck": {"textStyle": "body"}`), else the style whose default (Large) size on
/// iOS is nearest its font size, the first in ``sizes``' order on a tie.
enum TextStyle {
    /// SwiftUI's text styles with their default sizes, largest first (`headline` shares
    /// `body`'s size and is only chosen by name).
    static let sizes: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("callout", 16), ("subheadline", 15),
        ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    /// The style's name, and whether the token named it.
    static func of(_ token: ResolvedToken, size: Double) -> (name: String, isNamed: Bool) {
        let named = token.extensions?.object?["dev.dscheck"]?.object?["textStyle"]?.string
        if let named, named == "headline" || sizes.contains(where: { $0.name == named }) { return (named, true) }
        let nearest = sizes.min { abs($0.size - size) < abs($1.size - size) }!
        return (nearest.name, false)
    }
}
