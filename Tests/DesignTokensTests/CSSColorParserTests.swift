import Foundation
import Testing

@testable import DesignTokens

/// A CSS colour and the DTCG colour it reads as.
struct ParseCase: Sendable, CustomTestStringConvertible {
    var css: String
    var space: ColorSpace
    /// Expected components; nil means `none`.
    var components: [Double?]
    var alpha: Double = 1
    var hex: String?

    var testDescription: String { css }
}

/// A malformed CSS colour and a phrase its error message must contain.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var css: String
    var phrase: String

    var testDescription: String { css }
}

private let parseCases: [ParseCase] = [
    // Hex
    ParseCase(css: "#f00", space: .srgb, components: [1, 0, 0], hex: "#ff0000"),
    ParseCase(css: "#F00A", space: .srgb, components: [1, 0, 0], alpha: 0xaa / 255, hex: "#ff0000"),
    ParseCase(css: "#3366CC", space: .srgb, components: [0.2, 0.4, 0.8], hex: "#3366cc"),
    ParseCase(css: "#33669980", space: .srgb, components: [0.2, 0.4, 0.6], alpha: 128 / 255, hex: "#336699"),
    ParseCase(css: " #aBc\n", space: .srgb, components: [0xaa / 255, 0xbb / 255, 0xcc / 255], hex: "#aabbcc"),
    // rgb(), legacy and modern
    ParseCase(css: "rgb(255, 0, 0)", space: .srgb, components: [1, 0, 0]),
    ParseCase(css: "rgba(255,0,0,0.5)", space: .srgb, components: [1, 0, 0], alpha: 0.5),
    ParseCase(css: "rgb(100%, 50%, 0%)", space: .srgb, components: [1, 0.5, 0]),
    ParseCase(css: "rgb(255 127.5 0 / 50%)", space: .srgb, components: [1, 0.5, 0], alpha: 0.5),
    ParseCase(css: "rgba(0 0 0 / 0.6)", space: .srgb, components: [0, 0, 0], alpha: 0.6),
    ParseCase(css: "RGB(300 -5 none / 2)", space: .srgb, components: [1, 0, nil]),
    ParseCase(css: "rgb(51 50% 2e2)", space: .srgb, components: [0.2, 0.5, 200 / 255]),
    // hsl() and hwb()
    ParseCase(css: "hsl(120, 100%, 50%)", space: .hsl, components: [120, 100, 50]),
    ParseCase(css: "hsla(120deg 100% 50% / .5)", space: .hsl, components: [120, 100, 50], alpha: 0.5),
    ParseCase(css: "hsl(0.5turn 50 50)", space: .hsl, components: [180, 50, 50]),
    ParseCase(css: "hsl(-120 150% 50% / none)", space: .hsl, components: [240, 100, 50], alpha: 0),
    ParseCase(css: "hsl(none 0% 100%)", space: .hsl, components: [nil, 0, 100]),
    ParseCase(css: "hwb(90 10% 20%)", space: .hwb, components: [90, 10, 20]),
    // lab(), lch(), oklab(), oklch()
    ParseCase(css: "lab(50% 40 -20)", space: .lab, components: [50, 40, -20]),
    ParseCase(css: "lab(120 100% -100%)", space: .lab, components: [100, 125, -125]),
    ParseCase(css: "lch(60 50% 450)", space: .lch, components: [60, 75, 90]),
    ParseCase(css: "oklab(60% 0.1 -0.1)", space: .oklab, components: [0.6, 0.1, -0.1]),
    ParseCase(css: "oklab(0.5 50% -25%)", space: .oklab, components: [0.5, 0.2, -0.1]),
    ParseCase(css: "oklch(0.7 0.15 200 / 0.8)", space: .oklch, components: [0.7, 0.15, 200], alpha: 0.8),
    ParseCase(css: "OKLCH(70% 100% 400grad)", space: .oklch, components: [0.7, 0.4, 0]),
    ParseCase(css: "oklch(1.5 -0.1 none)", space: .oklch, components: [1, 0, nil]),
    ParseCase(css: "oklch(0.5 0.1 3.141592653589793rad)", space: .oklch, components: [0.5, 0.1, 180]),
    // color()
    ParseCase(css: "color(display-p3 1 0 0)", space: .displayP3, components: [1, 0, 0]),
    ParseCase(css: "color(srgb-linear 0.5 50% 0 / 25%)", space: .srgbLinear, components: [0.5, 0.5, 0], alpha: 0.25),
    ParseCase(css: "color(srgb 0.2 0.4 0.6)", space: .srgb, components: [0.2, 0.4, 0.6]),
    ParseCase(css: "color(a98-rgb 0.1 0.2 0.3)", space: .a98RGB, components: [0.1, 0.2, 0.3]),
    ParseCase(css: "color(prophoto-rgb 0.1 0.2 0.3)", space: .prophotoRGB, components: [0.1, 0.2, 0.3]),
    ParseCase(css: "color(rec2020 1.2 0 none)", space: .rec2020, components: [1.2, 0, nil]),
    ParseCase(css: "color(xyz 0.1 0.2 0.3)", space: .xyzD65, components: [0.1, 0.2, 0.3]),
    ParseCase(css: "color(xyz-d65 0.1 0.2 0.3)", space: .xyzD65, components: [0.1, 0.2, 0.3]),
    ParseCase(css: "color(xyz-d50 0.1 0.2 0.3)", space: .xyzD50, components: [0.1, 0.2, 0.3]),
    // Keywords
    ParseCase(css: "rebeccapurple", space: .srgb, components: [0.4, 0.2, 0.6]),
    ParseCase(css: "  DarkSlateGrey ", space: .srgb, components: [47 / 255, 79 / 255, 79 / 255]),
    ParseCase(css: "green", space: .srgb, components: [0, 128 / 255, 0]),
    ParseCase(css: "transparent", space: .srgb, components: [0, 0, 0], alpha: 0),
]

