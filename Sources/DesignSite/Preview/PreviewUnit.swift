/// The CSS unit preview markup is sized in: pixels on component pages; device points inside a
/// screen, where `--pt` is one point of the device scaled to the screen's width, so the whole
/// screen shrinks with its box (`max-width: 100%`) and never scrolls the page sideways.
enum PreviewUnit {
    case px
    case point

    /// `value` points in this unit.
    func css(_ value: Double) -> String {
        var css = MarkupBuffer(capacity: 48)
        append(value, to: &css)
        return css.text
    }

    /// Appends `value` points in this unit, as ``css(_:)`` writes it, where the previews write
    /// their markup in place (tens of thousands of positions and sizes a site).
    func append(_ value: Double, to markup: inout MarkupBuffer) {
        switch self {
        case .px:
            markup.append(number: value)
            markup.append("px")
        case .point:
            markup.append("calc(")
            markup.append(number: value)
            markup.append(" * var(--pt))")
        }
    }
}
