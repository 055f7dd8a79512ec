import DesignSupport
import DesignTokens

/// One token of a source set, as the source writes it.
struct SourceToken {
    /// The set (Tokens Studio) or file (Style Dictionary) it is in.
    let set: String
    /// Its path of group names and its own name.
    let path: [String]
    /// The token object.
    let object: JSONObject
    /// Where its name is.
    let location: SourceLocation
    /// The nearest enclosing group's `$type`/`type`, if any.
    let groupType: String?

    /// The dotted name aliases use.
    var name: String { path.joined(separator: ".") }

    /// The value (`$value`, else `value`).
    var value: JSONNode? { object["$value"] ?? object["value"] }

    /// The type the token itself names (`$type`, else `type`).
    var ownType: String? { (object["$type"] ?? object["type"])?.string }

    /// The type it has: its own, else its nearest group's.
    var typeName: String? { ownType ?? groupType }

    /// Tokens Studio's colour modifier on the token (`$extensions["studio.tokens"].modify`).
    var colorModifier: JSONNode? { object["$extensions"]?.object?["studio.tokens"]?.object?["modify"] }

    /// Whether `object` is a token: it has a `$value` or `value`.
    static func isToken(_ object: JSONObject) -> Bool {
        object["$value"] != nil || object["value"] != nil
    }

    /// The tokens of a set, in file order; members that are neither tokens nor groups are
    /// reported as not read.
    static func tokens(in root: JSONNode, set: String, collector: inout DiagnosticCollector) -> [SourceToken] {
        var found: [SourceToken] = []
        func walk(_ object: JSONObject, path: [String], groupType: String?) {
            let type = (object["$type"] ?? object["type"])?.string ?? groupType
            for member in object.members where !member.key.hasPrefix("$") {
                let memberPath = path + [member.key]
                guard let child = member.value.object else {
                    if path.isEmpty || member.key != "type" && member.key != "description" {
                        collector.report(
                            ImportDiagnostic.invalidSource,
                            "'\(memberPath.joined(separator: "."))' is \(member.value.value.kindDescription), neither a token (an object with a value) nor a group; it is not imported",
                            at: member.keyLocation, severity: .warning)
                    }
                    continue
                }
                if isToken(child) {
                    found.append(SourceToken(set: set, path: memberPath, object: child, location: member.keyLocation, groupType: type))
                } else {
                    walk(child, path: memberPath, groupType: type)
                }
            }
        }
        guard let object = root.object else {
            collector.report(
                ImportDiagnostic.invalidSource, "token set '\(set)' is \(root.value.kindDescription); a set is an object of groups and tokens",
                at: root.location)
            return []
        }
        walk(object, path: [], groupType: nil)
        return found
    }
}
