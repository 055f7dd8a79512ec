import DesignSupport
import DesignTokens

/// A token named by a component or composition spec.
public struct TokenUse: Sendable, Hashable {
    /// The token's dot path.
    public let token: String
    /// Where the reference is written.
    public let location: SourceLocation
    /// The component or composition id.
    public let subject: String
    /// The token types that fit where the reference is written.
    public let acceptedTypes: [TokenType]
}

/// Which components and compositions use which tokens, directly or through aliases, in one
/// token set: worked out for every token at once, in time linear in the tokens and references
/// (a long alias chain shares one set of users along its length).
public struct TokenUsage: Sendable {
    private let usersByToken: [String: [String]]

    /// Indexes `uses` (a catalogue's ``Catalog/tokenUses``) and the references between `tokens`.
    public init(uses: [TokenUse], tokens: TokenSet) {
        var subjects: [String: Set<String>] = [:]
        for use in uses { subjects[use.token, default: []].insert(use.subject) }
        var referrers: [String: [String]] = [:]
        for resolved in tokens.tokens {
            for reference in resolved.references { referrers[reference, default: []].append(resolved.name) }
        }
        var users: [String: Set<String>] = [:]
        for token in tokens.tokens.map(\.name) + subjects.keys.sorted() where users[token] == nil {
            Self.collect(token, subjects: subjects, referrers: referrers, into: &users)
        }
        var sorted: [String: [String]] = [:]
        var shared: [Set<String>: [String]] = [:]
        for (token, set) in users where !set.isEmpty {
            if let known = shared[set] {
                sorted[token] = known
            } else {
                let list = set.sorted()
                shared[set] = list
                sorted[token] = list
            }
        }
        usersByToken = sorted
    }

    /// The components and compositions that use `token` directly or through tokens that refer
    /// to it (at any depth), sorted. Inside a reference cycle (an error of its own), users
    /// reached only around the cycle are not counted.
    public func users(of token: String) -> [String] {
        usersByToken[token] ?? []
    }

    /// Works out the users of `token` after those of every token that refers to it (depth
    /// first, without recursion); a token with no users of its own and one referrer shares
    /// that referrer's set.
    private static func collect(
        _ token: String, subjects: [String: Set<String>], referrers: [String: [String]], into users: inout [String: Set<String>]
    ) {
        var stack: [(token: String, next: Int)] = [(token, 0)]
        var open: Set<String> = [token]
        while let (current, next) = stack.last {
            let those = referrers[current] ?? []
            if next < those.count {
                stack[stack.count - 1].next += 1
                let referrer = those[next]
                if users[referrer] == nil, open.insert(referrer).inserted { stack.append((referrer, 0)) }
                continue
            }
            stack.removeLast()
            open.remove(current)
            let parts = those.compactMap { users[$0] }
            let own = subjects[current] ?? []
            users[current] = own.isEmpty && parts.count == 1 ? parts[0] : parts.reduce(own) { $0.union($1) }
        }
    }
}
