import DesignCatalog
import DesignTokens

/// Size and weight of a run of text, from its typography token or its own fields.
struct TextMetrics {
    let size: Double
    let weight: Double

    /// Whether WCAG counts the text as large: 18pt, or 14pt at bold (700) or heavier.
    var isLarge: Bool { size >= 18 || (size >= 14 && weight >= 700) }
}

extension TextRun {
    func metrics(in tokens: TokenSet) -> TextMetrics? {
        let typography = self.typography?.resolved(in: tokens)
        guard let size = typography.map({ $0.fontSize.points() }) ?? fontSize?.resolved(in: tokens) else { return nil }
        return TextMetrics(size: size, weight: typography?.fontWeight.value ?? fontWeight ?? 400)
    }
}

extension Label {
    func metrics(in tokens: TokenSet) -> TextMetrics? {
        guard let typography = typography?.resolved(in: tokens) else { return nil }
        return TextMetrics(size: typography.fontSize.points(), weight: typography.fontWeight.value)
    }
}

/// Numbers in messages: up to two decimals, no trailing zeros.
func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return JSONOutput.format(rounded)
}
