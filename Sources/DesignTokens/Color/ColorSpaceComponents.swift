import DesignSupport

extension ColorSpace {
    /// The names of the three components, in order, for messages.
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }

    /// Problems with `components` as a value in this space under the DTCG Color Module 2025.10,
    /// one human-readable sentence each; empty when the components are valid.
    ///
    /// There must be exactly three. `none` is always allowed. Ranges: RGB spaces 0 to 1; hue 0 to
    /// less than 360; HSL saturation and lightness, HWB whiteness and blackness 0 to 100; CIE
    /// lightness 0 to 100; OK lightness 0 to 1; chroma 0 or more; Lab and OKLab a, b and XYZ
    /// components any number.
    public func validate(components: [ColorComponent]) -> [String] {
        guard components.count == 3 else {
            return ["\(rawValue) colours need exactly 3 components, found \(components.count)"]
        }
        let problems = components.indices.compactMap { index -> String? in
            guard case .value(let value) = components[index] else { return nil }
            return problem(component: index, value: value).map {
                "component \(index + 1) (\(componentNames[index])) is \(value.isFinite ? JSONOutput.format(value) : "\(value)"); \($0)"
            }
        }
        guard problems.isEmpty, let problem = conversionProblem(components: components) else { return problems }
        return [problem]
    }

    /// What is wrong with `components`, each inside its range, as a colour that can be measured,
    /// or nil when it converts to every space with finite numbers.
    ///
    /// Some spaces have unbounded components (chroma, Lab a and b, XYZ): a chroma of 1e308 is in
    /// range, but cubing it on the way to XYZ overflows, and the infinities and NaN that come out
    /// would be read as black. Such a colour is an error, so no rule measures it.
    public func conversionProblem(components: [ColorComponent]) -> String? {
        let color = TokenColor(colorSpace: self, components: components)
        let xyz = xyzD65(fromCoordinates: color.coordinates)
        // Within a million, every conversion out of XYZ stays finite: matrices grow it by a
        // small factor, transfer functions and cube roots shrink it, chroma squares it (1e12),
        // and the HSL saturation's one division is guarded. Only beyond it is every space tried,
        // which would cost fourteen conversions per colour (a gradient of 60,000 stops).
        if [xyz.x, xyz.y, xyz.z].allSatisfy({ abs($0) <= 1e6 }) { return nil }
        let overflowing =
            [xyz.x, xyz.y, xyz.z].allSatisfy(\.isFinite)
            ? ColorSpace.allCases.first { space in
                let target = space.coordinates(fromXYZD65: xyz)
                return zip([target.x, target.y, target.z], space.componentRanges).contains { value, range in
                    !value.isFinite && !(value.isNaN && range == .hue)
                }
            } : .xyzD65
        return overflowing.map {
            "the components are too large to convert to \($0.rawValue) (the result is not a finite number), so the colour cannot be measured; use components of a displayable size"
        }
    }

    /// What is wrong with `value` as component `index` (0-based) in this space, or nil when it
    /// is inside the DTCG range.
    public func problem(component index: Int, value: Double) -> String? {
        let range = componentRanges[index]
        guard !range.contains(value) else { return nil }
        return "\(rawValue) \(componentNames[index]) must be \(range.description)"
    }

    private var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [.unit, .unit, .unit]
        case .hsl, .hwb: [.hue, .percentage, .percentage]
        case .lab: [.percentage, .unbounded, .unbounded]
        case .lch: [.percentage, .nonNegative, .hue]
        case .oklab: [.unit, .unbounded, .unbounded]
        case .oklch: [.unit, .nonNegative, .hue]
        case .xyzD65, .xyzD50: [.unbounded, .unbounded, .unbounded]
        }
    }
}

/// The values a DTCG colour component may take.
private enum ComponentRange {
    case unit, percentage, hue, nonNegative, unbounded

    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .unit: return (0...1).contains(value)
        case .percentage: return (0...100).contains(value)
        case .hue: return (0..<360).contains(value)
        case .nonNegative: return value >= 0
        case .unbounded: return true
        }
    }

    var description: String {
        switch self {
        case .unit: "0 to 1"
        case .percentage: "0 to 100"
        case .hue: "at least 0 and less than 360"
        case .nonNegative: "0 or more"
        case .unbounded: "a finite number"
        }
    }
}
