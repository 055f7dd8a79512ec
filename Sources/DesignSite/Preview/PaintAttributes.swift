import DesignCatalog
import DesignTokens

/// SVG paint for fills and strokes: colours as attributes, linear gradients as definitions in
/// user space, so a gradient runs across the shape's frame exactly as SwiftUI's `UnitPoint`s say.
struct PaintAttributes {
    let tokens: TokenSet
    let ids: IDAllocator

    /// Appends the attributes painting `property` (`fill` or `stroke`) with `paint` over
    /// `rect` to `markup`, and any gradient to `defs`; false, writing nothing, when the paint
    /// does not resolve or is a material.
    func append(_ property: String, _ paint: Paint, over rect: Rect, to markup: inout MarkupBuffer, defs: inout MarkupBuffer) -> Bool {
        switch paint {
        case .color(let spec):
            guard let color = spec.resolved(in: tokens) else { return false }
            let alpha = min(max(color.alpha, 0), 1)
            Self.appendAttribute(property, color.hexString, to: &markup)
            if alpha < 1 {
                markup.append(" ")
                markup.append(property)
                markup.append("-opacity=\"")
                markup.append(number: alpha)
                markup.append("\"")
            }
            return true
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return false }
            let id = ids.make("grad")
            Self.appendGradient(id: id, stops: stops, start: gradient.start, end: gradient.end, over: rect, to: &defs)
            Self.appendAttribute(property, "url(#" + id + ")", to: &markup)
            return true
        case .material:
            return false
        }
    }

    /// The attributes painting `property` with `paint` over `rect`, adding any gradient to
    /// `defs`; nil when the paint does not resolve or is a material (see
    /// ``append(_:_:over:to:defs:)``).
    func attributes(_ property: String, _ paint: Paint, over rect: Rect, defs: inout String) -> String? {
        var markup = MarkupBuffer()
        var gradients = MarkupBuffer()
        guard append(property, paint, over: rect, to: &markup, defs: &gradients) else { return nil }
        defs += gradients.text
        return markup.text
    }

    /// ` name="value"`.
    private static func appendAttribute(_ name: String, _ value: String, to markup: inout MarkupBuffer) {
        markup.append(" ")
        markup.append(name)
        markup.append("=\"")
        markup.append(value)
        markup.append("\"")
    }

    /// Appends a `<linearGradient>` in user space from `start` to `end` of `rect`.
    static func appendGradient(
        id: String, stops: [(color: TokenColor, location: Double)], start: UnitPoint, end: UnitPoint, over rect: Rect, to markup: inout MarkupBuffer
    ) {
        let from = rect.point((start.x, start.y))
        let to = rect.point((end.x, end.y))
        markup.append("<linearGradient id=\"")
        markup.append(id)
        markup.append("\" gradientUnits=\"userSpaceOnUse\" x1=\"")
        markup.append(number: from.x)
        markup.append("\" y1=\"")
        markup.append(number: from.y)
        markup.append("\" x2=\"")
        markup.append(number: to.x)
        markup.append("\" y2=\"")
        markup.append(number: to.y)
        markup.append("\">")
        for stop in stops {
            let alpha = min(max(stop.color.alpha, 0), 1)
            markup.append("<stop offset=\"")
            markup.append(number: stop.location)
            markup.append("\" stop-color=\"")
            markup.append(stop.color.hexString)
            markup.append("\"")
            if alpha < 1 {
                markup.append(" stop-opacity=\"")
                markup.append(number: alpha)
                markup.append("\"")
            }
            markup.append("/>")
        }
        markup.append("</linearGradient>")
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
