import DesignCatalog
import DesignSupport
import DesignTokens

/// `tokens/unused`: a token that no spec and no other token uses.
struct UnusedTokenRule: Rule {
    static let description = RuleDescription(
        id: "tokens/unused",
        name: "Unused token",
        summary: "A token is used by no component, no composition and no other token.",
        rationale: """
            Unused tokens make a token set harder to learn and to change; remove them or use them. \
            A token used in any context of the resolver (a palette colour only the dark appearance \
            refers to) is used.
            """,
        sourceURL: "https://www.designtokens.org/TR/2025.10/format/",
        defaultSeverity: .info,
        holdsOnlyInEveryContext: true,
        triggeringExamples: [
            .tokens(
                "A spacing token nothing uses",
                """
                {"spacing": {"$type": "dimension", "huge": {"$value": {"value": 96, "unit": "px"}}}}
                """)
        ],
        nonTriggeringExamples: [
            .tokens(
                "A spacing token a component uses",
                """
                {"spacing": {"$type": "dimension", "huge": {"$value": {"value": 96, "unit": "px"}}}}
                """,
                specs: [
                    (
                        "components/hero.json",
                        """
                        {"id": "hero", "name": "Hero", "status": "stable", "summary": "A hero.", "kind": "container", "layer": "content",
                         "metrics": {"height": "{spacing.huge}"}, "anatomy": [{"id": "plate", "shape": "rectangle", "fill": "{color.white}"}]}
                        """
                    )
                ])
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        guard input.catalog.unloadedSpecs.isEmpty, !input.tokens.waitsOnUnreadableFiles else { return [] }
        var used = Set(input.catalog.tokenUses.map(\.token))
        for token in input.tokens.tokens { used.formUnion(token.references) }
        return input.tokens.tokens.compactMap { token in
            guard !used.contains(token.name) else { return nil }
            return Finding(
                "token \"\(token.name)\" is used by no component, composition or token; remove it or use it",
                at: token.location, subject: token.name)
        }
    }

}

extension DiagnosticID {
    /// `tokens/unused`, the id of ``UnusedTokenRule``'s findings, for reports that list them
    /// together (one entry per token file).
    public static var unusedToken: DiagnosticID { UnusedTokenRule.description.diagnosticID }
}
