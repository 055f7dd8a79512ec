import DesignSupport
import DesignTokens

/// A component spec: one file in `catalog/components/<id>.json`.
public struct Component: Sendable, Hashable {
    /// Lifecycle status.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case experimental, beta, stable, deprecated
    }

    /// What kind of thing the component is in SwiftUI.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case control
        case container
        case modifier
        case buttonStyle
    }

    /// Where the component sits: floating over content (bars, overlays) or in the content
    /// (cards, list rows, grid cells).
    public enum Layer: String, Sendable, Hashable, CaseIterable {
        case functional
        case content
    }

    /// The role of a content-layer element, when it has one.
    public enum ContentRole: String, Sendable, Hashable, CaseIterable {
        case card
        case listRow
        case gridCell
        case pane
    }

    public var id: String
    public var name: String
    public var status: Status
    /// What the component is for, in one plain sentence (the loader warns above 160
    /// characters, `catalog/long-summary`).
    public var summary: String
    /// Where the spec's facts come from, what it assumes and how it is built, in words: the
    /// provenance a page keeps out of the way (in its source notes).
    public var source: String?
    /// SwiftUI code that uses the component, as written; when absent, pages write one from
    /// ``symbol`` and ``kind``.
    public var snippet: String?
    /// The code symbol the spec documents, such as `ArrowButton`.
    public var symbol: String?
    /// The source file of that symbol.
    public var sourceFile: String?
    public var kind: Kind
    public var layer: Layer
    public var contentRole: ContentRole?
    /// Whether the component responds to touch (controls and button styles do by default).
    public var interactive: Bool
    /// The public parameters of the SwiftUI API, with their defaults.
    public var parameters: [Parameter]
    /// The layer stack, bottom first.
    public internal(set) var anatomy: [AnatomyLayer]
    public internal(set) var variants: [Variant]
    public var states: [InteractionState]
    public internal(set) var metrics: Metrics
    public internal(set) var label: Label?
    public var feedback: Feedback?
    public var accessibility: Accessibility
    public var buildSteps: [BuildStep]
    public var guidance: [Guidance]
    public var usage: Usage
    /// Ids of related components.
    public var related: [String]
    /// Where the spec starts (its file's opening brace).
    public var location: SourceLocation
    /// Where each top-level key of the spec is, so findings can point at the part they are about.
    public var keyLocations: [String: SourceLocation]
    /// The position in ``drawings`` of each variant's drawing, by id (the first variant with an
    /// id, see ``resolvedVariant(_:)``): the drawings are the resolved variants, kept once. They
    /// are derived from the anatomy, variants, metrics and label, which is why only this module
    /// sets those.
    var drawingPositions: [String: Int] = [:]
    /// Every way the component is drawn: the base, then each variant in order (see
    /// ``resolveVariants()``, which the loader calls).
    public internal(set) var drawings: [ComponentDrawing] = []

    /// The location of a top-level key, or the spec's own location.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? location
    }
}

/// A parameter of the component's SwiftUI API.
public struct Parameter: Sendable, Hashable {
    public var name: String
    /// The argument label a call writes, when it is not the name (`init(items:, with cornerRadius:)`
    /// is called `GlassList(items: items, with: 20)`); `_` for none.
    public var label: String?
    public var type: String
    /// The default as written in Swift, if any.
    public var defaultValue: String?
    /// The layers an `Angle` parameter turns, as `Image("arrow").rotationEffect(rotation)` turns
    /// only the arrow: a screen that passes the parameter (``Instance/arguments``) rotates these
    /// layers, not the whole component. Empty for a parameter the drawing does not use.
    public var rotates: [String] = []

    /// The angle in degrees the default gives: `.zero` or `.degrees(N)`; nil for any other
    /// Swift expression, which dscheck cannot evaluate.
    public var defaultDegrees: Double? {
        guard let written = defaultValue?.filter({ !$0.isWhitespace }) else { return 0 }
        if written == ".zero" { return 0 }
        guard written.hasPrefix(".degrees("), written.hasSuffix(")") else { return nil }
        return Double(written.dropFirst(".degrees(".count).dropLast())
    }
}

