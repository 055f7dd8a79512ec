import DesignCatalog
import DesignSupport
import DesignTokens

/// A paint as a CSS `background` value, built only from parsed colours and numbers: a colour,
/// or a `linear-gradient` whose angle follows the SwiftUI start and end points over a box.
enum CSSPaint {
    /// The background for `paint` over a box of `width` by `height`; nil when it does not resolve
    /// or is a material.
    static func background(_ paint: Paint, width: Double, height: Double, tokens: TokenSet) -> String? {
        switch paint {
        case .color(let spec):
            return spec.resolved(in: tokens).map(HTMLEscaping.cssColor)
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return nil }
            let dx = (gradient.end.x - gradient.start.x) * width
            let dy = (gradient.end.y - gradient.start.y) * height
            let degrees = (atan2(dx, -dy) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
            let list = stops.map { "\(HTMLEscaping.cssColor($0.color)) \(SVGNumber.format($0.location * 100))%" }
            return "linear-gradient(\(SVGNumber.format(degrees))deg, \(list.joined(separator: ", ")))"
        case .material:
            return nil
        }
    }
}
