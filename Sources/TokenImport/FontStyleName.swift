/// A Figma font style name (`Regular`, `Semi Bold`, `Bold Italic`) read as a weight.
struct FontStyleName {
    let weight: Int
    let italic: Bool

    /// The weights of the CSS and Figma style names, spaces, hyphens and case ignored.
    private static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    init?(_ text: String) {
        var name = text.lowercased().filter { $0.isLetter }
        let italic = name.hasSuffix("italic")
        if italic { name = String(name.dropLast("italic".count)) }
        if name.isEmpty, italic { name = "regular" }
        guard let weight = Self.weights[name] else { return nil }
        self.weight = weight
        self.italic = italic
    }
}
