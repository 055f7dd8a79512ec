import SwiftCode

/// What one command writes, the next reads: each Swift file the export would write is read
/// back with the lexer the drift guard reads app code with, and every bracket must close where
/// it opened (a doc comment or string a token's text broke would leave one open or closing
/// nothing).
enum SwiftReadBack {
    /// Why `text` does not read back as whole Swift, or nil.
    static func problem(in text: String) -> String? {
        let lexemes = SwiftLexer.lexemes(of: Array(text.utf8))
        let matches = SwiftBrackets.matches(in: lexemes)
        let closers = Set(matches.compactMap { $0 })
        for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .punctuation {
            let opens = ["(", "[", "{"].contains(lexeme.text)
            if opens, matches[index] == nil { return "the '\(lexeme.text)' at \(lexeme.line):\(lexeme.column) is never closed" }
            if [")", "]", "}"].contains(lexeme.text), !closers.contains(index) {
                return "the '\(lexeme.text)' at \(lexeme.line):\(lexeme.column) closes nothing"
            }
        }
        return nil
    }
}
