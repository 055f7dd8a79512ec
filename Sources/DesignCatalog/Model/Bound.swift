import DesignSupport
import DesignTokens

/// A value that a design token can hold, written in a spec either as a literal or as a DTCG
/// reference to a token (`"{color.steel.3}"`). It is resolved per context against a ``TokenSet``.
public struct Bound<Value: Sendable & Hashable>: Sendable, Hashable {
    /// What the spec wrote.
    public enum Source: Sendable, Hashable {
        /// A literal value.
        case literal(Value)
        /// The dot path of a token.
        case token(String)
    }

    /// What the spec wrote.
    public var source: Source
    /// Where it is written.
    public var location: SourceLocation
    /// For a number: the values the spec accepts here, which a referenced token's value must lie
    /// in as a literal must; a token outside it resolves to nil (the loader and the checker report
    /// it at the reference, per context). Nil for other values.
    public var range: ClosedRange<Double>?

    /// Creates a bound value.
    public init(_ source: Source, at location: SourceLocation, range: ClosedRange<Double>? = nil) {
        self.source = source
        self.location = location
        self.range = range
    }

    /// The token name, when the spec references a token.
    public var tokenName: String? {
        if case .token(let name) = source { return name }
        return nil
    }
}

/// Values that a token of some type can stand for.
public protocol TokenRepresentable: Sendable, Hashable {
    /// The value a resolved token gives, or nil if the token's type does not fit.
    init?(token: TokenValue)
    /// The token types that fit, for error messages.
    static var tokenTypes: [TokenType] { get }
    /// Whether the value lies in `range`; only numbers can lie outside one.
    func lies(in range: ClosedRange<Double>) -> Bool
}

extension TokenRepresentable {
    public func lies(in range: ClosedRange<Double>) -> Bool { true }
}

extension Bound where Value: TokenRepresentable {
    /// The value in a context: the literal, or the referenced token's resolved value (nil when
    /// the token is missing, unresolved, of another type or outside ``range``; the loader and
    /// the checker report those). Inlinable, so that each module that resolves a value gets
    /// code specialised to its type: the rules resolve every colour and opacity of every look
    /// in every context, and the generic code costs several times the token lookup.
    @inlinable
    public func resolved(in tokens: TokenSet) -> Value? {
        switch source {
        case .literal(let value): return value
        case .token(let name):
            guard let value = tokens.value(of: name).flatMap(Value.init(token:)) else { return nil }
            return range.map(value.lies(in:)) ?? true ? value : nil
        }
    }
}

extension TokenColor: TokenRepresentable {
    public init?(token: TokenValue) {
        guard case .color(let color) = token else { return nil }
        self = color
    }

    public static var tokenTypes: [TokenType] { [.color] }
}

extension Double: TokenRepresentable {
    /// Numbers, dimensions in points and durations in seconds.
    public init?(token: TokenValue) {
        switch token {
        case .number(let number): self = number
        case .dimension(let dimension): self = dimension.points()
        case .duration(let duration): self = duration.seconds
        case .color, .fontFamily, .fontWeight, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography: return nil
        }
    }

    public static var tokenTypes: [TokenType] { [.number, .dimension, .duration] }

    public func lies(in range: ClosedRange<Double>) -> Bool { range.contains(self) }
}

extension FontWeight: TokenRepresentable {
    public init?(token: TokenValue) {
        guard case .fontWeight(let weight) = token else { return nil }
        self = weight
    }

    public static var tokenTypes: [TokenType] { [.fontWeight] }
}

extension Typography: TokenRepresentable {
    public init?(token: TokenValue) {
        guard case .typography(let typography) = token else { return nil }
        self = typography
    }

    public static var tokenTypes: [TokenType] { [.typography] }
}

extension Duration: TokenRepresentable {
    public init?(token: TokenValue) {
        guard case .duration(let duration) = token else { return nil }
        self = duration
    }

    public static var tokenTypes: [TokenType] { [.duration] }
}

/// A gradient token's stops, for a `Bound` that names a gradient token.
public struct GradientStops: TokenRepresentable {
    /// The stops.
    public var stops: [GradientStop]

    /// Creates stops.
    public init(stops: [GradientStop]) {
        self.stops = stops
    }

    public init?(token: TokenValue) {
        guard case .gradient(let stops) = token else { return nil }
        self.stops = stops
    }

    public static var tokenTypes: [TokenType] { [.gradient] }
}