/// A variant of a component: a name and what it changes. Variants may extend another variant.
public struct Variant: Sendable, Hashable {
    public var id: String
    public var name: String
    /// What the variant is for, in one plain sentence.
    public var summary: String?
    /// Where the variant's facts come from, in words (see ``Component/source``).
    public var source: String?
    /// SwiftUI code that uses this variant, as written (see ``Component/snippet``).
    public var snippet: String?
    /// The variant this one extends (nil: the component's base).
    public var extends: String?
    /// Whether this is a prominent (filled, primary) style.
    public var prominent: Bool
    /// Layers replaced (same id) or added (new id).
    public var anatomy: [AnatomyLayer]
    /// Metrics overrides, field by field.
    public var metrics: Metrics?
    /// Label overrides, field by field.
    public var label: Label?
    public var location: SourceLocation
}

/// A press, disabled or focus state and how the component changes in it.
public struct InteractionState: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case pressed, disabled, focused, selected
    }

    public var kind: Kind
    /// Transform of the whole component.
    public var scale: Bound<Double>?
    public var offset: Offset?
    public var opacity: Bound<Double>?
    /// Changes to single layers (by id): offset, opacity, scale.
    public var layers: [LayerChange]
    public var animation: Animation?
    public var location: SourceLocation
}

/// A change to one layer in a state or at a build step.
public struct LayerChange: Sendable, Hashable {
    public var layer: String
    public var offset: Offset?
    public var opacity: Bound<Double>?
    public var scale: Bound<Double>?
    /// Gaussian blur radius in points.
    public var blur: Bound<Double>?
}

/// An animation curve.
public enum Animation: Sendable, Hashable {
    case easeInOut(duration: Bound<Double>?)
    case easeIn(duration: Bound<Double>?)
    case easeOut(duration: Bound<Double>?)
    case linear(duration: Bound<Double>?)
    /// `.spring(response:dampingFraction:)`.
    case spring(response: Bound<Double>?, dampingFraction: Bound<Double>?)
    /// `.interactiveSpring(response:dampingFraction:blendDuration:)`.
    case interactiveSpring(response: Bound<Double>?, dampingFraction: Bound<Double>?, blendDuration: Bound<Double>?)
    /// `.bouncy`.
    case bouncy

    /// The curve's name, as in SwiftUI.
    public var curve: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        case .spring: "spring"
        case .interactiveSpring: "interactiveSpring"
        case .bouncy: "bouncy"
        }
    }
}

/// Sizes: what is drawn and what is touchable.
public struct Metrics: Sendable, Hashable {
    /// The drawn size; nil when it comes from content.
    public var size: Size?
    /// The drawn height alone, for components whose width follows their label.
    public var height: Bound<Double>?
    /// The declared hit target; nil means the drawn size.
    public var hitTarget: Size?
    public var cornerRadius: Bound<Double>?
    public var padding: Insets?
    public var iconGap: Bound<Double>?

    /// Creates metrics.
    public init(
        size: Size? = nil, height: Bound<Double>? = nil, hitTarget: Size? = nil,
        cornerRadius: Bound<Double>? = nil, padding: Insets? = nil, iconGap: Bound<Double>? = nil
    ) {
        self.size = size
        self.height = height
        self.hitTarget = hitTarget
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.iconGap = iconGap
    }

    /// `self` with every field `overrides` sets taking its place.
    public func overridden(by overrides: Metrics?) -> Metrics {
        guard let overrides else { return self }
        return Metrics(
            size: overrides.size ?? size, height: overrides.height ?? height, hitTarget: overrides.hitTarget ?? hitTarget,
            cornerRadius: overrides.cornerRadius ?? cornerRadius, padding: overrides.padding ?? padding,
            iconGap: overrides.iconGap ?? iconGap)
    }
}

/// The component's label text.
public struct Label: Sendable, Hashable {
    public enum TextCase: String, Sendable, Hashable, CaseIterable {
        case uppercase, lowercase, asWritten
    }

    public enum Overflow: String, Sendable, Hashable, CaseIterable {
        case clip, wrap, truncate
    }

