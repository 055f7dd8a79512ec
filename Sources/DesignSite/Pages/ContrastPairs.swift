import DesignCatalog
import DesignRules
import DesignTokens

/// Text colours and the surfaces they are used on: component labels on their variant's first
/// filled layer, and composition text on the background or on the component holding it.
struct ContrastPairs {
    /// A surface: a paint at an opacity; surfaces stack bottom first.
    struct Surface {
        var paint: Paint
        var opacity: Bound<Double>?
    }

    struct Pair {
        var text: Paint
        var textOpacity: Double
        /// What is behind the text, bottom first.
        var surfaces: [Surface]
        /// Where the pair occurs (catalogue names, escaped where shown).
        var place: String
        /// The text box, for WCAG's large-text threshold.
        var large: Bool
    }

    private(set) var pairs: [Pair] = []

    init(context: SiteContext) {
        let tokens = context.defaultTokens
        for component in context.catalog.components {
            let looks =
                component.variants.isEmpty ? [(nil as String?, component.name)] : component.variants.map { ($0.id, "\(component.name), \($0.name)") }
            for (variant, place) in looks {
                let drawing = component.resolvedVariant(variant)
                let surfaces = Self.surfaces(of: drawing.anatomy)
                guard let label = drawing.label, !surfaces.isEmpty else { continue }
                let labelLayer = drawing.anatomy.walk.first { $0.shape == .label }
                guard let text = labelLayer?.fill ?? label.color else { continue }
                let box = TextBox(label.examples.first ?? "Label", style: label, in: tokens)
                pairs.append(Pair(text: text, textOpacity: 1, surfaces: surfaces, place: place + " label", large: Self.isLarge(box)))
            }
        }
        for composition in context.catalog.compositions {
            collect(composition.root.children, on: [Surface(paint: composition.background)], place: composition.name, context: context)
        }
    }

    /// The solid and gradient fills of a stack drawn before its label (all of them when it has
    /// none), bottom first, each at its opacity: what the label or content sits on.
    private static func surfaces(of anatomy: [AnatomyLayer]) -> [Surface] {
        var surfaces: [Surface] = []
        for layer in anatomy.walk {
            if layer.shape == .label { break }
            if let fill = layer.fill, !fill.isMaterial { surfaces.append(Surface(paint: fill, opacity: layer.opacity)) }
        }
        return surfaces
    }

    private static func isLarge(_ box: TextBox) -> Bool {
        box.fontSize >= 18 || (box.fontSize >= 14 && box.fontWeight >= 700)
    }

    private mutating func collect(_ elements: [Element], on surfaces: [Surface], place: String, context: SiteContext) {
        for element in elements {
            switch element {
            case .text(let run):
                let box = TextBox(run, in: context.defaultTokens)
                pairs.append(
                    Pair(
                        text: run.fill, textOpacity: run.opacity?.resolved(in: context.defaultTokens) ?? 1, surfaces: surfaces,
                        place: "\(place): “\(run.text)”", large: Self.isLarge(box)))
            case .stack(let stack):
                collect(stack.children, on: surfaces, place: place, context: context)
            case .component(let instance):
                let inner =
                    context.catalog.component(instance.component).map { Self.surfaces(of: $0.resolvedVariant(instance.variant).anatomy) } ?? []
                collect(instance.children, on: surfaces + inner, place: place, context: context)
            }
        }
    }

    /// The weakest WCAG ratio and its APCA Lc over every colour the text and surface can show.
    static func measure(_ pair: Pair, in tokens: TokenSet) -> (ratio: Double, lc: Double)? {
        let texts = colors(pair.text, in: tokens).map { color -> TokenColor in
            var faded = color
            faded.alpha *= pair.textOpacity
            return faded
        }
        var surfaces: [TokenColor] = [.srgb(1, 1, 1)]
        for surface in pair.surfaces {
            let opacity = surface.opacity?.resolved(in: tokens) ?? 1
            let layer = colors(surface.paint, in: tokens)
            guard !layer.isEmpty else { return nil }
            surfaces = layer.flatMap { color in
                surfaces.map { below in
                    var top = color
                    top.alpha *= opacity
                    return top.composited(over: below)
                }
            }
        }
        var worst: (ratio: Double, lc: Double)?
        for text in texts {
            for surface in surfaces {
                let ratio = WCAGContrast.ratio(foreground: text, background: surface)
                if worst == nil || ratio < worst!.ratio {
                    worst = (ratio, APCAContrast.lightnessContrast(text: text, background: surface))
                }
            }
        }
        return worst
    }

    private static func colors(_ paint: Paint, in tokens: TokenSet) -> [TokenColor] {
        switch paint {
        case .color(let spec): spec.resolved(in: tokens).map { [$0] } ?? []
        case .linearGradient(let gradient): gradient.resolvedStops(in: tokens).map(\.color)
        case .material: []
        }
    }
}

extension Paint {
    /// Whether the paint is glass.
    var isMaterial: Bool {
        if case .material = self { return true }
        return false
    }
}
