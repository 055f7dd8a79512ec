import DesignSupport
import DesignTokens

/// One layer of a component's anatomy, mirroring the SwiftUI modifiers that draw it. Layers
/// stack bottom first; every property is optional and absent means "not applied".
public struct AnatomyLayer: Sendable, Hashable {
    /// Stable id, used by build steps, variants, states and accessibility.
    public var id: String {
        get { storage.fields.id }
        _modify {
            makeUnique()
            yield &storage.fields.id
        }
    }
    /// What the layer is in the design, in a few words.
    public var summary: String? {
        get { storage.fields.summary }
        _modify {
            makeUnique()
            yield &storage.fields.summary
        }
    }
    /// The shape drawn; nil for a layer that only strokes or decorates the shape below.
    public var shape: Shape? {
        get { storage.fields.shape }
        _modify {
            makeUnique()
            yield &storage.fields.shape
        }
    }
    /// Width and height in points; nil fills the component.
    public var frame: Size? {
        get { storage.fields.frame }
        _modify {
            makeUnique()
            yield &storage.fields.frame
        }
    }
    /// The fill paint.
    public var fill: Paint? {
        get { storage.fields.fill }
        _modify {
            makeUnique()
            yield &storage.fields.fill
        }
    }
    /// The stroke drawn along the shape.
    public var stroke: Stroke? {
        get { storage.fields.stroke }
        _modify {
            makeUnique()
            yield &storage.fields.stroke
        }
    }
    /// Layer opacity, 0 to 1.
    public var opacity: Bound<Double>? {
        get { storage.fields.opacity }
        _modify {
            makeUnique()
            yield &storage.fields.opacity
        }
    }
    /// Offset in points.
    public var offset: Offset? {
        get { storage.fields.offset }
        _modify {
            makeUnique()
            yield &storage.fields.offset
        }
    }
    /// Gaussian blur radius in points.
    public var blur: Bound<Double>? {
        get { storage.fields.blur }
        _modify {
            makeUnique()
            yield &storage.fields.blur
        }
    }
    /// How the layer blends with what is below.
    public var blendMode: BlendMode? {
        get { storage.fields.blendMode }
        _modify {
            makeUnique()
            yield &storage.fields.blendMode
        }
    }
    /// Drop shadow.
    public var shadow: ShadowSpec? {
        get { storage.fields.shadow }
        _modify {
            makeUnique()
            yield &storage.fields.shadow
        }
    }
    /// Rotation in degrees, clockwise.
    public var rotation: Bound<Double>? {
        get { storage.fields.rotation }
        _modify {
            makeUnique()
            yield &storage.fields.rotation
        }
    }
    /// 3D rotation (`rotation3DEffect`).
    public var rotation3D: Rotation3D? {
        get { storage.fields.rotation3D }
        _modify {
            makeUnique()
            yield &storage.fields.rotation3D
        }
    }
    /// Uniform scale.
    public var scale: Bound<Double>? {
        get { storage.fields.scale }
        _modify {
            makeUnique()
            yield &storage.fields.scale
        }
    }
    /// Whether content is clipped to the shape.
    public var clip: Bool {
        get { storage.fields.clip }
        _modify {
            makeUnique()
            yield &storage.fields.clip
        }
    }
    /// Whether the layer is rendered as a compositing group (blend modes stay inside it).
    public var compositingGroup: Bool {
        get { storage.fields.compositingGroup }
        _modify {
            makeUnique()
            yield &storage.fields.compositingGroup
        }
    }
    /// Padding around the layer in points (`padding(.horizontal, 2)` is `{"horizontal": 2}`).
    public var padding: Insets? {
        get { storage.fields.padding }
        _modify {
            makeUnique()
            yield &storage.fields.padding
        }
    }
    /// Whether the layer is decoration that assistive technologies must not see.
    public var decorative: Bool {
        get { storage.fields.decorative }
        _modify {
            makeUnique()
            yield &storage.fields.decorative
        }
    }
    /// Child layers drawn as one group under this layer's transforms (a SwiftUI `ZStack`), bottom
    /// first; with `compositingGroup` their blend modes stay inside the group.
    public var layers: [AnatomyLayer] {
        get { storage.fields.layers }
        _modify {
            makeUnique()
            yield &storage.fields.layers
        }
    }
    /// Where the layer's object starts in its file, for findings about the layer; nil for a
    /// layer made in code.
    public var location: SourceLocation? {
        get { storage.fields.location }
        _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }

