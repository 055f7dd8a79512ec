import DesignSupport

/// Token values in their Design Tokens Format 2025.10 JSON shape, as `dscheck tokens` prints them.
extension TokenValue {
    /// The value as 2025.10 JSON, written by its type's unit.
    public var jsonOutput: JSONOutput {
        var tree = JSONTree()
        writeValue(to: &tree)
        return tree.value
    }

    /// Writes the value into a report as ``jsonOutput`` is, without building it: the
    /// `tokens --format json` report of 100,000 tokens.
    package func write(to json: inout JSONStream) {
        writeValue(to: &json)
    }

    /// Writes the value with its type's unit.
    private func writeValue(to json: inout some JSONWriter & ~Copyable) {
        switch self {
        case .color(let color): ColorToken.write(color, to: &json)
        case .dimension(let dimension): DimensionToken.write(dimension, to: &json)
        case .duration(let duration): DurationToken.write(duration, to: &json)
        case .fontFamily(let names): FontFamilyToken.write(names, to: &json)
        case .fontWeight(let weight): FontWeightToken.write(weight, to: &json)
        case .cubicBezier(let points): CubicBezierToken.write(points, to: &json)
        case .number(let number): NumberToken.write(number, to: &json)
        case .strokeStyle(let style): StrokeStyleToken.write(style, to: &json)
        case .border(let border): BorderToken.write(border, to: &json)
        case .transition(let transition): TransitionToken.write(transition, to: &json)
        case .shadow(let shadow): ShadowToken.write(shadow, to: &json)
        case .gradient(let stops): GradientToken.write(stops, to: &json)
        case .typography(let typography): TypographyToken.write(typography, to: &json)
        }
    }
}

/// The member names of token values, escaped once (see ``JSONStream/Key``).
enum TokenJSONKeys {
    static let colorSpace = JSONStream.Key("colorSpace")
    static let components = JSONStream.Key("components")
    static let alpha = JSONStream.Key("alpha")
    static let hex = JSONStream.Key("hex")
    static let value = JSONStream.Key("value")
    static let unit = JSONStream.Key("unit")
    static let color = JSONStream.Key("color")
    static let width = JSONStream.Key("width")
    static let style = JSONStream.Key("style")
    static let position = JSONStream.Key("position")
    static let offsetX = JSONStream.Key("offsetX")
    static let offsetY = JSONStream.Key("offsetY")
    static let blur = JSONStream.Key("blur")
    static let spread = JSONStream.Key("spread")
    static let inset = JSONStream.Key("inset")
    static let dashArray = JSONStream.Key("dashArray")
    static let lineCap = JSONStream.Key("lineCap")
    static let duration = JSONStream.Key("duration")
    static let delay = JSONStream.Key("delay")
    static let timingFunction = JSONStream.Key("timingFunction")
    static let fontFamily = JSONStream.Key("fontFamily")
    static let fontSize = JSONStream.Key("fontSize")
    static let fontWeight = JSONStream.Key("fontWeight")
    static let letterSpacing = JSONStream.Key("letterSpacing")
    static let lineHeight = JSONStream.Key("lineHeight")
}
