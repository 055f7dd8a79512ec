import DesignTokens

/// Finds renames among removed and added tokens: a removed and an added token with the same
/// type and resolved value whose paths are similar. A token that could be the rename of more
/// than one, or that more than one could be renamed to, is no rename: ambiguous matches stay a
/// removal and an addition.
enum RenameDetection {
    /// The renames, in the order of `removed`. Candidates are bucketed by value, so the work is
    /// linear in the number of tokens.
    static func renames(removed: [ResolvedToken], added: [ResolvedToken]) -> [(from: ResolvedToken, to: ResolvedToken)] {
        var byValue: [TokenValue: [Int]] = [:]
        for (index, token) in added.enumerated() where token.type != nil {
            if let value = token.value { byValue[value, default: []].append(index) }
        }
        var candidates: [[Int]] = []
        var claims: [Int: Int] = [:]
        for token in removed {
            let matching =
                token.value.flatMap { byValue[$0] }?.filter { index in
                    added[index].type == token.type && isSimilar(token.path, added[index].path)
                } ?? []
            candidates.append(matching)
            for index in matching { claims[index, default: 0] += 1 }
        }
        return zip(removed, candidates).compactMap { token, matching in
            guard matching.count == 1, claims[matching[0]] == 1 else { return nil }
            return (token, added[matching[0]])
        }
    }

    /// Whether two token paths are similar enough for a rename: the same last segment (a token
    /// moved to another group), or one segment substituted, inserted or removed while the paths
    /// still share a segment (`color.grey` and `color.gray`).
    static func isSimilar(_ first: [String], _ second: [String]) -> Bool {
        if first.count > 1 || second.count > 1, first.last == second.last { return true }
        return Set(first).intersection(second).isEmpty == false && atMostOneEdit(first, second)
    }

    /// Whether one substitution, insertion or deletion of a segment (or none) turns `first`
    /// into `second`.
    private static func atMostOneEdit(_ first: [String], _ second: [String]) -> Bool {
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        guard long.count - short.count <= 1 else { return false }
        var prefix = 0
        while prefix < short.count, short[prefix] == long[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < short.count - prefix, short[short.count - 1 - suffix] == long[long.count - 1 - suffix] { suffix += 1 }
        return long.count - prefix - suffix <= 1
    }
}
