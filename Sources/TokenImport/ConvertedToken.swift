import DesignSupport
import DesignTokens

/// A token converted to DTCG 2025.10: what its file will hold, and the names it aliases.
struct ConvertedToken {
    let source: SourceToken
    /// The `$type` written, or nil for an alias whose type comes from the token it names.
    let type: TokenType?
    let value: JSONOutput
    let description: String?
    let deprecated: JSONOutput?
    let extensions: JSONOutput?
    /// The names the value aliases.
    let references: [String]

    /// The token object as written.
    var output: JSONOutput {
        var members: [JSONOutput.Member] = []
        if let type { members.append(.init("$type", .string(type.rawValue))) }
        members.append(.init("$value", value))
        if let description { members.append(.init("$description", .string(description))) }
        if let deprecated { members.append(.init("$deprecated", deprecated)) }
        if let extensions { members.append(.init("$extensions", extensions)) }
        return .object(members)
    }
}
