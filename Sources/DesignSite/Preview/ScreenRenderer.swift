import DesignCatalog
import DesignTokens

/// Draws a composition as a whole screen in a device frame of the catalogue's platform: the
/// background edge to edge (its gradient in user space over the screen), the content laid out
/// in the safe area as SwiftUI lays it out (``ScreenLayout``), each component drawn from its
/// anatomy and each text run as SVG text. The screen is sized in device points scaled to its
/// box, which is at most the device's width and shrinks with the page.
struct ScreenRenderer {
    let context: SiteContext
    let tokens: TokenSet
    let ids: IDAllocator

    /// The screen's markup, the size of its device frame in CSS pixels at full size, where the
    /// content lies within that frame (for a figure that shows the content at its real size
    /// rather than the whole screen shrunk), and what could not be drawn as specified.
    func render(_ composition: Composition) -> (html: String, width: Double, height: Double, content: Rect, notes: [String]) {
        let device = context.catalog.manifest.device
        let notes = NoteList()
        let layout = ScreenLayout(catalog: context.catalog, tokens: tokens, ids: ids, unit: .point, notes: notes)
        let safe = Rect(
            x: device.safeLeading, y: device.safeTop, width: device.width - device.safeLeading - device.safeTrailing,
            height: device.height - device.safeTop - device.safeBottom)
        let root = layout.node(.stack(composition.root))
        let size = root.measure(safe.width, safe.height)
        let frame = safe.centered(width: size.width, height: size.height)
        let content = root.place(frame)
        if size.width > safe.width + 0.5 || size.height > safe.height + 0.5 {
            notes.add(
                "The content needs \(SVGNumber.format(size.width)) × \(SVGNumber.format(size.height)) pt, more than the safe area's \(SVGNumber.format(safe.width)) × \(SVGNumber.format(safe.height)) pt; it overflows the screen."
            )
        }
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        var defs = ""
        var fill = " fill=\"#ffffff\""
        switch composition.background {
        case .material:
            notes.add("The background is a material; the screen is drawn on white.")
        case let paint:
            if let attributes = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", paint, over: screen, defs: &defs) {
                fill = attributes
            } else {
                notes.add("The background does not resolve in this context; the screen is drawn on white.")
            }
        }
        let (w, h) = (SVGNumber.format(device.width), SVGNumber.format(device.height))
        let background =
            "<svg class=\"screen-background\" viewBox=\"0 0 \(w) \(h)\" preserveAspectRatio=\"none\" aria-hidden=\"true\" focusable=\"false\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + "<rect width=\"\(w)\" height=\"\(h)\"\(fill)/></svg>"
        let chrome = context.catalog.manifest.platform == .ios ? Self.iPhoneChrome(device) : ""
        let label = HTMLEscaping.attribute("\(composition.name), drawn from its spec on a \(w) × \(h) pt screen")
        let html =
            "<div class=\"device\" style=\"max-width:\(SVGNumber.format(device.width + 2 * Self.bezel))px;border-radius:\(SVGNumber.format(device.cornerRadius + Self.bezel))px\">"
            + "<div class=\"screen\" role=\"img\" aria-label=\"\(label)\" style=\"--device-width:\(w);--device-height:\(h);--device-radius:\(SVGNumber.format(device.cornerRadius))\">"
            + background + content + chrome + "</div></div>"
        let inFrame = Rect(x: frame.x + Self.bezel, y: frame.y + Self.bezel, width: frame.width, height: frame.height)
        return (html, device.width + 2 * Self.bezel, device.height + 2 * Self.bezel, inFrame, notes.items.uniqued())
    }

    /// The frame's border width in CSS pixels.
    static let bezel = 10.0

    /// The Dynamic Island and the home indicator, drawn over the content in the safe area's
    /// margins.
    private static func iPhoneChrome(_ device: Device) -> String {
        let (w, h) = (SVGNumber.format(device.width), SVGNumber.format(device.height))
        let island = Rect(x: device.width / 2 - 62, y: 11, width: 124, height: 36)
        let indicator = Rect(x: device.width / 2 - 67, y: device.height - 13, width: 134, height: 5)
        return
            "<svg class=\"screen-chrome\" viewBox=\"0 0 \(w) \(h)\" aria-hidden=\"true\" focusable=\"false\">"
            + "<rect\(island.svgRegion) rx=\"18\" fill=\"#000000\"/>"
            + "<rect\(indicator.svgRegion) rx=\"2.5\" fill=\"#000000\" fill-opacity=\"0.55\" stroke=\"#ffffff\" stroke-opacity=\"0.5\" stroke-width=\"0.5\"/></svg>"
    }
}
