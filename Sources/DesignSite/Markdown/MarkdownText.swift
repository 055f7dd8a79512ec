import Foundation
/// Catalogue text made safe to place in the Markdown of a page: it reads as the same text after
/// cmark-gfm, never as Markdown syntax or raw HTML.
enum MarkdownText {
    /// The ASCII punctuation that can start Markdown syntax anywhere in a line.
    private static let inlineSpecials: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "!", "$"]
    /// The characters that start block syntax at the beginning of a line.
    private static let lineStartSpecials: Set<Character> = ["#", "+", "-", "=", ">", ":"]

    /// `text` as inline Markdown: specials are backslash-escaped and line breaks become spaces.
    static func inline(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var atStart = true
        var leadingDigits = true
        for character in text {
            let character: Character = character.isNewline ? " " : character
            if inlineSpecials.contains(character) || (atStart && lineStartSpecials.contains(character))
                || (leadingDigits && !atStart && (character == "." || character == ")")) {
                output.append("\\")
            }
            leadingDigits = leadingDigits && (character.isASCII && character.isNumber)
            atStart = atStart && character == " "
            output.append(character)
        }
        return output
    }

    /// `text` as inline code: a code span with a fence longer than any backtick run inside.
    static func code(_ text: String) -> String {
        let flat = text.map { $0.isNewline ? " " : $0 }
        let fence = String(repeating: "`", count: longestBacktickRun(in: flat) + 1)
        let padding = flat.first == "`" || flat.last == "`" || flat.first == " " ? " " : ""
        return fence + padding + String(flat) + padding + fence
    }

    /// `text` as a fenced code block, fenced by more backticks than any run inside it.
    static func codeBlock(_ text: String, language: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
        return "\(fence)\(language)\n\(text.trimmingTrailingNewlines)\n\(fence)"
    }

    /// `text` as inline code inside a GFM table cell, where a pipe must be escaped even in code.
    static func tableCode(_ text: String) -> String {
        code(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// A link to `url` with `title` as its text, when the URL is safe (see
    /// `HTMLEscaping.url(_:)`); otherwise the title followed by the URL as code, so the reader
    /// still sees where it pointed.
    static func link(_ title: String, to url: String) -> String {
        guard HTMLEscaping.url(url) != nil else { return "\(inline(title)) (unsafe link not shown: \(code(url)))" }
        return "[\(inline(title))](<\(destination(url))>)"
    }

    /// A link whose target dscheck made (a relative page path), with catalogue text as its title.
    static func internalLink(_ title: String, to path: String) -> String {
        "[\(inline(title))](<\(destination(path))>)"
    }

    /// The longest run of backticks, so a fence can be longer.
    private static func longestBacktickRun(in text: some Sequence<Character>) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// A URL as a pointy-bracket link destination: characters that would end it are
    /// percent-encoded.
    private static func destination(_ url: String) -> String {
        var output = ""
        for scalar in url.trimmingCharacters(in: .whitespaces).unicodeScalars {
            switch scalar {
            case "<": output += "%3C"
            case ">": output += "%3E"
            case "\\": output += "%5C"
            case " ": output += "%20"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
