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
}
