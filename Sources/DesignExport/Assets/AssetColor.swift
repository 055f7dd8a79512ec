import DesignTokens

/// A colour as the export writes it: red, green, blue and alpha in [0, 1], in sRGB or Display P3.
/// sRGB and Display P3 colours are written as they are; a colour in another space is converted
/// (CSS Color 4, through XYZ-D65) to sRGB when it lies inside sRGB, else to Display P3, and
/// clipped to Display P3 when it lies outside that too.
struct AssetColor: Hashable {
    /// The two spaces an asset catalogue and SwiftUI share.
    enum Space: String {
        case srgb
        case displayP3 = "display-p3"

        /// The case name of the generated `TokenColorValue.Space`.
        var swiftCase: String { self == .srgb ? "sRGB" : "displayP3" }
        /// How a doc comment names it.
        var name: String { self == .srgb ? "sRGB" : "Display P3" }
    }

    var space: Space
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
    /// Whether the colour lay outside Display P3 and was clipped to it.
    var clipped = false
    /// The space the token wrote the colour in, when it was converted.
    var convertedFrom: ColorSpace?

    /// How far outside [0, 1] a converted component may lie and still count as inside (the
    /// conversions' rounding).
    private static let tolerance = 1e-9

    init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: TokenColor) {
        switch color.colorSpace {
        case .srgb, .displayP3:
            let components = color.converted(to: color.colorSpace).components.map(\.numeric)
            self.init(
                space: color.colorSpace == .srgb ? .srgb : .displayP3, red: components[0], green: components[1], blue: components[2],
                alpha: color.alpha)
        case .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            let srgb = color.converted(to: .srgb).components.map(\.numeric)
            let inside = srgb.allSatisfy { (-Self.tolerance...(1 + Self.tolerance)).contains($0) }
            let components = inside ? srgb : color.converted(to: .displayP3).components.map(\.numeric)
            let clamped = components.map { min(1, max(0, $0)) }
            self.init(space: inside ? .srgb : .displayP3, red: clamped[0], green: clamped[1], blue: clamped[2], alpha: color.alpha)
            clipped = zip(components, clamped).contains { abs($0 - $1) > Self.tolerance }
            convertedFrom = color.colorSpace
        }
    }

    /// The components in order, as the asset catalogue and the Swift literal write them.
    var components: [(name: String, value: Double)] {
        [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)]
    }
}
