import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// Builds the documentation site of a catalogue: Markdown pages rendered through cmark-gfm,
/// with previews drawn from the specs, every page beside its Markdown twin.
package enum SiteGenerator {
    /// The site of a catalogue checked once by ``CatalogChecker`` (with ``SiteDocumentation``
    /// among its inspections, so the pages' gaps are configured and waived like every finding).
    /// Every file path the pages show is relative to `root` (the folder `check` reports from).
    /// The same input always gives the same files, byte for byte. `examples` are the rule
    /// pages' examples, checked (see ``RuleExampleChecks/make(in:)``).
    package static func generate(_ checked: CheckedCatalog, toolVersion: String, root: ReportRoot, examples: RuleExampleChecks) -> Site {
        let catalog = checked.catalog
        let context = SiteContext(checked: checked, toolVersion: toolVersion, root: root, ruleExamples: examples)
        // Every page is built at once, the few large ones (the gallery, the tokens, the maintainers' page)
        // started first so that the many small ones fill in around them.
        let large: [PageJob] = [.index, .tokens, .maintainers]
        let small =
            catalog.components.map(PageJob.component) + catalog.compositions.map(PageJob.composition) + RuleRegistry.descriptions.map(PageJob.rule)
            + [.rules]
        let built = (large + small).concurrentMap { $0.build(context) }
        let pages = built[large.count...].flatMap { $0 } + built[1] + built[0] + built[2]

        let shell = PageShell(siteName: catalog.manifest.name, toolVersion: toolVersion)
        // Rendered in the order they were built, the large pages first for the same reason, the
        // search index (nil) beside them (the files are sorted by path below, so no order shows).
        let jobs: [SitePage?] = [nil] + built.flatMap { $0 }
        var files = jobs.concurrentMap { page in
            page.map { render($0, shell: shell) }
                ?? [Site.File(path: "search-index.js", contents: SearchScript.index(SearchEntries.all(context, pages: pages)))]
        }.flatMap { $0 }
        files.append(Site.File(path: "tokens/tokens.js", contents: TokensScript.script))
        files.append(Site.File(path: "search.js", contents: SearchScript.script))
        files.append(Site.File(path: "site.js", contents: NavigationScript.script))
        files.append(Site.File(path: "site.css", contents: SiteStyle.css + "\n"))
        return Site(files: files.sorted { $0.path < $1.path })
    }

    /// What one page builder makes.
    private enum PageJob: Sendable {
        case component(Component)
        case composition(Composition)
        case rule(RuleDescription)
        /// The tokens index, the contrast page and the token groups' pages.
        case tokens
        case index
        case maintainers
        /// The index of the rules and the coverage map.
        case rules

        func build(_ context: SiteContext) -> [SitePage] {
            switch self {
            case .component(let component): [ComponentPage(component: component, context: context).build()]
            case .composition(let composition): [CompositionPage(composition: composition, context: context).build()]
            case .rule(let rule): [RulePage(rule: rule, context: context).build()]
            case .tokens: TokensPage(context: context).build()
            case .index: [IndexPage(context: context).build()]
            case .maintainers: [MaintainersPage(context: context).build()]
            case .rules: [RulesIndexPage(context: context).build(), CoveragePage().build()]
            }
        }
    }

    /// A page as HTML (its Markdown through cmark-gfm, fragments as they are, table cells
    /// labelled, headings anchored; see ``PageBody``) and its Markdown twin.
    private static func render(_ page: SitePage, shell: PageShell) -> [Site.File] {
        [
            Site.File(path: page.path + ".html", bytes: shell.document(for: page)),
            Site.File(path: page.path + ".md", contents: page.markdown + "\n"),
        ]
    }
}
