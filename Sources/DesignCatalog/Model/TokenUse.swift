import DesignTokens
import Foundation

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
/// token set: built once, then asked about any number of tokens. Answers are remembered, so
/// asking about every token of a long alias chain takes linear time.
public struct TokenUsage: Sendable {
    private let subjectsByToken: [String: Set<String>]
    private let aliasesByTarget: [String: [String]]
    private let memo = UsersMemo()

    /// Indexes `uses` (a catalogue's ``Catalog/tokenUses``, walked once for several token sets)
    /// and the references between `tokens`.
    public init(uses: [TokenUse], tokens: TokenSet) {
        var subjects: [String: Set<String>] = [:]
        for use in uses { subjects[use.token, default: []].insert(use.subject) }
        var aliases: [String: [String]] = [:]
        for resolved in tokens.tokens {
            for reference in resolved.references { aliases[reference, default: []].append(resolved.name) }
        }
        subjectsByToken = subjects
        aliasesByTarget = aliases
    }

    /// The components and compositions that use `token` directly or through tokens that refer
    /// to it (at any depth), sorted. Inside a reference cycle (an error of its own), users
    /// reached only around the cycle are not counted.
    public func users(of token: String) -> [String] {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        return userSet(of: token).sorted()
    }

    /// The users of `token`, computed after those of every token that refers to it (depth
    /// first, without recursion) and remembered; a token with no users of its own and one
    /// referrer shares that referrer's set.
    private func userSet(of token: String) -> Set<String> {
        if let known = memo.users[token] { return known }
        var stack: [(token: String, next: Int)] = [(token, 0)]
        var open: Set<String> = [token]
        while let (current, next) = stack.last {
            let referrers = aliasesByTarget[current] ?? []
            if next < referrers.count {
                stack[stack.count - 1].next += 1
                let referrer = referrers[next]
                if memo.users[referrer] == nil, open.insert(referrer).inserted { stack.append((referrer, 0)) }
                continue
            }
            stack.removeLast()
            open.remove(current)
            let parts = referrers.compactMap { memo.users[$0] }
            let own = subjectsByToken[current] ?? []
            if own.isEmpty, parts.count == 1 {
                memo.users[current] = parts[0]
            } else {
                memo.users[current] = parts.reduce(own) { $0.union($1) }
            }
        }
        return memo.users[token] ?? []
    }
}

/// The users found so far, shared by the copies of one ``TokenUsage``.
private final class UsersMemo: @unchecked Sendable {
    let lock = NSLock()
    var users: [String: Set<String>] = [:]
}
