import DesignCatalog
import DesignSupport
import DesignTokens

/// `tokens/deprecated-use`: a component or composition uses a deprecated token.
struct DeprecatedTokenUseRule: Rule {
    static let description = RuleDescription(
        id: "tokens/deprecated-use",
        name: "Deprecated token in use",
        summary: "A component, composition or token references a token marked $deprecated.",
        rationale: """
            A deprecated token is on its way out; specs that still use it break when it is removed. The \
            token's $deprecated reason usually names its replacement.
            """,
        sourceURL: "https://www.designtokens.org/TR/2025.10/format/#deprecated",
        defaultSeverity: .warning,
        triggeringExamples: [
            .component(
                "A fill from a deprecated token",
                """
                {"id": "tag", "name": "Tag", "status": "stable", "summary": "A tag.", "kind": "container", "layer": "content",
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.old-accent}"}]}
                """),
            .tokens(
                "A token that aliases a deprecated token",
                """
                {"brand": {"$type": "color", "primary": {"$value": "{color.old-accent}"}}}
                """),
        ],
        nonTriggeringExamples: [
            .component(
                "A fill from the replacement",
                """
                {"id": "tag", "name": "Tag", "status": "stable", "summary": "A tag.", "kind": "container", "layer": "content",
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.accent}"}]}
                """)
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        // The names of deprecated tokens are gathered once: most sets have none, and looking up
        // every use by name copied a whole token each time (64 M instructions of `check` at
        // 10,000 tokens and 100 components). Only a use of one of them is looked up.
        let tokens = input.tokens.tokens
        var deprecated = Set<String>()
        for index in tokens.indices where tokens[index].deprecation.isDeprecated { deprecated.insert(tokens[index].name) }
        guard !deprecated.isEmpty else { return [] }
        let reasonIfDeprecated = { (name: String) in deprecated.contains(name) ? deprecationReason(of: name, in: input.tokens) : nil }
        let inSpecs = input.catalog.tokenUses.compactMap { use -> Finding? in
            guard let reason = reasonIfDeprecated(use.token) else { return nil }
            return Finding("\(use.subject) uses the deprecated token \"\(use.token)\"\(reason)", at: use.location, subject: use.subject)
        }
        let inTokens = tokens.flatMap { token -> [Finding] in
            // Most tokens reference none: they skip the set and the sort (10,000 tokens a context).
            guard !token.deprecation.isDeprecated, !token.references.isEmpty else { return [] }
            return Set(token.references).sorted().compactMap { reference in
                guard let reason = reasonIfDeprecated(reference) else { return nil }
                return Finding(
                    "token \"\(token.name)\" references the deprecated token \"\(reference)\"\(reason)", at: token.valueLocation, subject: token.name)
            }
        }
        return inSpecs + inTokens
    }

    /// ": reason" or "; replace it …" when `name` is deprecated; nil when it is not.
    private func deprecationReason(of name: String, in tokens: TokenSet) -> String? {
        guard case .deprecated(let reason)? = tokens[name]?.deprecation else { return nil }
        return reason.map { ": \($0)" } ?? "; replace it before it is removed"
    }
}
