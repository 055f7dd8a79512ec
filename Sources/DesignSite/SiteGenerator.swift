import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import OutputFolder

/// Builds the documentation site of a catalogue: Markdown pages rendered through cmark-gfm,
/// with previews drawn from the specs, every page beside its Markdown twin.
package enum SiteGenerator {
    /// The site of a catalogue checked once by ``CatalogChecker`` (with ``SiteDocumentation``
    /// among its inspections, so the pages' gaps are configured and waived like every finding).
    /// Every file path the pages show is relative to `root` (the folder `check` reports from).
    /// The same input always gives the same files, byte for byte. `examples` are the rule
    /// pages' examples, checked (see ``RuleExampleChecks/make()``). `writer`, when given, is
    /// handed each page's files as soon as they are rendered, so that writing them overlaps
    /// making the others.
    package static func generate(
        _ checked: CheckedCatalog, toolVersion: String, root: ReportRoot, examples: RuleExampleChecks,
        handingFilesTo writer: BackgroundFileWriter? = nil
    ) -> Site {
        let catalog = checked.catalog
        let context = SiteContext(checked: checked, toolVersion: toolVersion, root: root, ruleExamples: examples)
        let shell = PageShell(siteName: catalog.manifest.name, toolVersion: toolVersion)
        // Every page is built and rendered at once, the few large ones (the gallery, the tokens,
        // the maintainers' page) started first so that the many small ones fill in around them.
        let large: [PageJob] = [.index, .tokens, .maintainers]
        let small =
            catalog.components.map(PageJob.component) + catalog.compositions.map(PageJob.composition) + RuleRegistry.descriptions.map(PageJob.rule)
            + [.rules]
        let built = (large + small).concurrentMap { job -> (pages: [SitePage], files: [Site.File]) in
            let pages = job.build(context)
            let files = pages.flatMap { render($0, shell: shell) }
            writer?.write(files)
            return (pages, files)
        }
        let pages = built[large.count...].flatMap(\.pages) + built[1].pages + built[0].pages + built[2].pages
        let shared = [
            Site.File(path: "search-index.js", contents: SearchScript.index(SearchEntries.all(context, pages: pages))),
            Site.File(path: "tokens/tokens.js", contents: TokensScript.script),
            Site.File(path: "search.js", contents: SearchScript.script),
            Site.File(path: "site.js", contents: NavigationScript.script),
            Site.File(path: "site.css", contents: SiteStyle.css + "\n"),
        ]
        writer?.write(shared)
        return Site(files: (built.flatMap(\.files) + shared).sorted { $0.path < $1.path })
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
