import DesignSupport
import DesignTokens
import SwiftCode

/// The manifest's `"textStyles"`: typography token names mapped to the Apple text style each
/// scales with (`{"typography.body": "body"}`), for a team whose token files come from a tool
/// that would drop a `dev.dscheck` extension on its next export. `hig/type-ramp` reads a token's
/// style from here as from the extension.
struct DeclaredTextStyles: Sendable {
    /// Token name to text style, for entries that name a typography token and a style SwiftUI has.
    let styles: [String: String]

    /// No mapping.
    init() { styles = [:] }

    private init(styles: [String: String]) { self.styles = styles }

    /// Reads `node` against the default context's tokens. An entry that is not a string, names
    /// no token, a token that is not typography, or a style SwiftUI does not have is reported
    /// at the manifest and left out.
    static func read(_ node: JSONNode?, tokens: TokenSet) -> (styles: DeclaredTextStyles, problems: [Diagnostic]) {
        guard let node else { return (DeclaredTextStyles(), []) }
        var collector = DiagnosticCollector()
        func problem(_ message: String, at location: SourceLocation) {
            collector.report(ConfigDiagnostic.invalidTextStyles, message, at: location)
        }
        guard let object = node.object else {
            problem(
                "\"textStyles\" is \(node.value.kindDescription); it is an object of typography token names and text styles, such as {\"typography.body\": \"body\"}",
                at: node.location)
            return (DeclaredTextStyles(), collector.diagnostics)
        }
        let typography = tokens.tokens.filter { if case .typography? = $0.value { true } else { false } }.map(\.name)
        var styles: [String: String] = [:]
        for member in object.members {
            guard let style = member.value.string else {
                problem(
                    "the text style of \"\(member.key)\" is \(member.value.value.kindDescription); write one of SwiftUI's: \(DynamicTypeTable.styles.joined(separator: ", "))",
                    at: member.value.location)
                continue
            }
            guard let token = tokens[member.key] else {
                problem(
                    "\"textStyles\" names \"\(member.key)\", which is no token\(Suggestion.separator(for: member.key, among: typography))name a typography token",
                    at: member.keyLocation)
                continue
            }
            guard case .typography? = token.value else {
                problem(
                    "\"textStyles\" names \"\(member.key)\", a \(token.type.map { "\($0.rawValue) " } ?? "")token; a text style belongs to a typography token",
                    at: member.keyLocation)
                continue
            }
            guard DynamicTypeTable.styles.contains(style) else {
                problem(
                    "\"\(style)\" is not one of SwiftUI's text styles (\(DynamicTypeTable.styles.joined(separator: ", ")))\(Suggestion.phrase(for: style, among: DynamicTypeTable.styles))",
                    at: member.value.location)
                continue
            }
            styles[member.key] = style
        }
        return (DeclaredTextStyles(styles: styles), collector.diagnostics)
    }
}
