import DesignTokens

/// The coloured square emoji nearest a colour, as a swatch GitHub renders in a pull-request
/// comment (comments show no inline styles, SVG data URIs or colour spans).
enum ColorSwatch {
    /// The nine square emoji with the colours they are drawn in (Twemoji).
    private static let squares: [(emoji: String, color: TokenColor)] = [
        ("🟥", .srgb(0xdd / 255, 0x2e / 255, 0x44 / 255)),
        ("🟧", .srgb(0xf4 / 255, 0x90 / 255, 0x0c / 255)),
        ("🟨", .srgb(0xfd / 255, 0xcb / 255, 0x58 / 255)),
        ("🟩", .srgb(0x78 / 255, 0xb1 / 255, 0x59 / 255)),
        ("🟦", .srgb(0x55 / 255, 0xac / 255, 0xee / 255)),
        ("🟪", .srgb(0xaa / 255, 0x8e / 255, 0xd6 / 255)),
        ("🟫", .srgb(0xc1 / 255, 0x69 / 255, 0x4f / 255)),
        ("⬛", .srgb(0x29 / 255, 0x2f / 255, 0x33 / 255)),
        ("⬜", .srgb(0xe6 / 255, 0xe7 / 255, 0xe8 / 255)),
    ]

    /// The square nearest `color` by ΔE OK; greys (OKLCH chroma below 0.04) get black or white
    /// by lightness, so a grey never reads as a hue.
    static func emoji(for color: TokenColor) -> String {
        let lch = color.converted(to: .oklch).components.map(\.numeric)
        if lch[1] < 0.04 { return lch[0] < 0.6 ? "⬛" : "⬜" }
        return squares.min { color.deltaEOK(to: $0.color) < color.deltaEOK(to: $1.color) }!.emoji
    }
}
