import DesignSupport

/// APCA lightness contrast (Lc), version 0.0.98G-4g, computed from the published constants and
/// steps. An advisory metric beside WCAG 2; it is not symmetric in text and background.
public enum APCAContrast {
    /// Lc of `text` on `background`, scaled by 100 (about -108 to 106). Positive for dark text on
    /// a light background, negative for light text on a dark background, 0 when the difference is
    /// below the low clip.
    ///
    /// The text is composited over the background first and the background is taken as opaque,
    /// as in `WCAGContrast.ratio(foreground:background:)`. Channels are the gamut-clipped sRGB
    /// components, not rounded to 8 bits.
    public static func lightnessContrast(text: TokenColor, background: TokenColor) -> Double {
        var base = background
        base.alpha = 1
        let textY = screenLuminance(text.composited(over: base))
        let backgroundY = screenLuminance(base)
        guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
        let contrast: Double
        if backgroundY > textY {
            let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            contrast = sapc < 0.1 ? 0 : sapc - 0.027
        } else {
            let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
            contrast = sapc > -0.1 ? 0 : sapc + 0.027
        }
        return contrast * 100
    }

    /// Estimated screen luminance: a plain 2.4 power curve per channel, weighted, with the soft
    /// clamp for near-black (below 0.022, add (0.022 - Y)^1.414).
    private static func screenLuminance(_ color: TokenColor) -> Double {
        let rgb = color.srgbComponents.clipped
        let luminance = 0.2126729 * pow(rgb.red, 2.4) + 0.7151522 * pow(rgb.green, 2.4) + 0.0721750 * pow(rgb.blue, 2.4)
        return luminance > 0.022 ? luminance : luminance + pow(0.022 - luminance, 1.414)
    }
}
