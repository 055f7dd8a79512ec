import DesignSupport

/// A token as found in the (merged, `$extends`-expanded) tree, before its value is resolved.
/// Its `$description` and `$extensions` are read from ``object`` when it is resolved, not kept
/// here: at 100,000 tokens the list of raw tokens was part of the command's peak of memory.
/// The properties are in the order that packs them best: 80 bytes a token in an array (74
/// used, 5 of them the property positions; 72 without them).
struct RawToken {
    let name: String
    let deprecation: Deprecation
    let groupType: TokenType?
    let keyLocation: SourceLocation
    let object: JSONObject
    /// Where the token's own error is when its object is invalid as a whole (a `$value` beside
    /// child tokens): it is listed, so what refers to it depends on an invalid token rather
    /// than naming none, but it has no value.
    var invalidAt: SourceLocation? = nil
    /// Where the walk found the properties resolving reads among ``object``'s members.
    var positions = PropertyPositions()

    /// The token's property `property`, read at the position the walk found it.
    func property(_ property: TokenProperty) -> JSONNode? { positions.node(property, in: object) }
}

/// The properties of a token that resolving reads, each looked up once by the walk: looking
/// `$value`, `$type`, `$ref`, `$description` and `$extensions` up by key again while
/// resolving compared keys about 18 times a token.
enum TokenProperty: Int {
    case value, ref, type, description, extensions

    /// The property's key.
    var key: String {
        switch self {
        case .value: "$value"
        case .ref: "$ref"
        case .type: "$type"
        case .description: "$description"
        case .extensions: "$extensions"
        }
    }
}

/// Where each ``TokenProperty`` is among a token object's members, a byte each (the list of
/// raw tokens is part of the peak of memory at 100,000 tokens); a position past a byte is
/// looked up by key instead.
struct PropertyPositions {
    /// One byte per property, in ``TokenProperty`` order: 0 when the token has none, the
    /// position + 1 when it is near the start, and ``unknown`` when it is further on.
    private var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0)
    private static let unknown = UInt8.max

    /// The property `property` of `object`, the token object these positions were found in.
    func node(_ property: TokenProperty, in object: JSONObject) -> JSONNode? {
        switch withUnsafeBytes(of: bytes, { $0[property.rawValue] }) {
        case 0: nil
        case Self.unknown: object[property.key]
        case let byte: object.members[Int(byte) - 1].value
        }
    }

    /// Records that `property` is the member at `position`.
    mutating func set(_ property: TokenProperty, at position: Int) {
        let byte = position < Int(Self.unknown) - 1 ? UInt8(position + 1) : Self.unknown
        withUnsafeMutableBytes(of: &bytes) { $0[property.rawValue] = byte }
    }
}

/// Which properties the 2025.10 format defines on tokens and on groups.
enum ReservedProperty {
    static let token: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    static let group: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends"]
    static let documentRoot: Set<String> = ["$schema"]
}

/// Helpers over the JSON shape of token trees.
extension JSONObject {
    /// Whether this object is a token (has `$value` or `$ref`) rather than a group.
    var isToken: Bool { contains(key: "$value") || contains(key: "$ref") }

    /// Deep-merges `overlay` onto `self`: groups merge member by member, a token in `overlay`
    /// replaces the whole token, and `overlay`'s properties win.
    func merging(_ overlay: JSONObject) -> JSONObject {
        var members = self.members
        var indexByKey: [String: Int] = [:]
        for (index, member) in members.enumerated() { indexByKey[member.key] = index }
        for member in overlay.members {
            guard let index = indexByKey[member.key] else {
                indexByKey[member.key] = members.count
                members.append(member)
                continue
            }
            if let base = members[index].value.object, let top = member.value.object,
                !member.key.hasPrefix("$"), !base.isToken, !top.isToken
            {
                var merged = member
                merged.value = JSONNode(.object(base.merging(top)), at: member.value.location)
                members[index] = merged
            } else {
                members[index] = member
            }
        }
        return JSONObject(members: members)
    }

