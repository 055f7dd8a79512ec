/// The names a Swift file declares, and the declarations whose bodies enclose each place, read
/// from its lexemes: `struct`, `class`, `enum`, `actor`, `protocol`, `typealias`, `extension`,
/// `func`, `var` and `let` followed by a name (outside comments and strings, which the lexer
/// leaves out).
package struct SwiftDeclarations: Sendable {
    /// A declaration's body: the declaration's path and where the braces open and close.
    struct Scope: Sendable {
        var path: [String]
        var start: Position
        var end: Position
    }

    /// A line and a column.
    typealias Position = (line: Int, column: Int)

    /// Every name declared, with an extension's whole dotted name too (`GlassView.Tinted`).
    package let names: Set<String>
    private let scopes: [Scope]

    private static let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "extension", "func", "var", "let"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "func"]

    /// The declarations of a file's lexemes; `matches` is ``SwiftBrackets/matches(in:)`` of them.
    package init(_ lexemes: [SwiftLexeme], matches: [Int?]) {
        var names: Set<String> = []
        var scopes: [Scope] = []
        var open: [(path: [String], index: Int)] = []
        // The declaration the next `{` opens the body of: a type's or function's, or a computed
        // property's when the brace follows on the name's line with no `=` between.
        var pending: (name: String, line: Int, assigned: Bool, isType: Bool)?
        var index = 0
        while index < lexemes.count {
            let lexeme = lexemes[index]
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
                let path = (open.last?.path ?? []) + (owner.map { [$0] } ?? [])
                open.append((path, index))
                pending = nil
                if let end = matches[index] {
                    scopes.append(
                        Scope(path: path, start: (lexeme.line, lexeme.column), end: (lexemes[end].line, lexemes[end].column)))
                }
            } else if lexeme.isPunctuation("}") {
                if !open.isEmpty { open.removeLast() }
                pending = nil
            } else if lexeme.isPunctuation(";") {
                pending = nil
            } else if lexeme.kind == .punctuation, lexeme.text == "=" {
                pending?.assigned = true
            }
            index += 1
        }
        self.names = names
        self.scopes = scopes
    }

    /// Whether `symbol` is declared: its last dotted component, or an extension of it as a whole.
    package func declares(_ symbol: String) -> Bool {
        names.contains(symbol) || names.contains(String(symbol.split(separator: ".").last ?? ""))
    }

    /// The path of declarations whose bodies hold `line`:`column`, outermost first, such as
    /// `["HomeView", "body"]`; empty at the top level.
    package func enclosingDeclarations(line: Int, column: Int) -> [String] {
        let place = (line, column)
        return
            scopes
            .filter { (($0.start.line, $0.start.column) < place) && (place < ($0.end.line, $0.end.column)) }
            .max { $0.path.count < $1.path.count }?.path ?? []
    }
}
