import DesignCatalog
import DesignTokens

/// Liquid Glass as an HTML layer: a box with `backdrop-filter` over whatever the page draws
/// behind the preview (the composition's background). The look per variant is a web
/// approximation of the system material, which only the platform renders.
enum GlassLayer {
    /// A positioned `<span>` for a glass layer of `rect` (canvas coordinates), with the shape's
    /// corner radius. Colours come only from parsed tokens.
    static func html(_ material: Material, shape: DesignCatalog.Shape?, rect: Rect, tokens: TokenSet, unit: PreviewUnit) -> String {
        let radius: Double =
            switch shape {
            case .circle?, .capsule?: min(rect.width, rect.height) / 2
            case .roundedRectangle(let corner)?: min(corner.resolved(in: tokens) ?? 0, rect.width / 2, rect.height / 2)
            default: 0
            }
        var style =
            "left:\(unit.css(rect.x));top:\(unit.css(rect.y));width:\(unit.css(rect.width));height:\(unit.css(rect.height));border-radius:\(unit.css(radius))"
        if var tint = material.tint?.resolved(in: tokens) {
            tint.alpha *= 0.45
            style += ";--glass-tint:\(HTMLEscaping.cssColor(tint))"
        }
        var html = ""
        if material.variant == .clear, let dimming = material.dimming?.resolved(in: tokens), dimming > 0 {
            let dim = TokenColor.srgb(0, 0, 0, alpha: min(dimming, 1))
            html +=
                "<span class=\"glass-dimming\" style=\"left:\(unit.css(rect.x));top:\(unit.css(rect.y));width:\(unit.css(rect.width));height:\(unit.css(rect.height));border-radius:\(unit.css(radius));background:\(HTMLEscaping.cssColor(dim))\"></span>"
        }
        let classes = ["glass", "glass-\(material.variant.rawValue)"] + (material.interactive ? ["glass-interactive"] : [])
        html += "<span class=\"\(classes.joined(separator: " "))\" style=\"\(style)\"></span>"
        return html
    }
}
