import DesignSupport

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

/// The `gradient` type: a non-empty array of `{"color", "position"}` stops (the position clamped
/// to [0, 1]); an element may be a reference to a stop, or to a gradient token whose stops it
/// takes in place.
enum GradientToken: TokenTypeUnit {
    static let type = TokenType.gradient

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> [GradientStop]? {
        guard let elements = node.array, !elements.isEmpty else {
            resolution.mismatch(node, type, expected: "a non-empty array of {\"color\", \"position\"} stops")
            return nil
        }
        var stops: [GradientStop] = []
        var valid = true
        for element in elements {
            if let parsed = elementStops(element, in: resolution) { stops += parsed } else { valid = false }
        }
        return valid ? stops : nil
    }

    /// The stops one element of a gradient gives: a stop, a reference to one, or a reference to
    /// a gradient token whose stops it takes.
    private static func elementStops(_ element: JSONNode, in resolution: TokenResolution) -> [GradientStop]? {
        guard let (reference, location) = resolution.wholeReference(element) else { return stop(element, in: resolution).map { [$0] } }
        switch resolution.lookup(reference, at: location) {
        case nil: return nil
        case .fragment(let fragment)?: return stop(fragment, in: resolution).map { [$0] }
        case .token?: return resolution.subValue(element, as: GradientToken.self)
        }
    }

    private static func stop(_ node: JSONNode, in resolution: TokenResolution) -> GradientStop? {
        guard let (object, valid) = resolution.compositeObject(node, type, required: ["color", "position"]) else { return nil }
        let color = resolution.member("color", of: object, as: ColorToken.self)
        let position = resolution.member("position", of: object, as: NumberToken.self)
        guard valid, let color, let position else { return nil }
        return GradientStop(color: color, position: min(1, max(0, position)))
    }

    static func write(_ stops: [GradientStop], to json: inout some JSONWriter & ~Copyable) {
        json.openArray()
        for stop in stops {
            json.element()
            json.openObject()
            ColorToken.writeMember(TokenJSONKeys.color, stop.color, to: &json)
            json.key(TokenJSONKeys.position)
            json.number(stop.position)
            json.closeObject()
        }
        json.closeArray()
    }

    static func tokenValue(_ stops: [GradientStop]) -> TokenValue { .gradient(stops) }

    static func value(in tokenValue: TokenValue) -> [GradientStop]? {
        guard case .gradient(let stops) = tokenValue else { return nil }
        return stops
    }
}
