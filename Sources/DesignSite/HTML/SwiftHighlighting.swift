/// Swift code as HTML with its keywords, type names, strings, numbers and comments in spans the
/// style sheet colours (`hl-k`, `hl-t`, `hl-s`, `hl-n`, `hl-c`), for the snippets dscheck
/// writes. One pass over the characters; everything else is escaped as text, so the code reads
/// the same with the style sheet or without it.
enum SwiftHighlighting {
    /// The words Swift reserves, and those a snippet reads as keywords (`some`, `any`).
    static let keywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "import", "return", "if", "else", "guard", "switch",
        "case", "default", "for", "in", "while", "repeat", "break", "continue", "where", "true", "false", "nil", "self", "Self", "some",
        "any", "private", "fileprivate", "internal", "public", "package", "static", "init", "throws", "try", "await", "async", "inout",
        "typealias", "associatedtype", "mutating", "override", "final", "weak", "unowned", "lazy", "do", "catch", "throw", "defer", "is", "as",
    ]

    static func html(_ code: String) -> String {
        let characters = Array(code)
        var html = ""
        var index = 0
        func span(_ kind: String, _ text: String) { html += "<span class=\"hl-\(kind)\">\(HTMLEscaping.text(text))</span>" }
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                var end = index
                while end < characters.count, !characters[end].isNewline { end += 1 }
                span("c", String(characters[index..<end]))
                index = end
            } else if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"", !characters[end].isNewline {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(end + 1, characters.count)
                span("s", String(characters[index..<end]))
                index = end
            } else if character.isNumber, index == 0 || !(characters[index - 1].isLetter || characters[index - 1] == "_") {
                var end = index
                while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "_" { end += 1 }
                span("n", String(characters[index..<end]))
                index = end
            } else if character.isLetter || character == "_" || character == "@" || character == "#" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let word = String(characters[index..<end])
                if character == "@" || character == "#" || keywords.contains(word) {
                    span("k", word)
                } else if character.isUppercase {
                    span("t", word)
                } else {
                    html += HTMLEscaping.text(word)
                }
                index = end
            } else {
                html += HTMLEscaping.text(String(character))
                index += 1
            }
        }
        return html
    }
}