    /// The properties, in one shared box: a layer is a large value that the drawing and the
    /// rules hand around hundreds of thousands of times for a catalogue of 1,000 components, and
    /// copying the box is one reference count where copying the properties was fifteen (750 M
    /// instructions of the site's 15.7 G). Changed in place when no other layer shares it.
    private var storage: Storage

    /// The stored properties of a layer.
    private struct Fields: Hashable {
        var id: String
        var summary: String?
        var shape: Shape?
        var frame: Size?
        var fill: Paint?
        var stroke: Stroke?
        var opacity: Bound<Double>?
        var offset: Offset?
        var blur: Bound<Double>?
        var blendMode: BlendMode?
        var shadow: ShadowSpec?
        var rotation: Bound<Double>?
        var rotation3D: Rotation3D?
        var scale: Bound<Double>?
        var clip: Bool
        var compositingGroup: Bool
        var padding: Insets?
        var decorative: Bool
        var layers: [AnatomyLayer]
        var location: SourceLocation?
    }

    /// The box of a layer's properties, written only through a layer that holds the sole
    /// reference (``makeUnique()``), so sharing it between threads is safe. The properties
    /// are not checked for exclusive access at run time: the layer's own (static) checks
    /// already keep a write apart from every other access to its sole box, and the run-time
    /// check on each read was 275 M instructions of the site's 15 G at 10,000 tokens and 1,000
    /// components.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Gives this layer a box of its own before a property changes.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: AnatomyLayer, rhs: AnatomyLayer) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Creates a layer.
    public init(
        id: String, summary: String? = nil, shape: Shape? = nil, frame: Size? = nil, fill: Paint? = nil,
        stroke: Stroke? = nil, opacity: Bound<Double>? = nil, offset: Offset? = nil, blur: Bound<Double>? = nil,
        blendMode: BlendMode? = nil, shadow: ShadowSpec? = nil, rotation: Bound<Double>? = nil, rotation3D: Rotation3D? = nil,
        scale: Bound<Double>? = nil, clip: Bool = false, compositingGroup: Bool = false, padding: Insets? = nil,
        decorative: Bool = false, layers: [AnatomyLayer] = [], location: SourceLocation? = nil
    ) {
        storage = Storage(
            Fields(
                id: id, summary: summary, shape: shape, frame: frame, fill: fill, stroke: stroke, opacity: opacity, offset: offset, blur: blur,
                blendMode: blendMode, shadow: shadow, rotation: rotation, rotation3D: rotation3D, scale: scale, clip: clip,
                compositingGroup: compositingGroup, padding: padding, decorative: decorative, layers: layers, location: location))
    }

    /// This layer and every layer nested in it, depth first.
    public var flattened: [AnatomyLayer] { [self].flattened }

    /// Whether the layer draws the component's label, read in place: ``shape`` copies the
    /// shape (an image's or symbol's name, a corner radius's token), and the previews and
    /// the rules ask this of every layer of every drawing.
    package var drawsLabel: Bool {
        if case .label? = storage.fields.shape { return true }
        return false
    }

    /// The system material the layer is filled with, read in place (see ``drawsLabel``); nil
    /// for any other fill.
    package var materialFill: Material? {
        if case .material(let material)? = storage.fields.fill { return material }
        return nil
    }

    /// Whether the layer has a shadow or a blur, read in place (see ``drawsLabel``).
    package var hasShadowOrBlur: Bool { storage.fields.shadow != nil || storage.fields.blur != nil }
}

