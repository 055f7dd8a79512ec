import DesignTokens

/// The tokens arranged as Swift namespaces that mirror their groups: `color.kotek.button.primary.fill`
/// is the constant `fill` in `Color.Kotek.Button.Primary`. Names are converted by
/// ``SwiftIdentifier``, or given in a rename map. When two tokens would get one constant name,
/// one of them is given its spelled name instead (``SwiftIdentifier/spelledMemberName(_:)``:
/// `sm+` is `smPlus`), the one whose spelled name differs, and both are recorded in
/// ``disambiguated``; a name that still cannot be given, or one the generated code reserves, is
/// recorded in ``rejected`` and that token is left out.
package struct TokenNamespace: Sendable {
    /// A token's constant.
    package struct Member: Sendable {
        /// The identifier, unescaped.
        package var identifier: String
        package var token: ResolvedToken
    }

    /// A token left out, with the reason (a sentence fragment: "its Swift name `x` is taken by …").
    package typealias Rejection = (token: ResolvedToken, reason: String)

    /// A token given its spelled name because another would have had the same constant name:
    /// the token, the name it is given, the other token and the name both would have had.
    package typealias Disambiguation = (token: ResolvedToken, identifier: String, other: ResolvedToken, shared: String)

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
    /// The tokens given their spelled name (only the root's is filled), in the order met.
    package var disambiguated: [Disambiguation] = []
    /// The groups whose type name the generated code reserves, given that name with `Tokens`
    /// after it (only the root's is filled), in the order met.
    package var renamedGroups: [GroupRename] = []

    /// A group given another type name: the group (a dot path), the first token met in it, the
    /// name it is given and the reserved name it would have had.
    package typealias GroupRename = (group: String, token: ResolvedToken, identifier: String, reserved: String)

    /// What insertion records beside the namespaces.
    private struct Records {
        var rejected: [Rejection] = []
        var disambiguated: [Disambiguation] = []
        var renamedGroups: [GroupRename] = []
    }

    /// The namespaces of `tokens` (sorted by name); tokens without a value are left out.
    /// `reservedTypes` are type names the namespaces may not take (the generated code's own
    /// types, the modules it names); `renames` gives tokens (by name) their constant's name.
    package static func make(tokens: [ResolvedToken], reservedTypes: Set<String>, renames: [String: String] = [:]) -> TokenNamespace {
        var root = TokenNamespace(identifier: "", group: "")
        var records = Records()
        for token in tokens where token.value != nil {
            root.insert(token, at: token.path[...], reservedTypes: reservedTypes, renames: renames, records: &records)
        }
        root.rejected = records.rejected
        root.disambiguated = records.disambiguated
        root.renamedGroups = records.renamedGroups
        return root
    }

    /// The expression naming the constant at `place` under `root`: `TokenValues.Color.Kotek.fill`.
    package static func reference(root: String, place: Place) -> String {
        ([root] + place.path + [place.member.identifier]).map(SwiftIdentifier.escaped).joined(separator: ".")
    }

    /// Adds `token` at `path` (what is left of its path below this namespace).
    private mutating func insert(
        _ token: ResolvedToken, at path: ArraySlice<String>, reservedTypes: Set<String>, renames: [String: String], records: inout Records
    ) {
        guard path.count > 1 else {
            insertMember(token, named: path.first ?? "", renames: renames, records: &records)
            return
        }
        let segment = path.first!
        var identifier = SwiftIdentifier.typeName(segment)
        let group = self.group.isEmpty ? segment : self.group + "." + segment
        if reservedTypes.contains(identifier) {
            // A group such as `foundation` would shadow the module the generated code names, so
            // it takes a name of its own, the same for every token in it.
            let renamed = identifier + "Tokens"
            guard !reservedTypes.contains(renamed) else {
                records.rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, a name the generated code uses itself"))
                return
            }
            if children[renamed] == nil, !members.contains(where: { $0.identifier == renamed }) {
                records.renamedGroups.append((group, token, renamed, identifier))
            }
            identifier = renamed
        }
        if let member = members.first(where: { $0.identifier == identifier }) {
            records.rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, the name of \(member.token.name)"))
            return
        }
        var child = children[identifier] ?? TokenNamespace(identifier: identifier, group: group)
        guard child.group == group else {
            records.rejected.append((token, "its group \(group) would be the Swift type `\(identifier)`, which group \(child.group) already is"))
            return
        }
        child.insert(token, at: path.dropFirst(), reservedTypes: reservedTypes, renames: renames, records: &records)
        children[identifier] = child
    }

    /// Adds `token`'s constant, its last name segment being `segment`: named by `renames` or
    /// converted; when another constant has that name, the one of the two whose spelled name
    /// differs takes it, and when neither can, the token is left out.
    private mutating func insertMember(_ token: ResolvedToken, named segment: String, renames: [String: String], records: inout Records) {
        let identifier = renames[token.name] ?? SwiftIdentifier.memberName(segment)
        if SwiftIdentifier.reservedMembers.contains(identifier) {
            records.rejected.append((token, "its Swift name `\(identifier)` would mean the type itself (`\(identifier)` cannot be a member's name)"))
        } else if let child = children[identifier] {
            records.rejected.append((token, "its Swift name `\(identifier)` is the type of group \(child.group)"))
        } else if let index = members.firstIndex(where: { $0.identifier == identifier }) {
            let taken = members[index]
            let spelled = renames[token.name] == nil ? SwiftIdentifier.spelledMemberName(segment) : identifier
            let takenSpelled =
                renames[taken.token.name] == nil ? SwiftIdentifier.spelledMemberName(taken.token.path.last ?? "") : taken.identifier
            if spelled != identifier, isFree(spelled) {
                members.append(Member(identifier: spelled, token: token))
                records.disambiguated.append((token, spelled, taken.token, identifier))
            } else if takenSpelled != identifier, isFree(takenSpelled) {
                members[index].identifier = takenSpelled
                members.append(Member(identifier: identifier, token: token))
                records.disambiguated.append((taken.token, takenSpelled, token, identifier))
            } else {
                records.rejected.append((token, "its Swift name `\(identifier)` is taken by \(taken.token.name) (\(taken.token.location))"))
            }
        } else {
            members.append(Member(identifier: identifier, token: token))
        }
    }

    /// Whether a constant may be called `identifier` here: no constant or group has that name
    /// and it does not mean the type itself.
    private func isFree(_ identifier: String) -> Bool {
        !SwiftIdentifier.reservedMembers.contains(identifier) && children[identifier] == nil
            && !members.contains { $0.identifier == identifier }
    }

    /// The namespaces with only the constants `keep` accepts, and without the groups left
    /// empty; every name stays as it is here.
    package func filtered(_ keep: (Member) -> Bool) -> TokenNamespace {
        var kept = self
        kept.members = members.filter(keep)
        kept.children = children.compactMapValues { child in
            let inner = child.filtered(keep)
            return inner.members.isEmpty && inner.children.isEmpty ? nil : inner
        }
        return kept
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
