import DesignTokens
import Testing

@testable import DesignRules

/// The weakest pair found without measuring every pair is the pair a loop over every pair finds.
struct WeakestContrastTests {
    /// The loop `a11y/text-contrast` ran before: every pair, the first of equal ratios.
    static func everyPair(_ foregrounds: [TokenColor], _ backgrounds: [TokenColor]) -> (Double, TokenColor, TokenColor)? {
        var worst: (Double, TokenColor, TokenColor)?
        for foreground in foregrounds {
            for background in backgrounds {
                let ratio = WCAGContrast.ratio(foreground: foreground, background: background)
                if ratio < (worst?.0 ?? .infinity) { worst = (ratio, foreground, background) }
            }
        }
        return worst
    }

    /// Deterministic pseudo-random colours, some out of gamut, some repeated, some translucent.
    static func colors(_ count: Int, seed: UInt64, translucent: Bool) -> [TokenColor] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { index in
            if index % 7 == 3 { return .srgb(0.5, 0.5, 0.5) }
            let alpha = translucent && index % 2 == 0 ? next() : 1
            return .srgb(next() * 1.2 - 0.1, next(), next(), alpha: alpha)
        }
    }

    @Test(arguments: [(false, 1), (true, 2), (false, 3), (true, 4)])
    func findsThePairEveryPairFinds(translucent: Bool, seed: UInt64) throws {
        for (foregroundCount, backgroundCount) in [(1, 1), (5, 300), (300, 5), (200, 200)] {
            let foregrounds = Self.colors(foregroundCount, seed: seed, translucent: translucent)
            let backgrounds = Self.colors(backgroundCount, seed: seed + 100, translucent: false)
            let expected = try #require(Self.everyPair(foregrounds, backgrounds))
            let found = try #require(try WeakestContrast(backgrounds: backgrounds).weakest(foregrounds))
            #expect(found.ratio == expected.0)
            #expect(found.foreground == expected.1)
            #expect(found.background == expected.2)
        }
    }

    // Translucent colours scattered at random defeat the search's bounds: past its budget it
    // says so instead of measuring every pair (3.6 billion for two gradients of 60,000 stops).
    @Test func aSearchPastItsBudgetIsReportedNotFinished() throws {
        let mixed = Self.colors(400, seed: 5, translucent: true)
        let foregrounds = mixed.filter { $0.alpha < 1 }
        let backgrounds = Self.colors(200, seed: 105, translucent: false)
        func key(_ color: TokenColor) -> [Double] {
            let rgb = color.srgbComponents.clipped
            return [rgb.red, rgb.green, rgb.blue, color.alpha]
        }
        let translucent = Set(foregrounds.map(key)).count
        let distinctBackgrounds = Set(backgrounds.map(key)).count
        #expect(throws: WeakestContrast.BeyondBudget.self) { try WeakestContrast(backgrounds: backgrounds, budget: 1_000).weakest(foregrounds) }
        do {
            _ = try WeakestContrast(backgrounds: backgrounds, budget: 1_000).weakest(foregrounds)
        } catch {
            #expect(error.pairs == translucent * distinctBackgrounds)
        }
        #expect(
            try WeakestContrast(backgrounds: backgrounds, budget: 1_000).weakest(mixed.filter { $0.alpha >= 1 }) != nil,
            "opaque colours are not counted")
    }

    @Test func nothingToPairIsNil() throws {
        #expect(try WeakestContrast(backgrounds: []).weakest([.srgb(0, 0, 0)]) == nil)
        #expect(try WeakestContrast(backgrounds: [.srgb(0, 0, 0)]).weakest([]) == nil)
    }
}
