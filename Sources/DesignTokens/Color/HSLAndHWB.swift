/// HSL and HWB, the cylindrical forms of sRGB (CSS Color 4 §§ 7, 8). Saturation, lightness,
/// whiteness and blackness are in [0, 1] here; a powerless hue is returned as NaN.
enum HSLAndHWB {
    /// Channel spread below which a colour counts as grey and its hue as powerless.
    private static let achromaticSpread = 1e-9

    /// Gamma-encoded sRGB from HSL (hue in degrees).
    static func srgb(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x)
        let (saturation, lightness) = (hsl.y, hsl.z)
        let amount = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// HSL from gamma-encoded sRGB.
    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let (high, low) = (rgb.max(), rgb.min())
        let lightness = (high + low) / 2
        let spread = high - low
        guard spread > achromaticSpread else { return SIMD3(.nan, 0, lightness) }
        var saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue = hueDegrees(of: rgb, high: high, spread: spread)
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(normalizedHue(hue), saturation, lightness)
    }

    /// Gamma-encoded sRGB from HWB (hue in degrees).
    static func srgb(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
        let (whiteness, blackness) = (hwb.y, hwb.z)
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return SIMD3(repeating: grey)
        }
        let pure = srgb(fromHSL: [hwb.x, 1, 0.5])
        return pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// HWB from gamma-encoded sRGB.
    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let (high, low) = (rgb.max(), rgb.min())
        let spread = high - low
        let hue = spread > achromaticSpread ? normalizedHue(hueDegrees(of: rgb, high: high, spread: spread)) : .nan
        return SIMD3(hue, low, 1 - high)
    }

    private static func hueDegrees(of rgb: SIMD3<Double>, high: Double, spread: Double) -> Double {
        let sector: Double
        switch high {
        case rgb.x: sector = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: sector = (rgb.z - rgb.x) / spread + 2
        default: sector = (rgb.x - rgb.y) / spread + 4
        }
        return sector * 60
    }
}
