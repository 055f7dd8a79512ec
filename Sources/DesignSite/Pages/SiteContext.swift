import DesignCatalog
import DesignRules
import DesignTokens

/// What the pages share, computed once per site: the tokens of every context, the findings by
/// subject and which specs use each token. Pages only look things up here, so building the site
/// stays linear in the number of pages.
struct SiteContext: Sendable {
    let catalog: Catalog
    let check: CheckResult
    let configuration: RuleConfiguration
    let toolVersion: String
    /// Every resolver context with a short name (`light`, or `appearance=light, contrast=high`).
    let contexts: [(name: String, tokens: TokenSet)]
    /// The tokens of the default context.
    let defaultTokens: TokenSet
    /// The tokens previews are drawn with, each with the class that shows it: with a modifier
    /// whose contexts include `light` and `dark`, both (`scheme-light`, `scheme-dark`, shown by
    /// `prefers-color-scheme`), otherwise the default context alone (no class).
    let schemes: [(className: String?, tokens: TokenSet)]
    /// Findings that are not waived, by subject.
    let findings: [String: [Diagnostic]]
    /// Waived findings with their waivers, by subject.
    let waived: [String: [(diagnostic: Diagnostic, waiver: Waiver)]]
    /// The components and compositions using each token, directly or through aliases, sorted.
    let usedBy: [String: [String]]
    /// The compositions placing each component, sorted.
    let placements: [String: [String]]
    let compositions: [String: Composition]

    init(catalog: Catalog, check: CheckResult, configuration: RuleConfiguration, toolVersion: String) {
        self.catalog = catalog
        self.check = check
        self.configuration = configuration
        self.toolVersion = toolVersion
        let allContexts = catalog.tokens.allContexts
        let defaultContext = catalog.tokens.defaultContext
        let resolved = allContexts.concurrentMap { $0 == defaultContext ? catalog.defaultTokens : catalog.tokens.resolve(context: $0) }
        contexts = zip(allContexts, resolved).map { context, tokens in (Self.name(of: context), tokens) }
        defaultTokens = catalog.defaultTokens
        schemes = Self.schemes(catalog.tokens, allContexts: allContexts, resolved: resolved) ?? [(nil, defaultTokens)]
        findings = Dictionary(grouping: check.diagnostics.filter { $0.subject != nil }) { $0.subject! }
        waived = Dictionary(grouping: check.waived) { $0.diagnostic.subject ?? "" }
        usedBy = Self.usage(catalog.tokenUses, tokens: defaultTokens)
        var placements: [String: Set<String>] = [:]
        for composition in catalog.compositions {
            for instance in composition.root.instances { placements[instance.component, default: []].insert(composition.id) }
        }
        self.placements = placements.mapValues { $0.sorted() }
        compositions = Dictionary(catalog.compositions.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The light and dark token sets of the first modifier that has both contexts (the other
    /// modifiers at their defaults), if any.
    private static func schemes(_ source: TokenSource, allContexts: [[String: String]], resolved: [TokenSet]) -> [(
        className: String?, tokens: TokenSet
    )]? {
        for modifier in source.modifiers where modifier.contexts.contains("light") && modifier.contexts.contains("dark") {
            let pair = ["light", "dark"].compactMap { scheme -> (String?, TokenSet)? in
                let context = source.defaultContext.merging([modifier.name: scheme]) { $1 }
                return allContexts.firstIndex(of: context).map { ("scheme-\(scheme)", resolved[$0]) }
            }
            if pair.count == 2 { return pair }
        }
        return nil
    }

    /// How the previews' tokens are chosen, for the pages' text.
    var previewTokens: String {
        schemes.count == 2 ? "with the light tokens, or the dark ones when your system is in dark mode" : "with the tokens of the default context"
    }

    /// A context's short name: the context alone for one modifier, else `modifier=context` pairs.
    private static func name(of context: [String: String]) -> String {
        if context.isEmpty { return "value" }
        if context.count == 1 { return context.values.first! }
        return context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }

    /// Token to the subjects that use it: a use of a token counts for every token its value
    /// refers to, transitively.
    private static func usage(_ uses: [TokenUse], tokens: TokenSet) -> [String: [String]] {
        var closure: [String: Set<String>] = [:]
        func reached(_ name: String, visiting: inout Set<String>) -> Set<String> {
            if let known = closure[name] { return known }
            guard visiting.insert(name).inserted else { return [name] }
            var result: Set<String> = [name]
            for reference in tokens[name]?.references ?? [] { result.formUnion(reached(reference, visiting: &visiting)) }
            closure[name] = result
            return result
        }
        var users: [String: Set<String>] = [:]
        for use in uses {
            var visiting = Set<String>()
            for token in reached(use.token, visiting: &visiting) { users[token, default: []].insert(use.subject) }
        }
        return users.mapValues { $0.sorted() }
    }

    /// A Markdown link to a component or composition page from the page at `from`, named by its
    /// name; plain code for a subject that has no page.
    func subjectLink(_ subject: String, from: String) -> String {
        if let component = catalog.component(subject) {
            return MarkdownText.internalLink(component.name, to: SitePaths.link(from: from, to: SitePaths.component(subject)))
        }
        if let composition = compositions[subject] {
            return MarkdownText.internalLink(composition.name, to: SitePaths.link(from: from, to: SitePaths.composition(subject)))
        }
        return MarkdownText.code(subject)
    }

    /// A Markdown link to a rule page, or the id as code for ids without a page.
    func ruleLink(_ id: String, from: String) -> String {
        guard RuleRegistry.rule(id) != nil else { return MarkdownText.code(id) }
        return "[\(MarkdownText.code(id))](<\(SitePaths.link(from: from, to: SitePaths.rule(id)))>)"
    }
}

extension Stack {
    /// Every component instance in the stack, nested ones included, in order.
    var instances: [Instance] { children.instances }
}

extension Array where Element == DesignCatalog.Element {
    /// Every component instance among these elements, nested ones included, in order.
    var instances: [Instance] {
        flatMap { element -> [Instance] in
            switch element {
            case .component(let instance): [instance] + instance.children.instances
            case .stack(let stack): stack.instances
            case .text: []
            }
        }
    }
}