    public var typography: Bound<Typography>?
    /// The Dynamic Type text style it scales with (`body`, `headline`…), if any.
    public var textStyle: String?
    public var textCase: TextCase?
    /// Tracking in points.
    public var tracking: Bound<Double>?
    public var overflow: Overflow?
    public var color: Paint?
    /// Example label texts.
    public var examples: [String]
    public var location: SourceLocation?

    /// `self` with every field `overrides` sets taking its place.
    public func overridden(by overrides: Label?) -> Label {
        guard let overrides else { return self }
        return Label(
            typography: overrides.typography ?? typography, textStyle: overrides.textStyle ?? textStyle,
            textCase: overrides.textCase ?? textCase, tracking: overrides.tracking ?? tracking,
            overflow: overrides.overflow ?? overflow, color: overrides.color ?? color,
            examples: overrides.examples.isEmpty ? examples : overrides.examples, location: overrides.location ?? location)
    }
}

/// Feedback on press.
public struct Feedback: Sendable, Hashable {
    /// One kind of feedback.
    public enum Signal: Sendable, Hashable {
        /// A haptic, such as `impact-medium`.
        case haptic(String)
        /// A sound by name, such as `Kajar tick`.
        case sound(String)
    }

    public var onPress: [Signal]
    /// Whether the component records or plays audio (then it must stay silent and still).
    public var handlesAudio: Bool
    /// Where the spec says feedback must stay silent, in words.
    public var silentWhen: String?
    public var location: SourceLocation
}

/// Accessibility of the component.
public struct Accessibility: Sendable, Hashable {
    /// The accessibility label, if the spec sets one.
    public var label: String?
    /// An accessibility hint.
    public var hint: String?
    /// Layer ids hidden from assistive technologies.
    public var hiddenLayers: [String]
    /// Whether children are combined into one element.
    public var combinesChildren: Bool
    /// The reduced-motion alternative, in words, if any.
    public var reducedMotion: String?
    public var location: SourceLocation?

    /// Creates an accessibility description.
    public init(
        label: String? = nil, hint: String? = nil, hiddenLayers: [String] = [], combinesChildren: Bool = false,
        reducedMotion: String? = nil, location: SourceLocation? = nil
    ) {
        self.label = label
        self.hint = hint
        self.hiddenLayers = hiddenLayers
        self.combinesChildren = combinesChildren
        self.reducedMotion = reducedMotion
        self.location = location
    }
}

/// One build step: a title, the layers it reveals, and changes to layers at this step only.
public struct BuildStep: Sendable, Hashable {
    public var title: String
    /// Layer ids visible from this step on (added to those of earlier steps).
    public var shows: [String]
    public var summary: String?
    /// Layers drawn differently at this step only (the ArrowButton's reflection is unblurred
    /// at its Reflection step and blurred from Frosted Blur on).
    public var layers: [LayerChange]
}

/// A piece of guidance with its source.
public struct Guidance: Sendable, Hashable {
    public var title: String
    public var text: String
    /// Where it comes from, such as a HIG page.
    public var sourceTitle: String?
    public var sourceURL: String?
}

/// Do and Don't.
public struct Usage: Sendable, Hashable {
    public var doItems: [UsageItem]
    public var dontItems: [UsageItem]

    /// Creates usage advice.
    public init(doItems: [UsageItem] = [], dontItems: [UsageItem] = []) {
        self.doItems = doItems
        self.dontItems = dontItems
    }
}

/// One Do or Don't: its text and, optionally, the rule example that pictures it.
public struct UsageItem: Sendable, Hashable, ExpressibleByStringLiteral {
    public var text: String
    /// The rule (`hig/glass-tint`) one of whose examples draws what the item says: a Don't a
    /// triggering example, a Do one that does not trigger.
    public var rule: String?
    /// Which of the rule's examples, by its summary; the first of the right kind when nil.
    public var example: String?
    /// Where the item is, for a picture that names no rule or example.
    public var location: SourceLocation?

    /// Creates an item.
    public init(text: String, rule: String? = nil, example: String? = nil, location: SourceLocation? = nil) {
        self.text = text
        self.rule = rule
        self.example = example
        self.location = location
    }

    /// An item with text alone.
    public init(stringLiteral text: String) { self.init(text: text) }
}
