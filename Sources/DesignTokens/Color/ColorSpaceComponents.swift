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
        return components.indices.compactMap { index in
            guard case .value(let value) = components[index] else { return nil }
            return problem(component: index, value: value).map {
                "component \(index + 1) (\(componentNames[index])) is \(value.isFinite ? JSONOutput.format(value) : "\(value)"); \($0)"
            }
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