extension Array where Element == AnatomyLayer {
    /// Every layer of the stack, nested ones included, depth first.
    public var flattened: [AnatomyLayer] { Array(walk) }

    /// Every layer of the stack, nested ones included, depth first, one at a time: a search
    /// such as `walk.first(where:)` stops at its match without copying the rest of the stack.
    public var walk: AnatomyWalk { AnatomyWalk(self) }
}

/// The layers of a stack, nested ones included, depth first. Iterative, so any nesting depth
/// and any number of layers take time in proportion to the layers visited.
public struct AnatomyWalk: Sequence, IteratorProtocol {
    /// The stacks being visited, each with the index of its next layer.
    private var pending: [(layers: [AnatomyLayer], next: Int)]

    init(_ layers: [AnatomyLayer]) {
        pending = [(layers, 0)]
    }

    /// The next layer: a layer comes before its children, and its children before its next sibling.
    public mutating func next() -> AnatomyLayer? {
        while let top = pending.last {
            guard top.next < top.layers.count else {
                pending.removeLast()
                continue
            }
            let layer = top.layers[top.next]
            pending[pending.count - 1].next += 1
            if !layer.layers.isEmpty { pending.append((layer.layers, 0)) }
            return layer
        }
        return nil
    }

    /// The first layer not yet visited, depth first, that `predicate` accepts. It reads each
    /// layer in its stack's storage rather than taking it from ``next()`` as an optional, which
    /// copies every layer it passes: the rules search every drawing of every component in every
    /// context, and a layer is a large value (the `Sequence` search cost a third more).
    public func first(where predicate: (AnatomyLayer) throws -> Bool) rethrows -> AnatomyLayer? {
        try position(where: predicate).map { $0.layers[$0.index] }
    }

    /// Whether `predicate` accepts a layer not yet visited, each handed to it as
    /// ``first(where:)`` hands them; the layer found is not copied out.
    public func contains(where predicate: (AnatomyLayer) throws -> Bool) rethrows -> Bool {
        try position(where: predicate) != nil
    }

    /// Where ``first(where:)``'s layer is: its stack and its index there. The walk's own
    /// stacks are read, not copied: a search allocates only to go down into a layer's children
    /// (a search of a flat stack allocates nothing; copying the stacks to step through them was
    /// an allocation per search, and the previews and rules search every drawing).
    private func position(where predicate: (AnatomyLayer) throws -> Bool) rethrows -> (layers: [AnatomyLayer], index: Int)? {
        guard var level = pending.indices.last else { return nil }
        var current = pending[level]
        var entered: [(layers: [AnatomyLayer], next: Int)] = []
        while true {
            while current.next < current.layers.count {
                let index = current.next
                current.next += 1
                // Through the buffer, whose elements are borrowed in place (an array's subscript
                // returns a copy): nil when the layer matches, else its children.
                let children: [AnatomyLayer]? = try current.layers.withUnsafeBufferPointer { layers in
                    try predicate(layers[index]) ? nil : layers[index].layers
                }
                guard let children else { return (current.layers, index) }
                if !children.isEmpty {
                    entered.append(current)
                    current = (children, 0)
                }
            }
            if let parent = entered.popLast() {
                current = parent
            } else if level > 0 {
                level -= 1
                current = pending[level]
            } else {
                return nil
            }
        }
    }
}

/// The shapes a layer can draw. In JSON: `"circle"`, `"capsule"`, `"rectangle"`,
/// `{"roundedRectangle": {"cornerRadius": 14}}`, `{"image": "arrow"}` (`{"image": "arrow", "template": true}`
/// for an image drawn in its layer's fill), `{"symbol": "chevron.left"}`, `"label"` (the component's label).
public enum Shape: Sendable, Hashable {
    case circle
    case capsule
    case rectangle
    case roundedRectangle(cornerRadius: Bound<Double>)
    /// An image asset by name; a template image (`Image(_:).renderingMode(.template)`) is drawn
    /// in its layer's fill, like a symbol, instead of its own colours.
    case image(String, template: Bool = false)
    /// An SF Symbol by name.
    case symbol(String)
    /// The component's label text.
    case label
}

