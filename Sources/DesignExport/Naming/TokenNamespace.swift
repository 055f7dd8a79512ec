import DesignSupport
import DesignTokens

/// The tokens arranged as Swift namespaces that mirror their groups: `color.kotek.button.primary.fill`
/// is the constant `fill` in `Color.Kotek.Button.Primary`. Names are converted by
/// ``SwiftIdentifier``; two names that would give one Swift name, or a name the generated code
/// reserves, are reported and the later token (in name order) is left out, never renamed.
struct TokenNamespace {
    /// A token's constant.
    struct Member {
        /// The identifier, unescaped.
        var identifier: String
        var token: ResolvedToken
    }

    /// The type's identifier, unescaped (empty for the root).
    var identifier: String
    /// The group this namespace stands for, as a dot path (empty for the root).
    var group: String
    /// The nested namespaces, by identifier.
    var children: [String: TokenNamespace] = [:]
    /// The constants, in token-name order.
    var members: [Member] = []

    /// The namespaces of `tokens` (sorted by name); tokens without a value are left out.
    /// `reservedTypes` are type names the namespaces may not take (the generated code's own
    /// types, the modules it names).
    static func make(tokens: [ResolvedToken], reservedTypes: Set<String>, collector: inout DiagnosticCollector) -> TokenNamespace {
        var root = TokenNamespace(identifier: "", group: "")
        for token in tokens where token.value != nil {
            root.insert(token, at: token.path[...], reservedTypes: reservedTypes, collector: &collector)
        }
        return root
    }

    /// Adds `token` at `path` (what is left of its path below this namespace).
    private mutating func insert(
        _ token: ResolvedToken, at path: ArraySlice<String>, reservedTypes: Set<String>, collector: inout DiagnosticCollector
    ) {
        guard path.count > 1 else {
            let identifier = SwiftIdentifier.memberName(path.first ?? "")
            if SwiftIdentifier.reservedMembers.contains(identifier) {
                report(token, "its Swift name `\(identifier)` would mean the type itself (`\(identifier)` cannot be a member's name)", &collector)
            } else if let taken = members.first(where: { $0.identifier == identifier }) {
                report(token, "its Swift name `\(identifier)` is taken by \(taken.token.name) (\(taken.token.location))", &collector)
            } else if let child = children[identifier] {
                report(token, "its Swift name `\(identifier)` is the type of group \(child.group)", &collector)
            } else {
                members.append(Member(identifier: identifier, token: token))
            }
            return
        }
        let segment = path.first!
        let identifier = SwiftIdentifier.typeName(segment)
        let group = self.group.isEmpty ? segment : self.group + "." + segment
        if reservedTypes.contains(identifier) {
            report(token, "its group \(group) would be the Swift type `\(identifier)`, a name the generated code uses itself", &collector)
            return
        }
        if let member = members.first(where: { $0.identifier == identifier }) {
            report(token, "its group \(group) would be the Swift type `\(identifier)`, the name of \(member.token.name)", &collector)
            return
        }
        var child = children[identifier] ?? TokenNamespace(identifier: identifier, group: group)
        guard child.group == group else {
            report(token, "its group \(group) would be the Swift type `\(identifier)`, which group \(child.group) already is", &collector)
            return
        }
        child.insert(token, at: path.dropFirst(), reservedTypes: reservedTypes, collector: &collector)
        children[identifier] = child
    }

    private func report(_ token: ResolvedToken, _ reason: String, _ collector: inout DiagnosticCollector) {
        collector.report(
            ExportDiagnostic.nameCollision,
            "\(token.name) is not exported: \(reason); rename the token or its group so each has a Swift name of its own",
            at: token.location, subject: token.name)
    }

    /// The nested namespaces in identifier order.
    var sortedChildren: [TokenNamespace] {
        children.keys.sorted().map { children[$0]! }
    }

    /// Every constant, depth first, with the namespace path (type identifiers) that holds it.
    func allMembers(under prefix: [String] = []) -> [(path: [String], member: Member)] {
        members.map { (prefix, $0) } + sortedChildren.flatMap { $0.allMembers(under: prefix + [$0.identifier]) }
    }
}
