import DesignSupport

/// Token values in one short line, for text output and messages.
extension TokenValue {
    /// The value in one line: a colour as `#rrggbb`, a dimension as `16px`, a composite as its
    /// JSON on one line.
    package var shortText: String {
        switch self {
        case .color(let color): color.shortText
        case .dimension(let dimension): JSONOutput.format(dimension.value) + dimension.unit
        case .duration(let duration): JSONOutput.format(duration.value) + duration.unit
        case .number(let number): JSONOutput.format(number)
        case .fontWeight(let weight): weight.keyword ?? JSONOutput.format(weight.value)
        case .fontFamily(let names): names.joined(separator: ", ")
        // The composite types, as their JSON, listed so that a new type must be placed here.
        case .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography: jsonOutput.serialized(pretty: false)
        }
    }
}

extension TokenColor {
    /// `#rrggbb`, with the alpha when it is not 1, or the colour space's own notation.
    package var shortText: String {
        let alphaText = alpha < 1 ? " @ \(JSONOutput.format(alpha))" : ""
        if colorSpace == .srgb { return (hex ?? hexString) + alphaText }
        let numbers = components.map { component in
            if case .value(let value) = component { return JSONOutput.format(value) }
            return "none"
        }
        return "\(colorSpace.rawValue)(\(numbers.joined(separator: " "))) ≈ \(hexString)\(alphaText)"
    }
}
