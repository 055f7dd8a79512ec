import Foundation
/// Catalogue text made safe to place in the Markdown of a page: it reads as the same text after
/// cmark-gfm, never as Markdown syntax or raw HTML.
enum MarkdownText {
    /// The ASCII punctuation that can start Markdown syntax anywhere in a line (`<`, `>` and `&`
    /// become character references instead).
    private static let inlineSpecials: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "|", "~", "!", "$"]
    /// The characters that start block syntax at the beginning of a line.
    private static let lineStartSpecials: Set<Unicode.Scalar> = ["#", "+", "-", "=", ":"]

    /// `text` as inline Markdown: specials are escaped and line breaks become spaces. Web
    /// addresses with a plain host become links; nothing else can turn into one (the GFM
    /// autolink extension would otherwise link text such as `www.x` or `https://x"`).
    static func inline(_ text: String) -> String {
        escape(text, lineStart: true)
    }

    /// `text` for a GFM table cell, or anywhere after the start of a line: as `inline(_:)`, but
    /// there it cannot start a block, so `#`, `-` or `1.` at its start stay as they are.
    static func cell(_ text: String) -> String {
        escape(text, lineStart: false)
    }

    /// Line breaks, which inline text turns into spaces.
    private static let newlines: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    /// The escaping itself, scalar by scalar (every character it treats is ASCII).
    private static func escape(_ text: String, lineStart: Bool) -> String {
        let scalars = text.unicodeScalars.map { newlines.contains($0) ? " " : $0 }
        var output = String.UnicodeScalarView()
        var index = 0
        var atStart = lineStart
        var leadingDigits = lineStart
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "h" || scalar == "H", let (url, length) = webAddress(in: scalars, at: index) {
                output.append(contentsOf: "[\(escapeLinkText(url))](<\(destination(url))>)".unicodeScalars)
                index += length
                atStart = false
                leadingDigits = false
                continue
            }
            if inlineSpecials.contains(scalar) || (atStart && lineStartSpecials.contains(scalar))
                || (leadingDigits && !atStart && (scalar == "." || scalar == ")"))
                || (scalar == ":" && index + 2 < scalars.count && scalars[index + 1] == "/" && scalars[index + 2] == "/")
                || (scalar == "." && index >= 3 && scalars[(index - 3)..<index].allSatisfy { $0 == "w" || $0 == "W" }) {
                output.append("\\")
            }
            leadingDigits = leadingDigits && ("0"..."9").contains(scalar)
            atStart = atStart && scalar == " "
            switch scalar {
            case "<": output.append(contentsOf: "&lt;".unicodeScalars)
            case ">": output.append(contentsOf: "&gt;".unicodeScalars)
            case "&": output.append(contentsOf: "&amp;".unicodeScalars)
            default: output.append(scalar)
            }
            index += 1
        }
        return String(output)
    }

    /// A web address as link text, escaped so it cannot be read as another autolink.
    private static func escapeLinkText(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar == "&" { output += "&amp;"; continue }
            if inlineSpecials.contains(scalar) || scalar == ":" || scalar == "." { output.append("\\") }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// An `http` or `https` address starting at `index` whose host is plain (letters, digits,
    /// dots, hyphens and a port), with trailing punctuation left out, and its length.
    private static func webAddress(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        let head = String(String.UnicodeScalarView(scalars[index..<min(index + 8, scalars.count)])).lowercased()
        guard head.hasPrefix("http://") || head.hasPrefix("https://") else { return nil }
        var end = index
        while end < scalars.count, !scalars[end].properties.isWhitespace, !"<>\"'`\\|".unicodeScalars.contains(scalars[end]) { end += 1 }
        while end > index, ".,;:!?*_~)]}".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
        let url = String(String.UnicodeScalarView(scalars[index..<end]))
        let afterScheme = url.drop { $0 != "/" }.dropFirst(2)
        let host = afterScheme.prefix { !"/?#".contains($0) }
        let plainHost = !host.isEmpty && host.contains(".") && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0)) }
        return plainHost ? (url, end - index) : nil
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
