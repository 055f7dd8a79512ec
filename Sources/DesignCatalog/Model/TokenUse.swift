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
    /// For a number: the values a literal may take where the reference is written; the token's
    /// value must lie in it too.
    public let range: ClosedRange<Double>?
    /// What the value is, for messages ("opacity").
    public let what: String

    /// What is wrong with the referenced token's value in `tokens` (one context): a number
    /// outside ``range``. Nil when it fits, or when the token is missing or not a number (those
    /// are reported as such).
    public func rangeProblem(in tokens: TokenSet) -> String? {
        guard let range, let value = tokens.value(of: token).flatMap(Double.init(token:)), !range.contains(value) else { return nil }
        let (lower, upper) = (JSONOutput.format(range.lowerBound), JSONOutput.format(range.upperBound))
        return
            "\(what) is token \"\(token)\", whose value is \(JSONOutput.format(value)); a token here needs a value from \(lower) to \(upper), as a number written here does"
    }
}

/// Which components and compositions use which tokens, directly or through aliases, in one
/// token set. Nothing is worked out until the first question: then the uses and references are
/// indexed once, and answers are remembered (behind one lock, shared by everyone holding the
/// usage), so asking about every token of a long alias chain takes linear time and a command
/// that asks nothing, such as `check`, pays nothing.
public final class TokenUsage: Sendable {
    private let uses: [TokenUse]
    private let tokens: TokenSet
    private let state = Mutex<Index?>(nil)

    /// The indexed uses and references, and the users found so far.
    private struct Index {
        var subjectsByToken: [String: Set<String>] = [:]
        var referrersByToken: [String: [String]] = [:]
        var users: [String: Set<String>] = [:]
    }

    /// The usage of `uses` (a catalogue's ``Catalog/tokenUses``) through the references between
    /// `tokens`.
    public init(uses: [TokenUse], tokens: TokenSet) {
        self.uses = uses
        self.tokens = tokens
    }

    /// The components and compositions that use `token` directly or through tokens that refer
    /// to it (at any depth), sorted. Inside a reference cycle (an error of its own), users
    /// reached only around the cycle are not counted.
    public func users(of token: String) -> [String] {
        state.withLock { index in
            if index == nil { index = makeIndex() }
            return Self.userSet(of: token, in: &index!)
        }.sorted()
    }

    private func makeIndex() -> Index {
        var index = Index()
        for use in uses { index.subjectsByToken[use.token, default: []].insert(use.subject) }
        for resolved in tokens.tokens {
            for reference in resolved.references { index.referrersByToken[reference, default: []].append(resolved.name) }
        }
        return index
    }

    /// The users of `token`, computed after those of every token that refers to it (depth
    /// first, without recursion) and remembered; a token with no users of its own and one
    /// referrer shares that referrer's set.
    private static func userSet(of token: String, in index: inout Index) -> Set<String> {
        if let known = index.users[token] { return known }
        var stack: [(token: String, next: Int)] = [(token, 0)]
        var open: Set<String> = [token]
        while let (current, next) = stack.last {
            let referrers = index.referrersByToken[current] ?? []
            if next < referrers.count {
                stack[stack.count - 1].next += 1
                let referrer = referrers[next]
                if index.users[referrer] == nil, open.insert(referrer).inserted { stack.append((referrer, 0)) }
                continue
            }
            stack.removeLast()
            open.remove(current)
            let parts = referrers.compactMap { index.users[$0] }
            let own = index.subjectsByToken[current] ?? []
            index.users[current] = own.isEmpty && parts.count == 1 ? parts[0] : parts.reduce(own) { $0.union($1) }
        }
        return index.users[token] ?? []
    }
}
