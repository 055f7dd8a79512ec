/// The component ranges of the DTCG Color Module 2025.10.
enum ColorRange {
    /// What is wrong with component `component` (0-based) of a colour in `space`, or nil.
    static func problem(space: ColorSpace, component: Int, value: Double) -> String? {
        let (name, range, upperOpen) = bounds(space: space, component: component)
        guard let range else { return nil }
        let inside = upperOpen ? (value >= range.lowerBound && value < range.upperBound) : range.contains(value)
        if inside { return nil }
        let upper = range.upperBound.isInfinite ? "or more" : (upperOpen ? "up to but not including \(JSONOutput.format(range.upperBound))" : "to \(JSONOutput.format(range.upperBound))")
        return "\(space.rawValue) \(name) is \(JSONOutput.format(value)); it must be \(JSONOutput.format(range.lowerBound)) \(upper)"
    }

    private static func bounds(space: ColorSpace, component: Int) -> (String, ClosedRange<Double>?, Bool) {
        let hue: (String, ClosedRange<Double>?, Bool) = ("hue", 0...360, true)
        let percent: ClosedRange<Double> = 0...100
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return (["red", "green", "blue"][component], 0...1, false)
        case .hsl:
            return component == 0 ? hue : ([ "", "saturation", "lightness"][component], percent, false)
        case .hwb:
            return component == 0 ? hue : (["", "whiteness", "blackness"][component], percent, false)
        case .lab:
            return component == 0 ? ("lightness", percent, false) : (component == 1 ? "a" : "b", nil, false)
        case .lch:
            return [("lightness", percent, false), ("chroma", 0...Double.infinity, false), hue][component]
        case .oklab:
            return component == 0 ? ("lightness", 0...1, false) : (component == 1 ? "a" : "b", nil, false)
        case .oklch:
            return [("lightness", 0...1, false), ("chroma", 0...Double.infinity, false), hue][component]
        case .xyzD65, .xyzD50:
            return (["x", "y", "z"][component], nil, false)
        }
    }
}
