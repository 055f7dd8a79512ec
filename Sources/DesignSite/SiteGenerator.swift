import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// Builds the documentation site of a catalogue: Markdown pages rendered through cmark-gfm,
/// with previews drawn from the specs, every page beside its Markdown twin.
public enum SiteGenerator {
    /// The site of a catalogue checked once by ``CatalogChecker`` (with ``SiteDocumentation``
    /// among its inspections, so the pages' gaps are configured and waived like every finding).
    /// The same input always gives the same files, byte for byte.
    public static func generate(_ checked: CheckedCatalog, toolVersion: String) -> Site {
        let catalog = checked.catalog
        let context = SiteContext(checked: checked, toolVersion: toolVersion)
        var pages = catalog.components.concurrentMap { ComponentPage(component: $0, context: context).build() }
        pages += catalog.compositions.concurrentMap { CompositionPage(composition: $0, context: context).build() }
        pages += RuleRegistry.descriptions.concurrentMap { RulePage(rule: $0, context: context).build() }
        pages += TokensPage(context: context).build()
        pages.append(IndexPage(context: context).build())

        let shell = PageShell(siteName: catalog.manifest.name, toolVersion: toolVersion)
        var files = pages.concurrentMap { page in render(page, shell: shell) }.flatMap { $0 }
        files.append(Site.File(path: "tokens/tokens.js", contents: TokensScript.script))
        files.append(Site.File(path: "search-index.js", contents: SearchScript.index(searchEntries(pages, context: context))))
        files.append(Site.File(path: "search.js", contents: SearchScript.script))
        files.append(Site.File(path: "site.css", contents: SiteStyle.css + "\n"))
        return Site(files: files.sorted { $0.path < $1.path })
    }

    /// A page as HTML (its Markdown through cmark-gfm, fragments as they are, headings
    /// anchored) and its Markdown twin.
    private static func render(_ page: SitePage, shell: PageShell) -> [Site.File] {
        let renderer = MarkdownRenderer()
        var body = ""
        for block in page.blocks {
            switch block {
            case .markdown(let markdown): body += renderer.html(from: markdown)
            case .html(let html, _): body += html + "\n"
            }
        }
        var anchors = HeadingAnchors()
        return [
            Site.File(path: page.path + ".html", contents: shell.document(for: page, content: anchors.apply(to: body))),
            Site.File(path: page.path + ".md", contents: page.markdown + "\n"),
        ]
    }

    /// Every page, and every token linked to its entry on its group's page.
    private static func searchEntries(_ pages: [SitePage], context: SiteContext) -> [SearchScript.Entry] {
        var entries = pages.filter { $0.path != SitePaths.index }.map { page -> SearchScript.Entry in
            let kind = String(page.path.split(separator: "/").first ?? "page").replacingOccurrences(of: "components", with: "component")
                .replacingOccurrences(of: "compositions", with: "composition").replacingOccurrences(of: "rules", with: "rule")
            return SearchScript.Entry(title: page.title, kind: kind, url: page.path + ".html", text: IndexPage.firstSentence(page.summary))
        }
        for token in context.defaultTokens.tokens {
            entries.append(
                SearchScript.Entry(
                    title: token.name, kind: "token", url: SitePaths.tokenLink(token.name, from: SitePaths.index), text: token.description ?? ""))
        }
        return entries
    }
}
