import DesignSupport

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

/// The `duration` type: `{"value": number, "unit": "ms" | "s"}`, or, with a warning, the string
/// form such as `"200ms"`.
enum DurationToken: TokenTypeUnit {
    static let type = TokenType.duration
    /// The units of the 2025.10 format; a catalogue may allow more (``TokenSettings/extraUnits``).
    static let units: Set<String> = ["ms", "s"]

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Duration? {
        resolution.measure(node, type: type, units: units).map { Duration(value: $0.value, unit: $0.unit) }
    }

    static func write(_ duration: Duration, to json: inout some JSONWriter & ~Copyable) {
        writeMeasure(duration.value, unit: duration.unit, to: &json)
    }

    static func tokenValue(_ duration: Duration) -> TokenValue { .duration(duration) }

    static func value(in tokenValue: TokenValue) -> Duration? {
        guard case .duration(let duration) = tokenValue else { return nil }
        return duration
    }
}
