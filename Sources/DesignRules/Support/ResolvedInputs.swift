import DesignCatalog
import DesignTokens

// The one place a contrast measurement learns whether its inputs resolved. A colour, gradient
// stop or opacity whose token does not resolve in a context gives nil here, and the measurement
// that needs it is skipped: the token is reported once, at its own location, and dscheck never
// measures over a colour that is not there (an empty fill would read as a bogus 1.00:1).

extension Paint {
    /// Every colour the paint shows in a context, `opacity` multiplied into each alpha: the
    /// colour, or each gradient stop; empty for a material, which shows what is behind it. Nil
    /// when the paint does not resolve (``Paint/resolves(in:)``), or a gradient has no stops.
    func measurableColors(in tokens: TokenSet, opacity: Double = 1) -> [TokenColor]? {
        guard let colors = resolvedColors(in: tokens) else { return nil }
        guard opacity != 1 else { return colors }
        return colors.map { color in
            var faded = color
            faded.alpha *= opacity
            return faded
        }
    }

    /// The paint's colours, each token looked up once (this runs for every fill and mark of
    /// every look in every context): nil when one does not resolve or a gradient has no stops.
    private func resolvedColors(in tokens: TokenSet) -> [TokenColor]? {
        switch self {
        case .color(let spec):
            return spec.resolved(in: tokens).map { [$0] }
        case .linearGradient(let gradient):
            var colors: [TokenColor] = []
            if let token = gradient.token {
                guard let stops = token.resolved(in: tokens) else { return nil }
                colors = stops.stops.map(\.color)
            } else {
                colors.reserveCapacity(gradient.stops.count)
                for stop in gradient.stops {
                    guard let color = stop.color.resolved(in: tokens), stop.location.resolved(in: tokens) != nil else { return nil }
                    colors.append(color)
                }
            }
            return colors.isEmpty ? nil : colors
        case .material(let material):
            guard material.tint.map({ $0.resolved(in: tokens) != nil }) ?? true else { return nil }
            return []
        }
    }
}

extension Array where Element == Bound<Double> {
    /// The product of these opacities in a context (1 for none); nil when one does not resolve.
    func measurableOpacity(in tokens: TokenSet) -> Double? {
        var product = 1.0
        for bound in self {
            guard let value = bound.resolved(in: tokens) else { return nil }
            product *= value
        }
        return product
    }
}
