/// The colour spaces of the DTCG Color Module 2025.10.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}

/// One colour component: a number, or the keyword `"none"` (a missing component, which
/// converts as zero).
public enum ColorComponent: Sendable, Hashable {
    case value(Double)
    case none

    /// The number used in conversions: the value, or 0 for `none`.
    public var numeric: Double {
        switch self {
        case .value(let value): value
        case .none: 0
        }
    }
}

/// A DTCG colour value: a colour space, three components, alpha and an optional hex fallback.
public struct TokenColor: Sendable, Hashable {
    /// The colour space the components are in.
    public var colorSpace: ColorSpace
    /// Exactly three components, in the order the colour space defines.
    public var components: [ColorComponent]
    /// Opacity in [0, 1]; 1 when the token omits it.
    public var alpha: Double
    /// The `#rrggbb` fallback the token gave, if any.
    public var hex: String?

    /// Creates a colour.
    public init(colorSpace: ColorSpace, components: [ColorComponent], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// An sRGB colour from gamma-encoded components in [0, 1].
    public static func srgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> TokenColor {
        TokenColor(colorSpace: .srgb, components: [.value(red), .value(green), .value(blue)], alpha: alpha)
    }
}
