/// The 13 token types of the Design Tokens Format 2025.10.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color
    case dimension
    case duration
    case fontFamily
    case fontWeight
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// The type names as a sentence fragment, for error messages.
    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
