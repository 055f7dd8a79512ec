import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// What the pages share, taken from the one check of the catalogue: the tokens of every
/// context, the findings by subject, which specs use each token and what the rules measured.
/// Pages only look things up here, so building the site stays linear in the number of pages and
/// no context is resolved or measured again. A class: every page, section and preview holds
/// it, and copying its fields took a retain each (950,000 copies of them at 10,000 tokens and
/// 1,000 components).
final class SiteContext: Sendable {
    let checked: CheckedCatalog
    let toolVersion: String
    /// The folder file paths are shown relative to.
    let root: ReportRoot
    /// Every resolver context with its name as readers say it ("Light", "Dark, increased
    /// contrast"; see ``ContextNames``).
    let contexts: [(name: String, tokens: TokenSet)]
    /// How contexts, and groups of contexts that share a value, are named.
    private let contextNames: ContextNames
    /// The resolver context of each of ``contexts``.
    private let resolverContexts: [ResolverContext]
    /// The tokens previews are drawn with, each with the class that shows it: with a modifier
    /// whose contexts include `light` and `dark`, both (`scheme-light`, `scheme-dark`, shown by
    /// `prefers-color-scheme`), otherwise the default context alone (no class).
    let schemes: [(className: String?, tokens: TokenSet)]
    /// Findings that are not waived, by subject.
    let findings: [String: [Diagnostic]]
    /// Waived findings with their waivers, by subject.
    let waived: [String: [(diagnostic: Diagnostic, waiver: Waiver)]]
    /// The rule examples the rule pages draw, checked once for the site.
    let ruleExamples: RuleExampleChecks
    /// The compositions placing each component, sorted.
    let placements: [String: [String]]
    /// The accessibility labels compositions give each component's instances, each once, in
    /// the compositions' order with the screen giving it: gathered in one walk of the
    /// compositions, as every component page lists its own.
    let screenLabels: [String: [(label: String, screen: String)]]
    /// The tokens each component or composition names in its spec, by its id, sorted: grouped
    /// once, as every component page lists its own.
    let tokensUsed: [String: [String]]
    /// Each token's line in the component pages' Tokens used lists, made once: the same on
    /// every component page (they are all in one folder), and a token is used by many.
    let tokenUsedLines = Memo<String, TokenUsedLine>()
    let compositions: [String: Composition]
    /// Each context's contrast measurements by subject, grouped once so that each component
    /// page looks up its own (see ``contrast(of:)``).
    private let contrastBySubject: [[String: [RuleMeasurement]]]
    /// The files findings are reported in, each as pages show it (see ``place(_:)``), worked
    /// out once: a large catalogue has thousands of findings in a few files each.
    private let shownFiles: [String: String]
    /// The name and page of every component and composition, by id (a component's first when a
    /// composition has the same id), for the many links to them.
    private let subjectPages: [String: (name: String, path: String)]
    /// The component pages' paths.
    let componentPages: PageNames
    /// The composition pages' paths.
    let compositionPages: PageNames

    init(checked: CheckedCatalog, toolVersion: String, root: ReportRoot, ruleExamples: RuleExampleChecks = .none) {
        self.checked = checked
        self.toolVersion = toolVersion
        self.root = root
        self.ruleExamples = ruleExamples
        let catalog = checked.catalog
        let names = ContextNames(modifiers: catalog.tokens.modifiers, contexts: checked.contexts.map(\.context))
        contextNames = names
        contexts = checked.contexts.map { (names.name(of: $0.context), $0.tokens) }
        resolverContexts = checked.contexts.map(\.context)
        schemes = Self.schemes(checked) ?? [(nil, checked.defaultContext.tokens)]
        findings = Dictionary(grouping: checked.diagnostics.filter { $0.subject != nil }) { $0.subject! }
        waived = Dictionary(grouping: checked.waived) { $0.diagnostic.subject ?? "" }
        var placements: [String: Set<String>] = [:]
        var screenLabels: [String: [(label: String, screen: String)]] = [:]
        var seenLabels: [String: Set<String>] = [:]
        for composition in catalog.compositions {
            for instance in composition.root.instances {
                placements[instance.component, default: []].insert(composition.id)
                if let label = instance.accessibilityLabel, seenLabels[instance.component, default: []].insert(label).inserted {
                    screenLabels[instance.component, default: []].append((label, composition.id))
                }
            }
        }
        self.placements = placements.mapValues { $0.sorted() }
        self.screenLabels = screenLabels
        tokensUsed = Dictionary(grouping: checked.catalog.tokenUses, by: \.subject).mapValues { Set($0.map(\.token)).sorted() }
        compositions = Dictionary(catalog.compositions.map { ($0.id, $0) }) { first, _ in first }
        contrastBySubject = checked.contexts.map { result in
            Dictionary(grouping: result.measurements.filter { CheckedCatalog.ContextResult.contrastRules.contains($0.ruleId) }, by: \.subject)
        }
        let files = Set(checked.diagnostics.map(\.location.file) + checked.waived.map(\.diagnostic.location.file))
        shownFiles = Dictionary(uniqueKeysWithValues: files.map { ($0, Self.shownFile($0, root: root)) })
        componentPages = PageNames(folder: "components", ids: catalog.components.map(\.id))
        compositionPages = PageNames(folder: "compositions", ids: catalog.compositions.map(\.id))
        var subjectPages: [String: (name: String, path: String)] = [:]
        for composition in catalog.compositions.reversed() {
            subjectPages[composition.id] = (composition.name, compositionPages.path(composition.id))
        }
        for component in catalog.components.reversed() { subjectPages[component.id] = (component.name, componentPages.path(component.id)) }
        self.subjectPages = subjectPages
    }

