/// A preview scaled down to fit a box, for the home page's cards and the rule pages' examples:
/// the preview renderer's own markup, drawn at its size and scaled by CSS, so a thumbnail
/// looks exactly like the page's preview. Hidden from assistive technology: the card or
/// caption beside it names what it shows.
enum Thumbnail {
    /// `content` (drawn `width` × `height` CSS pixels) scaled to fit `box`, never enlarged, in a
    /// block of the scaled size.
    static func html(_ content: String, width: Double, height: Double, box: (width: Double, height: Double)) -> String {
        let scale = min(1, box.width / max(width, 1), box.height / max(height, 1))
        let scaled = "width:\(SVGNumber.format(width * scale))px;height:\(SVGNumber.format(height * scale))px"
        return
            "<div class=\"thumb\" aria-hidden=\"true\" style=\"\(scaled)\"><div class=\"thumb-content\" style=\"width:\(SVGNumber.format(width))px;height:\(SVGNumber.format(height))px;transform:scale(\(SVGNumber.format(scale)))\">\(content)</div></div>"
    }

    /// The part of `content` (drawn `width` × `height` CSS pixels) within `window`, at its real
    /// size: a rule example shows a screen's text as large as the screen draws it.
    static func crop(_ content: String, width: Double, height: Double, window: Rect) -> String {
        let size = "width:\(SVGNumber.format(window.width))px;height:\(SVGNumber.format(window.height))px"
        let shift = "translate(\(SVGNumber.format(-window.x))px,\(SVGNumber.format(-window.y))px)"
        return
            "<div class=\"thumb thumb-crop\" aria-hidden=\"true\" style=\"\(size)\"><div class=\"thumb-content\" style=\"width:\(SVGNumber.format(width))px;height:\(SVGNumber.format(height))px;transform:\(shift)\">\(content)</div></div>"
    }
}
