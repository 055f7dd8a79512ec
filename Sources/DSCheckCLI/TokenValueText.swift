import DesignSupport
import DesignTokens

/// Token values in one short line, for text output.
enum TokenValueText {
    static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.shortText
        case .dimension(let dimension): JSONOutput.format(dimension.value) + dimension.unit
        case .duration(let duration): JSONOutput.format(duration.value) + duration.unit
        case .number(let number): JSONOutput.format(number)
        case .fontWeight(let weight): weight.keyword ?? JSONOutput.format(weight.value)
        case .fontFamily(let names): names.joined(separator: ", ")
        // The composite types, as their JSON, listed so that a new type must be placed here.
        case .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography: value.jsonOutput.serialized(pretty: false)
        }
    }
}

extension TokenColor {
    /// `#rrggbb`, with the alpha when it is not 1, or the colour space's own notation.
    var shortText: String {
        let alphaText = alpha < 1 ? " @ \(JSONOutput.format(alpha))" : ""
        if colorSpace == .srgb { return (hex ?? hexString) + alphaText }
        let numbers = components.map { component in
            if case .value(let value) = component { return JSONOutput.format(value) }
            return "none"
        }
        return "\(colorSpace.rawValue)(\(numbers.joined(separator: " "))) ≈ \(hexString)\(alphaText)"
    }
}
