import DesignSupport

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

/// The `dimension` type: `{"value": number, "unit": "px" | "rem"}`, or, with a warning, the
/// string form such as `"16px"`.
enum DimensionToken: TokenTypeUnit {
    static let type = TokenType.dimension
    /// The units of the 2025.10 format; a catalogue may allow more (``TokenSettings/extraUnits``).
    static let units: Set<String> = ["px", "rem"]

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Dimension? {
        resolution.measure(node, type: type, units: units).map { Dimension(value: $0.value, unit: $0.unit) }
    }

    static func write(_ dimension: Dimension, to json: inout some JSONWriter & ~Copyable) {
        writeMeasure(dimension.value, unit: dimension.unit, to: &json)
    }

    static func tokenValue(_ dimension: Dimension) -> TokenValue { .dimension(dimension) }

    static func value(in tokenValue: TokenValue) -> Dimension? {
        guard case .dimension(let dimension) = tokenValue else { return nil }
        return dimension
    }
}

/// A `{"value", "unit"}` object, the shape of dimensions and durations.
func writeMeasure(_ value: Double, unit: String, to json: inout some JSONWriter & ~Copyable) {
    json.openObject()
    json.key(TokenJSONKeys.value)
    json.number(value)
    json.key(TokenJSONKeys.unit)
    json.string(unit)
    json.closeObject()
}
