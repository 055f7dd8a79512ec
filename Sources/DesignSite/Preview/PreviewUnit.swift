/// The CSS unit preview markup is sized in: pixels on component pages; device points inside a
/// screen, where `--pt` is one point of the device scaled to the screen's width, so the whole
/// screen shrinks with its box (`max-width: 100%`) and never scrolls the page sideways.
enum PreviewUnit {
    case px
    case point

    /// `value` points in this unit.
    func css(_ value: Double) -> String {
        switch self {
        case .px: "\(SVGNumber.format(value))px"
        case .point: "calc(\(SVGNumber.format(value)) * var(--pt))"
        }
    }
}
