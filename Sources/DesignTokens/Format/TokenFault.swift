import DesignSupport

/// Why a token has no value: an error of its own, or an invalid token it depends on.
public struct TokenFault: Sendable, Hashable {
    /// The invalid token at the root of the fault: the token itself when the error is its own.
    public var root: String
    /// Where the root token's first error is reported.
    public var location: SourceLocation
    /// The tokens from the one this token refers to directly to the root, in order; empty when
    /// the error is the token's own. The middle of a long chain is left out (see ``omitted``).
    public var chain: [String]
    /// How many tokens ``chain`` leaves out before its last name.
    public var omitted: Int

    /// Creates a fault.
    public init(root: String, location: SourceLocation, chain: [String] = [], omitted: Int = 0) {
        self.root = root
        self.location = location
        self.chain = chain
        self.omitted = omitted
    }

    /// Whether the error is the token's own rather than a dependency's.
    public var isOwn: Bool { chain.isEmpty }

    /// What a message says about `subject` (a token, or how a spec names one) having this
    /// fault: `"a" depends on "b" → "c", which is invalid (see colors.tokens.json:4:5); fix that
    /// first`. The root's file is shown by name, so the text reads the same wherever dscheck
    /// runs from.
    public func explanation(for subject: String) -> String {
        let file = location.file.lastIndex(of: "/").map { String(location.file[location.file.index(after: $0)...]) } ?? location.file
        let place = "(see \(file):\(location.line):\(location.column))"
        guard !chain.isEmpty else { return "\(subject) is invalid \(place); fix that first" }
        var names = chain.map { "\"\($0)\"" }
        if omitted > 0 { names.insert("… \(omitted) more …", at: names.count - 1) }
        return "\(subject) depends on \(names.joined(separator: " → ")), which is invalid \(place); fix that first"
    }
}
