import DesignTokens
import Testing

/// A colour, a target space and the expected components there.
struct ConversionVector: Sendable, CustomTestStringConvertible {
    var name: String
    var color: TokenColor
    var space: ColorSpace
    var expected: [Double]
    var tolerance = 1e-4

    var testDescription: String { "\(name) in \(space.rawValue)" }
}

private let green = TokenColor.srgb(0, 128 / 255, 0)
private let red = TokenColor.srgb(1, 0, 0)
private let p3Red = TokenColor(colorSpace: .displayP3, components: [.value(1), .value(0), .value(0)])

/// CSS Color 4 (https://www.w3.org/TR/css-color-4/) conversion test vectors.
private let factsVectors: [ConversionVector] = [
    ConversionVector(name: "#008000", color: green, space: .srgbLinear, expected: [0, 0.21586, 0]),
    ConversionVector(name: "#008000", color: green, space: .xyzD65, expected: [0.07719, 0.15438, 0.02573]),
    ConversionVector(name: "#008000", color: green, space: .oklab, expected: [0.51975, -0.1403, 0.10768]),
    // The hue is given to 3 decimals, so it is checked to 1e-3.
    ConversionVector(
        name: "#008000", color: green, space: .oklch, expected: [0.51975, 0.17686, 142.495], tolerance: 1e-3
    ),
    ConversionVector(name: "#008000", color: green, space: .displayP3, expected: [0.21604, 0.49418, 0.13151]),
    ConversionVector(name: "red", color: red, space: .oklab, expected: [0.62796, 0.22486, 0.12585]),
    ConversionVector(name: "red", color: red, space: .displayP3, expected: [0.91749, 0.20029, 0.13856]),
]

/// Colours in every space, for round trips.
private let samples: [TokenColor] = [
    .srgb(0, 128 / 255, 0),
    .srgb(1, 0, 0),
    .srgb(0.2, 0.4, 0.8),
    .srgb(0.9, 0.85, 0.1),
    .srgb(0.05, 0.02, 0.01),
    .srgb(119 / 255, 119 / 255, 119 / 255),
    p3Red,
]

@Suite("Colour conversion")
struct ColorConversionTests {
    // CSS Color 4: conversions of #008000 and red to srgb-linear, xyz-d65, oklab, oklch, display-p3.
    @Test(arguments: factsVectors)
    func factsVector(_ vector: ConversionVector) {
        let converted = vector.color.converted(to: vector.space)
        #expect(converted.colorSpace == vector.space)
        #expect(hasComponents(converted, vector.expected, tolerance: vector.tolerance), "\(converted.components)")
    }

    // CSS Color 4: Y of sRGB red 0.212639 and of display-p3 (1, 0, 0) 0.228975. For #008000 a common
    // table lists "Y = 0.21586", which is its linear green (checked above); its XYZ Y is 0.15438.
    @Test(arguments: [(red, 0.212639), (p3Red, 0.228975), (green, 0.15438)])
    func luminanceY(color: TokenColor, expected: Double) {
        #expect(isClose(color.xyzD65.y, expected))
    }

    // CSS Color 4: the sRGB-linear and sRGB matrices are inverses; white maps to D65 white.
    @Test func whitePoint() {
        let white = TokenColor.srgb(1, 1, 1).xyzD65
        #expect(isClose(white.x, 0.3127 / 0.3290, tolerance: 1e-9))
        #expect(isClose(white.y, 1, tolerance: 1e-9))
        #expect(isClose(white.z, (1 - 0.3127 - 0.3290) / 0.3290, tolerance: 1e-9))
        let lab = TokenColor.srgb(1, 1, 1).converted(to: .lab)
        #expect(hasComponents(lab, [100, 0, 0], tolerance: 1e-6))
    }

    // CSS Color 4 § 9 example values for sRGB red in CIE Lab and LCH (D50, Bradford).
    @Test func redInLab() {
        #expect(hasComponents(red.converted(to: .lab), [54.29, 80.81, 69.89], tolerance: 0.01))
        #expect(hasComponents(red.converted(to: .lch), [54.29, 106.84, 40.85], tolerance: 0.01))
    }

