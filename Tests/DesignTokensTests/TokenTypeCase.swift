import DesignSupport
import DesignTokens
import Foundation
import Testing

/// One `$value` of one token type, in the manner of Terrazzo's per-type parser tests: the value,
/// and either what it parses to and how dscheck writes it back, or the exact diagnostics.
///
/// The value is read as the only token of a file laid out so that it starts at line 2, column 1
/// (a location inside it is line 1 + its line in the value, at its column there), with the
/// `others` tokens it refers to after it:
///
///     {"token": {"$type": "color", "$value":
///     {"colorSpace": "srgb", "components": [1.5, 0, 0]}
///     },
///     "other": {…}}
///
/// A diagnostic is written `line:column severity rule-id: message`, in the order dscheck
/// reports it.
struct TokenTypeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let value: String
    let others: String
    /// What the token resolves to; nil when the value is rejected.
    let parsed: TokenValue?
    /// The value as dscheck writes it (`dscheck tokens --format json`), on one line.
    let written: String?
    let diagnostics: [String]

    var testDescription: String { name }

    /// A value of the type, with the warnings it gives (a legacy form's).
    static func valid(
        _ name: String, _ value: String, others: String = "", parsed: TokenValue, written: String, diagnostics: [String] = []
    ) -> TokenTypeCase {
        TokenTypeCase(name: name, value: value, others: others, parsed: parsed, written: written, diagnostics: diagnostics)
    }

    /// A value with errors; `kept` is what the token still resolves to when the fault is in an
    /// optional part (a colour's hex fallback).
    static func invalid(_ name: String, _ value: String, others: String = "", diagnostics: [String], kept: TokenValue? = nil) -> TokenTypeCase {
        TokenTypeCase(
            name: name, value: value, others: others, parsed: kept, written: kept.map { $0.jsonOutput.serialized(pretty: false) },
            diagnostics: diagnostics)
    }

    /// What a token of `type` reads to: its type, value, written form and diagnostics.
    struct Outcome: Equatable, CustomStringConvertible {
        var type: TokenType?
        var value: TokenValue?
        var written: String?
        var diagnostics: [String]

        var description: String { "type \(type.map(\.rawValue) ?? "none"), written \(written ?? "nothing"), diagnostics \(diagnostics)" }
    }

    /// What the table says the value reads to as `type`.
    func expected(as type: TokenType) -> Outcome { Outcome(type: type, value: parsed, written: written, diagnostics: diagnostics) }

    /// Reads the value as the only token of a file, as `type`.
    func outcome(as type: TokenType) throws -> Outcome {
        let text = "{\"token\": {\"$type\": \"\(type.rawValue)\", \"$value\":\n\(value)\n}\(others.isEmpty ? "" : ",\n" + others)}\n"
        let tokens = try TokenText.resolve(text)
        let token = tokens.tokens.first { $0.name == "token" }
        return Outcome(
            type: token?.type, value: token?.value, written: token?.value.map { $0.jsonOutput.serialized(pretty: false) },
            diagnostics: tokens.diagnostics.map(\.tableLine))
    }
}

/// Token files given as text, for the tables of the type tests.
enum TokenText {
    /// The tokens of a token file holding `text`, written to a temporary file and resolved.
    static func resolve(_ text: String) throws -> TokenSet {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-type-\(UUID().uuidString).tokens.json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return TokenSource(file: url.path).resolve()
    }
}

extension Diagnostic {
    /// `line:column severity rule-id: message`, as the type tests' tables write a diagnostic.
    var tableLine: String { "\(location.line):\(location.column) \(severity.rawValue) \(ruleId): \(message)" }
}
