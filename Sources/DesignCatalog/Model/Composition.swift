import DesignSupport
import DesignTokens

/// A screen or bar: components and text placed over a background, in stacks. Per-view rules
/// (prominent buttons, glass used sparingly, tinted controls) and real contrast are decided here.
public struct Composition: Sendable, Hashable {
    public var id: String
    public var name: String
    /// What the screen shows, in one plain sentence.
    public var summary: String?
    /// Where the composition's facts come from, what it assumes and how it is built, in words.
    public var source: String?
    public var background: Paint
    /// Whether the background is bright (photos, light colours), for clear-glass dimming.
    public var brightBackground: Bool?
    public var root: Stack
    public var location: SourceLocation
    public var keyLocations: [String: SourceLocation]

    /// The location of a top-level key, or the composition's own location.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? location
    }
}

/// A stack of elements: a `VStack`, `HStack` or `ZStack`.
public struct Stack: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        case vertical, horizontal, depth
    }

    public var axis: Axis
    public var spacing: Bound<Double>?
    /// How children narrower (or shorter) than the stack are aligned; centre when nil. A
    /// vertical stack reads the horizontal part, a horizontal stack the vertical part.
    public var alignment: Alignment?
    /// Space around the stack (`.padding(…)`), outside its frame.
    public var padding: EdgeInsets?
    /// A fixed width or height (`.frame(width:height:)`), the stack's content centred in it.
    public var frame: FrameSize?
    public var children: [Element]
    public var location: SourceLocation

    /// Creates a stack.
    public init(
        axis: Axis, spacing: Bound<Double>? = nil, alignment: Alignment? = nil, padding: EdgeInsets? = nil, frame: FrameSize? = nil,
        children: [Element], location: SourceLocation
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.frame = frame
        self.children = children
        self.location = location
    }
}

/// SwiftUI's `.frame(width:height:)`: either dimension fixed, the other the content's own.
public struct FrameSize: Sendable, Hashable {
    public var width: Bound<Double>?
    public var height: Bound<Double>?

    /// Creates a frame.
    public init(width: Bound<Double>? = nil, height: Bound<Double>? = nil) {
        self.width = width
        self.height = height
    }
}

/// A SwiftUI `Alignment`: where a smaller child sits in its stack.
public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case center, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing

    /// The horizontal position from 0 (leading) to 1 (trailing).
    public var horizontal: Double {
        switch self {
        case .leading, .topLeading, .bottomLeading: 0
        case .trailing, .topTrailing, .bottomTrailing: 1
        case .center, .top, .bottom: 0.5
        }
    }

    /// The vertical position from 0 (top) to 1 (bottom).
    public var vertical: Double {
        switch self {
        case .top, .topLeading, .topTrailing: 0
        case .bottom, .bottomLeading, .bottomTrailing: 1
        case .center, .leading, .trailing: 0.5
        }
    }
}

/// Space on each edge in points (`.padding(.top, 72)` is `{"top": 72}`).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Bound<Double>?
    public var leading: Bound<Double>?
    public var bottom: Bound<Double>?
    public var trailing: Bound<Double>?

    /// Creates insets.
    public init(top: Bound<Double>? = nil, leading: Bound<Double>? = nil, bottom: Bound<Double>? = nil, trailing: Bound<Double>? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A `Spacer`: flexible space along its stack's axis, at least `minLength` long (0 when nil).
public struct Spacer: Sendable, Hashable {
    public var minLength: Bound<Double>?
    public var location: SourceLocation

    /// Creates a spacer.
    public init(minLength: Bound<Double>? = nil, location: SourceLocation) {
        self.minLength = minLength
        self.location = location
    }
}

/// One element of a composition.
public indirect enum Element: Sendable, Hashable {
    case component(Instance)
    case text(TextRun)
    case stack(Stack)
    case spacer(Spacer)
}

/// A component placed in a composition.
public struct Instance: Sendable, Hashable {
    /// The component id.
    public var component: String
    public var variant: String?
    /// `.scaleEffect`: drawn larger or smaller, laid out at the component's own size.
    public var scale: Bound<Double>?
    /// `.rotationEffect` in degrees: the whole component turned, laid out unturned. A component
    /// that turns a part of itself takes an argument instead (see ``arguments``).
    public var rotation: Bound<Double>?
    /// Values for the component's parameters by name, as its initialiser takes them
    /// (`ArrowButton(rotation: .degrees(180))`), numbers or references; an `Angle` in degrees.
    public var arguments: [String: Bound<Double>]
    /// The build step it is shown at, by title (the layers of the steps up to it); nil for the
    /// complete component.
    public var buildStep: String?
    /// The state it is shown in (disabled at the first step, say); nil for its resting look.
    public var state: InteractionState.Kind?
    /// The label text shown on it.
    public var label: String?
    public var accessibilityLabel: String?
    /// Overrides the component's layer here.
    public var layer: Component.Layer?
    /// Space around the instance (`.padding(…)`).
    public var padding: EdgeInsets?
    /// Content placed inside (for containers such as GlassPane).
    public var children: [Element]
    public var location: SourceLocation

    /// Creates an instance.
    public init(
        component: String, variant: String? = nil, scale: Bound<Double>? = nil, rotation: Bound<Double>? = nil,
        arguments: [String: Bound<Double>] = [:], buildStep: String? = nil, state: InteractionState.Kind? = nil, label: String? = nil,
        accessibilityLabel: String? = nil, layer: Component.Layer? = nil, padding: EdgeInsets? = nil, children: [Element] = [],
        location: SourceLocation
    ) {
        self.component = component
        self.variant = variant
        self.scale = scale
        self.rotation = rotation
        self.arguments = arguments
        self.buildStep = buildStep
        self.state = state
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.layer = layer
        self.padding = padding
        self.children = children
        self.location = location
    }
}

/// A run of text.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var typography: Bound<Typography>?
    /// The Dynamic Type text style, if it scales with one.
    public var textStyle: String?
    /// Font size in points when no typography token gives it.
    public var fontSize: Bound<Double>?
    /// Font weight (1-1000) when no typography token gives it.
    public var fontWeight: Bound<FontWeight>?
    /// Colour or gradient.
    public var fill: Paint
    public var opacity: Bound<Double>?
    public var location: SourceLocation
}