    /// The object at a path of member names, if every step is an object.
    func descendant(at path: some Collection<String>) -> JSONObject? {
        var current = self
        for key in path {
            guard let next = current[key]?.object else { return nil }
            current = next
        }
        return current
    }
}

/// Walks a token tree: expands `$extends`, checks names and properties, applies group `$type`
/// and `$deprecated` inheritance, and lists every token.
struct TokenTreeWalker {
    private let root: JSONObject
    /// Tokens of another context whose names the listed tokens take where they are the same
    /// (see ``TokenSet/sharedName(_:)``): while a context is resolved beside the default one,
    /// the walk's copies of every name were 7 MB of `dscheck check`'s peak at 100,000 tokens.
    private let names: TokenSet?
    private(set) var tokens: [RawToken] = []
    private var collector = DiagnosticCollector()

    /// What was found so far.
    var diagnostics: [Diagnostic] { collector.diagnostics }
    /// Group paths (joined by ".") in the expanded tree, for references that name a group.
    private(set) var groupPaths: Set<String> = []
    /// Groups already expanded, by path, so a chain of `$extends` is expanded once.
    private var expanded: [[String]: JSONObject] = [:]
    private var reportedExtendsCycles: Set<[String]> = []

    /// The position of each top-level member of `root`, so references into very large token
    /// files are found without a scan.
    private let topLevel: [String: Int]

    init(root: JSONObject, sharingNamesWith names: TokenSet? = nil) {
        self.root = root
        self.names = names
        // Another context of a resolver mostly changes the values of the default context's
        // tokens, so its list is made for as many: grown by doubling, it held 131,072 raw
        // tokens for 100,000.
        if let names { tokens.reserveCapacity(names.tokens.count) }
        var index: [String: Int] = [:]
        for (position, member) in root.members.enumerated() where index[member.key] == nil { index[member.key] = position }
        topLevel = index
    }

    /// The group or token object at `path` in the tree, if every step is an object.
    private func object(at path: [String]) -> JSONObject? {
        guard let first = path.first, let position = topLevel[first], let top = root.members[position].value.object else { return nil }
        return top.descendant(at: path.dropFirst())
    }

    mutating func walk() {
        walkGroup(root, name: "", depth: 0, type: nil, deprecation: .active)
    }

    private mutating func error(_ kind: TokenDiagnostic, _ message: String, at location: SourceLocation, subject: String? = nil) {
        collector.report(kind, message, at: location, subject: subject)
    }

    /// How deep groups may nest once `$extends` has merged groups in: the JSON reader's own
    /// limit, which a file cannot pass but a chain of groups extending groups could.
    static let maximumGroupDepth = 128

