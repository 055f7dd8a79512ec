import DesignSupport

/// The tokens of a source that have one value whatever the theme: each is written the same way
/// in every set that defines it, and what it aliases is constant too. An expression over such
/// tokens (`{spacing.base} * 2`, `set_chroma({palette.blue}, 0.1)`) can be written as the value
/// it comes to, since no theme can change it.
struct ConstantValues {
    /// Each constant literal's text (no alias in it), by token name, for values that are text
    /// rather than numbers or colours (`{font.family}, sans-serif`).
    private(set) var texts: [String: String] = [:]
    /// Each constant token's value, by name, where it comes to a number, a length or a colour.
    private(set) var values: [String: ExpressionValue] = [:]

    init() {}

    /// The constants of `read`, a source's sets. Each token that is aliased is evaluated once,
    /// after what it aliases (walked with an explicit stack, so an alias chain of any length costs no call
    /// stack); a token in an alias cycle, or aliasing a token without a single value, is not
    /// constant.
    init(_ read: [(set: String, tokens: [SourceToken])], dialect: SourceDialect) {
        // Only a token something aliases can be folded into another's value, so only those
        // are read and evaluated: a flat file of 100,000 literals evaluates none.
        var aliased: Set<String> = []
        for token in read.flatMap(\.tokens) {
            // Every string in the value (a shadow's colour, a typography's size) and in a
            // colour modifier, walked with a stack.
            var pending = [token.value, token.colorModifier].compactMap { $0 }
            while let node = pending.popLast() {
                if let text = node.string {
                    if text.hasOpeningBrace {
                        for alias in Self.aliases(in: text) { aliased.insert(dialect.referenceName(alias)) }
                    }
                } else {
                    pending += node.array ?? node.object?.members.map(\.value) ?? []
                }
            }
        }
        guard !aliased.isEmpty else { return }
        var written: [String: String?] = [:]
        for token in read.flatMap(\.tokens) where aliased.contains(token.name) {
            let text = token.value.flatMap { $0.string ?? $0.number.map(JSONOutput.format) }
            if let known = written[token.name] {
                if known != text { written[token.name] = .some(nil) }
            } else {
                written[token.name] = .some(text)
            }
        }
        let candidates = written.compactMapValues { $0 }
        texts = candidates.filter { !$0.value.hasOpeningBrace }
        var finished: Set<String> = []
        for name in aliased.sorted() where !finished.contains(name) {
            // Depth-first, each name pushed with whether its aliases are already pushed.
            var stack: [(name: String, expanded: Bool)] = [(name, false)]
            var onPath: Set<String> = []
            while let (current, expanded) = stack.popLast() {
                guard let text = candidates[current], !finished.contains(current) else { continue }
                if expanded {
                    onPath.remove(current)
                    finished.insert(current)
                    evaluate(current, text, dialect: dialect)
                    continue
                }
                guard !onPath.contains(current) else { continue }
                onPath.insert(current)
                stack.append((current, true))
                for alias in Self.aliases(in: text) {
                    let target = dialect.referenceName(alias)
                    if !finished.contains(target), !onPath.contains(target) { stack.append((target, false)) }
                }
            }
        }
    }

    private mutating func evaluate(_ name: String, _ text: String, dialect: SourceDialect) {
        // Evaluated before `values` changes: the parser holds a copy of it, and changing the
        // dictionary while that copy lives would copy all of it, once per token.
        if let value = Self.value(of: text, given: values, dialect: dialect) { values[name] = value }
    }

    /// What `text` comes to over `values`, or nil: a text that does not evaluate is simply not a
    /// constant, and the token's own conversion reports why it cannot be read.
    private static func value(of text: String, given values: [String: ExpressionValue], dialect: SourceDialect) -> ExpressionValue? {
        var parser = ExpressionParser(text, values: values, dialect: dialect)
        return try? parser.parse()
    }

    /// The names inside `{…}` in `text`, in order.
    static func aliases(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
