import DesignSupport

/// A DTCG Resolver 2025.10 document, read and checked: its sets, modifiers and resolution
/// order, with every source turned into token documents.
struct ResolverDocument {
    /// A token tree from a file or written inline, with where it came from.
    struct Source: Sendable {
        let root: JSONObject
    }

    /// A modifier: its contexts, each a list of sources, and its default.
    struct Modifier: Sendable {
        let name: String
        let contexts: [(name: String, sources: [Source])]
        let defaultContext: String?
        let location: SourceLocation
    }

    /// One step of the resolution order.
    enum Step: Sendable {
        case set([Source])
        case modifier(Modifier)
    }

    let file: String
    private(set) var steps: [Step] = []
    private let document: JSONObject
    private let files: CatalogFiles
    private var resolvingSets: [String] = []

    /// How deeply sets may include sets through their sources. Real resolvers nest a few
    /// levels; a deeper chain is reported rather than followed, so no resolver can exhaust the
    /// stack.
    static let maximumSetNesting = 64

    /// Reads the resolver at `file`; problems are reported to `files`.
    init?(file: String, files: CatalogFiles) {
        self.file = file
        self.files = files
        guard let node = files.json(at: file) else { return nil }
        guard let object = node.object else {
            files.report(
                TokenDiagnostic.resolverInvalid,
                "a resolver is a JSON object with \"version\": \"2025.10\" and \"resolutionOrder\"; found \(node.value.kindDescription)",
                at: node.location)
            return nil
        }
        document = object
        guard checkDocument(at: node.location) else { return nil }
        readResolutionOrder()
    }