    var catalog: Catalog { checked.catalog }

    var configuration: RuleConfiguration { checked.configuration }

    /// Each context's measurements of `component`, as `CheckedCatalog.ContextResult.contrast(of:)`
    /// gives them: the contrast of its text and glyph layers over its own fills, in the order
    /// measured.
    func contrast(of component: Component) -> [[RuleMeasurement]] {
        contrastBySubject.map { ($0[component.id] ?? []).filter { $0.location.file == component.location.file } }
    }

    /// The tokens of the default context.
    var defaultTokens: TokenSet { checked.defaultContext.tokens }

    /// The components and compositions using `token` in the default context, directly or
    /// through aliases, sorted.
    func users(of token: String) -> [String] {
        checked.defaultContext.usage.users(of: token)
    }

    /// The light and dark token sets of the first modifier that has both contexts (the other
    /// modifiers at their defaults), if any.
    private static func schemes(_ checked: CheckedCatalog) -> [(className: String?, tokens: TokenSet)]? {
        let source = checked.catalog.tokens
        for modifier in source.modifiers where modifier.contexts.contains("light") && modifier.contexts.contains("dark") {
            let pair = ["light", "dark"].compactMap { scheme -> (String?, TokenSet)? in
                let context = source.defaultContext.merging([modifier.name: scheme])
                return checked.result(for: context).map { ("scheme-\(scheme)", $0.tokens) }
            }
            if pair.count == 2 { return pair }
        }
        return nil
    }

    /// How the previews' tokens are chosen, for the pages' text.
    var previewTokens: String {
        schemes.count == 2 ? "with the light tokens, or the dark ones when your system is in dark mode" : "with the tokens of the default context"
    }

    /// Per-context values (one for each of ``contexts``, in order) grouped where `key` is
    /// equal, in order of first appearance, each group with the name of its contexts: what they
    /// have in common ("Light" for light at every contrast; see ``ContextNames``).
    func groupedByContext<Value, Key: Equatable>(_ values: [Value], by key: (Value) -> Key) -> [(value: Value, contexts: String)] {
        contextGroups(values, by: key).map { ($0.value, $0.contexts) }
    }

    /// ``groupedByContext(_:by:)`` with each group's members as indices into ``contexts``, for
    /// the context chooser (``ContextChooser``).
    func contextGroups<Value, Key: Equatable>(_ values: [Value], by key: (Value) -> Key) -> [ContextGroup<Value>] {
        var groups: [(value: Value, key: Key, members: [Int])] = []
        for (index, value) in zip(values.indices, values) where index < resolverContexts.count {
            let valueKey = key(value)
            if let group = groups.firstIndex(where: { $0.key == valueKey }) {
                groups[group].members.append(index)
            } else {
                groups.append((value, valueKey, [index]))
            }
        }
        return groups.map {
            ContextGroup(value: $0.value, contexts: contextNames.name(ofMembers: $0.members), members: $0.members)
        }
    }

    /// Whether a reader chooses the context tables show (``ContextChooser``): with more
    /// contexts than fit as columns of their own.
    var choosesContext: Bool { contexts.count > SpecTable.mostContextColumns }

    /// The position of the default context in ``contexts``.
    var defaultContextIndex: Int {
        resolverContexts.firstIndex(of: checked.defaultContext.context) ?? 0
    }

    /// Each modifier with its contexts, and for each of ``contexts`` its context of every
    /// modifier, in the modifiers' order: what the chooser's menus offer.
    var modifierChoices: (modifiers: [TokenSource.Modifier], contexts: [[String]]) {
        let modifiers = catalog.tokens.modifiers
        return (modifiers, resolverContexts.map { context in modifiers.map { context[$0.name] ?? $0.defaultContext ?? "" } })
    }

    /// A Markdown link to a component or composition page from the page at `from`, named by its
    /// name; plain code for a subject that has no page.
    func subjectLink(_ subject: String, from: String) -> String {
        guard let page = subjectPage(subject) else { return MarkdownText.code(subject) }
        return MarkdownText.internalLink(page.name, to: SitePaths.link(from: from, to: page.path))
    }

    /// The name and page of a component or composition; nil for a subject that has no page.
    func subjectPage(_ subject: String) -> (name: String, path: String)? {
        subjectPages[subject]
    }

    /// `file:line:col` as pages show it: the file relative to the root, or its name alone when
    /// it lies outside (a baseline kept elsewhere), never a path of the machine that built the site.
    func place(_ location: SourceLocation) -> String {
        var shown = location
        shown.file = shownFiles[location.file] ?? Self.shownFile(location.file, root: root)
        return shown.description
    }

    private static func shownFile(_ file: String, root: ReportRoot) -> String {
        CatalogPath.relative(file, to: root.path) ?? PathName.lastComponent(file)
    }

    /// A Markdown link to a rule page, or the id as code for ids without a page.
    func ruleLink(_ id: String, from: String) -> String {
        guard RuleRegistry.rule(id) != nil else { return MarkdownText.code(id) }
        return "[\(MarkdownText.code(id))](<\(SitePaths.link(from: from, to: SitePaths.rule(id)))>)"
    }
}

/// Contexts that give one value: the value, the contexts' name as readers say it, and their
/// positions in ``SiteContext/contexts``.
struct ContextGroup<Value> {
    let value: Value
    let contexts: String
    let members: [Int]
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
            case .text, .spacer: []
            }
        }
    }

    /// The text runs among these elements and their stacks, in order, leaving out what
    /// component instances hold.
    var textRuns: [TextRun] {
        flatMap { element -> [TextRun] in
            switch element {
            case .text(let run): [run]
            case .stack(let stack): stack.children.textRuns
            case .component, .spacer: []
            }
        }
    }
}
