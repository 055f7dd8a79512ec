/// Apple's text styles per platform as the Human Interface Guidelines' Typography
/// specifications give them (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
/// for each style its size, leading and weight, per Dynamic Type size category on iOS and iPadOS,
/// and at the default category elsewhere. What `hig/type-ramp` checks typography tokens
/// against, and what the export and the drift guard name a size's style by
/// (``TextStyleSizes``).
///
/// - iOS and iPadOS ("iOS, iPadOS Dynamic Type sizes" and "… accessibility sizes"): twelve
///   categories, xSmall to xxxLarge and AX1 to AX5, Large the default. Every style is Regular
///   but Headline, Semibold.
/// - macOS ("macOS built-in text styles"): one table; macOS has no Dynamic Type.
/// - tvOS ("tvOS built-in text styles"): one table; it has no Large Title, Subheadline or
///   Footnote.
/// - watchOS ("watchOS Dynamic Type sizes"): the Large category, the default of the 40, 41 and
///   42 mm watches. Its Footnote 1 and 2 have no SwiftUI style of their own and are left out.
/// - visionOS: Apple publishes no size table (its page says visionOS uses bolder body and title
///   styles), so no style is checked there beyond the minimum size (`hig/min-font-size`).
///
/// The numbers were read from copies of Apple's page made between 2023 and 2026, which agree in
/// every iOS cell; 131 of the 132 iOS sizes also match the sizes UIKit produces (Caption 2 at AX5
/// is 40 pt on the page, 41 pt in one iOS 13.3 simulator dump; the page is followed).
package enum DynamicTypeTable {
    /// One style in one size category.
    package struct Metrics: Sendable, Hashable {
        /// The point size.
        package let size: Double
        /// The leading (line height) in points.
        package let leading: Double
        /// The weight, as a CSS / DTCG number (Regular 400, Medium 500, Semibold 600, Bold 700).
        package let weight: Double
    }

    /// The styles as SwiftUI spells them (`Font.TextStyle`), largest first.
    package static let styles = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2",
    ]

    /// The size categories of iOS and iPadOS in order, as SwiftUI's `DynamicTypeSize` spells
    /// them.
    package static let categories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3",
        "accessibility4", "accessibility5",
    ]

    /// The position of the default category, Large, in ``categories``.
    package static let defaultCategory = 3

    /// The category a resolver context's name stands for, if it names one: SwiftUI's spelling
    /// (`xxLarge`, `accessibility2`), UIKit's (`extraExtraLarge`, `accessibilityMedium`), the HIG's
    /// (`AX2`) and the kebab and snake forms (`xx-large`, `extra_small`), in any case.
    package static func category(named name: String) -> Int? {
        let key = String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
        return categoryNames[key]
    }

    private static let categoryNames: [String: Int] = {
        var names: [String: Int] = [:]
        let spellings: [[String]] = [
            ["xsmall", "extrasmall", "xs"], ["small", "s"], ["medium", "m"], ["large", "l", "default"], ["xlarge", "extralarge", "xl"],
            ["xxlarge", "extraextralarge", "xxl"], ["xxxlarge", "extraextraextralarge", "xxxl"],
            ["accessibility1", "ax1", "accessibilitymedium"], ["accessibility2", "ax2", "accessibilitylarge"],
            ["accessibility3", "ax3", "accessibilityextralarge"], ["accessibility4", "ax4", "accessibilityextraextralarge"],
            ["accessibility5", "ax5", "accessibilityextraextraextralarge"],
        ]
        for (index, words) in spellings.enumerated() {
            for word in words { names[word] = index }
        }
        return names
    }()

    /// The category's name as the HIG writes it ("Large", "AX2").
    package static func categoryTitle(_ index: Int) -> String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// `style`'s metrics on a platform (named as the manifest names it: `ios`, `macos`…), at
    /// size category `index` on iOS and iPadOS and at the one size elsewhere; nil where the
    /// platform has no such style or Apple publishes no table (visionOS).
    package static func metrics(_ style: String, platform: String, category index: Int = defaultCategory) -> Metrics? {
        switch platform {
        case "ios", "ipados": iOS(style, category: index)
        case "macos": macOS[style]
        case "tvos": tvOS[style]
        case "watchos": watchOS[style]
        default: nil
        }
    }

    /// `style`'s metrics on iOS and iPadOS at category `index` (a position in ``categories``).
    package static func iOS(_ style: String, category index: Int) -> Metrics? {
        guard let sizes = iOSSizes[style], let leading = iOSLeading[style], sizes.indices.contains(index) else { return nil }
        return Metrics(size: sizes[index], leading: leading[index], weight: style == "headline" ? 600 : 400)
    }

    /// Sizes from xSmall to AX5 ("iOS, iPadOS Dynamic Type sizes", "… accessibility sizes").
    private static let iOSSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Leading from xSmall to AX5, as printed (at xxxLarge Callout and Subhead share 28 pt).
    private static let iOSLeading: [String: [Double]] = [
        "largeTitle": [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        "title": [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        "title2": [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        "title3": [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        "headline": [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        "body": [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        "callout": [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        "subheadline": [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        "footnote": [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        "caption": [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        "caption2": [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// macOS's built-in styles (size, line height, weight).
    package static let macOS: [String: Metrics] = [
        "largeTitle": Metrics(size: 26, leading: 32, weight: 400),
        "title": Metrics(size: 22, leading: 26, weight: 400),
        "title2": Metrics(size: 17, leading: 22, weight: 400),
        "title3": Metrics(size: 15, leading: 20, weight: 400),
        "headline": Metrics(size: 13, leading: 16, weight: 700),
        "body": Metrics(size: 13, leading: 16, weight: 400),
        "callout": Metrics(size: 12, leading: 15, weight: 400),
        "subheadline": Metrics(size: 11, leading: 14, weight: 400),
        "footnote": Metrics(size: 10, leading: 13, weight: 400),
        "caption": Metrics(size: 10, leading: 13, weight: 400),
        "caption2": Metrics(size: 10, leading: 13, weight: 500),
    ]

    /// tvOS's built-in styles (all Medium, 500).
    package static let tvOS: [String: Metrics] = [
        "title": Metrics(size: 76, leading: 96, weight: 500),
        "title2": Metrics(size: 57, leading: 66, weight: 500),
        "title3": Metrics(size: 48, leading: 56, weight: 500),
        "headline": Metrics(size: 38, leading: 46, weight: 500),
        "callout": Metrics(size: 31, leading: 38, weight: 500),
        "body": Metrics(size: 29, leading: 36, weight: 500),
        "caption": Metrics(size: 25, leading: 32, weight: 500),
        "caption2": Metrics(size: 23, leading: 30, weight: 500),
    ]

    /// watchOS at Large, the default of the 40, 41 and 42 mm watches.
    package static let watchOS: [String: Metrics] = [
        "largeTitle": Metrics(size: 36, leading: 38.5, weight: 400),
        "title": Metrics(size: 34, leading: 36.5, weight: 400),
        "title2": Metrics(size: 28, leading: 30.5, weight: 400),
        "title3": Metrics(size: 19, leading: 21.5, weight: 400),
        "headline": Metrics(size: 16, leading: 18.5, weight: 600),
        "body": Metrics(size: 16, leading: 18.5, weight: 400),
        "caption": Metrics(size: 15, leading: 17.5, weight: 400),
        "caption2": Metrics(size: 14, leading: 16.5, weight: 400),
    ]
}
