import DesignCatalog
import SwiftCode

/// What `dscheck init` seeds a new catalogue with for one platform: Apple's system colours per
/// appearance, a type scale, control sizes and spacing.
///
/// Where the numbers come from:
/// - System colours (blue, red, green, default and increased contrast, light and dark): Apple
///   Human Interface Guidelines, Color, "System colors" table for iOS, iPadOS, macOS and tvOS
///   (https://developer.apple.com/design/human-interface-guidelines/color), as published before
///   its June 2025 update; visionOS uses the default dark values, and watchOS always draws on
///   pure black (the same page).
/// - UIKit dynamic colours (label, secondaryLabel, systemBackground, systemGroupedBackground,
///   separator), light and dark, as UIKit resolves them (UIColor, "UI element colors",
///   https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors).
/// - AppKit dynamic colours (labelColor, secondaryLabelColor, textBackgroundColor,
///   windowBackgroundColor, separatorColor, controlAccentColor), as AppKit resolves them in the
///   aqua and darkAqua appearances (NSColor, "UI element colors",
///   https://developer.apple.com/documentation/appkit/nscolor/ui_element_colors).
/// - Control sizes and text sizes: HIG Accessibility ("Buttons and controls": iOS and iPadOS
///   44 pt, macOS 28 pt, tvOS 66 pt, visionOS 60 pt, watchOS 44 pt) and Typography (default and
///   minimum text sizes per platform; the iOS and macOS text-style sizes).
struct PlatformSeed {
    /// An sRGB colour, 0–255 per channel, with its alpha.
    struct RGB: Hashable {
        let red: Int, green: Int, blue: Int
        var alpha: Double = 1

        init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// One colour per appearance: standard and, where it differs, with Increase Contrast on.
    struct Swatch {
        let standard: RGB
        let increased: RGB?
    }

    /// The colours of one appearance, under their token names, with Apple's name for each.
    struct Palette {
        var swatches: [(name: String, apple: String, swatch: Swatch)]
    }

    /// One step of the type scale.
    struct TextStep {
        let name: String
        /// The text style the step's text scales with in the specs.
        let textStyle: String
        let size: Double
        let weight: Int
        let lineHeight: Double
        let description: String
        /// The Apple text style the token names (`dev.dscheck`'s `textStyle`): the step's style
        /// where the platform's table gives it this size, else the platform's style of this size,
        /// else none (visionOS, which has no table).
        let tokenTextStyle: String?
    }

    let platform: Platform
    /// Apple's name for the platform.
    var displayName: String { platform.displayName }
    /// Light and dark, or one palette where the platform has one appearance.
    let appearances: [(context: String, palette: Palette)]
    /// Where the palettes come from, for the token files' descriptions.
    let colorSource: String
    let type: [TextStep]
    /// The control height: the HIG's default control size.
    let controlHeight: Double
    let cornerRadius: Double
    let horizontalPadding: Double
    /// Spacing steps, smallest first.
    let spacing: [(name: String, points: Double)]

    static let hig = "https://developer.apple.com/design/human-interface-guidelines/color"
    static let uiKitColors = "https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors"
    static let appKitColors = "https://developer.apple.com/documentation/appkit/nscolor/ui_element_colors"

    // MARK: System colours (HIG, Color, "System colors")

    static let blueLight = Swatch(standard: RGB(0, 122, 255), increased: RGB(0, 64, 221))
    static let blueDark = Swatch(standard: RGB(10, 132, 255), increased: RGB(64, 156, 255))
    static let redLight = Swatch(standard: RGB(255, 59, 48), increased: RGB(215, 0, 21))
    static let redDark = Swatch(standard: RGB(255, 69, 58), increased: RGB(255, 105, 97))
    static let greenLight = Swatch(standard: RGB(52, 199, 89), increased: RGB(36, 138, 61))
    static let greenDark = Swatch(standard: RGB(48, 209, 88), increased: RGB(48, 219, 91))

