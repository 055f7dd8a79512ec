import DesignSupport

/// Token values in their Design Tokens Format 2025.10 JSON shape, as `dscheck tokens` prints them.
extension TokenValue {
    /// The value as 2025.10 JSON, written by its type's unit.
    public var jsonOutput: JSONOutput {
        switch self {
        case .color(let color): ColorToken.jsonOutput(color)
        case .dimension(let dimension): DimensionToken.jsonOutput(dimension)
        case .duration(let duration): DurationToken.jsonOutput(duration)
        case .fontFamily(let names): FontFamilyToken.jsonOutput(names)
        case .fontWeight(let weight): FontWeightToken.jsonOutput(weight)
        case .cubicBezier(let points): CubicBezierToken.jsonOutput(points)
        case .number(let number): NumberToken.jsonOutput(number)
        case .strokeStyle(let style): StrokeStyleToken.jsonOutput(style)
        case .border(let border): BorderToken.jsonOutput(border)
        case .transition(let transition): TransitionToken.jsonOutput(transition)
        case .shadow(let shadow): ShadowToken.jsonOutput(shadow)
        case .gradient(let stops): GradientToken.jsonOutput(stops)
        case .typography(let typography): TypographyToken.jsonOutput(typography)
        }
    }
}
