import DesignRules
import DesignTokens
import Testing

/// A foreground, a background and an expected number.
struct ContrastVector: Sendable, CustomTestStringConvertible {
    var foreground: String
    var background: String
    var expected: Double

    var testDescription: String { "\(foreground) on \(background)" }
}

/// A ratio, what it is used for, a level and whether it passes.
struct VerdictCase: Sendable, CustomTestStringConvertible {
    var ratio: Double
    var content: WCAGContrast.Content
    var level: WCAGContrast.Level
    var passes: Bool

    var testDescription: String { "\(ratio) \(content) \(level.rawValue)" }
}

private func color(_ css: String) -> TokenColor {
    (try? CSSColor.parse(css)) ?? .srgb(.nan, .nan, .nan)
}

private func isClose(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// WCAG 2.2 contrast ratio vectors (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
private let ratioVectors: [ContrastVector] = [
    ContrastVector(foreground: "#000", background: "#fff", expected: 21),
    ContrastVector(foreground: "#777", background: "#fff", expected: 4.4781),
    ContrastVector(foreground: "#767676", background: "#fff", expected: 4.5422),
    ContrastVector(foreground: "#959595", background: "#fff", expected: 2.9953),
    ContrastVector(foreground: "#949494", background: "#fff", expected: 3.0335),
    ContrastVector(foreground: "#595959", background: "#fff", expected: 7.0047),
    ContrastVector(foreground: "red", background: "white", expected: 3.9985),
    ContrastVector(foreground: "red", background: "black", expected: 5.252),
    ContrastVector(foreground: "rgba(0,0,0,0.6)", background: "#fff", expected: 5.7418),
    ContrastVector(foreground: "#666", background: "#fff", expected: 5.7418),
    ContrastVector(foreground: "#0088FF", background: "white", expected: 3.5201),
]

/// APCA 0.0.98G-4g vectors (https://github.com/Myndex/apca-w3) (text on background).
private let apcaVectors: [ContrastVector] = [
    ContrastVector(foreground: "#888", background: "#fff", expected: 63.056469930209424),
    ContrastVector(foreground: "#fff", background: "#888", expected: -68.54146436644962),
    ContrastVector(foreground: "#000", background: "#aaa", expected: 58.146262578561334),
    ContrastVector(foreground: "#aaa", background: "#000", expected: -56.24113336839742),
    ContrastVector(foreground: "#123", background: "#def", expected: 91.66830811481631),
    ContrastVector(foreground: "#def", background: "#123", expected: -93.06770049484275),
    ContrastVector(foreground: "#123", background: "#444", expected: 8.32326136957393),
    ContrastVector(foreground: "#444", background: "#123", expected: -7.526878460278154),
]

/// WCAG 2.2 SC 1.4.3, 1.4.6 and 1.4.11 thresholds at their boundaries: exact comparison, no rounding.
private let verdictCases: [VerdictCase] = [
    VerdictCase(ratio: 4.5, content: .normalText, level: .aa, passes: true),
    VerdictCase(ratio: 4.499, content: .normalText, level: .aa, passes: false),
    VerdictCase(ratio: 4.4999999, content: .normalText, level: .aa, passes: false),
    VerdictCase(ratio: 3, content: .largeText, level: .aa, passes: true),
    VerdictCase(ratio: 2.999, content: .largeText, level: .aa, passes: false),
    VerdictCase(ratio: 7, content: .normalText, level: .aaa, passes: true),
    VerdictCase(ratio: 6.999, content: .normalText, level: .aaa, passes: false),
    VerdictCase(ratio: 4.5, content: .largeText, level: .aaa, passes: true),
    VerdictCase(ratio: 4.499, content: .largeText, level: .aaa, passes: false),
    VerdictCase(ratio: 3, content: .nonText, level: .aa, passes: true),
    VerdictCase(ratio: 2.999, content: .nonText, level: .aa, passes: false),
    VerdictCase(ratio: 3, content: .nonText, level: .aaa, passes: true),
    VerdictCase(ratio: 2.999, content: .nonText, level: .aaa, passes: false),
]

@Suite("Contrast")
struct ContrastTests {
    // WCAG 2.2 SC 1.4.3 and 1.4.6: WCAG 2 ratios, to 1e-4.
    @Test(arguments: ratioVectors)
    func wcagRatio(_ vector: ContrastVector) {
        let ratio = WCAGContrast.ratio(foreground: color(vector.foreground), background: color(vector.background))
        #expect(isClose(ratio, vector.expected, tolerance: 1e-4), "\(ratio)")
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: L1 is the lighter colour, so order does not matter for opaque colours.
    @Test func wcagRatioIsSymmetric() {
        let (dark, light) = (color("#0088ff"), color("#ffeecc"))
        let forward = WCAGContrast.ratio(foreground: dark, background: light)
        #expect(forward == WCAGContrast.ratio(foreground: light, background: dark))
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: AA 4.5 / 3, AAA 7 / 4.5, non-text 3; 4.499 fails.
    @Test(arguments: verdictCases)
    func verdictBoundary(_ testCase: VerdictCase) {
        let passes = WCAGContrast.passes(ratio: testCase.ratio, for: testCase.content, level: testCase.level)
        #expect(passes == testCase.passes)
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: the vectors around the thresholds give the expected verdicts.
    @Test func verdictsOfVectors() {
        func ratio(_ css: String) -> Double { WCAGContrast.ratio(foreground: color(css), background: color("#fff")) }
        #expect(!WCAGContrast.passes(ratio: ratio("#777"), for: .normalText, level: .aa))
        #expect(WCAGContrast.passes(ratio: ratio("#777"), for: .largeText, level: .aa))
        #expect(WCAGContrast.passes(ratio: ratio("#767676"), for: .normalText, level: .aa))
        #expect(!WCAGContrast.passes(ratio: ratio("#959595"), for: .largeText, level: .aa))
        #expect(!WCAGContrast.passes(ratio: ratio("#959595"), for: .nonText, level: .aa))
        #expect(WCAGContrast.passes(ratio: ratio("#949494"), for: .nonText, level: .aa))
        #expect(WCAGContrast.passes(ratio: ratio("#595959"), for: .normalText, level: .aaa))
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: large text is 18pt, or 14pt bold (weight 700 or more).
    @Test(arguments: [
        (18.0, 400.0, WCAGContrast.Content.largeText),
        (17.99, 400, .normalText),
        (14, 700, .largeText),
        (14, 600, .normalText),
        (13.99, 700, .normalText),
        (24, 100, .largeText),
    ])
    func textSize(points: Double, weight: Double, expected: WCAGContrast.Content) {
        #expect(WCAGContrast.Content(textPoints: points, weight: weight) == expected)
    }

    // APCA 0.0.98G-4g Lc ×100, signed.
    @Test(arguments: apcaVectors)
    func apca(_ vector: ContrastVector) {
        let lc = APCAContrast.lightnessContrast(text: color(vector.foreground), background: color(vector.background))
        #expect(isClose(lc, vector.expected, tolerance: 1e-9), "\(lc)")
    }

    // APCA: differences below the low clip give 0.
    @Test func apcaLowClip() {
        #expect(APCAContrast.lightnessContrast(text: color("#777"), background: color("#777")) == 0)
        #expect(APCAContrast.lightnessContrast(text: color("#000"), background: color("#020202")) == 0)
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: rgba(0,0,0,0.6) over #fff is #666.
    @Test func compositeOverOpaque() {
        let result = color("rgba(0,0,0,0.6)").composited(over: color("#fff"))
        #expect(result.hexString == "#666666")
        #expect(result.alpha == 1)
        #expect(isClose(result.srgbComponents.red, 0.4, tolerance: 1e-12))
    }

    // Compositing and Blending 1 (source-over): a translucent colour over a translucent colour over an opaque base
    // equals painting the layers one after the other, in either grouping.
    @Test func compositeTranslucentLayers() {
        let (top, middle, base) = (color("rgb(255 0 0 / 0.5)"), color("rgb(0 0 255 / 0.5)"), color("#fff"))
        let layered = top.composited(over: middle)
        #expect(isClose(layered.alpha, 0.75, tolerance: 1e-12))
        let grouped = layered.composited(over: base)
        let sequential = top.composited(over: middle.composited(over: base))
        for result in [grouped, sequential] {
            let rgb = result.srgbComponents
            #expect(isClose(rgb.red, 0.75, tolerance: 1e-12))
            #expect(isClose(rgb.green, 0.25, tolerance: 1e-12))
            #expect(isClose(rgb.blue, 0.5, tolerance: 1e-12))
            #expect(result.alpha == 1)
        }
        #expect(color("transparent").composited(over: color("transparent")).alpha == 0)
    }

    // WCAG 2.2 SC 1.4.3 and 1.4.6: the ratio composites the foreground first; the background counts as opaque.
    @Test func ratioComposites() {
        let translucent = WCAGContrast.ratio(foreground: color("rgb(0 0 0 / 0.6)"), background: color("#fff"))
        let solid = WCAGContrast.ratio(foreground: color("#666"), background: color("#fff"))
        #expect(isClose(translucent, solid, tolerance: 1e-12))
        #expect(WCAGContrast.ratio(foreground: color("#000"), background: color("rgb(255 255 255 / 0.2)")) == 21)
    }
}
