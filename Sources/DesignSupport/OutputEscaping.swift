/// Text dscheck did not write itself (names, descriptions, paths, labels, waiver reasons…) made
/// safe for each place dscheck writes it: one pure function per sink. None of them lets a
/// ``ControlCharacters`` character through raw: each shows it as a Swift escape (`\u{1B}`) or the
/// sink's own escape, so text from a catalogue cannot move a terminal's cursor, set its title,
/// start a CI workflow command, reorder what a reader sees, or ping people.
package enum OutputEscaping {
    /// `text` on one line of a terminal: each line break (CR LF, LF, CR, NEL, the Unicode line
    /// and paragraph separators) becomes a space, and every other control or bidirectional
    /// character its escape (`\u{1B}`). The result holds no ``ControlCharacters`` character, and
    /// escaping it again changes nothing.
    package static func terminal(_ text: String) -> String {
        guard ControlCharacters.first(in: text) != nil else { return text }
        var escaped = ""
        for character in text {
            if character.isNewline {
                escaped += " "
            } else {
                escaped += ControlCharacters.escaped(String(character))
            }
        }
        return escaped
    }

    /// `line` as a whole line of a terminal or CI log: escaped as ``terminal(_:)``, and when it
    /// would start (after spaces) with `::`, which GitHub Actions reads as a workflow command, its
    /// first colon written `\u{3A}`. Escaping the result again changes nothing.
    package static func terminalLine(_ line: String) -> String {
        commandSafe(terminal(line))
    }

    /// `text` for a terminal, keeping its line feeds: for output that dscheck lays out in lines
    /// itself (standard error), as a last guard. Every other control or bidirectional character,
    /// carriage returns included, becomes its escape (`\u{1B}`), and a line that would start a
    /// workflow command gets its first colon escaped as in ``terminalLine(_:)``. Escaping the
    /// result again changes nothing.
    package static func terminalLines(_ text: String) -> String {
        // A whole report usually needs nothing: two byte scans, instead of a copy of every line.
        guard ControlCharacters.mayContain(text, besidesLineFeeds: true) || mayStartACommand(text) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { commandSafe(ControlCharacters.escaped(String($0))) }
            .joined(separator: "\n")
    }

    /// Whether a line of `text` may start, after blanks, with what ``commandSafe(_:)`` changes:
    /// a colon, or a byte of a character that is not ASCII (which may be a Unicode blank).
    private static func mayStartACommand(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var atLineStart = true
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    atLineStart = true
                } else if atLineStart && byte != UInt8(ascii: " ") {
                    if byte == UInt8(ascii: ":") || byte >= 0x80 { return true }
                    atLineStart = false
                }
            }
            return false
        }
    }

    /// `line` with its first colon written `\u{3A}` when it starts, after spaces, with `::`.
    private static func commandSafe(_ line: String) -> String {
        guard let start = line.firstIndex(where: { !$0.isWhitespace }), line[start...].hasPrefix("::") else { return line }
        return line[..<start] + "\\u{3A}" + line[line.index(after: start)...]
    }

    /// `text` as the message of a GitHub Actions workflow command (`::error …::MESSAGE`), as
    /// GitHub documents it: `%` → `%25`, CR → `%0D`, LF → `%0A`; and every other control or
    /// bidirectional character as its escape (`\u{1B}`), which GitHub would otherwise show raw.
    /// The result holds no line break, so it cannot start another command.
    package static func workflowCommandData(_ text: String) -> String {
        replacing(text, workflowCommandEscapes, otherwise: ControlCharacters.notation)
    }

    /// `text` as a property value of a workflow command (`file=…,title=…`): as a message, and
    /// also `:` → `%3A` and `,` → `%2C`, so it can end neither the property nor the properties.
    package static func workflowCommandProperty(_ text: String) -> String {
        replacing(workflowCommandData(text), workflowPropertyEscapes)
    }

    /// The percent-encodings GitHub documents for workflow command messages.
    private static let workflowCommandEscapes = EscapeTable(["%": "%25", "\r": "%0D", "\n": "%0A"], controls: true)
    private static let workflowPropertyEscapes = EscapeTable([":": "%3A", ",": "%2C"], controls: false)

    /// `text` as inline GitHub-flavoured Markdown (a table cell, a heading after its `#`s, a list
    /// item after its marker): Markdown punctuation is backslash-escaped; `&`, `<` and `>`
    /// become entities, so no HTML gets through; line breaks become `<br>`; each `@` is followed
    /// by a zero-width space (`@&#8203;team`), which reads the same but mentions nobody; and every
    /// other control or bidirectional character is shown as its escape (`\u{1B}`). What GitHub
    /// would turn into a link on its own gets a zero-width space too, so a comment links nowhere
    /// and loads nothing: `https://` and `www.` addresses, `GH-1` references and runs of seven or
    /// more hexadecimal digits (commit hashes).
    package static func markdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            escaped +=
                character.isNewline ? "<br>" : replacing(ControlCharacters.escaped(String(character)), markdownEscapes)
        }
        return unlinked(escaped)
    }

    /// The zero-width space ``markdown(_:)`` breaks autolinks with.
    private static let zeroWidthSpace = "&#8203;"

    /// `escaped` with every autolink GitHub would make broken by a zero-width space: after the
    /// colon of `://`, after `www`, after `GH`, and after the sixth digit of a run of seven or
    /// more hexadecimal digits standing alone.
    private static func unlinked(_ escaped: String) -> String {
        AutolinkBreaking.broken(escaped, with: zeroWidthSpace)
    }

    /// What ``markdown(_:)`` writes for a character: an entity for `&`, `<` and `>`, a
    /// backslash before the punctuation that could start markup, a zero-width space after `@`.
    private static let markdownEscapes = EscapeTable(
        Dictionary(uniqueKeysWithValues: "\\`*_[]|#~!".unicodeScalars.map { ($0, "\\" + String($0)) })
            .merging(["&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "@&#8203;"]) { $1 }, controls: false)

    /// `text` as a Markdown code span that can sit in a table cell: in backticks, with controls
    /// escaped as for a terminal and `|` as `\|` (which GitHub's tables need even in code). Text
    /// holding a backtick or a line break cannot be a code span and is escaped with
    /// ``markdown(_:)`` instead. A code span mentions nobody.
    package static func markdownCode(_ text: String) -> String {
        guard !text.contains("`"), !text.contains(where: \.isNewline) else { return markdown(text) }
        return "`" + terminal(text).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") + "`"
    }

    /// `text` as a JSON string literal, quotes included (RFC 8259): `"` and `\` escaped, the
    /// usual short escapes (`\n`, `\t`…), and every other control or bidirectional character as
    /// `\uXXXX`, so the JSON is the same text but shows none of them raw (SARIF viewers and
    /// terminals running `cat` included). Every JSON dscheck writes escapes strings so
    /// (``JSONBuffer/appendString(_:)``).
    package static func json(_ text: String) -> String {
        var buffer = JSONBuffer(capacity: text.utf8.count + 2)
        buffer.appendString(text)
        return buffer.text
    }

    /// `text` for XML 1.0 text or a double- or single-quoted attribute: markup characters become
    /// entities, tab and line breaks character references (so attributes keep them), and every
    /// other control or bidirectional character, and the non-characters U+FFFE and U+FFFF, which
    /// XML 1.0 cannot hold even as references, its escape (`\u{1B}`) as visible text.
    package static func xml(_ text: String) -> String {
        replacing(text, xmlEscapes, otherwise: ControlCharacters.notation)
    }

    /// The entities and references of ``xml(_:)``, and the non-characters XML cannot hold.
    private static let xmlEscapes = EscapeTable(
        [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;",
            "\u{FFFE}": "\\u{FFFE}", "\u{FFFF}": "\\u{FFFF}",
        ], controls: true)

    /// `text` as a Swift string literal, quotes included: backslashes, quotes and line breaks
    /// escaped, other control and bidirectional characters as `\u{…}` escapes, so catalogue
    /// text stays inside the literal of generated or shown Swift code.
    package static func swiftString(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped += ControlCharacters.contains(scalar) ? ControlCharacters.notation(scalar) : String(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// What one escaping replaces, with the first UTF-8 byte of every character it may replace
    /// (with `controls`, those of ``ControlCharacters`` too), worked out once per table: text
    /// holding none of them is returned as it is, and runs without them are copied whole.
    private struct EscapeTable {
        let replacements: [Unicode.Scalar: String]
        let leadBytes: ByteSet

        init(_ replacements: [Unicode.Scalar: String], controls: Bool) {
            self.replacements = replacements
            let own = ByteSet(replacements.keys.map { String($0).utf8.first! })
            leadBytes = controls ? own.union(ControlCharacters.leadBytes) : own
        }
    }

    /// `text` with each character in `escapes` replaced by its escape, and each other
    /// ``ControlCharacters`` character by what `otherwise` makes of it (kept when nil; a table
    /// used with `otherwise` is made with `controls`); `text` itself when nothing is replaced.
    private static func replacing(_ text: String, _ escapes: EscapeTable, otherwise: ((Unicode.Scalar) -> String)? = nil) -> String {
        var escaped: [UInt8] = []
        var replacedAny = false
        // Called only for a text that has a replacement: a clean text is handed over to no one.
        func append(_ bytes: some Sequence<UInt8>) {
            if escaped.isEmpty { escaped.reserveCapacity(text.utf8.count + 16) }
            escaped.append(contentsOf: bytes)
        }
        scan(
            text, escapes, otherwise: otherwise, clean: { append($0) },
            replaced: { replacement in
                append(replacement.utf8)
                replacedAny = true
            })
        return replacedAny ? String(decoding: escaped, as: UTF8.self) : text
    }

    /// Walks `text`'s UTF-8 as ``replacing(_:_:otherwise:)`` escapes it, handing `clean` each
    /// run of bytes kept as they are and `replaced` each escape, in order; when nothing is
    /// replaced, nothing goes to `clean` (the caller keeps `text` itself and copies nothing).
    /// The bytes are scanned, and a scalar is decoded only where one of the table's lead bytes
    /// starts it.
    private static func scan(
        _ text: String, _ escapes: EscapeTable, otherwise: ((Unicode.Scalar) -> String)?,
        clean: (UnsafeBufferPointer<UInt8>) -> Void, replaced: (String) -> Void
    ) {
        let candidates = escapes.leadBytes
        var source = text
        source.withUTF8 { bytes in
            var copiedUpTo = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard candidates.contains(byte) else {
                    index += 1
                    continue
                }
                let (scalar, length) = decodeScalar(in: bytes, at: index)
                let replacement = escapes.replacements[scalar] ?? (otherwise != nil && ControlCharacters.contains(scalar) ? otherwise?(scalar) : nil)
                if let replacement {
                    if index > copiedUpTo { clean(UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index])) }
                    replaced(replacement)
                    copiedUpTo = index + length
                }
                index += length
            }
            guard copiedUpTo > 0, bytes.count > copiedUpTo else { return }
            clean(UnsafeBufferPointer(rebasing: bytes[copiedUpTo...]))
        }
    }

    /// The scalar whose UTF-8 encoding starts at `index` of `bytes` (a String's, so valid), and
    /// the number of bytes it takes.
    private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value)!, length)
    }
}
