import DesignSupport

/// Resolves every token of a walked tree: determines types, follows aliases and JSON Pointer
/// references (reporting each member of a cycle), and parses values into their typed shapes.
///
/// Its per-token state is read and written a dozen times for each token, always from one
/// thread, through one resolution at a time, so those properties skip the run-time
/// exclusivity check (`@exclusivity(unchecked)`), which cost more than the accesses themselves
/// (80 instructions each, 16 million at 10,000 tokens); the compiler still checks what it can.
final class TokenResolution {
    /// Where a reference leads: a whole token, or a piece of JSON inside a token's value.
    enum Target {
        case token(Int)
        case fragment(JSONNode)
    }

    private enum State {
        case pending
        case resolving
        case resolved
        case failed
    }

    /// References inside composite values nested deeper than this are reported, not followed.
    static let maximumDepth = 64

    let tokens: [RawToken]
    let groupPaths: Set<String>
    let settings: TokenSettings
    /// Tokens of another context whose values the resolved tokens take where they are the
    /// same (see ``TokenSet/sharedValue(_:of:)``).
    private let sharing: TokenSet?
    private let positions: NamePositions
    @exclusivity(unchecked) private var states: [State]
    @exclusivity(unchecked) private var types: [TokenType?]
    @exclusivity(unchecked) private var values: [TokenValue?]
    @exclusivity(unchecked) private var aliases: [String?]
    @exclusivity(unchecked) private var valueLocations: [SourceLocation]
    @exclusivity(unchecked) private var references: [[String]]
    /// Tokens being resolved, innermost last, each with the reference it is following.
    @exclusivity(unchecked) private var stack: [(index: Int, reference: SourceLocation?)] = []
    /// Where each token is in ``stack`` while it is being resolved, -1 otherwise.
    @exclusivity(unchecked) private var positionInStack: [Int32]
    /// How deeply ``resolve(_:)`` calls itself through references inside composite values.
    @exclusivity(unchecked) private var depth = 0
    /// Whether the current top-level resolution stopped at the nesting limit, and the token
    /// where it stopped.
    @exclusivity(unchecked) private var depthLimitHit = false
    /// How many `$ref`s to a part of a token (not its `$value`) are being followed inside
    /// composite values at once; such a reference is parsed where it points, without resolving
    /// a token, so ``depth`` does not count it (a shadow list whose element points at the list
    /// itself once recursed until the stack overflowed).
    var fragmentDepth = 0
    private var limitToken: Int?
    private var collector = DiagnosticCollector()
    /// Where each token's first own error is, by token index, while it was being resolved.
    private var ownErrors: [Int: SourceLocation] = [:]
    /// Why each token that failed has no value, by token index.
    private var faults: [Int: TokenFault] = [:]
    /// Whether each token names no token, or depends on one that names none, while token files
    /// could not be read.
    @exclusivity(unchecked) private var waiting: [Bool]
    /// Whether token files could not be read, so a name that is missing may be one of theirs.
    let incomplete: Bool
    /// How many references name no token, or depend on one that names none, while
    /// ``incomplete``: not reported, as the unreadable files may define them.
    private(set) var waitingReferences = 0
    /// The longest chain a fault keeps; a longer one keeps its first names and its root.
    private static let longestKeptChain = 5
    /// The token names, indexed for "did you mean" once a reference names none of them.
    private lazy var suggestions = DottedNameIndex(tokens.map(\.name))
    /// The member of a composite value being parsed, for messages that name it.
    @exclusivity(unchecked) var valueMember: String?

    /// What was found so far.
    var diagnostics: [Diagnostic] { collector.diagnostics }

    init(tokens: [RawToken], groupPaths: Set<String>, settings: TokenSettings, incomplete: Bool = false, sharingWith sharing: TokenSet? = nil) {
        self.tokens = tokens
        self.sharing = sharing
        self.groupPaths = groupPaths
        self.settings = settings
        self.incomplete = incomplete
        waiting = Array(repeating: false, count: tokens.count)
        positions = NamePositions(count: tokens.count) { tokens[$0].name }
        states = Array(repeating: .pending, count: tokens.count)
        positionInStack = Array(repeating: -1, count: tokens.count)
        types = Array(repeating: nil, count: tokens.count)
        values = Array(repeating: nil, count: tokens.count)
        aliases = Array(repeating: nil, count: tokens.count)
        valueLocations = tokens.map { ($0.property(.value) ?? $0.property(.ref))?.location ?? $0.keyLocation }
        references = Array(repeating: [], count: tokens.count)
    }

