import DesignSupport
import DesignTokens

/// Swift source text: literals, doc comments and declarations' attributes, written so any
/// token text (quotes, backslashes, line breaks, control and bidirectional characters) stays
/// inside its literal or comment.
enum SwiftSource {
    /// `number` as a Swift floating-point literal, in its shortest round-trip form.
    static func number(_ number: Double) -> String {
        JSONOutput.format(number)
    }

    /// `text` as doc-comment lines (`/// …`) at `indent`, one per line of text, with control
    /// and bidirectional characters written as escapes.
    static func docComment(_ text: String, indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let shown = ControlCharacters.escaped(String(line)).trimmingTrailingSpaces
            return shown.isEmpty ? "\(indent)///" : "\(indent)/// \(shown)"
        }
    }

    /// The `@available(*, deprecated, message:)` line for a deprecated token, or none.
    static func deprecation(_ deprecation: DesignTokens.Deprecation, indent: String) -> [String] {
        guard case .deprecated(let reason) = deprecation else { return [] }
        return ["\(indent)@available(*, deprecated, message: \(OutputEscaping.swiftString(reason ?? "This token is deprecated.")))"]
    }
}

/// The access level the generated declarations have (`"access"` in the export settings): public
/// for a module other targets import, package or internal to keep the tokens inside.
enum AccessLevel: String, CaseIterable {
    case `public`
    case package
    case `internal`

    /// `text` (generated Swift) with its declarations at this level. The generators write
    /// `public` only as the first word of a declaration's line, after its indentation, so each
    /// such word is replaced (for internal, dropped), and nothing else: doc comments and
    /// string literals never start a line with it.
    func applied(to text: String) -> String {
        guard self != .public else { return text }
        let replacement = self == .internal ? "" : rawValue + " "
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }
            guard line.dropFirst(indent.count).hasPrefix("public ") else { return String(line) }
            return indent + replacement + line.dropFirst(indent.count + "public ".count)
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
