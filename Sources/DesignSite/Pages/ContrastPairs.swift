import DesignCatalog
import DesignRules
import DesignTokens

/// Text colours and the surfaces they are used on: component labels on their variant's first
/// filled layer, and composition text on the background or on the component holding it.
struct ContrastPairs {
    struct Pair {
        var text: Paint
        var textOpacity: Double
        var surface: Paint
        /// Where the pair occurs (catalogue names, escaped where shown).
        var place: String
        /// The text box, for WCAG's large-text threshold.
        var large: Bool
    }

    private(set) var pairs: [Pair] = []

    init(context: SiteContext) {
        let tokens = context.defaultTokens
        for component in context.catalog.components {
            let looks = component.variants.isEmpty ? [(nil as String?, component.name)] : component.variants.map { ($0.id, "\(component.name), \($0.name)") }
            for (variant, place) in looks {
                let drawing = component.resolvedVariant(variant)
                guard let label = drawing.label, let surface = Self.surface(of: drawing.anatomy) else { continue }
                let labelLayer = drawing.anatomy.flattened.first { $0.shape == .label }
                guard let text = labelLayer?.fill ?? label.color else { continue }
                let box = TextBox(label.examples.first ?? "Label", style: label, in: tokens)
                pairs.append(Pair(text: text, textOpacity: 1, surface: surface, place: place + " label", large: Self.isLarge(box)))
            }
        }
        for composition in context.catalog.compositions {
            collect(composition.root.children, on: composition.background, place: composition.name, context: context)
        }
    }

    /// The first solid or gradient fill of a stack that is not the label itself.
    private static func surface(of anatomy: [AnatomyLayer]) -> Paint? {
        for layer in anatomy.flattened where layer.shape != .label {
            switch layer.fill {
            case .color?, .linearGradient?: return layer.fill
            default: continue
            }
        }
        return nil
    }

    private static func isLarge(_ box: TextBox) -> Bool {
        box.fontSize >= 18 || (box.fontSize >= 14 && box.fontWeight >= 700)
    }

    private mutating func collect(_ elements: [Element], on surface: Paint, place: String, context: SiteContext) {
        for element in elements {
            switch element {
            case .text(let run):
                let box = TextBox(run, in: context.defaultTokens)
                pairs.append(Pair(text: run.fill, textOpacity: run.opacity?.resolved(in: context.defaultTokens) ?? 1, surface: surface,
                                  place: "\(place): “\(run.text)”", large: Self.isLarge(box)))
            case .stack(let stack):
                collect(stack.children, on: surface, place: place, context: context)
            case .component(let instance):
                let inner = context.components[instance.component].flatMap { Self.surface(of: $0.resolvedVariant(instance.variant).anatomy) } ?? surface
                collect(instance.children, on: inner, place: place, context: context)
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
        let surfaces = colors(pair.surface, in: tokens).map { $0.composited(over: .srgb(1, 1, 1)) }
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
