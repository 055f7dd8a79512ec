import DesignCatalog
import DesignSupport
import DesignTokens

/// One way a component is drawn, as the contrast rules see it: a variant (or the base) at rest
/// or in one state, as the fills it draws bottom first and the text and glyph layers among
/// them, each knowing which fills lie beneath it. It is the same in every context; ``backdrops(over:in:)``
/// resolves it in one.
///
/// dscheck does not lay a component out, so it takes every fill below a text or glyph layer as
/// lying behind it, except a fill moved by an `offset`, which may or may not: both are measured.
/// Strokes run along a shape's edge, not behind its content, and are not counted.
///
/// A class: every mark a contrast rule measures holds its look, in every context, and copying
/// the look's fields took a retain each.
final class ComponentLook: Sendable {
    /// A layer that draws a fill.
    struct Underlay: Sendable {
        let paint: Paint
        /// The layer's opacity and those of the groups it sits in.
        let opacity: [Bound<Double>]
        /// Whether the layer is moved by an offset, so that it may not lie behind every mark.
        let partial: Bool
        /// Whether the layer blends with a mode other than normal, which source-over
        /// compositing does not model.
        let blended: Bool
    }

    /// A text or glyph layer.
    struct Mark: Sendable {
        /// What WCAG asks of it.
        enum Kind: Sendable {
            /// Text: 4.5:1, or 3:1 when large (WCAG 2.2 SC 1.4.3).
            case text
            /// An SF Symbol or a template image: 3:1 (WCAG 2.2 SC 1.4.11).
            case glyph
        }

        let kind: Kind
        /// The layer's id; `label` for a label the anatomy does not place.
        let id: String
        let paint: Paint
        /// The layer's opacity and those of the groups it sits in.
        let opacity: [Bound<Double>]
        /// Where the layer (or the label) is written.
        let location: SourceLocation
        /// How many of the look's underlays are beneath it (the first ones).
        let beneath: Int
    }

    // What the look's users read of the component, its variant and its state, rather than the
    // whole spec: a look is copied into every mark a contrast rule measures, in every context.
    /// The component's id, which the findings on the look are about.
    let componentID: String
    private let componentName: String
    /// The variant's id, nil for the base.
    let variantID: String?
    private let variantName: String?
    /// The state's kind, or nil at rest.
    let stateKind: InteractionState.Kind?
    /// The opacity the state gives the whole component.
    let stateOpacity: Bound<Double>?
    let label: Label?
    /// The fills, bottom first.
    let underlays: [Underlay]
    let marks: [Mark]

    /// The look of the variant with id `id` (nil, or an id the component does not have: the
    /// base) at rest, as an instance places it.
    convenience init(_ component: Component, variantID id: String?) {
        self.init(component, variant: id.flatMap { id in component.variants.first { $0.id == id } })
    }

    /// The look of `variant` (nil for the base) in `state`.
    init(_ component: Component, variant: Variant?, state: InteractionState? = nil) {
        let drawing = component.resolvedVariant(variant?.id)
        let (anatomy, label) = (drawing.anatomy, drawing.label)
        componentID = component.id
        componentName = component.name
        variantID = variant?.id
        variantName = variant?.name
        stateKind = state?.kind
        stateOpacity = state?.opacity
        self.label = label
        let changes = Dictionary((state?.layers ?? []).map { ($0.layer, $0) }, uniquingKeysWith: { first, _ in first })
        let hidden = Set(component.accessibility.hiddenLayers)
        var underlays: [Underlay] = []
        var marks: [Mark] = []
        var placesLabel = false
        func mark(_ kind: Mark.Kind, _ layer: AnatomyLayer, _ opacity: [Bound<Double>]) {
            guard let paint = layer.fill ?? label?.color else { return }
            marks.append(
                Mark(
                    kind: kind, id: layer.id, paint: paint, opacity: opacity,
                    location: layer.location ?? component.location(for: variant), beneath: underlays.count))
        }
        // Depth first, a layer before its children: the order SwiftUI draws them in.
        var pending: [(layers: ArraySlice<AnatomyLayer>, opacity: [Bound<Double>])] = [(anatomy[...], [])]
        while let top = pending.popLast() {
            guard let layer = top.layers.first else { continue }
            pending.append((top.layers.dropFirst(), top.opacity))
            var opacity = top.opacity
            if let own = changes[layer.id]?.opacity ?? layer.opacity { opacity.append(own) }
            switch layer.shape {
            case .label?:
                placesLabel = true
                mark(.text, layer, opacity)
            case .symbol?, .image(_, template: true)?:
                // WCAG 1.4.11 asks nothing of decoration.
                if !layer.decorative && !hidden.contains(layer.id) { mark(.glyph, layer, opacity) }
            case .image?:
                break  // An image in its own colours: dscheck does not know them.
            default:
                // Glass shows what is below it: in the fold it changes nothing.
                if let fill = layer.fill, !fill.isMaterial {
                    underlays.append(
                        Underlay(
                            paint: fill, opacity: opacity, partial: layer.offset != nil,
                            blended: layer.blendMode.map { $0 != .normal } ?? false))
                }
            }
            if !layer.layers.isEmpty { pending.append((layer.layers[...], opacity)) }
        }
        if !placesLabel, let label, let paint = label.color {
            // A label the anatomy does not place is drawn over it, as `configuration.label` is.
            marks.append(
                Mark(
                    kind: .text, id: "label", paint: paint, opacity: [],
                    location: label.location ?? component.location(of: "label"), beneath: underlays.count))
        }
        self.underlays = underlays
        self.marks = marks
    }

    /// What a mark is called in findings and measurements: `Button label (Primary, pressed)`,
    /// `Tutorial chevron button glyph "icon" (Previous)`.
    func item(_ mark: Mark) -> String {
        let qualifiers = [variantName, stateKind?.rawValue].compactMap { $0 }
        return componentName + Self.part(mark) + (qualifiers.isEmpty ? "" : " (\(qualifiers.joined(separator: ", ")))")
    }

    /// A mark's name after its component's: ` label`, ` text "title"` or ` glyph "icon"`.
    static func part(_ mark: Mark) -> String {
        switch mark.kind {
        case .text: mark.id == "label" ? " label" : " text \"\(mark.id)\""
        case .glyph: " glyph \"\(mark.id)\""
        }
    }
}

extension Component {
    /// Every look the contrast rules measure on the component alone: the base and each variant at
    /// rest, and in each state that changes an opacity. Disabled states are left out: WCAG 2.2
    /// exempts inactive components from 1.4.3 and 1.4.11, and HIG dims disabled controls on purpose.
    var contrastLooks: [ComponentLook] {
        let states = states.filter { state in
            state.kind != .disabled && (state.opacity != nil || state.layers.contains { $0.opacity != nil })
        }
        return ([nil] + variants).flatMap { variant in
            [ComponentLook(self, variant: variant)] + states.map { ComponentLook(self, variant: variant, state: $0) }
        }
    }
}

extension Paint {
    /// Whether the paint is glass, which shows what is below it.
    fileprivate var isMaterial: Bool {
        if case .material = self { return true }
        return false
    }
}
