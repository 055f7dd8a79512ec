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
    /// The run's size and weight: from its typography token, else its own fields, else the
    /// platform's default text size (`defaultSize`). Nil when a token it names does not resolve
    /// (the loader reports that).
    func metrics(in tokens: TokenSet, defaultSize: Double) -> TextMetrics? {
        if let typography {
            return typography.resolved(in: tokens).map { TextMetrics(size: $0.fontSize.points(), weight: $0.fontWeight.value) }
        }
        let weight = fontWeight.map { $0.resolved(in: tokens)?.value } ?? 400
        guard let weight else { return nil }
        guard let fontSize else { return TextMetrics(size: defaultSize, weight: weight) }
        return fontSize.resolved(in: tokens).map { TextMetrics(size: $0, weight: weight) }
    }
}

extension Label {
    func metrics(in tokens: TokenSet) -> TextMetrics? {
        guard let typography = typography?.resolved(in: tokens) else { return nil }
        return TextMetrics(size: typography.fontSize.points(), weight: typography.fontWeight.value)
    }
}

/// Numbers in messages: up to two decimals, no trailing zeros. A value too large to round is
/// shown as it is, and one that overflowed (a huge token value scaled) as "∞" or "-∞".
func points(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "undefined" : value < 0 ? "-∞" : "∞" }
    let rounded = (value * 100).rounded() / 100
    return JSONOutput.format(rounded.isFinite ? rounded : value)
}
