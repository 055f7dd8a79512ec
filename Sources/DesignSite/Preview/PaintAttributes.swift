import DesignCatalog
import DesignTokens

/// SVG paint for fills and strokes: colours as attributes, linear gradients as definitions in
/// user space, so a gradient runs across the shape's frame exactly as SwiftUI's `UnitPoint`s say.
struct PaintAttributes {
    let tokens: TokenSet
    let ids: IDAllocator

    /// The attributes painting `property` (`fill` or `stroke`) with `paint` over `rect`, adding
    /// any gradient to `defs`; nil when the paint does not resolve or is a material.
    func attributes(_ property: String, _ paint: Paint, over rect: Rect, defs: inout String) -> String? {
        switch paint {
        case .color(let spec):
            guard let color = spec.resolved(in: tokens) else { return nil }
            return Self.colorAttributes(property, color)
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return nil }
            let id = ids.make("grad")
            defs += Self.gradient(id: id, stops: stops, start: gradient.start, end: gradient.end, over: rect)
            return " \(property)=\"url(#\(id))\""
        case .material:
            return nil
        }
    }

    /// `fill="#rrggbb"` with `fill-opacity` when the colour is translucent.
    static func colorAttributes(_ property: String, _ color: TokenColor) -> String {
        let alpha = min(max(color.alpha, 0), 1)
        return " \(property)=\"\(color.hexString)\"" + (alpha < 1 ? " \(property)-opacity=\"\(SVGNumber.format(alpha))\"" : "")
    }

    /// A `<linearGradient>` in user space from `start` to `end` of `rect`.
    static func gradient(id: String, stops: [(color: TokenColor, location: Double)], start: UnitPoint, end: UnitPoint, over rect: Rect) -> String {
        let from = rect.point((start.x, start.y))
        let to = rect.point((end.x, end.y))
        var text =
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGNumber.format(from.x))\" y1=\"\(SVGNumber.format(from.y))\" x2=\"\(SVGNumber.format(to.x))\" y2=\"\(SVGNumber.format(to.y))\">"
        for stop in stops {
            let alpha = min(max(stop.color.alpha, 0), 1)
            text += "<stop offset=\"\(SVGNumber.format(stop.location))\" stop-color=\"\(stop.color.hexString)\""
            if alpha < 1 { text += " stop-opacity=\"\(SVGNumber.format(alpha))\"" }
            text += "/>"
        }
        return text + "</linearGradient>"
    }
}

extension BlendMode {
    /// The CSS `mix-blend-mode` value, or nil for SwiftUI modes CSS cannot draw.
    var cssValue: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }
}
