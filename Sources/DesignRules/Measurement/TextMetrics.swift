import DesignCatalog
import DesignSupport
import DesignTokens

/// The size and weight of a run of text, worked out one way for the rules, the site's previews
/// and its contrast tables: its typography token, else its own size and weight, else its
/// Dynamic Type text style's default size, else the platform's default text size.
public struct TextMetrics: Sendable, Hashable {
    /// The size in points.
    public var size: Double
    /// The weight, 1 to 1000 (400 regular, 700 bold).
    public var weight: Double

    /// Creates metrics.
    public init(size: Double, weight: Double) {
        self.size = size
        self.weight = weight
    }

    /// What WCAG 2.2 counts the text as: large at 18pt, or 14pt at bold (700) or heavier.
    public var content: WCAGContrast.Content { WCAGContrast.Content(textPoints: size, weight: weight) }

    /// Whether WCAG counts the text as large.
    public var isLarge: Bool { content == .largeText }

    /// The AA contrast the text needs: 4.5:1, or 3:1 for large text (WCAG 2.2 SC 1.4.3).
    public var requiredContrast: Double { WCAGContrast.minimumRatio(for: content, level: .aa) }

    /// The default sizes and weights of the Dynamic Type text styles at the default (Large)
    /// content size on iOS and iPadOS (Apple HIG, Typography: "Dynamic Type sizes").
    public static let textStyles: [String: TextMetrics] = [
        "largeTitle": .init(size: 34, weight: 400), "title": .init(size: 28, weight: 400), "title1": .init(size: 28, weight: 400),
        "title2": .init(size: 22, weight: 400), "title3": .init(size: 20, weight: 400), "headline": .init(size: 17, weight: 600),
        "body": .init(size: 17, weight: 400), "callout": .init(size: 16, weight: 400), "subheadline": .init(size: 15, weight: 400),
        "footnote": .init(size: 13, weight: 400), "caption": .init(size: 12, weight: 400), "caption1": .init(size: 12, weight: 400),
        "caption2": .init(size: 11, weight: 400),
    ]

    /// Metrics from the first of: a typography token, a size and weight of the text's own, a
    /// text style, the default size. Nil when a token the text names does not resolve (the
    /// loader reports that).
    static func resolve(
        typography: Bound<Typography>?, fontSize: Bound<Double>?, fontWeight: Bound<FontWeight>?, textStyle: String?,
        defaultSize: Double, in tokens: TokenSet
    ) -> TextMetrics? {
        let style = textStyle.flatMap { textStyles[$0] }
        if let typography {
            return typography.resolved(in: tokens).map { TextMetrics(size: $0.fontSize.points(), weight: $0.fontWeight.value) }
        }
        var weight = style?.weight ?? 400
        if let fontWeight {
            guard let resolved = fontWeight.resolved(in: tokens) else { return nil }
            weight = resolved.value
        }
        guard let fontSize else { return TextMetrics(size: style?.size ?? defaultSize, weight: weight) }
        return fontSize.resolved(in: tokens).map { TextMetrics(size: $0, weight: weight) }
    }
}

extension TextRun {
    /// The run's size and weight (see ``TextMetrics``); `defaultSize` is the platform's.
    public func metrics(in tokens: TokenSet, defaultSize: Double) -> TextMetrics? {
        TextMetrics.resolve(
            typography: typography, fontSize: fontSize, fontWeight: fontWeight, textStyle: textStyle, defaultSize: defaultSize,
            in: tokens)
    }
}

extension Label {
    /// The label's size and weight (see ``TextMetrics``); `defaultSize` is the platform's.
    public func metrics(in tokens: TokenSet, defaultSize: Double) -> TextMetrics? {
        TextMetrics.resolve(
            typography: typography, fontSize: nil, fontWeight: nil, textStyle: textStyle, defaultSize: defaultSize, in: tokens)
    }
}

/// Numbers in messages: up to two decimals, no trailing zeros. A value too large to round is
/// shown as it is, and one that overflowed (a huge token value scaled) as "∞" or "-∞".
func points(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "undefined" : value < 0 ? "-∞" : "∞" }
    let rounded = (value * 100).rounded() / 100
    return JSONOutput.format(rounded.isFinite ? rounded : value)
}
