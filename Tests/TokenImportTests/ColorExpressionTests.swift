import DesignSupport
import DesignTokens
import Testing

@testable import TokenImport

/// Colours in Tokens Studio values: CSS colour functions with commas, `rgba(COLOUR, ALPHA)`,
/// TokenScript's OKLCH functions, and colour modifiers.
struct ColorExpressionTests {
    static func value(_ text: String, aliases: [String: ExpressionValue] = [:]) throws(ExpressionError) -> ExpressionValue {
        var parser = ExpressionParser(text) { aliases[$0] }
        return try parser.parse()
    }

    static func color(_ text: String, aliases: [String: ExpressionValue] = [:]) throws -> TokenColor {
        guard case .color(let color) = try value(text, aliases: aliases) else { throw ExpressionError("'\(text)' is not a colour") }
        return color
    }

    static func expectClose(
        _ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) { #expect(Swift.abs(a - e) <= tolerance, "\(actual) is not \(expected)", sourceLocation: sourceLocation) }
    }

    /// Tokens Studio writes `oklch()` with commas (Equinor's palette anchors); CSS does not,
    /// so the arguments are read one by one and given to the CSS parser.
    @Test func colourFunctionsWithCommasAreTheColourTheyName() throws {
        let anchor = try Self.color("oklch(0.5857, 0.135751, 240.6802)")
        #expect(anchor.colorSpace == .oklch)
        Self.expectClose(anchor.components.map(\.numeric), [0.5857, 0.135751, 240.6802])
        let translucent = try Self.color("oklab(0.5, 0.1, -0.1, 0.25)")
        #expect(translucent.alpha == 0.25)
        #expect(try Self.color("rgb(255, 0, 0)").components == (try CSSColor.parse("#ff0000")).components)
        // The space syntax goes to the CSS parser as written.
        #expect(try Self.color("oklch(0.5 0.1 240 / 50%)").alpha == 0.5)
    }

    /// `rgba(#B52F32, .35)` (SKY UX) and `rgba({alias}, 0.5)`: the colour with the alphas
    /// multiplied; the hex fallback stays, since DTCG's hex carries no alpha.
    @Test func rgbaOfAColourGivesItAnAlpha() throws {
        let danger = try Self.color("rgba(#B52F32, .35)")
        #expect(danger.alpha == 0.35)
        #expect(danger.hex == "#b52f32")
        let faded = try Self.color("rgba({veil}, 50%)", aliases: ["veil": .color(.srgb(1, 1, 1, alpha: 0.5))])
        #expect(faded.alpha == 0.25)
    }

    /// TokenScript's functions read and set OKLCH lightness, chroma and hue; Equinor's palette
    /// is `set_chroma(set_lightness(anchor, L), gaussian × chroma(anchor))`.
    @Test func tokenScriptFunctionsWorkInOKLCH() throws {
        let anchor = ExpressionValue.color(try CSSColor.parse("oklch(0.5857 0.135751 240.6802)"))
        let aliases = ["anchor": anchor]
        guard case .quantity(let chroma) = try Self.value("chroma({anchor})", aliases: aliases) else { throw ExpressionError("no chroma") }
        #expect(Swift.abs(chroma.value - 0.135751) < 1e-12)
        let step = try Self.color("set_chroma(set_lightness({anchor}, 0.19), 0.039 * chroma({anchor}))", aliases: aliases)
        #expect(step.colorSpace == .oklch)
        Self.expectClose(step.components.map(\.numeric), [0.19, 0.039 * 0.135751, 240.6802])
        Self.expectClose(try Self.color("set_hue({anchor}, -30)", aliases: aliases).components.map(\.numeric), [0.5857, 0.135751, 330])
        // Any colour converts to OKLCH first: white has lightness 1 and no chroma.
        guard case .quantity(let lightness) = try Self.value("lightness(#ffffff)") else { throw ExpressionError("no lightness") }
        #expect(Swift.abs(lightness.value - 1) < 1e-6)
        #expect(throws: ExpressionError.self) { try Self.value("set_chroma({anchor}, -1)", aliases: aliases) }
        #expect(throws: ExpressionError.self) { try Self.value("chroma(0.5)") }
    }

