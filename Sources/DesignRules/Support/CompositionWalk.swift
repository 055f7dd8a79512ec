import DesignCatalog
import DesignTokens

/// An element of a composition with what is behind it and the scale it is drawn at.
struct PlacedElement {
    let element: Element
    /// Every colour that can be directly behind the element (opaque); empty when the background
    /// does not resolve in this context (the unresolved token is reported by the loader).
    let backdrop: [TokenColor]
    /// The product of the scales of the instances it sits in.
    let scale: Double
}

extension Catalog {
    /// Every element of `composition` with its backdrop and scale, components resolved.
    func placedElements(of composition: Composition, in tokens: TokenSet, looks: ContrastLooks) -> [PlacedElement] {
        var placed: [PlacedElement] = []
        let ground = composition.background.colors(in: tokens).map { $0.composited(over: .srgb(1, 1, 1)) }
        func visit(_ elements: [Element], backdrop: [TokenColor], scale: Double) {
            for element in elements {
                placed.append(PlacedElement(element: element, backdrop: backdrop, scale: scale))
                switch element {
                case .text, .spacer: break
                case .stack(let stack): visit(stack.children, backdrop: backdrop, scale: scale)
                case .component(let instance):
                    let instanceScale = scale * (instance.scale?.resolved(in: tokens) ?? 1)
                    let inner =
                        component(instance.component).map { looks.atRest($0, variant: instance.variant).contentBackdrop(over: backdrop, in: tokens) }
                        ?? backdrop
                    visit(instance.children, backdrop: inner, scale: instanceScale)
                }
            }
        }
        visit(composition.root.children, backdrop: ground, scale: 1)
        return placed
    }
}
