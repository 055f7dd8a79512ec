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
        let converter = TokenConverter(dialect: dialect, constants: Self.constants(in: read))
        converted = read.map { set in (set.set, set.tokens.compactMap { converter.convert($0, collector: &collector) }) }
        self.collector = collector
        dropDependents()
    }

    /// Each token whose every definition, in every set, is the same literal string or number
    /// (no alias, no object), as that literal's text: what an expression over aliases may be
    /// folded with, since it cannot change with the theme.
    private static func constants(in read: [(set: String, tokens: [SourceToken])]) -> [String: String] {
        var literals: [String: String?] = [:]
        for token in read.flatMap(\.tokens) {
            let text = token.value.flatMap { $0.string ?? $0.number.map(JSONOutput.format) }
            let literal = text.flatMap { $0.contains("{") ? nil : $0 }
            if let known = literals[token.name] {
                if known != literal { literals[token.name] = .some(nil) }
            } else {
                literals[token.name] = .some(literal)
            }
        }
        return literals.compactMapValues { $0 }
    }

    var readCount: Int { read.reduce(0) { $0 + $1.tokens.count } }
    var convertedCount: Int { converted.reduce(0) { $0 + $1.tokens.count } }

    /// The names each set converted, for comparing sets.
    func convertedNames(of set: String) -> [String: SourceLocation] {
        let tokens = converted.first { $0.set == set }?.tokens ?? []
        return Dictionary(tokens.map { ($0.source.name, $0.source.location) }, uniquingKeysWith: { first, _ in first })
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