    /// Walks the group named `name` (its dot path; empty for the root), `depth` groups deep.
    private mutating func walkGroup(
        _ rawGroup: JSONObject, name: String, depth: Int, type inheritedType: TokenType?, deprecation inherited: Deprecation
    ) {
        let group = expandExtends(rawGroup, name: name)
        groupPaths.insert(name)
        var type = inheritedType
        var deprecation = inherited
        // The members are read by position, where the array holds them: `for member in
        // group.members` copied each one, retaining its key and value, for every member of
        // every group and token.
        let members = group.members
        for position in members.indices {
            let key = members[position].key
            guard key.isReservedName else { continue }
            switch key {
            case "$type":
                if let own = TokenType.named(by: members[position].value, report: { error($0, $1, at: $2) }) { type = own }
            case "$deprecated":
                if let own = parseDeprecation(members[position].value) { deprecation = own }
            case "$description":
                checkDescription(members[position].value)
            case "$extensions":
                checkExtensions(members[position].value)
            case "$extends", "$root":
                break
            default:
                if depth == 0, ReservedProperty.documentRoot.contains(key) { break }
                error(
                    TokenDiagnostic.reservedName,
                    "\"\(key)\" is not a property of a group; names starting with $ are reserved (group properties are \(ReservedProperty.group.sorted().joined(separator: ", ")))",
                    at: members[position].keyLocation)
            }
        }
        for position in members.indices {
            let key = members[position].key
            guard !key.isReservedName || key == "$root" else { continue }
            let keyLocation = members[position].keyLocation
            let childName = name.isEmpty ? key : Self.dotted(name, key)
            if key != "$root", let problem = Self.nameProblem(key) {
                error(TokenDiagnostic.invalidName, problem, at: keyLocation)
                continue
            }
            guard let child = members[position].value.object else {
                error(
                    TokenDiagnostic.typeMismatch,
                    "\"\(childName)\" is \(members[position].value.value.kindDescription); a token or group is an object (a token has \"$value\")",
                    at: members[position].value.location)
                continue
            }
            if child.isToken {
                if let problem = NameRules.pathProblem(childName, what: "the token name") {
                    error(TokenDiagnostic.invalidName, problem, at: keyLocation, subject: childName)
                    continue
                }
                walkToken(child, keyLocation: keyLocation, name: childName, type: type, deprecation: deprecation)
            } else if key == "$root" {
                error(TokenDiagnostic.typeMismatch, "\"$root\" is reserved for a token; give it a \"$value\"", at: keyLocation)
            } else if depth + 1 > Self.maximumGroupDepth {
                error(
                    TokenDiagnostic.referenceCycle,
                    "group \"\(Self.path(of: childName).prefix(3).joined(separator: "."))…\" nests more than \(Self.maximumGroupDepth) groups deep once $extends is followed; shorten the chain of groups extending groups",
                    at: keyLocation)
            } else {
                walkGroup(child, name: childName, depth: depth + 1, type: type, deprecation: deprecation)
            }
        }
    }

    private mutating func walkToken(
        _ token: JSONObject, keyLocation: SourceLocation, name: String, type: TokenType?, deprecation inherited: Deprecation
    ) {
        var deprecation = inherited
        var hasChildren = false
        var positions = PropertyPositions()
        // By position, as ``walkGroup(_:name:depth:type:deprecation:)`` reads its members.
        let properties = token.members
        for position in properties.indices {
            let key = properties[position].key
            guard key.isReservedName else {
                if properties[position].value.object != nil {
                    hasChildren = true
                } else {
                    let meant =
                        ReservedProperty.token.contains("$" + key)
                        ? "$" + key : Suggestion.closest(to: "$" + key, among: ReservedProperty.token.sorted())
                    error(
                        TokenDiagnostic.unknownMember,
                        meant.map { "\"\(key)\" is not a property of token \"\(name)\"; did you mean \"\($0)\"?" }
                            ?? "token \"\(name)\" has a member \"\(key)\" that is neither a $-property nor a child token (an object); move it into \"$value\" or \"$extensions\", or remove it",
                        at: properties[position].keyLocation, subject: name)
                }
                continue
            }
            switch key {
            case "$deprecated":
                if let own = parseDeprecation(properties[position].value) { deprecation = own }
            case "$description":
                checkDescription(properties[position].value)
                positions.set(.description, at: position)
            case "$extensions":
                checkExtensions(properties[position].value)
                positions.set(.extensions, at: position)
            case "$ref":
                if token.contains(key: "$value") {
                    error(
                        TokenDiagnostic.valueAndRef, "token \"\(name)\" has both \"$value\" and \"$ref\"; keep one of them",
                        at: properties[position].keyLocation, subject: name)
                }
                positions.set(.ref, at: position)
            case "$value":
                positions.set(.value, at: position)
            case "$type":
                positions.set(.type, at: position)
            default:
                error(
                    TokenDiagnostic.reservedName,
                    "\"\(key)\" is not a token property; names starting with $ are reserved (token properties are \(ReservedProperty.token.sorted().joined(separator: ", ")))",
                    at: properties[position].keyLocation, subject: name)
            }
        }
        if hasChildren {
            error(
                TokenDiagnostic.valueAndChildren,
                "\"\(name)\" has a \"$value\" and child tokens or groups; an object is either a token or a group, so move the children into a group",
                at: keyLocation, subject: name)
        }
        tokens.append(
            RawToken(
                name: names?.sharedName(name) ?? name, deprecation: deprecation, groupType: type, keyLocation: keyLocation, object: token,
                invalidAt: hasChildren ? keyLocation : nil, positions: positions))
    }

