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

extension String {
    /// The string without trailing spaces and tabs.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
