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

/// A stack of elements.
public struct Stack: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        case vertical, horizontal, depth
    }

    public var axis: Axis
    public var spacing: Bound<Double>?
    public var children: [Element]
    public var location: SourceLocation
}

/// One element of a composition.
public indirect enum Element: Sendable, Hashable {
    case component(Instance)
    case text(TextRun)
    case stack(Stack)
}

/// A component placed in a composition.
public struct Instance: Sendable, Hashable {
    /// The component id.
    public var component: String
    public var variant: String?
    public var scale: Bound<Double>?
    /// Rotation in degrees.
    public var rotation: Bound<Double>?
    /// The label text shown on it.
    public var label: String?
    public var accessibilityLabel: String?
    /// Overrides the component's layer here.
    public var layer: Component.Layer?
    /// Content placed inside (for containers such as GlassPane).
    public var children: [Element]
    public var location: SourceLocation
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