    /// Resolves every token and returns them, sorted by name as ``TokenSet`` keeps them: its
    /// sort then finds them in order, where sorting the tokens themselves moved 144 bytes a step.
    func resolveAll() -> [ResolvedToken] {
        // Ordered first, so the sort's scratch memory is given back before the values exist.
        let order = NameOrder.positions(of: tokens.map(\.name))
        for index in tokens.indices { resolveFromTheBottom(index) }
        return order.map { index in
            let token = tokens[index]
            return ResolvedToken(
                name: token.name, type: types[index], value: values[index],
                location: token.keyLocation, valueLocation: valueLocations[index], aliasOf: aliases[index],
                deprecation: token.deprecation, description: token.property(.description)?.string,
                extensions: token.property(.extensions).flatMap { $0.object == nil ? nil : $0 },
                references: references[index])
        }
    }

    /// The index of the token named `name`.
    private func index(named name: String) -> Int? {
        positions.position(of: name)
    }

    /// Why each token that has no value has none, by name.
    var faultsByName: [String: TokenFault] {
        var named: [String: TokenFault] = [:]
        for (index, fault) in faults where states[index] != .resolved { named[tokens[index].name] = fault }
        return named
    }

    // MARK: Diagnostics

    /// Reports a diagnostic about `subject`, or the token being resolved; an error is that
    /// token's own fault unless it reports a dependent.
    func report(_ kind: TokenDiagnostic, _ message: String, at location: SourceLocation, severity: Severity = .error, subject: String? = nil) {
        let owner = subject.flatMap(index(named:)) ?? stack.last?.index
        if severity == .error, !kind.reportsDependent, let owner, ownErrors[owner] == nil { ownErrors[owner] = location }
        collector.report(kind, message, at: location, severity: severity, subject: subject ?? owner.map { tokens[$0].name })
    }

    /// Counts a reference from the token being resolved that names nothing while token files
    /// could not be read; false (report it) when every file was read.
    func waitsOnUnreadableFiles() -> Bool {
        guard incomplete else { return false }
        if let current = stack.last?.index { waiting[current] = true }
        waitingReferences += 1
        return true
    }

    /// Records why a token that failed has no value: its own first error, else the invalid
    /// token it aliases (`target`, referenced at `location`), else an invalid token its
    /// composite value refers to (recorded when it was followed).
    private func settle(_ index: Int, aliasing target: Int?, at location: SourceLocation?) {
        if let own = ownErrors[index] {
            faults[index] = TokenFault(root: tokens[index].name, location: own)
            return
        }
        if let target, let location { dependOn(target, index, at: location) }
        if faults[index] == nil, !waiting[index] {
            faults[index] = TokenFault(root: tokens[index].name, location: tokens[index].keyLocation)
        }
    }

    /// Records that `dependent` has no value because `target` has none, once per dependent:
    /// reported with the chain to the invalid root, or counted when the root waits on a token
    /// file that cannot be read.
    private func dependOn(_ target: Int, _ dependent: Int, at location: SourceLocation) {
        guard faults[dependent] == nil, !waiting[dependent] else { return }
        if waiting[target] {
            waiting[dependent] = true
            waitingReferences += 1
            return
        }
        guard let fault = faults[target] else { return }
        var chain = [tokens[target].name] + fault.chain
        var omitted = fault.omitted
        if chain.count > Self.longestKeptChain {
            omitted += chain.count - Self.longestKeptChain
            chain = Array(chain.prefix(Self.longestKeptChain - 1)) + [chain.last!]
        }
        let dependency = TokenFault(root: fault.root, location: fault.location, chain: chain, omitted: omitted)
        faults[dependent] = dependency
        report(
            TokenDiagnostic.invalidDependency, dependency.explanation(for: "\"\(tokens[dependent].name)\""), at: location,
            subject: tokens[dependent].name)
    }

    var currentName: String { stack.last.map { tokens[$0.index].name } ?? "" }

    // MARK: Resolving one token

