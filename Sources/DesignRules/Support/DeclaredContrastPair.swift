import DesignSupport
import DesignTokens

/// One entry of `dscheck.json`'s `"contrastPairs"`: colour tokens that are drawn on others, so
/// their contrast is measured in every context even where no component or screen places them
/// yet. `foreground`, `background` and `over` are token names, groups or globs
/// (`color.text.*`), matched as the export's `include` matches them.
public struct DeclaredContrastPair: Sendable, Hashable {
    /// The id of the rule that measures the pairs.
    public static var ruleID: String { TokenContrastRule.description.id }

    /// What the foreground is, which sets the ratio WCAG 2.2 asks for.
    public enum Role: String, Sendable, CaseIterable {
        /// Body text: 4.5:1 (1.4.3).
        case text
        /// Text of at least 18pt, or 14pt bold: 3:1 (1.4.3).
        case largeText = "large-text"
        /// Icons, borders, focus rings and other graphics a reader needs: 3:1 (1.4.11).
        case nonText = "non-text"

        /// The WCAG content the role is.
        var content: WCAGContrast.Content {
            switch self {
            case .text: .normalText
            case .largeText: .largeText
            case .nonText: .nonText
            }
        }

        /// The success criterion that sets the ratio.
        var criterion: String { self == .nonText ? "1.4.11" : "1.4.3" }

        /// How a message names what is measured.
        var noun: String {
            switch self {
            case .text: "text"
            case .largeText: "large text"
            case .nonText: "non-text content (icons, borders, focus rings)"
            }
        }
    }

    /// The foreground tokens, as written.
    public let foreground: String
    /// The background tokens, as written.
    public let background: String
    public let role: Role
    /// The one colour token a translucent background sits on, as written.
    public let over: String?
    /// Where the entry is in `dscheck.json`.
    public let location: SourceLocation

    private static let keys = ["foreground", "background", "role", "over"]

    /// The pairs of a manifest's `"contrastPairs"` as written, and the problems of those that
    /// cannot be measured (each left out, so the others still are).
    public static func read(_ node: JSONNode?) -> (pairs: [DeclaredContrastPair], problems: [Diagnostic]) {
        guard let node else { return ([], []) }
        var collector = DiagnosticCollector()
        func problem(_ message: String, at location: SourceLocation) {
            collector.report(ConfigDiagnostic.invalidContrastPairs, message, at: location)
        }
        let example = #"{"foreground": "color.text.*", "background": "color.background.*", "role": "text"}"#
        guard let entries = node.array else {
            problem("\"contrastPairs\" is \(node.value.kindDescription); it is an array of pairs such as \(example)", at: node.location)
            return ([], collector.diagnostics)
        }
        var pairs: [DeclaredContrastPair] = []
        for entry in entries {
            guard let object = entry.object else {
                problem("a contrast pair is \(entry.value.kindDescription); it is an object such as \(example)", at: entry.location)
                continue
            }
            var usable = true
            for member in object.members where !keys.contains(member.key) {
                problem(
                    "unknown key \"\(member.key)\" in a contrast pair\(Suggestion.separator(for: member.key, among: keys))allowed keys: \(keys.joined(separator: ", "))",
                    at: member.keyLocation)
                usable = false
            }
            func name(_ key: String, required: Bool) -> String? {
                guard let value = object[key] else {
                    if required {
                        problem("a contrast pair needs \"\(key)\": a colour token, a group or a glob such as \"color.text.*\"", at: entry.location)
                        usable = false
                    }
                    return nil
                }
                guard let text = value.string, !text.isEmpty else {
                    problem(
                        "\"\(key)\" is \(value.value.kindDescription); write a token name, a group or a glob such as \"color.text.*\"",
                        at: value.location)
                    usable = false
                    return nil
                }
                return text
            }
            let foreground = name("foreground", required: true)
            let background = name("background", required: true)
            let over = name("over", required: false)
            var role = Role.text
            if let value = object["role"] {
                let names = Role.allCases.map(\.rawValue)
                if let text = value.string, let known = Role(rawValue: text) {
                    role = known
                } else {
                    let shown = value.string.map { "\"\($0)\"" } ?? value.value.kindDescription
                    problem(
                        "\"role\" is \(shown)\(value.string.map { Suggestion.separator(for: $0, among: names) } ?? "; ")use one of: \(names.joined(separator: ", "))",
                        at: value.location)
                    usable = false
                }
            }
            if usable, let foreground, let background {
                pairs.append(DeclaredContrastPair(foreground: foreground, background: background, role: role, over: over, location: entry.location))
            }
        }
        return (pairs, collector.diagnostics)
    }
}
