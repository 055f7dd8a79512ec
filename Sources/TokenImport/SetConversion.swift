import DesignSupport
import DesignTokens

/// Every set of a source converted: the tokens read, those converted per set, and the
/// diagnostics. A token aliasing one that was not converted is not converted either (it would
/// not resolve), and says which; that repeats until nothing more drops out.
struct SetConversion {
    /// The tokens read, per set, in set order.
    let read: [(set: String, tokens: [SourceToken])]
    /// The tokens converted, per set, in set order.
    private(set) var converted: [(set: String, tokens: [ConvertedToken])]
    private(set) var collector: DiagnosticCollector

    init(_ sets: [SourceSet], dialect: SourceDialect, collector: DiagnosticCollector) {
        var collector = collector
        read = sets.map { ($0.name, SourceToken.tokens(in: $0.root, set: $0.name, collector: &collector)) }
        let converter = TokenConverter(
            dialect: dialect, constants: ConstantValues(read, dialect: dialect), lengthLineHeights: Self.lengthLineHeights(in: read, dialect: dialect)
        )
        converted = read.map { set in (set.set, set.tokens.compactMap { converter.convert($0, collector: &collector) }) }
        self.collector = collector
        dropDependents()
    }

    /// The line-height tokens that alias a length in every set, directly or through other
    /// line heights (Equinor's `lineheight-scale.700` is `{primitives.spacing.175}`, 28px):
    /// Tokens Studio and CSS use them as absolute line heights, which DTCG writes as dimensions.
    private static func lengthLineHeights(in read: [(set: String, tokens: [SourceToken])], dialect: SourceDialect) -> Set<String> {
        let tokens = read.flatMap(\.tokens)
        func kind(of token: SourceToken) -> ValueKind? { token.typeName.flatMap(dialect.kind(forType:)) }
        guard tokens.contains(where: { kind(of: $0) == .lineHeight }) else { return [] }
        var kinds: [String: ValueKind] = [:]
        var targets: [String: Set<String>] = [:]
        var aliasesOnly: [String: Bool] = [:]
        for token in tokens {
            if kinds[token.name] == nil, let kind = kind(of: token) { kinds[token.name] = kind }
            let target = token.value?.string.flatMap(ValueConverter.wholeAlias).map(dialect.referenceName)
            if let target { targets[token.name, default: []].insert(target) }
            aliasesOnly[token.name] = (aliasesOnly[token.name] ?? true) && target != nil
        }
        /// Whether `name` is a length, or a line height aliasing only lengths; followed one
        /// name at a time with a visited set, so chains and cycles cost no call stack.
        func isLength(_ name: String) -> Bool {
            var pending = [name]
            var seen: Set<String> = []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { return false }
                switch kinds[next] {
                case .dimension?: continue
                case .lineHeight? where aliasesOnly[next] == true: pending += targets[next] ?? []
                default: return false
                }
            }
            return true
        }
        return Set(kinds.filter { $0.value == .lineHeight && aliasesOnly[$0.key] == true && isLength($0.key) }.keys)
    }

    var readCount: Int { read.reduce(0) { $0 + $1.tokens.count } }
    var convertedCount: Int { converted.reduce(0) { $0 + $1.tokens.count } }

    /// The names each set converted, for comparing sets.
    func convertedNames(of set: String) -> [String: SourceLocation] {
        let tokens = converted.first { $0.set == set }?.tokens ?? []
        return Dictionary(tokens.map { ($0.source.name, $0.source.location) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reports each token not converted in one set that another set converts where both apply
    /// (`together` says which sets a resolver context combines): there the written tokens fall
    /// back to the other set's value, one the source does not give, so the error alone would
    /// not say what the tokens now hold.
    mutating func reportFallbacks(together: (String, String) -> Bool) {
        let convertedBySet = converted.map { (set: $0.set, names: Set($0.tokens.map(\.source.name))) }
        for (set, tokens) in read {
            let kept = convertedBySet.first { $0.set == set }?.names ?? []
            for token in tokens where !kept.contains(token.name) {
                let others = convertedBySet.filter { $0.set != set && $0.names.contains(token.name) && together(set, $0.set) }
                    .map { "'\($0.set)'" }
                guard !others.isEmpty else { continue }
                let named = others.count == 1 ? "set \(others[0]) defines" : "sets \(others.joined(separator: ", ")) define"
                collector.report(
                    ImportDiagnostic.fallbackValue,
                    "\(token.name) is not converted in set '\(set)' (see its error), but \(named) it too, so where both apply the written tokens give it that value instead of this one; fix this token to keep its own value",
                    at: token.location, subject: token.name)
            }
        }
    }

    /// Leaves out `tokens` (each `[set, name]`), which the written files would hold as errors,
    /// and the tokens that alias them; returns what that reports.
    mutating func drop(_ tokens: Set<[String]>) -> [Diagnostic] {
        let before = collector.diagnostics.count
        for index in converted.indices {
            let set = converted[index].set
            converted[index].tokens.removeAll { tokens.contains([set, $0.source.name]) }
        }
        dropDependents()
        return Array(collector.diagnostics[before...])
    }

    private mutating func dropDependents() {
        let defined = Set(read.flatMap { $0.tokens.map(\.name) })
        var available = Set(converted.flatMap { $0.tokens.map(\.source.name) })
        var changed = true
        while changed {
            changed = false
            for index in converted.indices {
                var kept: [ConvertedToken] = []
                for token in converted[index].tokens {
                    if let missing = token.references.first(where: { defined.contains($0) && !available.contains($0) }) {
                        collector.report(
                            ImportDiagnostic.unconvertedDependency,
                            "\(token.source.name): aliases {\(missing)}, which was not converted (see its error); fix that token and this one converts too",
                            at: token.source.value?.location ?? token.source.location, subject: token.source.name)
                        changed = true
                    } else {
                        kept.append(token)
                    }
                }
                converted[index].tokens = kept
            }
            available = Set(converted.flatMap { $0.tokens.map(\.source.name) })
        }
    }
}
