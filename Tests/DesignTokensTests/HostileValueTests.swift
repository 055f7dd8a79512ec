import DesignSupport
import DesignTokens
import Foundation
import Testing

/// Colours whose components are in range but overflow on conversion: each is a located error,
/// never a colour that converts to NaN and is read as black.
struct HostileValueTests {
    static let overflowing: [(space: ColorSpace, components: [Double])] = [
        (.oklch, [0.9, 1e308, 0]),
        (.lch, [50, 1e308, 120]),
        (.lab, [50, 1e308, 0]),
        (.oklab, [0.5, -1e200, 1e200]),
        (.xyzD65, [1e308, 1e308, 1e308]),
        (.xyzD50, [-1e308, 0, 1e308]),
    ]

    @Test(arguments: overflowing.indices)
    func aComponentThatOverflowsIsAnErrorInEveryForm(_ index: Int) throws {
        let (space, components) = Self.overflowing[index]
        let values = components.map(ColorComponent.value)
        #expect(space.conversionProblem(components: values) != nil)
        #expect(space.validate(components: values).count == 1)
        let numbers = components.map(JSONOutput.format).joined(separator: ", ")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-colour-\(UUID().uuidString).tokens.json")
        try Data(#"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space.rawValue)", "components": [\#(numbers)]}}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let tokens = TokenSource(file: url.path).resolve()
        let errors = tokens.diagnostics.filter { $0.ruleId == TokenDiagnostic.invalidValue.rawValue }
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 1)
        #expect(errors.first?.message.contains("not a finite number") == true)
        #expect(tokens.tokens.first?.value == nil, "the colour is not measured")
    }

    @Test func anOverflowingCSSColourIsNotRead() {
        #expect(throws: CSSColorError.self) { try CSSColor.parse("oklch(0.99 1e308 0)") }
        #expect(throws: CSSColorError.self) { try CSSColor.parse("lab(50 1e308 0)") }
    }

    @Test func largeButFiniteColoursStillConvert() throws {
        #expect(ColorSpace.oklch.conversionProblem(components: [.value(0.5), .value(1e6), .value(30)]) == nil)
        #expect(ColorSpace.xyzD65.conversionProblem(components: [.value(1e100), .none, .value(-1e100)]) == nil)
        #expect(ColorSpace.hsl.conversionProblem(components: [.none, .value(0), .value(50)]) == nil, "a powerless hue is not an overflow")
        #expect(try CSSColor.parse("oklch(0.5 0 none)").hexString == "#636363")
    }
}