    static func modifier(_ json: String) throws -> ColorModifier {
        let node = try JSONReader().read(json, file: "modifier.json")
        return try ColorModifier(node) { (node: JSONNode) throws(ConversionFailure) -> ExpressionValue in
            if let number = node.number { return .quantity(Quantity(value: number, unit: nil)) }
            do throws(ExpressionError) {
                return try Self.value(node.string ?? "")
            } catch {
                throw ConversionFailure(.invalidValue, error.message, at: node.location)
            }
        }
    }

    /// Tokens Studio's transforms (@tokens-studio/sd-transforms, color-modifiers): lighten moves
    /// each channel a share of the way to its maximum, darken a share of the way to zero; in
    /// LCH both also lower chroma by that share and keep the hue.
    @Test func colourModifiersFollowTokensStudio() throws {
        let black = try CSSColor.parse("#000000")
        let white = try CSSColor.parse("#ffffff")
        let red = try CSSColor.parse("#ff0000")
        Self.expectClose(
            try Self.modifier(#"{"type": "lighten", "value": "0.25", "space": "srgb"}"#).applied(to: black).components.map(\.numeric),
            [0.25, 0.25, 0.25])
        Self.expectClose(
            try Self.modifier(#"{"type": "darken", "value": 0.25, "space": "srgb"}"#).applied(to: white).components.map(\.numeric),
            [0.75, 0.75, 0.75])
        // hsl(0 100% 50%) darkened by 0.2 in HSL is lightness 40 %: rgb(0.8, 0, 0).
        let darkRed = try Self.modifier(#"{"type": "darken", "value": "0.2", "space": "hsl"}"#).applied(to: red)
        #expect(darkRed.colorSpace == .hsl)
        let rgb = darkRed.srgbComponents
        Self.expectClose([rgb.red, rgb.green, rgb.blue], [0.8, 0, 0], tolerance: 1e-9)
        let lch = red.converted(to: .lch).components.map(\.numeric)
        let darkerLCH = try Self.modifier(#"{"type": "darken", "value": "0.5", "space": "lch"}"#).applied(to: red)
        Self.expectClose(darkerLCH.components.map(\.numeric), [lch[0] * 0.5, lch[1] * 0.5, lch[2]], tolerance: 1e-9)
        let lighterLCH = try Self.modifier(#"{"type": "lighten", "value": "0.5", "space": "lch"}"#).applied(to: red)
        Self.expectClose(lighterLCH.components.map(\.numeric), [lch[0] + (100 - lch[0]) * 0.5, lch[1] * 0.5, lch[2]], tolerance: 1e-9)
        #expect(try Self.modifier(#"{"type": "alpha", "value": "0.4", "space": "srgb"}"#).applied(to: red).alpha == 0.4)
        // Black and white mixed half-way in CIE Lab: L* 50, no a* or b*.
        let grey = try Self.modifier(##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "#ffffff"}"##).applied(to: black)
        Self.expectClose(grey.converted(to: .lab).components.map(\.numeric), [50, 0, 0], tolerance: 1e-6)
    }

    @Test(arguments: [
        (#"{"type": "saturate", "value": "0.2", "space": "lch"}"#, "'saturate' is not one Tokens Studio has"),
        (#"{"type": "darken", "value": "0.2", "space": "oklch"}"#, "space 'oklch' is not one"),
        (#"{"type": "darken", "value": "0.2"}"#, "has no \"space\""),
        (##"{"type": "darken", "value": "#fff", "space": "lch"}"##, "value is not a number"),
        (#"{"type": "mix", "value": "0.2", "space": "lch"}"#, "has no \"color\""),
        (#""darken""#, "is a string; it is an object"),
    ])
    func badModifiersSayWhatIsWrong(json: String, message: String) {
        #expect {
            _ = try Self.modifier(json)
        } throws: { error in
            (error as? ConversionFailure)?.message.contains(message) == true
        }
    }
}