    /// `name` and `key` joined by a dot, copied once into a string of their exact size (`name
    /// + "." + key` made a string and then grew it, 500 instructions a token).
    static func dotted(_ name: String, _ key: String) -> String {
        var name = name
        var key = key
        let count = name.utf8.count + 1 + key.utf8.count
        return name.withUTF8 { head in
            key.withUTF8 { tail in
                String(unsafeUninitializedCapacity: count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: ".")
                    _ = buffer[(head.count + 1)...].initialize(fromContentsOf: tail)
                    return count
                }
            }
        }
    }

    /// The segments of a dot path the walk built: no name holds a dot byte (``nameProblem(_:)``
    /// refuses them), so splitting at dot bytes gives back each segment.
    static func path(of name: String) -> [String] {
        name.isEmpty
            ? [] : name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A problem with a token or group name, or nil if it is valid.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "empty name; give the token or group a name" }
        if name.hasPrefix("$") {
            return "\"\(name)\" starts with $, which is reserved for format properties; rename it"
        }
        if let problem = NameRules.problem(name, what: "name") { return problem }
        // Byte by byte, as references are split: a dot followed by a combining mark is another
        // character, but "{a.\u{301}}" still splits at it.
        if name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return "name \"\(name)\" contains '.', '{' or '}', which references use as syntax; rename it (for example with '-')"
        }
        return nil
    }

    private mutating func parseDeprecation(_ node: JSONNode) -> Deprecation? {
        switch node.value {
        case .bool(let flag): return flag ? .deprecated(reason: nil) : .active
        case .string(let reason): return .deprecated(reason: reason)
        default:
            error(
                TokenDiagnostic.invalidProperty, "\"$deprecated\" is \(node.value.kindDescription); write true, false or a string that says why",
                at: node.location)
            return nil
        }
    }

    /// Reports a `$description` that is not a string (a resolved token then has none).
    private mutating func checkDescription(_ node: JSONNode) {
        guard node.string == nil else { return }
        error(TokenDiagnostic.invalidProperty, "\"$description\" is \(node.value.kindDescription); write a string", at: node.location)
    }

    /// Reports `$extensions` that are not an object (a resolved token then has none).
    private mutating func checkExtensions(_ node: JSONNode) {
        guard node.object == nil else { return }
        error(
            TokenDiagnostic.invalidProperty,
            "\"$extensions\" is \(node.value.kindDescription); write an object keyed by vendor (reverse domain names such as \"com.example\")",
            at: node.location)
    }

    /// The group with the members of the group it `$extends` merged under its own, following a
    /// chain of `$extends` in a loop (any length, no recursion) and remembering every group it
    /// expands, so each is expanded once.
    private mutating func expandExtends(_ group: JSONObject, name: String) -> JSONObject {
        guard group["$extends"] != nil else { return group }
        let path = Self.path(of: name)
        if let done = expanded[path] { return done }
        func withoutExtends(_ object: JSONObject) -> JSONObject {
            var copy = object
            copy.members.removeAll { $0.key == "$extends" }
            return copy
        }
        var chain: [(path: [String], group: JSONObject, location: SourceLocation)] = []
        var inChain: Set<[String]> = []
        var currentPath = path
        var current = group
        var inherited: JSONObject
        while true {
            if let done = expanded[currentPath] {
                inherited = done
                break
            }
            guard let node = current["$extends"] else {
                inherited = current
                break
            }
            chain.append((currentPath, current, node.location))
            inChain.insert(currentPath)
            if let standIn = extendsProblem(node, path: currentPath, chain: chain, inChain: inChain) {
                let broken = chain.removeLast()
                inherited = withoutExtends(standIn)
                expanded[broken.path] = inherited
                break
            }
            currentPath = extendsTarget(node)!
            current = object(at: currentPath)!
        }
        inherited = withoutExtends(inherited)
        for link in chain.reversed() {
            inherited = inherited.merging(withoutExtends(link.group))
            expanded[link.path] = inherited
        }
        return expanded[path] ?? withoutExtends(group)
    }

    /// Why the `$extends` at the end of `chain` cannot be followed: reported, and the group it
    /// stands in (without inheritance) returned; nil when it can be followed.
    private mutating func extendsProblem(
        _ node: JSONNode, path: [String], chain: [(path: [String], group: JSONObject, location: SourceLocation)], inChain: Set<[String]>
    ) -> JSONObject? {
        let own = chain.last!.group
        guard let targetPath = extendsTarget(node) else { return own }
        let shown = targetPath.joined(separator: ".")
        if targetPath.count <= path.count, Array(path.prefix(targetPath.count)) == targetPath {
            error(
                TokenDiagnostic.referenceCycle,
                "group \"\(path.joined(separator: "."))\" extends \"\(shown)\", which contains it; a group cannot extend itself or an ancestor",
                at: node.location)
            return own
        }
        if inChain.contains(targetPath), let start = chain.firstIndex(where: { $0.path == targetPath }) {
            let members = chain[start...]
            let key = members.map { $0.path.joined(separator: ".") }.sorted()
            if reportedExtendsCycles.insert(key).inserted {
                let names = (members.map(\.path) + [targetPath]).map { "\"\($0.joined(separator: "."))\"" }.joined(separator: " → ")
                for member in members {
                    error(TokenDiagnostic.referenceCycle, "circular $extends: \(names); break the cycle", at: member.location)
                }
            }
            return own
        }
        // A later link may lead back to a group that contains the one being expanded
        // (`a.c` extends `b`, which extends `a`): `a.c` would then hold itself again, level
        // after level, for ever.
        if let start = chain.first?.path, targetPath.count <= start.count, Array(start.prefix(targetPath.count)) == targetPath {
            error(
                TokenDiagnostic.referenceCycle,
                "group \"\(path.joined(separator: "."))\" extends \"\(shown)\", which contains \"\(start.joined(separator: "."))\", the group that extends it through $extends; a group cannot extend one that contains it",
                at: node.location)
            return own
        }
        guard let target = object(at: targetPath) else {
            error(
                TokenDiagnostic.extendsUnresolved, "$extends points at \"\(shown)\", which does not exist; name an existing group", at: node.location)
            return own
        }
        if target.isToken {
            error(TokenDiagnostic.extendsToken, "$extends points at the token \"\(shown)\"; $extends must name a group", at: node.location)
            return own
        }
        return nil
    }

    private mutating func extendsTarget(_ node: JSONNode) -> [String]? {
        switch node.value {
        case .string(let text):
            switch TokenReference.parseCurly(text) {
            case .success(let path): return path
            case .failure(let problem):
                error(TokenDiagnostic.malformedReference, "$extends: \(problem.message)", at: node.location)
                return nil
            }
        case .object(let object):
            guard let pointer = object["$ref"]?.string else {
                error(
                    TokenDiagnostic.malformedReference, "$extends must be a reference such as \"{group}\" or {\"$ref\": \"#/group\"}",
                    at: node.location)
                return nil
            }
            switch TokenReference.parsePointer(pointer) {
            case .success(let path): return path
            case .failure(let problem):
                error(TokenDiagnostic.malformedReference, "$extends: \(problem.message)", at: object["$ref"]!.location)
                return nil
            }
        default:
            error(
                TokenDiagnostic.malformedReference, "$extends is \(node.value.kindDescription); write a reference such as \"{group}\"",
                at: node.location)
            return nil
        }
    }
}

extension String {
    /// Whether this name starts with `$`, which the format reserves for its properties: what
    /// `hasPrefix("$")` answers, read from the first bytes where they settle it (a `$` followed
    /// by a combining mark is another character, so the comparison of characters decides
    /// then). Every key of every token file is asked this.
    var isReservedName: Bool {
        var bytes = utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "$") else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return hasPrefix("$")
    }
}
