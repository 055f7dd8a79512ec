import DesignCatalog
import DesignSupport
import DesignTokens

/// How a layer imitates or uses Liquid Glass.
package enum GlassUse: Equatable {
    /// The system material.
    case system(Material)
    /// A translucent fill with a shadow or blur that imitates glass.
    case lookalike
}

extension AnatomyLayer {
    /// The glass this layer draws, if any, in a context.
    package func glass(in tokens: TokenSet) -> GlassUse? {
        if let material = materialFill { return .system(material) }
        guard hasShadowOrBlur, let fill, let alpha = fill.translucentAlpha(in: tokens) else { return nil }
        let opacity = self.opacity?.resolved(in: tokens) ?? 1
        let effective = alpha * opacity
        return effective > 0 && effective <= 0.7 ? .lookalike : nil
    }
}

extension Paint {
    /// The alpha of a solid colour fill (nil for gradients and materials).
    func translucentAlpha(in tokens: TokenSet) -> Double? {
        guard case .color(let spec) = self else { return nil }
        return spec.resolved(in: tokens)?.alpha
    }

    /// Every colour the paint can show: the colour, or each gradient stop. Empty for materials,
    /// and for a paint that does not resolve (measuring only the stops that do would be wrong).
    func colors(in tokens: TokenSet) -> [TokenColor] {
        measurableColors(in: tokens) ?? []
    }
}

extension Component {
    /// The first glass layer of the component (any variant), with where it is written.
    func firstGlass(in tokens: TokenSet) -> (layer: AnatomyLayer, use: GlassUse, variant: Variant?)? {
        for drawing in drawings {
            if let layer = drawing.anatomy.walk.first(where: { $0.glass(in: tokens) != nil }), let use = layer.glass(in: tokens) {
                return (layer, use, drawing.variant)
            }
        }
        return nil
    }

    /// The place to point at for a variant (its own location) or the component's anatomy.
    func location(for variant: Variant?, key: String = "anatomy") -> SourceLocation {
        variant?.location ?? location(of: key)
    }
}
