/// A resolved token value in its Design Tokens Format 2025.10 shape, every alias followed. Each
/// case's value, parser and writer live in the type's file in `Types/`.
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