    // CSS Color 4: conversions are invertible, so sRGB -> space -> sRGB returns the colour.
    @Test(arguments: ColorSpace.allCases)
    func roundTrip(through space: ColorSpace) {
        for sample in samples {
            let back = sample.converted(to: space).converted(to: sample.colorSpace)
            #expect(hasComponents(back, sample.components.map(\.numeric), tolerance: 1e-9), "\(sample) via \(space)")
            #expect(back.alpha == sample.alpha)
        }
    }

    // CSS Color 4 §7 (HSL formula): hsl and hwb reach sRGB directly.
    @Test func cylindricalSRGB() {
        let hsl = TokenColor(colorSpace: .hsl, components: [.value(120), .value(100), .value(25.098039215686274)])
        #expect(hasComponents(hsl.converted(to: .srgb), [0, 128 / 255, 0], tolerance: 1e-9))
        let hwb = TokenColor(colorSpace: .hwb, components: [.value(0), .value(0), .value(0)])
        #expect(hasComponents(hwb.converted(to: .srgb), [1, 0, 0], tolerance: 1e-9))
        let grey = TokenColor(colorSpace: .hwb, components: [.value(200), .value(60), .value(60)])
        #expect(hasComponents(grey.converted(to: .srgb), [0.5, 0.5, 0.5], tolerance: 1e-9))
    }

    // DTCG: "none" converts as 0; an achromatic colour gets a "none" (powerless) hue, as in CSS Color 4.
    @Test func noneComponents() {
        let withNone = TokenColor(colorSpace: .oklch, components: [.value(0.6), .value(0.1), .none])
        let withZero = TokenColor(colorSpace: .oklch, components: [.value(0.6), .value(0.1), .value(0)])
        #expect(withNone.xyzD65 == withZero.xyzD65)
        let lime = TokenColor(colorSpace: .srgb, components: [.none, .value(1), .none])
        #expect(lime.hexString == "#00ff00")
        for space in [ColorSpace.hsl, .hwb, .lch, .oklch] {
            let hueIndex = space.componentNames.firstIndex(of: "hue")!
            #expect(TokenColor.srgb(1, 1, 1).converted(to: space).components[hueIndex] == .none, "\(space)")
            #expect(TokenColor.srgb(0.5, 0.5, 0.5).converted(to: space).components[hueIndex] == .none, "\(space)")
        }
        #expect(withNone.converted(to: .oklch) == withNone)
    }

    @Test func unclippedSRGB() {
        let rgb = p3Red.srgbComponents
        #expect(rgb.red > 1)
        #expect(rgb.green < 0)
        #expect(rgb.clipped == RGB(red: 1, green: 0, blue: 0))
        #expect(isClose(red.linearSRGBComponents.red, 1, tolerance: 1e-12))
    }

    @Test func hexString() {
        #expect(green.converted(to: .oklch).hexString == "#008000")
        #expect(p3Red.hexString == "#ff0000")
        #expect(TokenColor.srgb(0.2, 0.4, 0.8, alpha: 0.5).hexString == "#3366cc")
        #expect(TokenColor.srgb(-0.2, 1.3, 0.5).hexString == "#00ff80")
    }

    // WCAG 2.2 relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance): WCAG luminance of red 0.2126, #777 0.184475, white 1.
    @Test func relativeLuminance() {
        #expect(isClose(red.relativeLuminance, 0.2126, tolerance: 1e-12))
        #expect(isClose(TokenColor.srgb(1, 1, 1).relativeLuminance, 1, tolerance: 1e-12))
        #expect(isClose(TokenColor.srgb(119 / 255, 119 / 255, 119 / 255).relativeLuminance, 0.184475, tolerance: 1e-6))
        #expect(isClose(p3Red.relativeLuminance, 0.2126, tolerance: 1e-9))
    }

    // ΔE OK from the CSS Color 4 OKLab values of red and #008000.
    @Test func deltaEOK() {
        let expected =
            ((0.62796 - 0.51975) * (0.62796 - 0.51975) + (0.22486 + 0.1403) * (0.22486 + 0.1403)
            + (0.12585 - 0.10768) * (0.12585 - 0.10768)).squareRoot()
        #expect(isClose(red.deltaEOK(to: green), expected))
        #expect(red.deltaEOK(to: green) == green.deltaEOK(to: red))
        #expect(isClose(red.deltaEOK(to: red.converted(to: .displayP3)), 0, tolerance: 1e-9))
    }
}