    var modifiers: [Modifier] {
        steps.compactMap { step in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
    }

    private func error(_ kind: TokenDiagnostic, _ message: String, at location: SourceLocation, severity: Severity = .error) {
        files.report(kind, message, at: location, severity: severity)
    }

    private func checkDocument(at location: SourceLocation) -> Bool {
        let known: Set<String> = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$schema", "$extensions"]
        for member in document.members where !known.contains(member.key) {
            error(
                TokenDiagnostic.resolverInvalid, "\"\(member.key)\" is not a resolver property; allowed: \(known.sorted().joined(separator: ", "))",
                at: member.keyLocation)
        }
        guard let version = document["version"] else {
            error(TokenDiagnostic.resolverInvalid, "the resolver has no \"version\"; add \"version\": \"2025.10\"", at: location)
            return false
        }
        guard version.string == "2025.10" else {
            error(
                TokenDiagnostic.resolverInvalid, "resolver version must be \"2025.10\"; dscheck reads the 2025.10 Resolver format",
                at: version.location)
            return false
        }
        guard let order = document["resolutionOrder"] else {
            error(
                TokenDiagnostic.resolverInvalid,
                "the resolver has no \"resolutionOrder\"; list the sets and modifiers to merge, such as [{\"$ref\": \"#/sets/core\"}]", at: location)
            return false
        }
        guard order.array != nil else {
            error(TokenDiagnostic.resolverInvalid, "\"resolutionOrder\" must be an array", at: order.location)
            return false
        }
        for key in ["sets", "modifiers", "$defs"] {
            if let node = document[key], node.object == nil {
                error(TokenDiagnostic.resolverInvalid, "\"\(key)\" must be an object keyed by name", at: node.location)
                return false
            }
        }
        return true
    }

    private mutating func readResolutionOrder() {
        var names: [String: SourceLocation] = [:]
        var referenced: [String: SourceLocation] = [:]
        for item in document["resolutionOrder"]!.array! {
            guard let object = item.object else {
                error(
                    TokenDiagnostic.resolverInvalid, "a resolutionOrder item is {\"$ref\": \"#/sets/…\"} or an inline set or modifier",
                    at: item.location)
                continue
            }
            if let ref = object["$ref"] {
                if let text = ref.string, let first = referenced[text] {
                    error(
                        TokenDiagnostic.resolverDuplicateName,
                        "\"\(text)\" is already in resolutionOrder (line \(first.line)); list each set and modifier once", at: ref.location)
                    continue
                }
                if let text = ref.string { referenced[text] = ref.location }
                guard let (path, target) = pointerTarget(ref),
                    acceptsName(path.last ?? "", of: path.first == "modifiers" ? "modifier" : "set", at: ref.location)
                else {
                    continue
                }
                switch path.first {
                case "sets":
                    if let sources = readSet(target, name: path.joined(separator: "/")) { steps.append(.set(sources)) }
                case "modifiers":
                    if let modifier = readModifier(target, name: path.last ?? "") { steps.append(.modifier(modifier)) }
                default:
                    if target.object?["contexts"] != nil {
                        if let modifier = readModifier(target, name: path.last ?? "") { steps.append(.modifier(modifier)) }
                    } else if let sources = readSet(target, name: path.joined(separator: "/")) {
                        steps.append(.set(sources))
                    }
                }
                continue
            }
            guard let type = object["type"]?.string, let nameNode = object["name"], let name = nameNode.string,
                type == "set" || type == "modifier"
            else {
                error(
                    TokenDiagnostic.resolverInlineName,
                    "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\" and a unique \"name\"",
                    at: item.location)
                continue
            }
            guard acceptsName(name, of: type, at: nameNode.location) else { continue }
            if let first = names[name] {
                error(
                    TokenDiagnostic.resolverDuplicateName,
                    "inline item name \"\(name)\" is already used (line \(first.line)); give each inline item a unique name",
                    at: nameNode.location)
                continue
            }
            names[name] = nameNode.location
            if type == "set" {
                if let sources = readSet(item, name: name, extraKeys: ["type", "name"]) { steps.append(.set(sources)) }
            } else if let modifier = readModifier(item, name: name, extraKeys: ["type", "name"]) {
                steps.append(.modifier(modifier))
            }
        }
    }

    /// Whether `name` (of a set, modifier or context, as `what` says) can be a name: one holding
    /// a control or bidirectional character is reported at `location` and refused, so it never
    /// reaches a context, a report or a page.
    private func acceptsName(_ name: String, of what: String, at location: SourceLocation) -> Bool {
        guard let problem = NameRules.problem(name, what: what) else { return true }
        error(TokenDiagnostic.invalidName, problem, at: location)
        return false
    }

    /// The node a resolver-internal `$ref` (`#/sets/x`, `#/modifiers/y`, `#/$defs/z`) points at.
    private func pointerTarget(_ ref: JSONNode) -> ([String], JSONNode)? {
        guard let text = ref.string else {
            error(
                TokenDiagnostic.malformedReference, "$ref is \(ref.value.kindDescription); write a string such as \"#/sets/core\"", at: ref.location)
            return nil
        }
        let path: [String]
        switch TokenReference.parsePointer(text) {
        case .success(let segments): path = segments
        case .failure(let problem):
            error(TokenDiagnostic.malformedReference, problem.message, at: ref.location)
            return nil
        }
        if path.first == "resolutionOrder" {
            error(
                TokenDiagnostic.resolverResolutionOrderPointer,
                "$ref \"\(text)\" points into resolutionOrder, which the 2025.10 Resolver forbids; point at #/sets/… or #/modifiers/…",
                at: ref.location)
            return nil
        }
        var target = path
        var chain: [(path: [String], location: SourceLocation)] = []
        var positions: [[String]: Int] = [:]
        while true {
            guard let node = node(at: target) else {
                error(
                    TokenDiagnostic.unresolvedReference, "$ref \"\(text)\" points at nothing in the resolver; check the path",
                    at: chain.last?.location ?? ref.location)
                return nil
            }
            guard let next = node.object?["$ref"], node.object?.members.count == 1, let nextText = next.string, nextText.hasPrefix("#") else {
                return (target, node)
            }
            if let start = positions[target] {
                let members = chain[start...]
                let names = ChainText.arrows(members.map { "#/" + $0.path.joined(separator: "/") } + ["#/" + target.joined(separator: "/")])
                for member in members {
                    error(TokenDiagnostic.referenceCycle, "circular $ref: \(names); break the cycle", at: member.location)
                }
                return nil
            }
            positions[target] = chain.count
            chain.append((target, next.location))
            switch TokenReference.parsePointer(nextText) {
            case .success(let segments): target = segments
            case .failure(let problem):
                error(TokenDiagnostic.malformedReference, problem.message, at: next.location)
                return nil
            }
        }
    }

    /// The resolver's node at a pointer path, if any.
    private func node(at path: [String]) -> JSONNode? {
        var current = JSONNode(.object(document), at: .file(file))
        for segment in path {
            if let next = current.object?[segment] {
                current = next
            } else if let elements = current.array, let index = Int(segment), elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }

    private mutating func readSet(_ node: JSONNode, name: String, extraKeys: Set<String> = []) -> [Source]? {
        guard let object = node.object else {
            error(TokenDiagnostic.resolverInvalid, "set \"\(name)\" must be an object with \"sources\"", at: node.location)
            return nil
        }
        checkKeys(object, allowed: Set(["description", "sources", "$extensions"]).union(extraKeys), what: "a set")
        guard let sources = object["sources"] else {
            error(
                TokenDiagnostic.resolverInvalid,
                "set \"\(name)\" has no \"sources\"; list token files such as [{\"$ref\": \"tokens/color.tokens.json\"}]",
                at: node.location)
            return nil
        }
        if resolvingSets.contains(name) {
            error(
                TokenDiagnostic.referenceCycle,
                "set \"\(name)\" includes itself through its sources (\(ChainText.arrows(resolvingSets + [name]))); break the cycle",
                at: sources.location)
            return nil
        }
        if resolvingSets.count >= Self.maximumSetNesting {
            error(
                TokenDiagnostic.resolverInvalid,
                "set \"\(name)\" is included through more than \(Self.maximumSetNesting) sets in a row (\(ChainText.arrows(resolvingSets + [name]))); list the token files in fewer levels of sets",
                at: sources.location)
            return nil
        }
        resolvingSets.append(name)
        defer { resolvingSets.removeLast() }
        return readSources(sources, owner: "set \"\(name)\"")
    }

    private mutating func readModifier(_ node: JSONNode, name: String, extraKeys: Set<String> = []) -> Modifier? {
        guard let object = node.object else {
            error(TokenDiagnostic.resolverInvalid, "modifier \"\(name)\" must be an object with \"contexts\"", at: node.location)
            return nil
        }
        checkKeys(object, allowed: Set(["description", "contexts", "default", "$extensions"]).union(extraKeys), what: "a modifier")
        guard let contextsNode = object["contexts"], let contexts = contextsNode.object else {
            error(
                TokenDiagnostic.resolverInvalid, "modifier \"\(name)\" needs \"contexts\": an object of context name to sources",
                at: object["contexts"]?.location ?? node.location)
            return nil
        }
        if contexts.members.isEmpty {
            error(
                TokenDiagnostic.resolverNoContexts, "modifier \"\(name)\" has no contexts; give it at least two (such as light and dark)",
                at: contextsNode.location)
            return nil
        }
        if contexts.members.count == 1 {
            error(
                TokenDiagnostic.resolverSingleContext,
                "modifier \"\(name)\" has only one context, so it changes nothing; add another context or move its sources into a set",
                at: contextsNode.location, severity: .warning)
        }
        let refused = contexts.members.filter { !acceptsName($0.key, of: "context", at: $0.keyLocation) }
        guard refused.isEmpty else { return nil }
        var read: [(name: String, sources: [Source])] = []
        for member in contexts.members {
            guard let sources = readSources(member.value, owner: "context \"\(member.key)\" of modifier \"\(name)\"") else { return nil }
            read.append((member.key, sources))
        }
        var defaultContext: String?
        if let defaultNode = object["default"] {
            guard let value = defaultNode.string, contexts[value] != nil else {
                error(
                    TokenDiagnostic.resolverInvalidDefault,
                    "default of modifier \"\(name)\" must be one of its contexts: \(contexts.keys.joined(separator: ", "))",
                    at: defaultNode.location)
                return Modifier(name: name, contexts: read, defaultContext: nil, location: node.location)
            }
            defaultContext = value
        }
        return Modifier(name: name, contexts: read, defaultContext: defaultContext, location: node.location)
    }

    private func checkKeys(_ object: JSONObject, allowed: Set<String>, what: String) {
        for member in object.members where !allowed.contains(member.key) {
            error(
                TokenDiagnostic.resolverInvalid,
                "\"\(member.key)\" is not a property of \(what); allowed: \(allowed.sorted().joined(separator: ", "))",
                at: member.keyLocation)
        }
    }

    private mutating func readSources(_ node: JSONNode, owner: String) -> [Source]? {
        guard let elements = node.array else {
            error(
                TokenDiagnostic.resolverInvalid, "sources of \(owner) must be an array of {\"$ref\": \"file.tokens.json\"} or inline tokens",
                at: node.location)
            return nil
        }
        var sources: [Source] = []
        for element in elements {
            guard let object = element.object else {
                error(
                    TokenDiagnostic.resolverInvalid,
                    "a source is {\"$ref\": \"file.tokens.json\"} or an object of inline tokens; found \(element.value.kindDescription)",
                    at: element.location)
                continue
            }
            guard let ref = object["$ref"] else {
                sources.append(Source(root: object))
                continue
            }
            guard let text = ref.string else {
                error(
                    TokenDiagnostic.malformedReference, "$ref is \(ref.value.kindDescription); write a string such as \"tokens/color.tokens.json\"",
                    at: ref.location)
                continue
            }
            if text.hasPrefix("#") {
                guard let (path, target) = pointerTarget(ref) else { continue }
                if path.first == "modifiers" || target.object?["contexts"] != nil {
                    error(
                        TokenDiagnostic.resolverModifierReference,
                        "$ref \"\(text)\" points at a modifier; sets and modifier contexts may include sets and token files only", at: ref.location)
                    continue
                }
                if target.object?["sources"] != nil {
                    if let included = readSet(target, name: path.joined(separator: "/")) { sources += included }
                } else if let tokens = target.object {
                    sources.append(Source(root: tokens))
                }
                continue
            }
            sources += fileSources(text, at: ref.location)
        }
        return sources
    }

    /// The token document a file `$ref` names (`file.tokens.json` or `file.tokens.json#/group`).
    private func fileSources(_ reference: String, at location: SourceLocation) -> [Source] {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = String(parts[0])
        guard let path = files.locate(filePart, from: file, at: location) else { return [] }
        if CatalogPath.absolute(path) == CatalogPath.absolute(file) {
            error(TokenDiagnostic.referenceCycle, "$ref \"\(reference)\" names this resolver itself; point at token files", at: location)
            return []
        }
        guard let node = files.json(at: path, referencedAt: location) else { return [] }
        var target = node
        if parts.count == 2 {
            switch TokenReference.parsePointer("#" + parts[1]) {
            case .success(let segments):
                for segment in segments {
                    guard let next = target.object?[segment] else {
                        error(
                            TokenDiagnostic.invalidPointer,
                            "$ref \"\(reference)\" points at nothing in \(CatalogFiles.displayName(of: path)); check the path", at: location)
                        return []
                    }
                    target = next
                }
            case .failure(let problem):
                error(TokenDiagnostic.malformedReference, problem.message, at: location)
                return []
            }
        }
        guard let tokens = target.object else {
            error(
                TokenDiagnostic.typeMismatch,
                "\(CatalogFiles.displayName(of: path)) holds \(target.value.kindDescription); a token file is a JSON object of groups and tokens",
                at: target.location)
            return []
        }
        return [Source(root: tokens)]
    }
}
