import DesignCatalog
import DesignTokens

/// A composition's page: the whole screen drawn from its spec, what it holds, its known issues.
struct CompositionPage {
    let composition: Composition
    let context: SiteContext

    private var path: String { context.compositionPages.path(composition.id) }

    func build() -> SitePage {
        var page = SitePage(path: path, title: composition.name, summary: composition.summary ?? "")
        page.add("# \(MarkdownText.inline(composition.name))")
        page.add(composition.summary.map(MarkdownText.inline) ?? "The spec gives no summary.")
        let ids = IDAllocator(prefix: "screen")
        var screens = ""
        var notes: [String] = []
        for scheme in context.schemes {
            let screen = ScreenRenderer(context: context, tokens: scheme.tokens, ids: ids).render(composition)
            screens += "<div class=\"stage device-stage\(scheme.className.map { " " + $0 } ?? "")\">\(screen.html)</div>"
            notes += screen.notes
        }
        page.add(
            "## Screen\n\nDrawn from the spec \(context.previewTokens), on a \(SVGNumber.format(context.catalog.manifest.device.width)) × \(SVGNumber.format(context.catalog.manifest.device.height)) pt screen: the background edge to edge, then the stacks laid out in the safe area with their spacing, spacers and alignment, each component from its anatomy."
        )
        page.add(html: screens, markdown: "*The screen is drawn in the HTML page.*")
        if !notes.isEmpty {
            page.add("Drawing notes:\n\n" + notes.uniqued().map { "- " + MarkdownText.inline($0) }.joined(separator: "\n"))
        }
        ScreenContents(composition: composition, context: context, path: path).section().write(to: &page)
        FindingsSection.knownIssues(subject: composition.id, context: context)?.write(to: &page)
        SourceNotes(source: composition.source).section()?.write(to: &page)
        return page
    }
}