    /// The label drawn on a coloured fill: white, but black on the lighter increased-contrast
    /// dark colours, where white falls below 3:1.
    static let onFillLight = Swatch(standard: RGB(255, 255, 255), increased: RGB(255, 255, 255))
    static let onFillDark = Swatch(standard: RGB(255, 255, 255), increased: RGB(0, 0, 0))

    static func plain(_ color: RGB) -> Swatch { Swatch(standard: color, increased: nil) }

    /// The system colours both palettes share, with the appearance's values.
    static func systemColors(dark: Bool) -> [(name: String, apple: String, swatch: Swatch)] {
        [
            ("blue", "systemBlue", dark ? blueDark : blueLight),
            ("red", "systemRed", dark ? redDark : redLight),
            ("green", "systemGreen", dark ? greenDark : greenLight),
            ("on-fill", "white on coloured fills (black on the increased-contrast dark fills)", dark ? onFillDark : onFillLight),
        ]
    }

    /// UIKit's dynamic colours in one appearance (iOS, iPadOS, tvOS; visionOS and watchOS use
    /// the dark ones).
    static func uiKit(dark: Bool, background: RGB? = nil) -> Palette {
        Palette(
            swatches: [
                ("label", "label", plain(dark ? RGB(255, 255, 255) : RGB(0, 0, 0))),
                ("secondary-label", "secondaryLabel", plain(dark ? RGB(235, 235, 245, alpha: 0.6) : RGB(60, 60, 67, alpha: 0.6))),
                ("background", "systemBackground", plain(background ?? (dark ? RGB(0, 0, 0) : RGB(255, 255, 255)))),
                ("grouped-background", "systemGroupedBackground", plain(background ?? (dark ? RGB(0, 0, 0) : RGB(242, 242, 247)))),
                ("separator", "separator", plain(dark ? RGB(84, 84, 88, alpha: 0.6) : RGB(60, 60, 67, alpha: 0.29))),
            ] + systemColors(dark: dark))
    }

    /// AppKit's dynamic colours in the aqua or darkAqua appearance.
    static func appKit(dark: Bool) -> Palette {
        Palette(
            swatches: [
                ("label", "labelColor", plain(dark ? RGB(255, 255, 255, alpha: 0.85) : RGB(0, 0, 0, alpha: 0.85))),
                ("secondary-label", "secondaryLabelColor", plain(dark ? RGB(255, 255, 255, alpha: 0.55) : RGB(0, 0, 0, alpha: 0.5))),
                ("background", "textBackgroundColor", plain(dark ? RGB(30, 30, 30) : RGB(255, 255, 255))),
                ("grouped-background", "windowBackgroundColor", plain(dark ? RGB(50, 50, 50) : RGB(236, 236, 236))),
                ("separator", "separatorColor", plain(dark ? RGB(255, 255, 255, alpha: 0.1) : RGB(0, 0, 0, alpha: 0.1))),
            ] + systemColors(dark: dark))
    }

