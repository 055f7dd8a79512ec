import DesignCatalog
import DesignSupport
import DesignTokens

/// Resolved values as short readable text for tables.
enum ValueText {
    /// A number as readers see it: as the drawings print it (three decimals at most), or past
    /// the drawings' limit in exponent form, so a huge value reads as written (`1e+308`), not as
    /// the limit it is drawn at.
    static func number(_ value: Double) -> String {
        abs(value) < SVGNumber.largest || !value.isFinite ? SVGNumber.format(value) : "\(value)"
    }

    /// `#rrggbb`, with the opacity as a percentage when it is below 1.
    static func color(_ color: TokenColor) -> String {
        let alpha = min(max(color.alpha, 0), 1)
        return color.hexString + (alpha < 1 ? " at \(number(alpha * 100))%" : "")
    }

    /// `SF Pro 19 pt Black (900), line height 1.2, tracking 0 pt`.
    static func typography(_ typography: Typography) -> String {
        "\(typography.fontFamily.joined(separator: ", ")) \(number(typography.fontSize.points())) pt \(weight(typography.fontWeight.value)), line height \(number(typography.lineHeight)), tracking \(number(typography.letterSpacing.points())) pt"
    }

    /// A font weight as Apple names SF Pro's weights, with the number a token gives:
    /// `Black (900)`, `Semibold (600)`; a weight between two of them as its number,
    /// `weight 450`.
    static func weight(_ value: Double) -> String {
        guard let name = weightNames[value] else { return weightName(value) }
        return "\(name) (\(number(value)))"
    }

    /// A font weight by its name alone, `Black`, as a sentence about a text says it; a weight
    /// between two names as `weight 450`.
    static func weightName(_ value: Double) -> String {
        weightNames[value] ?? "weight " + number(value)
    }

    /// SF Pro's weights (SwiftUI's `Font.Weight`) by the numbers CSS and the token format use
    /// for them.
    private static let weightNames: [Double: String] = [
        100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium", 600: "Semibold", 700: "Bold", 800: "Heavy", 900: "Black",
    ]

    /// A colour, a gradient's stops and direction, or a material; nil when it does not resolve.
    static func paint(_ paint: Paint, in tokens: TokenSet) -> String? {
        switch paint {
        case .color(let spec):
            return spec.resolved(in: tokens).map(color)
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return nil }
            let list = stops.map { "\(color($0.color)) at \(number($0.location))" }.joined(separator: ", ")
            return "linear gradient \(point(gradient.start)) → \(point(gradient.end)): \(list)"
        case .material(let material):
            var text = "\(material.variant.rawValue) glass" + (material.interactive ? ", interactive" : "")
            if let tint = material.tint { text += ", tint " + (tint.resolved(in: tokens).map(color) ?? "unresolved") }
            if let dimming = material.dimming { text += ", dimming " + (dimming.resolved(in: tokens).map(number) ?? "unresolved") }
            return text
        }
    }

    /// A `UnitPoint` by its SwiftUI name, or as `(x, y)`.
    static func point(_ point: UnitPoint) -> String {
        point.name ?? "(\(number(point.x)), \(number(point.y)))"
    }

    /// Any token value, in one line of words and numbers, never JSON: a shadow as
    /// `0 2 8 #00000033` (x, y, blur, spread when not 0, colour), a transition as its duration,
    /// easing and delay, a border as width, style and colour.
    static func token(_ value: TokenValue) -> String {
        switch value {
        case .color(let value): color(value)
        case .dimension(let dimension): number(dimension.value) + " " + dimension.unit
        case .duration(let time): duration(time)
        case .number(let value): number(value)
        case .fontWeight(let weight): weight.keyword.map { "\($0) (\(number(weight.value)))" } ?? self.weight(weight.value)
        case .fontFamily(let names): names.joined(separator: ", ")
        case .typography(let value): typography(value)
        case .gradient(let stops): stops.map { "\(color($0.color)) at \(number($0.position))" }.joined(separator: ", ")
        case .cubicBezier(let points): easing(points)
        case .shadow(let shadow): shadow.layers.map(self.shadow).joined(separator: ", ")
        case .transition(let transition): self.transition(transition)
        case .border(let border): "\(length(border.width)) \(strokeStyle(border.style)) \(hexWithAlpha(border.color))"
        case .strokeStyle(let style): strokeStyle(style)
        }
    }

    /// `0.3 s` or `150 ms`, as written.
    static func duration(_ duration: Duration) -> String {
        number(duration.value) + " " + duration.unit
    }

    /// An easing by its CSS name when it is one of the named curves, with its control points:
    /// `ease-in-out, cubic-bezier(0.42, 0, 0.58, 1)`.
    static func easing(_ points: [Double]) -> String {
        let curve = "cubic-bezier(" + points.map(number).joined(separator: ", ") + ")"
        return easingNames[points].map { "\($0), \(curve)" } ?? curve
    }

    /// The CSS names of the standard cubic Bézier curves.
    private static let easingNames: [[Double]: String] = [
        [0, 0, 1, 1]: "linear", [0.25, 0.1, 0.25, 1]: "ease", [0.42, 0, 1, 1]: "ease-in", [0, 0, 0.58, 1]: "ease-out",
        [0.42, 0, 0.58, 1]: "ease-in-out",
    ]

    /// `0.3 s, ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), no delay`.
    static func transition(_ transition: Transition) -> String {
        let delay = transition.delay.value == 0 ? "no delay" : "after a delay of " + duration(transition.delay)
        return "\(duration(transition.duration)), \(easing(transition.timingFunction)), \(delay)"
    }

    /// One shadow layer as CSS writes it, lengths without units: `0 2 8 #00000033`.
    static func shadow(_ shadow: Shadow) -> String {
        var parts = [shadow.offsetX, shadow.offsetY, shadow.blur].map { number($0.points()) }
        if shadow.spread.points() != 0 { parts.append(number(shadow.spread.points())) }
        return (shadow.inset == true ? "inset " : "") + parts.joined(separator: " ") + " " + hexWithAlpha(shadow.color)
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is translucent.
    static func hexWithAlpha(_ color: TokenColor) -> String {
        let alpha = LowercaseHex.byte(ofChannel: color.alpha)
        return alpha == 255 ? color.hexString : LowercaseHex.text([alpha], after: color.hexString)
    }

    /// A stroke style's keyword, or its dashes and cap: `dashes 4 2 pt, round caps`.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashes(let dashes, let cap): "dashes " + dashes.map { number($0.points()) }.joined(separator: " ") + " pt, \(cap) caps"
        }
    }

    private static func length(_ dimension: Dimension) -> String {
        number(dimension.value) + " " + dimension.unit
    }
}
