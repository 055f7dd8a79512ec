import DesignCatalog
import DesignTokens

/// `tokens/deprecated-use`: a component or composition uses a deprecated token.
struct DeprecatedTokenUseRule: Rule {
    static let description = RuleDescription(
        id: "tokens/deprecated-use",
        name: "Deprecated token in use",
        summary: "A component or composition references a token marked $deprecated.",
        rationale: """
        A deprecated token is on its way out; specs that still use it break when it is removed. The \
        token's $deprecated reason usually names its replacement.
        """,
        sourceURL: "https://www.designtokens.org/TR/2025.10/format/#deprecated",
        defaultSeverity: .warning,
        triggeringExamples: [
            .component("A fill from a deprecated token", """
            {"id": "tag", "name": "Tag", "status": "stable", "summary": "A tag.", "kind": "container", "layer": "content",
             "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.old-accent}"}]}
            """),
        ],
        nonTriggeringExamples: [
            .component("A fill from the replacement", """
            {"id": "tag", "name": "Tag", "status": "stable", "summary": "A tag.", "kind": "container", "layer": "content",
             "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.accent}"}]}
            """),
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.tokenUses.compactMap { use in
            guard case .deprecated(let reason)? = input.tokens[use.token]?.deprecation else { return nil }
            return Finding(
                "\(use.subject) uses the deprecated token \"\(use.token)\"\(reason.map { ": \($0)" } ?? "; replace it before it is removed")",
                at: use.location, subject: use.subject)
        }
    }
}
