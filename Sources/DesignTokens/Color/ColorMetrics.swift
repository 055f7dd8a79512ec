import DesignSupport

extension TokenColor {
    /// WCAG 2 relative luminance of the colour as an sRGB display shows it (alpha ignored).
    ///
    /// The sRGB components are clipped to [0, 1] and linearised with the WCAG channel formula
    /// (v / 12.92 up to 0.04045, else ((v + 0.055) / 1.055)^2.4), then weighted 0.2126, 0.7152,
    /// 0.0722. Components are not rounded to 8 bits first: hex colours are exact multiples of
    /// 1/255 already, and rounding other colours would move borderline ratios.
    public var relativeLuminance: Double {
        srgbComponents.clipped.relativeLuminance
    }

    /// Whether the colour is inside the sRGB gamut (to a millionth).
    public var isInSRGBGamut: Bool {
        let rgb = srgbComponents
        let channels: [Double] = [rgb.red, rgb.green, rgb.blue]
        return channels.allSatisfy { (channel: Double) -> Bool in channel >= -1e-6 && channel <= 1 + 1e-6 }
    }

    /// The nearest `#rrggbb` (lowercase) of the colour clipped to the sRGB gamut; alpha is ignored.
    public var hexString: String {
        let rgb = srgbComponents
        return LowercaseHex.color(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }

    /// ΔE OK: the Euclidean distance between the two colours in OKLab (alpha ignored).
    /// About 0.02 is a just-noticeable difference.
    public func deltaEOK(to other: TokenColor) -> Double {
        let difference = converted(to: .oklab).coordinates - other.converted(to: .oklab).coordinates
        return (difference * difference).sum().squareRoot()
    }
}

extension RGB {
    /// WCAG 2 relative luminance of these gamma-encoded sRGB channels, taken as they are (clip
    /// them first): see ``TokenColor/relativeLuminance``.
    public var relativeLuminance: Double {
        func channel(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }
}
