import SwiftCode

/// A ``TokenNamespace`` as nested Swift enums, each constant rendered by the caller.
enum NamespaceSource {
    /// A constant's place: the namespace path of type identifiers (unescaped) and the member.
    typealias Place = TokenNamespace.Place

    /// What a caller gives for one constant: a sentence for its doc comment, if any, and its
    /// declaration's lines.
    typealias Member = (note: String?, lines: [String])

    /// `public enum <root>` holding `namespace`, documented by `doc`; `member` gives one
    /// constant at an indent.
    static func lines(root: String, doc: String, namespace: TokenNamespace, member: (Place, String) -> Member) -> [String] {
        SwiftSource.docComment(doc, indent: "") + enumLines(root, namespace: namespace, path: [], indent: "", member: member)
    }

    /// The expression naming a constant under `root`: `TokenValues.Color.Kotek.fill`.
    static func reference(root: String, place: Place) -> String {
        TokenNamespace.reference(root: root, place: place)
    }

    private static func enumLines(
        _ name: String, namespace: TokenNamespace, path: [String], indent: String, member: (Place, String) -> Member
    ) -> [String] {
        let inner = indent + "    "
        var lines = ["\(indent)public enum \(SwiftIdentifier.escaped(name)) {"]
        var blocks: [[String]] = namespace.members.map { constant in
            let token = constant.token
            let made = member((path, constant), inner)
            var doc = token.description.map { $0 + "\n\n" } ?? ""
            doc += "Token `\(token.name)`." + (made.note.map { " " + $0 } ?? "")
            return SwiftSource.docComment(doc, indent: inner) + SwiftSource.deprecation(token.deprecation, indent: inner) + made.lines
        }
        blocks += namespace.sortedChildren.map { child in
            SwiftSource.docComment("The tokens of group `\(child.group)`.", indent: inner)
                + enumLines(child.identifier, namespace: child, path: path + [child.identifier], indent: inner, member: member)
        }
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append("") }
            lines += block
        }
        lines.append("\(indent)}")
        return lines
    }
}
