import DesignCatalog
import DesignTokens

/// The size of a run of text as the previews lay it out: an estimate from character classes,
/// since no font is measured (the site carries no fonts).
struct TextBox {
    var text: String
    var fontSize: Double
    var fontWeight: Double
    var tracking: Double

    /// The default point sizes of the Dynamic Type text styles (iOS, Large).
    static let textStyleSizes: [String: (size: Double, weight: Double)] = [
        "largeTitle": (34, 400), "title": (28, 400), "title1": (28, 400), "title2": (22, 400), "title3": (20, 400),
        "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
        "footnote": (13, 400), "caption": (12, 400), "caption1": (12, 400), "caption2": (11, 400),
    ]

    /// The estimated advance width.
    var width: Double {
        let weightFactor = 1 + (fontWeight - 400) / 2500
        var ems = 0.0
        for character in text {
            if character == " " {
                ems += 0.28
            } else if character.isUppercase || character.isNumber {
                ems += 0.66
            } else if character.isLowercase {
                ems += 0.52
            } else if character.isASCII {
                ems += 0.4
            } else {
                ems += 1
            }
        }
        return ems * fontSize * weightFactor + tracking * Double(max(text.count - 1, 0))
    }

    /// The line height: 1.2 times the size.
    var height: Double { fontSize * 1.2 }
}

extension TextBox {
    /// `text` set in a label's style (body when there is none), with the label's case applied.
    init(_ text: String, style label: Label?, in tokens: TokenSet) {
        let typography = label?.typography?.resolved(in: tokens)
        let style = label?.textStyle.flatMap { Self.textStyleSizes[$0] }
        let cased: String =
            switch label?.textCase {
            case .uppercase?: text.uppercased()
            case .lowercase?: text.lowercased()
            default: text
            }
        self.init(
            text: cased,
            fontSize: typography?.fontSize.points() ?? style?.size ?? 17,
            fontWeight: typography?.fontWeight.value ?? style?.weight ?? 400,
            tracking: label?.tracking?.resolved(in: tokens) ?? typography?.letterSpacing.points() ?? 0)
    }

    /// A text run of a composition, sized by its typography, text style or own fields.
    init(_ run: TextRun, in tokens: TokenSet) {
        let typography = run.typography?.resolved(in: tokens)
        let style = run.textStyle.flatMap { Self.textStyleSizes[$0] }
        self.init(
            text: run.text,
            fontSize: typography?.fontSize.points() ?? run.fontSize?.resolved(in: tokens) ?? style?.size ?? 17,
            fontWeight: typography?.fontWeight.value ?? run.fontWeight?.resolved(in: tokens)?.value ?? style?.weight ?? 400,
            tracking: typography?.letterSpacing.points() ?? 0)
    }
}
