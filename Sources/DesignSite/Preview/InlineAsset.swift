import DesignCatalog
import DesignSupport

/// Draws a catalogue asset inside an SVG drawing: a sanitised SVG as a nested `<svg>` whose ids
/// (and the references to them) carry a prefix unique in the page, so two inlined assets cannot
/// collide; a PNG as an `<image>` with its `data:` URL. A template image is drawn as a mask over
/// its layer's paint: the asset's alpha, the layer's colour or gradient (as SwiftUI draws a
/// template image or a symbol in the foreground style).
enum InlineAsset {
    /// The asset fitted into `rect` (aspect ratio kept, centred), with `prefix` before its ids.
    static func markup(_ asset: Asset, in rect: Rect, prefix: String) -> String {
        let position =
            "x=\"\(SVGNumber.format(rect.x))\" y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\" height=\"\(SVGNumber.format(rect.height))\""
        switch asset.content {
        case .png(let url):
            return "<image \(position) preserveAspectRatio=\"xMidYMid meet\" href=\"\(HTMLEscaping.attribute(url))\"/>"
        case .svg(let root):
            let viewBox = root.attribute("viewBox") ?? "0 0 \(SVGNumber.format(asset.width)) \(SVGNumber.format(asset.height))"
            let fit = root.attribute("preserveAspectRatio") ?? "xMidYMid meet"
            var body = ""
            for child in root.children { serialize(child, prefix: prefix, into: &body) }
            let own = root.attributes.filter { !["viewBox", "preserveAspectRatio", "width", "height", "x", "y", "id"].contains($0.name) }
            return "<svg \(position) viewBox=\"\(HTMLEscaping.attribute(viewBox))\" preserveAspectRatio=\"\(HTMLEscaping.attribute(fit))\""
                + attributes(own, prefix: prefix) + " overflow=\"hidden\">" + body + "</svg>"
        }
    }

    /// The asset as an alpha mask (defined in `defs` with id `maskID`) and a rectangle painted
    /// with `paint` through it.
    static func template(_ asset: Asset, in rect: Rect, prefix: String, maskID: String, paint: String, defs: inout String) -> String {
        defs +=
            "<mask id=\"\(maskID)\" maskUnits=\"userSpaceOnUse\"\(rect.svgRegion) style=\"mask-type:alpha\">\(markup(asset, in: rect, prefix: prefix))</mask>"
        return
            "<rect x=\"\(SVGNumber.format(rect.x))\" y=\"\(SVGNumber.format(rect.y))\" width=\"\(SVGNumber.format(rect.width))\" height=\"\(SVGNumber.format(rect.height))\" mask=\"url(#\(maskID))\"\(paint)/>"
    }

    /// The size the asset is drawn at in `rect`: its own size scaled to fit, aspect kept.
    static func fitted(_ asset: Asset, in rect: Rect) -> Rect {
        let scale = min(rect.width / asset.width, rect.height / asset.height)
        return rect.centered(width: asset.width * scale, height: asset.height * scale)
    }

    private static func serialize(_ element: SVGElement, prefix: String, into output: inout String) {
        output += "<\(element.name)\(attributes(element.attributes, prefix: prefix))"
        guard !element.children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children { serialize(child, prefix: prefix, into: &output) }
        output += "</\(element.name)>"
    }

    /// Attributes escaped, with ids and local references (`#id`, `url(#id)`) prefixed.
    private static func attributes(_ list: [SVGElement.Attribute], prefix: String) -> String {
        var text = ""
        for attribute in list {
            var value = attribute.value
            if attribute.name == "id" {
                value = prefix + "-" + value
            } else if attribute.name == "href" {
                value = "#" + prefix + "-" + value.drop { $0 != "#" }.dropFirst()
            } else if value.includes("url(") {
                value = value.replacingEvery("url(#", with: "url(#\(prefix)-")
                    .replacingEvery("url(\"#", with: "url(\"#\(prefix)-").replacingEvery("url('#", with: "url('#\(prefix)-")
            }
            text += " \(attribute.name)=\"\(HTMLEscaping.attribute(value))\""
        }
        return text
    }
}
