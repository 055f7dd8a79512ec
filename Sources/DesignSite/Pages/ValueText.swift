import DesignCatalog
import DesignTokens

/// Resolved values as short readable text for tables.
enum ValueText {
    /// `#rrggbb`, with the opacity as a percentage when it is below 1.
    static func color(_ color: TokenColor) -> String {
        let alpha = min(max(color.alpha, 0), 1)
        return color.hexString + (alpha < 1 ? " at \(SVGNumber.format(alpha * 100))%" : "")
    }

    static func typography(_ typography: Typography) -> String {
        "\(typography.fontFamily.joined(separator: ", ")) \(SVGNumber.format(typography.fontSize.points())) pt, weight \(SVGNumber.format(typography.fontWeight.value)), line height \(SVGNumber.format(typography.lineHeight)), tracking \(SVGNumber.format(typography.letterSpacing.points())) pt"
    }

    /// A colour, a gradient's stops and direction, or a material; nil when it does not resolve.
    static func paint(_ paint: Paint, in tokens: TokenSet) -> String? {
        switch paint {
        case .color(let spec):
            return spec.resolved(in: tokens).map(color)
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return nil }
            let list = stops.map { "\(color($0.color)) at \(SVGNumber.format($0.location))" }.joined(separator: ", ")
            return "linear gradient \(point(gradient.start)) → \(point(gradient.end)): \(list)"
        case .material(let material):
            var text = "\(material.variant.rawValue) glass" + (material.interactive ? ", interactive" : "")
            if let tint = material.tint { text += ", tint " + (tint.resolved(in: tokens).map(color) ?? "unresolved") }
            if let dimming = material.dimming { text += ", dimming " + (dimming.resolved(in: tokens).map(SVGNumber.format) ?? "unresolved") }
            return text
        }
    }

    /// A `UnitPoint` by its SwiftUI name, or as `(x, y)`.
    static func point(_ point: UnitPoint) -> String {
        point.name ?? "(\(SVGNumber.format(point.x)), \(SVGNumber.format(point.y)))"
    }

    /// Any token value, in one line.
    static func token(_ value: TokenValue) -> String {
        switch value {
        case .color(let value): color(value)
        case .dimension(let dimension): SVGNumber.format(dimension.value) + " " + dimension.unit
        case .duration(let duration): SVGNumber.format(duration.value) + " " + duration.unit
        case .number(let number): SVGNumber.format(number)
        case .fontWeight(let weight): weight.keyword.map { "\($0) (\(SVGNumber.format(weight.value)))" } ?? SVGNumber.format(weight.value)
        case .fontFamily(let names): names.joined(separator: ", ")
        case .typography(let value): typography(value)
        case .gradient(let stops): stops.map { "\(color($0.color)) at \(SVGNumber.format($0.position))" }.joined(separator: ", ")
        case .cubicBezier(let points): "cubic-bezier(" + points.map(SVGNumber.format).joined(separator: ", ") + ")"
        default: value.jsonOutput.serialized(pretty: false)
        }
    }
}
