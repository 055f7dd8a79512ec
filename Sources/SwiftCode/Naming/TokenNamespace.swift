import DesignTokens

/// The tokens arranged as Swift namespaces that mirror their groups: `color.kotek.button.primary.fill`
/// is the constant `fill` in `Color.Kotek.Button.Primary`. Names are converted by
/// ``SwiftIdentifier``; two names that would give one Swift name, or a name the generated code
/// reserves, are recorded in ``rejected`` and the later token (in name order) is left out, never
/// renamed.
package struct TokenNamespace: Sendable {
    /// A token's constant.
    package struct Member: Sendable {
        /// The identifier, unescaped.
        package var identifier: String
        package var token: ResolvedToken
    }

    /// A token left out, with the reason (a sentence fragment: "its Swift name `x` is taken by …").
    package typealias Rejection = (token: ResolvedToken, reason: String)

    /// A constant's place: the namespace path of type identifiers (unescaped) and the member.
    package typealias Place = (path: [String], member: Member)

    /// The type's identifier, unescaped (empty for the root).
    package var identifier: String
    /// The group this namespace stands for, as a dot path (empty for the root).
    package var group: String
    /// The nested namespaces, by identifier.
    package var children: [String: TokenNamespace] = [:]
    /// The constants, in token-name order.
    package var members: [Member] = []
    /// The tokens left out of the namespaces (only the root's is filled), in the order met.
    package var rejected: [Rejection] = []

    /// The namespaces of `tokens` (sorted by name); tokens without a value are left out.
    /// `reservedTypes` are type names the namespaces may not take (the generated code's own
    /// types, the modules it names).
    package static func make(tokens: [ResolvedToken], reservedTypes: Set<String>) -> TokenNamespace {
        var root = TokenNamespace(identifier: "", group: "")
        var rejected: [Rejection] = []
        for token in tokens where token.value != nil {
            root.insert(token, at: token.path[...], reservedTypes: reservedTypes, rejected: &rejected)
        }
        root.rejected = rejected
        return root
    }

    /// The expression naming the constant at `place` under `root`: `TokenValues.Color.Kotek.fill`.
    package static func reference(root: String, place: Place) -> String {
        ([root] + place.path + [place.member.identifier]).map(SwiftIdentifier.escaped).joined(separator: ".")
    }

    /// Adds `token` at `path` (what is left of its path below this namespace).
    private mutating func insert(
        _ token: ResolvedToken, at path: ArraySlice<String>, reservedTypes: Set<String>, rejected: inout [Rejection]
    ) {
        guard path.count > 1 else {
            let identifier = SwiftIdentifier.memberName(path.first ?? "")
            if SwiftIdentifier.reservedMembers.contains(identifier) {
                rejected.append((token, "its Swift name `\(identifier)` would mean the type itself (`\(identifier)` cannot be a member's name)"))
            } else if let taken = members.first(where: { $0.identifier == identifier }) {
                rejected.append((token, "its Swift name `\(identifier)` is taken by \(taken.token.name) (\(taken.token.location))"))
            } else if let child = children[identifier] {
                rejected.append((token, "its Swift name `\(identifier)` is the type of group \(child.group)"))
            } else {
                members.append(Member(identifier: identifier, token: token))
            }
            return
        }
        let segment = path.first!
        let identifier = SwiftIdentifier.typeName(segment)
        let group = self.group.isEmpty ? segment : self.group + "." + segment
        if reservedTypes.contains(identifier) {
            rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, a name the generated code uses itself"))
            return
        }
        if let member = members.first(where: { $0.identifier == identifier }) {
            rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, the name of \(member.token.name)"))
            return
        }
        var child = children[identifier] ?? TokenNamespace(identifier: identifier, group: group)
        guard child.group == group else {
            rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, which group \(child.group) already is"))
            return
        }
        child.insert(token, at: path.dropFirst(), reservedTypes: reservedTypes, rejected: &rejected)
        children[identifier] = child
    }

    /// The nested namespaces in identifier order.
    package var sortedChildren: [TokenNamespace] {
        children.keys.sorted().map { children[$0]! }
    }

    /// Every constant, depth first, with the namespace path (type identifiers) that holds it.
    package func allMembers(under prefix: [String] = []) -> [Place] {
        members.map { (prefix, $0) } + sortedChildren.flatMap { $0.allMembers(under: prefix + [$0.identifier]) }
    }
}