    /// A type scale of a title, a subtitle, body text, a footnote and the button label; the label is bold
    /// so that white on the system blue (about 4:1) counts as large text (WCAG: 14 pt bold). Where the
    /// platform's text style table (HIG Typography, ``DynamicTypeTable``) has a style of a step's size,
    /// the token names it and takes its leading and (where heavier) its weight, so that the scaffold's
    /// ramp is Apple's.
    static func typeScale(title: Double, subtitle: Double, body: Double, footnote: Double, label: Double, platform: Platform) -> [TextStep] {
        let name = platform.displayName
        func step(_ step: String, _ style: String, _ size: Double, _ weight: Int, _ lineHeight: Double, _ description: String) -> TextStep {
            let matches = { (style: String) in DynamicTypeTable.metrics(style, platform: platform.rawValue).map { $0.size == size } == true }
            let named = matches(style) ? style : DynamicTypeTable.styles.first { $0 != "headline" && matches($0) }
            let apple = named.flatMap { DynamicTypeTable.metrics($0, platform: platform.rawValue) }
            return TextStep(
                name: step, textStyle: style, size: size, weight: max(weight, Int(apple?.weight ?? 0)),
                lineHeight: apple.map { ($0.leading / size * 1000).rounded() / 1000 } ?? lineHeight, description: description,
                tokenTextStyle: named)
        }
        return [
            step("title", "title", title, 700, 1.2, "Screen titles, bold."),
            step("subtitle", "title2", subtitle, 400, 1.2, "Subtitles, in the secondary text colour."),
            step("body", "body", body, 400, 1.3, "Body text, at \(name)'s default text size (HIG, Typography)."),
            step("footnote", "footnote", footnote, 400, 1.3, "Footnotes, at or above \(name)'s minimum text size (HIG, Typography)."),
            step(
                "button", "headline", label, 700, 1.2,
                "Button labels: bold, so white on the system blue counts as large text (WCAG 2.2: 14 pt bold)."),
        ]
    }

    static func spacing(unit: Double) -> [(name: String, points: Double)] {
        [("xs", unit), ("s", unit * 2), ("m", unit * 4), ("l", unit * 6)]
    }

    /// The seed for `platform`.
    static func seed(for platform: Platform) -> PlatformSeed {
        let uiKitSource = "UIKit dynamic colours (\(uiKitColors)) and the HIG system colours (\(hig))"
        let twoAppearances = { (palette: (Bool) -> Palette) in [("light", palette(false)), ("dark", palette(true))] }
        switch platform {
        case .ios, .ipados:
            return PlatformSeed(
                platform: platform, appearances: twoAppearances { uiKit(dark: $0) }, colorSource: uiKitSource,
                type: typeScale(title: 28, subtitle: 22, body: 17, footnote: 13, label: 17, platform: platform),
                controlHeight: 44, cornerRadius: 12, horizontalPadding: 20, spacing: spacing(unit: 4))
        case .macos:
            return PlatformSeed(
                platform: platform, appearances: twoAppearances { appKit(dark: $0) },
                colorSource: "AppKit dynamic colours (\(appKitColors)) and the HIG system colours (\(hig))",
                type: typeScale(title: 26, subtitle: 22, body: 13, footnote: 10, label: 15, platform: platform),
                controlHeight: 28, cornerRadius: 6, horizontalPadding: 12, spacing: spacing(unit: 4))
        case .tvos:
            return PlatformSeed(
                platform: platform, appearances: twoAppearances { uiKit(dark: $0) }, colorSource: uiKitSource,
                type: typeScale(title: 48, subtitle: 38, body: 29, footnote: 23, label: 29, platform: platform),
                controlHeight: 66, cornerRadius: 12, horizontalPadding: 40, spacing: spacing(unit: 10))
        case .visionos:
            return PlatformSeed(
                platform: platform, appearances: [("dark", uiKit(dark: true))],
                colorSource: "visionOS uses the default dark values (\(hig)); UIKit dynamic colours in the dark appearance (\(uiKitColors))",
                type: typeScale(title: 29, subtitle: 22, body: 17, footnote: 13, label: 17, platform: platform),
                controlHeight: 60, cornerRadius: 30, horizontalPadding: 24, spacing: spacing(unit: 4))
        case .watchos:
            return PlatformSeed(
                platform: platform, appearances: [("dark", uiKit(dark: true, background: RGB(0, 0, 0)))],
                colorSource: "watchOS always draws on pure black and uses the dark values (\(hig)); UIKit dynamic colours (\(uiKitColors))",
                type: typeScale(title: 18, subtitle: 16, body: 16, footnote: 13, label: 16, platform: platform),
                controlHeight: 44, cornerRadius: 22, horizontalPadding: 12, spacing: spacing(unit: 2))
        }
    }
}
