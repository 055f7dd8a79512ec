/// A resolved token value in its Design Tokens Format 2025.10 shape, every alias followed.
public indirect enum TokenValue: Sendable, Hashable {
    case color(TokenColor)
    case dimension(Dimension)
    case duration(Duration)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case cubicBezier([Double])
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    case shadow(ShadowValue)
    case gradient([GradientStop])
    case typography(Typography)

    /// The type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .duration: .duration
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}

/// A length: a number and its unit (`px`, `rem`, or an extra unit the catalogue allows).
public struct Dimension: Sendable, Hashable {
    /// The number.
    public var value: Double
    /// The unit as written.
    public var unit: String

    /// Creates a dimension.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: `px` and `pt` count one to one (dscheck targets Apple platforms,
    /// where a CSS pixel is a point), `rem` and `em` multiply by `base`.
    public func points(base: Double = 16) -> Double {
        switch unit {
        case "rem", "em": value * base
        default: value
        }
    }
}

/// A span of time: a number and its unit (`ms` or `s`, or an extra unit the catalogue allows).
public struct Duration: Sendable, Hashable {
    /// The number.
    public var value: Double
    /// The unit as written.
    public var unit: String

    /// Creates a duration.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == "ms" ? value / 1000 : value }
}

/// A font weight: a number in [1, 1000], and the keyword it was written as, if any.
public struct FontWeight: Sendable, Hashable {
    /// The numeric weight.
    public var value: Double
    /// The keyword as written (`bold`, `black`…), or nil for a number.
    public var keyword: String?

    /// Creates a font weight.
    public init(value: Double, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }

    /// The keywords of the 2025.10 format and the weights they stand for.
    public static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

/// A stroke style: a CSS keyword or a dash pattern.
public enum StrokeStyle: Sendable, Hashable {
    case keyword(String)
    case dashes(dashArray: [Dimension], lineCap: String)

    /// The keywords the 2025.10 format allows.
    public static let keywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the 2025.10 format allows.
    public static let lineCaps: Set<String> = ["round", "butt", "square"]
}

/// A border: colour, width and style.
public struct Border: Sendable, Hashable {
    public var color: TokenColor
    public var width: Dimension
    public var style: StrokeStyle

    /// Creates a border.
    public init(color: TokenColor, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A transition: duration, delay and timing function.
public struct Transition: Sendable, Hashable {
    public var duration: Duration
    public var delay: Duration
    public var timingFunction: [Double]

    /// Creates a transition.
    public init(duration: Duration, delay: Duration, timingFunction: [Double]) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One shadow layer.
public struct Shadow: Sendable, Hashable {
    public var color: TokenColor
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool?

    /// Creates a shadow layer.
    public init(color: TokenColor, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension, inset: Bool? = nil) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A shadow token's value: one layer or a list, as the token wrote it.
public struct ShadowValue: Sendable, Hashable {
    /// The layers, bottom first.
    public var layers: [Shadow]
    /// Whether the token wrote an array (kept so output has the token's own shape).
    public var isList: Bool

    /// Creates a shadow value.
    public init(layers: [Shadow], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

/// A gradient stop: a colour at a position in [0, 1].
public struct GradientStop: Sendable, Hashable {
    public var color: TokenColor
    public var position: Double

    /// Creates a stop.
    public init(color: TokenColor, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A typography style.
public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    public var letterSpacing: Dimension
    public var lineHeight: Double

    /// Creates a typography style.
    public init(fontFamily: [String], fontSize: Dimension, fontWeight: FontWeight, letterSpacing: Dimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
