import DesignSupport
import DesignTokens
import Synchronization

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
/// token set: indexed once, then asked about any number of tokens. Answers are remembered (one
/// memo behind a lock, shared by everyone holding the usage), so asking about every token of a
/// long alias chain takes linear time, and a command that asks nothing pays only the index.
public final class TokenUsage: Sendable {
    private let subjectsByToken: [String: Set<String>]
    private let referrersByToken: [String: [String]]
    private let memo = Mutex<[String: Set<String>]>([:])

    /// Indexes `uses` (a catalogue's ``Catalog/tokenUses``) and the references between `tokens`.
    public init(uses: [TokenUse], tokens: TokenSet) {
        var subjects: [String: Set<String>] = [:]
        for use in uses { subjects[use.token, default: []].insert(use.subject) }
        var referrers: [String: [String]] = [:]
        for resolved in tokens.tokens {
            for reference in resolved.references { referrers[reference, default: []].append(resolved.name) }
        }
        subjectsByToken = subjects
        referrersByToken = referrers
    }

    /// The components and compositions that use `token` directly or through tokens that refer
    /// to it (at any depth), sorted. Inside a reference cycle (an error of its own), users
    /// reached only around the cycle are not counted.
    public func users(of token: String) -> [String] {
        memo.withLock { users in userSet(of: token, memo: &users) }.sorted()
    }

    /// The users of `token`, computed after those of every token that refers to it (depth
    /// first, without recursion) and remembered; a token with no users of its own and one
    /// referrer shares that referrer's set.
    private func userSet(of token: String, memo users: inout [String: Set<String>]) -> Set<String> {
        if let known = users[token] { return known }
        var stack: [(token: String, next: Int)] = [(token, 0)]
        var open: Set<String> = [token]
        while let (current, next) = stack.last {
            let referrers = referrersByToken[current] ?? []
            if next < referrers.count {
                stack[stack.count - 1].next += 1
                let referrer = referrers[next]
                if users[referrer] == nil, open.insert(referrer).inserted { stack.append((referrer, 0)) }
                continue
            }
            stack.removeLast()
            open.remove(current)
            let parts = referrers.compactMap { users[$0] }
            let own = subjectsByToken[current] ?? []
            users[current] = own.isEmpty && parts.count == 1 ? parts[0] : parts.reduce(own) { $0.union($1) }
        }
        return users[token] ?? []
    }
}
