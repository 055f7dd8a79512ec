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
        // the maintainers' page) started first so that the many small ones fill in around them;
        // the search index's entries that need no page are made among them, not after them all.
        let large: [PageJob] = [.index, .tokens, .maintainers]
        let small =
            catalog.components.map(PageJob.component) + catalog.compositions.map(PageJob.composition) + RuleRegistry.descriptions.map(PageJob.rule)
            + [.rules]
        let made = (large.map(Job.page) + [.searchEntries] + small.map(Job.page)).concurrentMap { job -> Made in
            switch job {
            case .page(let page):
                let pages = page.build(context)
                let files = pages.flatMap { render($0, shell: shell) }
                writer?.write(files)
                return Made(pages: pages, files: files)
            case .searchEntries:
                return Made(search: [SearchEntries.subjects(context), SearchEntries.tokens(context)].map(SearchScript.elements))
            }
        }
        let search = made[large.count].search
        // The index lists the rules index and the coverage map (small jobs) before the token pages.
        let listedPages = made[(large.count + 1)...].flatMap(\.pages) + made[1].pages
        let shared = [
            Site.File(
                path: "search-index.js",
                contents: SearchScript.index([search[0], SearchScript.elements(SearchEntries.pages(listedPages)), search[1]])),
            Site.File(path: "tokens/tokens.js", contents: TokensScript.script),
            Site.File(path: "search.js", contents: SearchScript.script),
            Site.File(path: "site.js", contents: NavigationScript.script),
            Site.File(path: "site.css", contents: SiteStyle.css + "\n"),
        ]
        writer?.write(shared)
        // What the pages were made from is freed at exit, all at once, not piece by piece here.
        KeptUntilExit.keep((context, made))
        return Site(files: (made.flatMap(\.files) + shared).sorted { $0.path < $1.path })
    }

    /// One piece of the site's work, done on all cores with the others.
    private enum Job: Sendable {
        case page(PageJob)
        /// The search index's entries of the subjects and the tokens (see ``SearchEntries``).
        case searchEntries
    }

    /// What one ``Job`` makes.
    private struct Made: Sendable {
        var pages: [SitePage] = []
        var files: [Site.File] = []
        /// The subjects' and the tokens' search entries (``SearchScript/elements(_:)``).
        var search: [String] = []
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