    /// The token's type and value, resolving it first if needed; nil if it cannot be resolved.
    ///
    /// Whole-value aliases are followed in a loop, not by recursion, so a chain of any length
    /// resolves without growing the call stack; only references inside composite values recurse,
    /// and those are capped at ``maximumDepth``.
    private func resolve(_ index: Int) -> (TokenType, TokenValue)? {
        switch states[index] {
        case .resolved: return (types[index]!, values[index]!)
        case .failed, .resolving: return nil
        case .pending: break
        }
        guard depth < Self.maximumDepth else {
            depthLimitHit = true
            if limitToken == nil { limitToken = index }
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let base = stack.count
        var chain: [(index: Int, explicitType: TokenType?, reference: SourceLocation?)] = []
        var outcome: (TokenType, TokenValue)?
        var failedTarget: Int?
        var current = index
        while true {
            states[current] = .resolving
            positionInStack[current] = Int32(stack.count)
            stack.append((current, nil))
            let step = resolveStep(current)
            chain.append((current, step.explicitType, step.reference))
            guard case .alias(let next)? = step.result else {
                if case .value(let value)? = step.result { outcome = value }
                break
            }
            if states[next] == .resolved {
                outcome = (types[next]!, values[next]!)
                break
            }
            if states[next] == .resolving, positionInStack[next] >= 0 {
                let start = Int(positionInStack[next])
                reportCycle(from: start)
                break
            }
            if states[next] == .failed {
                failedTarget = next
                break
            }
            current = next
        }
        // Each link aliases the one after it; the last aliases `failedTarget` when that failed.
        var target = failedTarget
        for link in chain.reversed() {
            let member = link.index
            if let (type, value) = outcome, states[member] == .resolving {
                if let explicit = link.explicitType, explicit != type, let reference = link.reference, aliases[member] != nil {
                    report(
                        TokenDiagnostic.typeMismatch,
                        "\"\(tokens[member].name)\" has $type \(explicit.rawValue) but aliases \"\(aliases[member]!)\" of type \(type.rawValue); fix the $type or the alias",
                        at: reference, subject: tokens[member].name)
                    outcome = nil
                    states[member] = .failed
                    types[member] = explicit
                    settle(member, aliasing: nil, at: nil)
                } else {
                    states[member] = .resolved
                    types[member] = type
                    values[member] = sharing?.sharedValue(value, of: tokens[member].name) ?? value
                }
            } else {
                outcome = nil
                // Stopped by the nesting limit, not by a fault of its own: the token stays pending
                // and resolves when reached from nearer the end of the chain.
                if depthLimitHit && states[member] == .resolving {
                    states[member] = .pending
                } else {
                    let settling = states[member] == .resolving
                    states[member] = .failed
                    // A failed alias keeps its type: its own, the aliased token's, or its group's.
                    types[member] = link.explicitType ?? types[member] ?? target.flatMap { types[$0] } ?? tokens[member].groupType
                    if settling { settle(member, aliasing: target, at: link.reference) }
                }
            }
            target = member
        }
        for entry in stack[base...] { positionInStack[entry.index] = -1 }
        stack.removeSubrange(base...)
        return states[index] == .resolved ? (types[index]!, values[index]!) : nil
    }

    /// What one step of a resolution found: a value, a whole-value alias to follow, or nothing.
    private enum StepResult {
        case value((TokenType, TokenValue))
        case alias(Int)
    }

    /// Resolves the token on top of the stack as far as it can without following a whole-value
    /// alias: its explicit type, the alias it makes (recorded), or its parsed value.
    private func resolveStep(_ index: Int) -> (result: StepResult?, explicitType: TokenType?, reference: SourceLocation?) {
        // The token's fields are read where the array holds them: a copy of the whole token
        // retained each of its references.
        let object = tokens[index].object
        let positions = tokens[index].positions
        let groupType = tokens[index].groupType
        let typeNode = positions.node(.type, in: object)
        let explicitType = typeNode.flatMap { TokenType.named(by: $0) { report($0, $1, at: $2) } }
        if let invalid = tokens[index].invalidAt {
            if ownErrors[index] == nil { ownErrors[index] = invalid }
            types[index] = explicitType ?? groupType
            return (nil, explicitType, nil)
        }
        if typeNode != nil, explicitType == nil { return (nil, nil, nil) }
        guard let valueNode = positions.node(.ref, in: object).map(Self.pointerObject) ?? positions.node(.value, in: object) else {
            return (nil, explicitType, nil)
        }
        guard let (reference, location) = wholeReference(valueNode) else {
            guard let type = explicitType ?? groupType else {
                report(
                    TokenDiagnostic.undeterminedType,
                    "cannot determine the type of \"\(tokens[index].name)\": it has no $type, is not an alias, and no enclosing group has a $type; add \"$type\"",
                    at: tokens[index].keyLocation)
                return (nil, explicitType, nil)
            }
            types[index] = type
            return (parse(valueNode, as: type).map { .value((type, $0)) }, explicitType, nil)
        }
        switch lookup(reference, at: location) {
        case nil:
            return (nil, explicitType, location)
        case .token(let target)?:
            aliases[index] = tokens[target].name
            references[index].append(tokens[target].name)
            stack[stack.count - 1].reference = location
            return (.alias(target), explicitType, location)
        case .fragment(let node)?:
            guard let type = explicitType ?? groupType else {
                report(
                    TokenDiagnostic.undeterminedType,
                    "cannot determine the type of \"\(tokens[index].name)\": its $ref points into a value, and neither it nor its group has a $type; add \"$type\"",
                    at: tokens[index].keyLocation)
                return (nil, explicitType, location)
            }
            return (parse(node, as: type).map { .value((type, $0)) }, explicitType, location)
        }
    }

    /// Resolves `index`; when references inside composite values nest deeper than the limit,
    /// resolves the token where the limit was reached first (digging down, then back up), so a
    /// chain of any length resolves with bounded recursion. A chain that comes back to a token
    /// it is digging from is a cycle.
    private func resolveFromTheBottom(_ index: Int) {
        _ = resolve(index)
        // The usual case: the references nest within the limit, and no list is made.
        guard depthLimitHit else { return }
        // The tokens being dug from; the last one was resolved last.
        var digging = [index]
        repeat {
            if depthLimitHit, let deeper = limitToken {
                depthLimitHit = false
                limitToken = nil
                if let start = digging.firstIndex(of: deeper) {
                    let members = digging[start...]
                    let names = chainText(Array(members) + [deeper])
                    for member in members {
                        states[member] = .failed
                        report(
                            TokenDiagnostic.referenceCycle,
                            "circular reference through values nested more than \(Self.maximumDepth) deep: \(names); break the cycle",
                            at: tokens[member].keyLocation, subject: tokens[member].name)
                        settle(member, aliasing: nil, at: nil)
                    }
                    digging.removeSubrange(start...)
                } else {
                    digging.append(deeper)
                }
            } else {
                digging.removeLast()
            }
            if let next = digging.last { _ = resolve(next) }
        } while !digging.isEmpty
    }

    /// A token-level `$ref` seen as the `{"$ref": …}` object it stands for.
    private static func pointerObject(_ node: JSONNode) -> JSONNode {
        JSONNode(.object(JSONObject(members: [JSONObject.Member(key: "$ref", keyLocation: node.location, value: node)])), at: node.location)
    }

    /// Follows a reference from the token on top of the stack to `target`, detecting cycles.
    func follow(_ target: Int, from location: SourceLocation) -> (TokenType, TokenValue)? {
        if let current = stack.indices.last { stack[current].reference = location }
        if states[target] == .resolving, positionInStack[target] >= 0 {
            let start = Int(positionInStack[target])
            reportCycle(from: start)
            return nil
        }
        let current = stack[stack.count - 1].index
        references[current].append(tokens[target].name)
        let member = valueMember
        valueMember = nil
        let result = resolve(target)
        valueMember = member
        if result == nil, states[target] == .failed, states[current] == .resolving { dependOn(target, current, at: location) }
        return result
    }

    /// The tokens' names joined by arrows, the middle of a long chain left out so a message about
    /// a cycle through thousands of tokens stays short.
    private func chainText(_ chain: [Int]) -> String {
        ChainText.arrows(chain.map { "\"\(tokens[$0].name)\"" })
    }

    private func reportCycle(from start: Int) {
        let members = stack[start...]
        let names = chainText(members.map(\.index) + [stack[start].index])
        let cycle = "\(members.count == 1 ? "" : "through \(members.count) tokens: ")\(names)"
        for member in members {
            states[member.index] = .failed
            let location = member.reference ?? tokens[member.index].keyLocation
            faults[member.index] = TokenFault(root: tokens[member.index].name, location: location)
            collector.append(
                Diagnostic(
                    TokenDiagnostic.referenceCycle,
                    severity: .error,
                    message: "circular reference \(cycle); break the cycle by giving one of them a value",
                    location: location,
                    subject: tokens[member.index].name))
        }
    }

    // MARK: References

    /// The reference a whole value is, if it is one (`"{a.b}"` or `{"$ref": "#/a/b"}`).
    func wholeReference(_ node: JSONNode) -> (TokenReference, SourceLocation)? {
        switch node.value {
        case .string(let text) where TokenReference.looksCurly(text):
            switch TokenReference.parseCurlyName(text) {
            case .success(let name): return (.curly(name: name), node.location)
            case .failure(let problem):
                report(TokenDiagnostic.malformedReference, problem.message, at: node.location)
                return (.malformed, node.location)
            }
        case .object(let object) where object.contains(key: "$ref"):
            let pointerNode = object["$ref"]!
            guard let text = pointerNode.string else {
                report(
                    TokenDiagnostic.malformedReference,
                    "$ref is \(pointerNode.value.kindDescription); write a JSON Pointer string such as \"#/color/primary\"", at: pointerNode.location)
                return (.malformed, pointerNode.location)
            }
            if object.members.count > 1, let extra = object.members.first(where: { $0.key != "$ref" }) {
                report(TokenDiagnostic.invalidValue, "a {\"$ref\"} object holds nothing but \"$ref\"; remove \"\(extra.key)\"", at: extra.keyLocation)
            }
            switch TokenReference.parsePointer(text) {
            case .success(let path): return (.pointer(path), pointerNode.location)
            case .failure(let problem):
                report(TokenDiagnostic.malformedReference, problem.message, at: pointerNode.location)
                return (.malformed, pointerNode.location)
            }
        default:
            return nil
        }
    }

    /// Finds what a reference points at, reporting why when it points at nothing usable.
    func lookup(_ reference: TokenReference, at location: SourceLocation) -> Target? {
        switch reference {
        case .malformed:
            return nil
        case .curly(let name):
            if let index = index(named: name) { return .token(index) }
            if groupPaths.contains(name) {
                let hint =
                    index(named: name + ".$root") != nil
                    ? "; to use the group's root token write \"{\(name).$root}\"" : "; point at one of its tokens"
                report(TokenDiagnostic.referenceToGroup, "\"{\(name)}\" names a group, not a token\(hint)", at: location)
            } else if !waitsOnUnreadableFiles() {
                let advice = suggestions.closest(to: name).map { "did you mean \"{\($0)}\"?" } ?? "check the spelling or define the token"
                report(TokenDiagnostic.unresolvedReference, "\"{\(name)}\" does not name any token; \(advice)", at: location)
            }
            return nil
        case .pointer(let segments):
            guard !segments.isEmpty else {
                report(
                    TokenDiagnostic.invalidPointer, "$ref \"#\" points at the whole document; point at a token, such as \"#/color/primary\"",
                    at: location)
                return nil
            }
            return lookupPointer(segments, at: location)
        }
    }

    private func lookupPointer(_ segments: [String], at location: SourceLocation) -> Target? {
        let shown = "#/" + segments.joined(separator: "/")
        for count in stride(from: segments.count, through: 1, by: -1) {
            guard let index = index(named: segments[0..<count].joined(separator: ".")) else { continue }
            let rest = Array(segments[count...])
            if rest.isEmpty || rest == ["$value"] { return .token(index) }
            if rest.first == "$value" {
                guard let (_, value) = follow(index, from: location) else { return nil }
                guard let fragment = value.jsonOutput.descend(Array(rest.dropFirst())) else {
                    report(
                        TokenDiagnostic.invalidPointer,
                        "$ref \"\(shown)\" points past the value of \"\(tokens[index].name)\"; check the path inside the value", at: location)
                    return nil
                }
                return .fragment(fragment.jsonNode(at: location))
            }
            guard let node = tokens[index].object[rest[0]], rest.count == 1 else {
                report(TokenDiagnostic.invalidPointer, "$ref \"\(shown)\" names no property of \"\(tokens[index].name)\"", at: location)
                return nil
            }
            return .fragment(node)
        }
        if groupPaths.contains(segments.joined(separator: ".")) {
            report(TokenDiagnostic.referenceToGroup, "$ref \"\(shown)\" points at a group, not a token; point at one of its tokens", at: location)
        } else if !waitsOnUnreadableFiles() {
            report(TokenDiagnostic.invalidPointer, "$ref \"\(shown)\" points at nothing in the token tree; check the path", at: location)
        }
        return nil
    }
}

extension JSONOutput {
    /// The value at a path of object keys and array indices, if it exists.
    func descend(_ path: [String]) -> JSONOutput? {
        var current = self
        for segment in path {
            switch current {
            case .object(let members):
                guard let next = members.first(where: { $0.key == segment })?.value else { return nil }
                current = next
            case .array(let elements):
                guard let position = Int(segment), String(position) == segment, elements.indices.contains(position) else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }

    /// This value as a parsed JSON node, every node placed at `location`.
    func jsonNode(at location: SourceLocation) -> JSONNode {
        switch self {
        case .null: JSONNode(.null, at: location)
        case .bool(let flag): JSONNode(.bool(flag), at: location)
        case .number(let number): JSONNode(.number(number), at: location)
        case .string(let text): JSONNode(.string(text), at: location)
        case .array(let elements): JSONNode(.array(elements.map { $0.jsonNode(at: location) }), at: location)
        case .object(let members):
            JSONNode(
                .object(
                    JSONObject(
                        members: members.map {
                            JSONObject.Member(key: $0.key, keyLocation: location, value: $0.value.jsonNode(at: location))
                        })), at: location)
        }
    }
}