private let errorCases: [ErrorCase] = [
    ErrorCase(css: "#12345", phrase: "expected #rgb, #rgba, #rrggbb or #rrggbbaa"),
    ErrorCase(css: "#ggg", phrase: "is not a hex colour"),
    // Fullwidth digits are hex digits to Character.isHexDigit, and once read as 0 without a word.
    ErrorCase(css: "#\u{FF26}\u{FF26}\u{FF10}", phrase: "is not a hex colour"),
    ErrorCase(css: "rgb(1 2)", phrase: "rgb() needs 3 components, found 2"),
    ErrorCase(css: "rgb(1 2 3 4)", phrase: "rgb() needs 3 components, found 4"),
    ErrorCase(css: "rgb(1, 2 3)", phrase: "mixes commas"),
    ErrorCase(css: "rgb(1, 2, 3, 4, 5)", phrase: "at most 4 comma-separated values"),
    ErrorCase(css: "rgb(255, 50%, 0)", phrase: "all numbers or all percentages"),
    ErrorCase(css: "hsl(120, 50, 50)", phrase: "percentages for saturation and lightness"),
    ErrorCase(css: "rgb(none, 0, 0)", phrase: "'none' is not allowed in the comma syntax"),
    ErrorCase(css: "hwb(90, 10%, 20%)", phrase: "space-separated components"),
    ErrorCase(css: "rgb(1 2 3 /)", phrase: "ends with '/'"),
    ErrorCase(css: "rgb(1 2 / 3 4)", phrase: "exactly one alpha value"),
    ErrorCase(css: "rgb(,1,2,3)", phrase: "unexpected ','"),
    ErrorCase(css: "hsl(50% 50% 50%)", phrase: "hue of hsl() takes a number or an angle"),
    ErrorCase(css: "rgb(10deg 0 0)", phrase: "red of rgb() takes a number or a percentage, not the angle"),
    ErrorCase(css: "rgb(1px 0 0)", phrase: "'1px' is not valid for the red of rgb()"),
    ErrorCase(css: "oklch(0.5 0.1 1.)", phrase: "'1.' is not valid for the hue of oklch()"),
    // A combining mark after a blank was once taken with the blank as one Character and dropped.
    ErrorCase(css: "rgb(1 \u{301}2 3)", phrase: "'\u{301}2' is not valid for the green of rgb()"),
    ErrorCase(css: "rgb(1,\u{301}2,3)", phrase: "'\u{301}2' is not valid for the green of rgb()"),
    // Blanks are Unicode's White_Space: a no-break space separates as a space does.
    ErrorCase(css: "rgb(1\u{A0}2\u{A0}3 4)", phrase: "rgb() needs 3 components, found 4"),
    ErrorCase(css: "color(foo 1 2 3)", phrase: "color() needs a colour space first"),
    ErrorCase(css: "color(hsl 1 2 3)", phrase: "color() needs a colour space first"),
    ErrorCase(css: "color(srgb 1 2)", phrase: "color() needs 3 components, found 2"),
    ErrorCase(css: "foo(1 2 3)", phrase: "'foo()' is not a colour function"),
    ErrorCase(css: "rgb(1 2 3", phrase: "missing the closing ')'"),
    ErrorCase(css: "notacolor", phrase: "is not a CSS colour"),
    ErrorCase(css: "", phrase: "is not a CSS colour"),
]

@Suite("CSS colour parser")
struct CSSColorParserTests {
    // CSS Color 4 syntax mapped onto DTCG spaces and scales (DTCG Color Module 2025.10, https://www.designtokens.org/tr/2025.10/color/).
    @Test(arguments: parseCases)
    func parses(_ testCase: ParseCase) throws {
        let color = try CSSColor.parse(testCase.css)
        #expect(color.colorSpace == testCase.space)
        #expect(color.components.count == 3)
        for (component, expected) in zip(color.components, testCase.components) {
            if let expected {
                #expect(component != .none)
                #expect(isClose(component.numeric, expected, tolerance: 1e-9), "\(color.components)")
            } else {
                #expect(component == .none)
            }
        }
        #expect(isClose(color.alpha, testCase.alpha, tolerance: 1e-9))
        #expect(color.hex == testCase.hex)
    }

    // Clamping at parse time keeps every non-color() result inside the DTCG ranges (DTCG Color Module 2025.10).
    @Test(arguments: parseCases.filter { !$0.css.hasPrefix("color(") })
    func resultsAreValidTokens(_ testCase: ParseCase) throws {
        let color = try CSSColor.parse(testCase.css)
        #expect(color.colorSpace.validate(components: color.components) == [])
    }

    @Test(arguments: errorCases)
    func rejects(_ testCase: ErrorCase) {
        #expect {
            try CSSColor.parse(testCase.css)
        } throws: { error in
            (error as? CSSColorError)?.message.contains(testCase.phrase) == true
        }
    }

    // CSS Color 4 § 6.1: 148 named colours, each a valid sRGB colour.
    @Test func namedColors() throws {
        #expect(CSSColor.namedColors.count == 148)
        for name in CSSColor.namedColors.keys {
            #expect(try CSSColor.parse(name).hexString == String(format: "#%06x", CSSColor.namedColors[name]!))
        }
    }
}
