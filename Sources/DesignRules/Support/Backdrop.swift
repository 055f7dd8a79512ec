import DesignCatalog
import DesignTokens

/// What is behind a text or glyph layer of a component in one context.
enum Backdrop: Equatable {
    /// Every opaque colour that can be directly behind it.
    case colors([TokenColor])
    /// What the component draws there is not opaque (glass, a translucent fill, nothing at all),
    /// so the colour depends on what is behind the component: only a composition can tell.
    case seeThrough
    /// A colour or opacity beneath it did not resolve (the token is reported where it is).
    case unresolved
    /// A fill beneath it blends with a mode other than normal, which dscheck does not model.
    case blended
    /// The fills beneath it make more candidate colours than dscheck compares.
    case tooMany(Int)

    /// The most candidate colours a stack of fills may make: translucent gradients over
    /// gradients multiply, and a stack beyond this is reported rather than measured.
    static let maximumColors = 100_000
}

extension ComponentLook {
    /// What is behind each mark in a context: the fills beneath it composited bottom first over
    /// `behind` (the opaque colours behind the component, or nil for the component alone). A
    /// translucent fill is composited over every candidate below it, an opaque one replaces
    /// them, and a fill moved by an offset adds its colours to the candidates without replacing
    /// them (glass is not among the fills: it shows what is below it). One pass over the fills,
    /// whatever the number of marks.
    func backdrops(over behind: [TokenColor]?, in tokens: TokenSet) -> [(mark: Mark, backdrop: Backdrop)] {
        if let opacity = stateOpacity {
            guard let value = opacity.resolved(in: tokens) else { return marks.map { ($0, .unresolved) } }
            // The whole component is translucent: what is behind it shows through every layer.
            if value < 1 { return marks.map { ($0, .seeThrough) } }
        }
        var result: [(mark: Mark, backdrop: Backdrop)] = []
        var current: Backdrop = behind.map { .colors($0) } ?? .seeThrough
        var drawn = 0
        for mark in marks {
            while drawn < mark.beneath {
                current = Self.painting(underlays[drawn], over: current, in: tokens)
                drawn += 1
            }
            result.append((mark, current))
        }
        return result
    }

    /// What is behind content placed in the component (such as a pane's rows), drawn over its
    /// whole anatomy, over the opaque colours behind the component; empty when that cannot be
    /// measured.
    func contentBackdrop(over behind: [TokenColor], in tokens: TokenSet) -> [TokenColor] {
        var current = Backdrop.colors(behind)
        for underlay in underlays { current = Self.painting(underlay, over: current, in: tokens) }
        guard case .colors(let colors) = current else { return [] }
        return colors
    }

    /// `backdrop` with `underlay` painted over it.
    private static func painting(_ underlay: Underlay, over backdrop: Backdrop, in tokens: TokenSet) -> Backdrop {
        switch backdrop {
        case .unresolved, .blended, .tooMany: return backdrop
        case .colors, .seeThrough: break
        }
        guard let opacity = underlay.opacity.measurableOpacity(in: tokens),
            let paint = underlay.paint.measurableColors(in: tokens, opacity: opacity)
        else { return .unresolved }
        guard !underlay.blended else { return .blended }
        let below: [TokenColor]? = if case .colors(let colors) = backdrop { colors } else { nil }
        let opaque = paint.allSatisfy { $0.alpha >= 1 }
        guard opaque || below != nil else { return .seeThrough }
        let count = (opaque ? paint.count : paint.count * below!.count) + (underlay.partial ? below?.count ?? 0 : 0)
        guard count <= Backdrop.maximumColors else { return .tooMany(count) }
        if underlay.partial && below == nil { return .seeThrough }
        var colors = UniqueColors()
        if underlay.partial {
            for color in below! { colors.add(color) }
        }
        for color in paint {
            if color.alpha >= 1 {
                colors.add(color)
            } else {
                for under in below! { colors.add(color.composited(over: under)) }
            }
        }
        return .colors(colors.colors)
    }
}

/// Colours in the order first added, each once. A fill usually makes one to a few, which a
/// linear search tells apart faster than hashing each colour; past ``hashedFrom`` a set does.
private struct UniqueColors {
    private(set) var colors: [TokenColor] = []
    private var seen: Set<TokenColor>?
    private static let hashedFrom = 16

    mutating func add(_ color: TokenColor) {
        if seen != nil {
            if seen!.insert(color).inserted { colors.append(color) }
            return
        }
        guard !colors.contains(color) else { return }
        colors.append(color)
        if colors.count == Self.hashedFrom { seen = Set(colors) }
    }
}
