extension TokenColor {
    /// This colour painted over `background` with source-over compositing, per channel in
    /// gamma-encoded sRGB (WCAG 2 and browsers blend this way); the result is an sRGB colour.
    ///
    /// Both colours are first clipped to the sRGB gamut. Over an opaque background each channel is
    /// `alpha * foreground + (1 - alpha) * background` and the result is opaque. Over a translucent
    /// background the result keeps the combined alpha `a + b(1 - a)`, so layers stack:
    /// `top.composited(over: middle.composited(over: base))` equals
    /// `top.composited(over: middle).composited(over: base)`.
    public func composited(over background: TokenColor) -> TokenColor {
        let top = srgbComponents.clipped
        let bottom = background.srgbComponents.clipped
        let topAlpha = min(max(alpha, 0), 1)
        let bottomAlpha = min(max(background.alpha, 0), 1)
        let resultAlpha = topAlpha + bottomAlpha * (1 - topAlpha)
        guard resultAlpha > 0 else { return .srgb(0, 0, 0, alpha: 0) }
        func blend(_ over: Double, _ under: Double) -> Double {
            (topAlpha * over + (1 - topAlpha) * bottomAlpha * under) / resultAlpha
        }
        return .srgb(
            blend(top.red, bottom.red), blend(top.green, bottom.green), blend(top.blue, bottom.blue),
            alpha: resultAlpha
        )
    }
}
