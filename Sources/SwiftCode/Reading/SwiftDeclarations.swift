/// The names a Swift file declares, and the declarations whose bodies enclose chosen places,
/// read from its lexemes: `struct`, `class`, `enum`, `actor`, `protocol`, `typealias`,
/// `extension`, `func`, `var` and `let` followed by a name (outside comments and strings, which
/// the lexer leaves out).
package struct SwiftDeclarations: Sendable {
    /// A line and a column.
    private struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// Every name declared, with an extension's whole dotted name too (`GlassView.Tinted`).
    package let names: Set<String>
    /// The enclosing declarations of each marked lexeme, by its place.
    private let enclosing: [Place: [String]]

    /// The most enclosing declarations a path holds (the innermost ones).
    private static let depthShown = 8

    private static let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "extension", "func", "var", "let"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "func"]

    /// The declarations of a file's lexemes, and the enclosing declarations of the lexemes at
    /// `marked` indices (the literals the drift rules report); `matches` is
    /// ``SwiftBrackets/matches(in:)`` of them.
    package init(_ lexemes: [SwiftLexeme], matches: [Int?], marked: Set<Int> = []) {
        var names: Set<String> = []
        var enclosing: [Place: [String]] = [:]
        let closers = Set(matches.compactMap { $0 })
        // For each open brace, whether it opened a named declaration's body; and those names.
        var open: [Bool] = []
        var named: [String] = []
        // The declaration the next `{` opens the body of: a type's or function's, or a computed
        // property's when the brace follows on the name's line with no `=` between.
        var pending: (name: String, line: Int, assigned: Bool, isType: Bool)?
        var index = 0
        while index < lexemes.count {
            let lexeme = lexemes[index]
            if marked.contains(index) {
                enclosing[Place(line: lexeme.line, column: lexeme.column)] = Array(named.suffix(Self.depthShown))
            }
            if lexeme.kind == .identifier, Self.keywords.contains(lexeme.text), index + 1 < lexemes.count,
                lexemes[index + 1].kind == .identifier, !Self.keywords.contains(lexemes[index + 1].text)
            {
                var name = lexemes[index + 1].text
                let line = lexemes[index + 1].line
                names.insert(name)
                index += 2
                if lexeme.text == "extension" {
                    while index + 1 < lexemes.count, lexemes[index].isPunctuation("."), lexemes[index + 1].kind == .identifier {
                        name += "." + lexemes[index + 1].text
                        names.insert(lexemes[index + 1].text)
                        index += 2
                    }
                    names.insert(name)
                }
                pending = (name, line, false, Self.typeKeywords.contains(lexeme.text))
                continue
            }
            if lexeme.isPunctuation("{") {
                let owner = pending.flatMap { $0.isType || (!$0.assigned && $0.line == lexeme.line) ? $0.name : nil }
                // A brace never closed opens nothing, so a stray one does not shift what follows.
                if matches[index] != nil {
                    open.append(owner != nil)
                    if let owner { named.append(owner) }
                }
                pending = nil
            } else if lexeme.isPunctuation("}") {
                if closers.contains(index), let wasNamed = open.popLast(), wasNamed { named.removeLast() }
                pending = nil
            } else if lexeme.isPunctuation(";") {
                pending = nil
            } else if lexeme.kind == .punctuation, lexeme.text == "=" {
                pending?.assigned = true
            }
            index += 1
        }
        self.names = names
        self.enclosing = enclosing
    }

    /// Whether `symbol` is declared: its last dotted component, or an extension of it as a whole.
    package func declares(_ symbol: String) -> Bool {
        names.contains(symbol) || names.contains(String(symbol.split(separator: ".").last ?? ""))
    }

    /// The path of declarations whose bodies hold the marked lexeme at `line`:`column`,
    /// outermost first, such as `["HomeView", "body"]`; empty at the top level and for a place
    /// that was not marked.
    package func enclosingDeclarations(line: Int, column: Int) -> [String] {
        enclosing[Place(line: line, column: column)] ?? []
    }
}
