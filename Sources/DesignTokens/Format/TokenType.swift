import DesignSupport

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

    /// The types by name: what `init(rawValue:)` finds (the same `==`), by hash, where it
    /// compared the name with each case in turn (500 instructions a token).
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The type a `$type` property names, on a group or a token: the one place a type name is
    /// read. Nil after `report` was given what is wrong with it.
    static func named(by node: JSONNode, report: (TokenDiagnostic, String, SourceLocation) -> Void) -> TokenType? {
        guard let text = node.string else {
            report(TokenDiagnostic.invalidProperty, "\"$type\" is \(node.value.kindDescription); it must be one of: \(allNames)", node.location)
            return nil
        }
        guard let type = byName[text] else {
            report(
                TokenDiagnostic.unknownType,
                "unknown $type \"\(text)\"\(Suggestion.separator(for: text, among: allCases.map(\.rawValue)))use one of: \(allNames)",
                node.location)
            return nil
        }
        return type
    }
}
