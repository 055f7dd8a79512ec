/// WCAG 2.2 contrast: the ratio of relative luminances and the thresholds of success criteria
/// 1.4.3 (AA), 1.4.6 (AAA) and 1.4.11 (non-text, AA).
public enum WCAGContrast {
    /// A WCAG conformance level.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        /// Level AA: 1.4.3 and 1.4.11.
        case aa = "AA"
        /// Level AAA: 1.4.6 (and 1.4.11, which has no stricter AAA form).
        case aaa = "AAA"
    }

    /// What the foreground colour is used for.
    public enum Content: Sendable, Hashable, CaseIterable {
        /// Text smaller than large text.
        case normalText
        /// Text of at least 18pt, or at least 14pt and bold.
        case largeText
        /// User-interface components and graphical objects (1.4.11).
        case nonText

        /// Normal or large text for a font size in points (1pt = 4/3 CSS px) and a font weight;
        /// bold means a weight of 700 or more. Sizes are compared exactly, without rounding.
        public init(textPoints: Double, weight: Double) {
            let isLarge = textPoints >= 18 || (textPoints >= 14 && weight >= 700)
            self = isLarge ? .largeText : .normalText
        }
    }

    /// The contrast ratio, 1 to 21, of `foreground` drawn on `background`.
    ///
    /// The foreground is composited over the background first (see `composited(over:)`); the
    /// background is taken as opaque, so composite a translucent background over what lies under
    /// it before calling this. Luminance is `TokenColor.relativeLuminance`: sRGB clipped to the
    /// gamut and not rounded to 8 bits.
    public static func ratio(foreground: TokenColor, background: TokenColor) -> Double {
        var base = background
        base.alpha = 1
        let first = foreground.composited(over: base).relativeLuminance
        let second = base.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The smallest passing ratio: AA 4.5 for normal text and 3 for large text; AAA 7 and 4.5;
    /// non-text 3 at both levels.
    public static func minimumRatio(for content: Content, level: Level) -> Double {
        switch (content, level) {
        case (.normalText, .aa): 4.5
        case (.normalText, .aaa): 7
        case (.largeText, .aa): 3
        case (.largeText, .aaa): 4.5
        case (.nonText, _): 3
        }
    }

    /// Whether `ratio` meets the level for the content. The comparison is exact: 4.499 fails 4.5.
    public static func passes(ratio: Double, for content: Content, level: Level) -> Bool {
        ratio >= minimumRatio(for: content, level: level)
    }
}
