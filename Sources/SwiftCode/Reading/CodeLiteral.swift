/// A value written into Swift source that a design token could hold: a colour (an initializer
/// with number components, a hex initializer, a `"#RRGGBB"` string) or a length given to a
/// corner radius, a frame or a padding.
package struct CodeLiteral: Sendable, Hashable {
    /// Where a length is used.
    package enum LengthUse: String, Sendable, Hashable {
        case cornerRadius = "corner radius"
        case frame = "frame size"
        case padding = "padding"
    }

    /// How a fixed font size is written, which says how to make it scale.
    package enum FontCall: Sendable, Hashable {
        /// SwiftUI's `.system(size:)`, which Dynamic Type never scales.
        case system
        /// SwiftUI's `Font.custom(_:size:)` without `relativeTo:`.
        case custom
        /// UIKit's `UIFont.systemFont(ofSize:)` and its kin, or `UIFont(name:size:)`, outside
        /// `UIFontMetrics`' `scaledFont(for:)`.
        case uiKit
    }

    /// What the literal holds.
    package enum Value: Sendable, Hashable {
        /// sRGB components and alpha, each from 0 to 1.
        case color(red: Double, green: Double, blue: Double, alpha: Double)
        /// A length in points.
        case length(Double, LengthUse)
        /// A font size in points that does not follow the reader's text size.
        case fontSize(Double, FontCall)
    }

    package var value: Value
    /// The literal as written, spaced evenly: `Color(red: 0.984, green: 0.831, blue: 0.58)`,
    /// `.cornerRadius(12)`, `"#FBD494"`.
    package var text: String
    /// Where it starts: the initializer's name, the string's quote, the length's number.
    package var line: Int
    package var column: Int
}
