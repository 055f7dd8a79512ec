import DesignSupport

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

/// The `transition` type: `{"duration", "delay", "timingFunction"}`, the timing function a
/// cubicBezier, each member a value or a reference.
enum TransitionToken: TokenTypeUnit {
    static let type = TokenType.transition

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> Transition? {
        guard let (object, valid) = resolution.compositeObject(node, type, required: ["duration", "delay", "timingFunction"]) else { return nil }
        let duration = resolution.member("duration", of: object, as: DurationToken.self)
        let delay = resolution.member("delay", of: object, as: DurationToken.self)
        let curve = resolution.member("timingFunction", of: object, as: CubicBezierToken.self)
        guard valid, let duration, let delay, let curve else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    static func write(_ transition: Transition, to json: inout some JSONWriter & ~Copyable) {
        json.openObject()
        DurationToken.writeMember(TokenJSONKeys.duration, transition.duration, to: &json)
        DurationToken.writeMember(TokenJSONKeys.delay, transition.delay, to: &json)
        CubicBezierToken.writeMember(TokenJSONKeys.timingFunction, transition.timingFunction, to: &json)
        json.closeObject()
    }

    static func tokenValue(_ transition: Transition) -> TokenValue { .transition(transition) }

    static func value(in tokenValue: TokenValue) -> Transition? {
        guard case .transition(let transition) = tokenValue else { return nil }
        return transition
    }
}
