/// What the drift rules need of one Swift file, read once: the names it declares, the literal
/// values it writes, and the declarations around each literal.
package struct SwiftFileScan: Sendable {
    /// The declared names and enclosing declarations.
    package let declarations: SwiftDeclarations
    /// The colour and length literals, in source order.
    package let literals: [CodeLiteral]

    /// Reads `source` (the file's UTF-8 bytes).
    package init(_ source: [UInt8]) {
        let lexemes = SwiftLexer.lexemes(of: source)
        let matches = SwiftBrackets.matches(in: lexemes)
        let found = CodeLiteralFinder.literals(in: lexemes, matches: matches)
        literals = found.map(\.literal)
        declarations = SwiftDeclarations(lexemes, matches: matches, marked: Set(found.map(\.index)))
    }
}