/// A width and height in points. In JSON: a number (square) or `{"width", "height"}`.
public struct Size: Sendable, Hashable {
    public var width: Bound<Double>
    public var height: Bound<Double>

    /// Creates a size.
    public init(width: Bound<Double>, height: Bound<Double>) {
        self.width = width
        self.height = height
    }
}

/// An offset in points. In JSON: `[x, y]`.
public struct Offset: Sendable, Hashable {
    public var x: Bound<Double>
    public var y: Bound<Double>

    /// Creates an offset.
    public init(x: Bound<Double>, y: Bound<Double>) {
        self.x = x
        self.y = y
    }
}

/// Insets in points. In JSON: a number (all edges) or `{"horizontal", "vertical"}`.
public struct Insets: Sendable, Hashable {
    public var horizontal: Bound<Double>?
    public var vertical: Bound<Double>?

    /// Creates insets.
    public init(horizontal: Bound<Double>?, vertical: Bound<Double>?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// What fills a shape or a stroke. In JSON: a colour (token reference, `{"color": …, "alpha": …}`
/// or a CSS colour string), `{"linearGradient": {"stops": …}}`, `{"linearGradient": {"gradient": "{token}"}}`
/// or `{"material": …}`.
public enum Paint: Sendable, Hashable {
    case color(ColorSpec)
    case linearGradient(LinearGradientSpec)
    case material(Material)
}

extension Paint {
    /// Whether the paint resolves in `tokens`: every colour, stop, gradient token and tint it
    /// names has a value there. A paint that does not resolve is unknown, not empty or clear:
    /// what it covers cannot be measured (the token at fault is reported where it is written).
    public func resolves(in tokens: TokenSet) -> Bool {
        switch self {
        case .color(let spec): spec.resolved(in: tokens) != nil
        case .linearGradient(let gradient): gradient.resolves(in: tokens)
        case .material(let material): material.tint.map { $0.resolved(in: tokens) != nil } ?? true
        }
    }
}

/// A colour in a spec: a literal or token, with an optional extra opacity
/// (`.black.opacity(0.4)` is `{"color": "#000", "alpha": 0.4}`).
public struct ColorSpec: Sendable, Hashable {
    public var color: Bound<TokenColor>
    /// Opacity applied on top of the colour's own alpha.
    public var alpha: Bound<Double>?

    /// Creates a colour spec.
    public init(color: Bound<TokenColor>, alpha: Bound<Double>? = nil) {
        self.color = color
        self.alpha = alpha
    }

    /// The colour in a context, with `alpha` multiplied in.
    public func resolved(in tokens: TokenSet) -> TokenColor? {
        guard var color = color.resolved(in: tokens) else { return nil }
        if let alpha {
            guard let factor = alpha.resolved(in: tokens) else { return nil }
            color.alpha *= factor
        }
        return color
    }
}

/// A linear gradient: stops and start and end points (SwiftUI `UnitPoint`s).
public struct LinearGradientSpec: Sendable, Hashable {
    /// Explicit stops; empty when the gradient is a gradient token.
    public var stops: [Stop]
    /// A gradient token the stops come from, when the spec names one.
    public var token: Bound<GradientStops>?
    public var start: UnitPoint
    public var end: UnitPoint

    /// One stop. In JSON: `[colour, location]`.
    public struct Stop: Sendable, Hashable {
        public var color: ColorSpec
        public var location: Bound<Double>

        /// Creates a stop.
        public init(color: ColorSpec, location: Bound<Double>) {
            self.color = color
            self.location = location
        }
    }

    /// Creates a gradient.
    public init(stops: [Stop], token: Bound<GradientStops>? = nil, start: UnitPoint, end: UnitPoint) {
        self.stops = stops
        self.token = token
        self.start = start
        self.end = end
    }

    /// Whether the gradient token, or every explicit stop's colour and location, has a value in
    /// `tokens`.
    public func resolves(in tokens: TokenSet) -> Bool {
        if let token { return token.resolved(in: tokens) != nil }
        return stops.allSatisfy { $0.color.resolved(in: tokens) != nil && $0.location.resolved(in: tokens) != nil }
    }

    /// The stops in a context: the explicit ones, or the gradient token's.
    public func resolvedStops(in tokens: TokenSet) -> [(color: TokenColor, location: Double)] {
        if let token, let gradient = token.resolved(in: tokens) {
            return gradient.stops.map { ($0.color, $0.position) }
        }
        return stops.compactMap { stop in
            guard let color = stop.color.resolved(in: tokens), let location = stop.location.resolved(in: tokens) else { return nil }
            return (color, location)
        }
    }
}

/// A SwiftUI `UnitPoint`. In JSON: a name (`"top"`, `"topLeading"`…) or `[x, y]`.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    /// The SwiftUI name, when the spec used one.
    public var name: String?

    /// Creates a point.
    public init(x: Double, y: Double, name: String? = nil) {
        self.x = x
        self.y = y
        self.name = name
    }

    /// The named points SwiftUI defines.
    public static let named: [String: UnitPoint] = [
        "topLeading": UnitPoint(x: 0, y: 0, name: "topLeading"),
        "top": UnitPoint(x: 0.5, y: 0, name: "top"),
        "topTrailing": UnitPoint(x: 1, y: 0, name: "topTrailing"),
        "leading": UnitPoint(x: 0, y: 0.5, name: "leading"),
        "center": UnitPoint(x: 0.5, y: 0.5, name: "center"),
        "trailing": UnitPoint(x: 1, y: 0.5, name: "trailing"),
        "bottomLeading": UnitPoint(x: 0, y: 1, name: "bottomLeading"),
        "bottom": UnitPoint(x: 0.5, y: 1, name: "bottom"),
        "bottomTrailing": UnitPoint(x: 1, y: 1, name: "bottomTrailing"),
    ]
}

/// Liquid Glass, the system material. In JSON: `{"material": {"variant": "regular",
/// "interactive": true, "tint": "{color.x}"}}`.
public struct Material: Sendable, Hashable {
    /// The glass variants of `Glass`.
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        case regular
        case clear
    }

