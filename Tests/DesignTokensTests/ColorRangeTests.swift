import DesignTokens
import Testing

/// Components in a space and the problems DTCG Color Module 2025.10 ranges (https://www.designtokens.org/tr/2025.10/color/) give.
struct RangeCase: Sendable, CustomTestStringConvertible {
    var space: ColorSpace
    var components: [ColorComponent]
    var problems: [String]

    init(_ space: ColorSpace, _ components: [ColorComponent], _ problems: String...) {
        self.space = space
        self.components = components
        self.problems = problems
    }

    var testDescription: String { "\(space.rawValue) \(components)" }
}

private func values(_ numbers: Double...) -> [ColorComponent] { numbers.map { .value($0) } }

private let rangeCases: [RangeCase] = [
    RangeCase(.srgb, values(0, 0.5, 1)),
    RangeCase(.srgb, values(1.2, 0, 0), "component 1 (red) is 1.2; srgb red must be 0 to 1"),
    RangeCase(.displayP3, values(0, -0.1, 0), "component 2 (green) is -0.1; display-p3 green must be 0 to 1"),
    RangeCase(.rec2020, [.none, .none, .value(2)], "component 3 (blue) is 2; rec2020 blue must be 0 to 1"),
    RangeCase(.hsl, values(359.9, 100, 0)),
    RangeCase(.hsl, values(360, 50, 50), "component 1 (hue) is 360; hsl hue must be at least 0 and less than 360"),
    RangeCase(
        .hwb, values(-1, 101, 50),
        "component 1 (hue) is -1; hwb hue must be at least 0 and less than 360",
        "component 2 (whiteness) is 101; hwb whiteness must be 0 to 100"
    ),
    RangeCase(.lab, values(50, -200, 300)),
    RangeCase(.lab, values(100.5, 0, 0), "component 1 (lightness) is 100.5; lab lightness must be 0 to 100"),
    RangeCase(.lch, values(50, -1, 10), "component 2 (chroma) is -1; lch chroma must be 0 or more"),
    RangeCase(.oklab, values(1.1, -0.5, 0.5), "component 1 (lightness) is 1.1; oklab lightness must be 0 to 1"),
    RangeCase(.oklch, [.value(0.5), .value(0.1), .none]),
    RangeCase(.xyzD65, values(-0.1, 2, 0)),
    RangeCase(.xyzD50, values(0, .nan, 0), "component 2 (y) is nan; xyz-d50 y must be a finite number"),
    RangeCase(.srgb, values(0, 0), "srgb colours need exactly 3 components, found 2"),
]

@Suite("Colour component ranges")
struct ColorRangeTests {
    // DTCG Color Module 2025.10: ranges per colour space.
    @Test(arguments: rangeCases)
    func validate(_ testCase: RangeCase) {
        #expect(testCase.space.validate(components: testCase.components) == testCase.problems)
    }

    @Test(arguments: ColorSpace.allCases)
    func everySpaceNamesThreeComponents(_ space: ColorSpace) {
        #expect(space.componentNames.count == 3)
    }
}