    public var variant: Variant
    /// `.interactive()`: the material responds to touch.
    public var interactive: Bool
    /// `.tint(_:)`, if any.
    public var tint: ColorSpec?
    /// A dimming layer under clear glass (opacity of black), if any.
    public var dimming: Bound<Double>?

    /// Creates a material.
    public init(variant: Variant, interactive: Bool = false, tint: ColorSpec? = nil, dimming: Bound<Double>? = nil) {
        self.variant = variant
        self.interactive = interactive
        self.tint = tint
        self.dimming = dimming
    }
}

/// A stroke along a shape.
public struct Stroke: Sendable, Hashable {
    public var paint: Paint
    public var width: Bound<Double>

    /// Creates a stroke.
    public init(paint: Paint, width: Bound<Double>) {
        self.paint = paint
        self.width = width
    }
}

/// A drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)`.
public struct ShadowSpec: Sendable, Hashable {
    public var color: ColorSpec?
    public var radius: Bound<Double>
    public var x: Bound<Double>?
    public var y: Bound<Double>?

    /// Creates a shadow.
    public init(color: ColorSpec?, radius: Bound<Double>, x: Bound<Double>? = nil, y: Bound<Double>? = nil) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A 3D rotation: an angle in degrees about an axis.
public struct Rotation3D: Sendable, Hashable {
    public var angle: Bound<Double>
    /// The axis `[x, y, z]`.
    public var axis: [Bound<Double>]

    /// Creates a rotation.
    public init(angle: Bound<Double>, axis: [Bound<Double>]) {
        self.angle = angle
        self.axis = axis
    }
}

/// SwiftUI's blend modes.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}
