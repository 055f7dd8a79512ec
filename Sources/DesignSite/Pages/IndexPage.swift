import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// The home page: a gallery of the components and the screens, each a card with a thumbnail of
/// its preview, its name, its purpose and its status. The catalogue's health is for maintainers and
/// lives on their page.
struct IndexPage {
    let context: SiteContext

    private let path = SitePaths.index

    /// The largest thumbnail on a card, in CSS pixels.
    static let thumbnailBox = (width: 232.0, height: 128.0)
    /// A screen's thumbnail box: a phone is tall, so its card grows to show it 300 px high
    /// (about 139 px wide), readable beside the component cards and within a card at 390 px.
    static let screenThumbnailBox = (width: 232.0, height: 300.0)

    func build() -> SitePage {
        let catalog = context.catalog
        var page = SitePage(path: path, title: catalog.manifest.name, summary: "The \(catalog.manifest.name) design system")
        page.add("# \(MarkdownText.inline(catalog.manifest.name))")
        page.add(
            "Version \(MarkdownText.cell(catalog.manifest.version)) for \(catalog.manifest.platform.displayName): \(catalog.components.count) \(catalog.components.count == 1 ? "component" : "components"), \(catalog.compositions.count) \(catalog.compositions.count == 1 ? "screen" : "screens") and [\(context.defaultTokens.tokens.count) tokens](<\(SitePaths.link(from: path, to: SitePaths.tokens))>), checked against \(RuleRegistry.descriptions.count) rules in \(context.contexts.count) \(context.contexts.count == 1 ? "context" : "contexts")."
        )
        let ids = IDAllocator(prefix: "card")
        gallery(&page, "Components", empty: "This catalogue has no components yet: add a spec to its `components` folder.") {
            catalog.components.map { componentCard($0, ids: ids) }
        }
        gallery(&page, "Screens", empty: "This catalogue has no screens yet: add a composition to its `compositions` folder.") {
            catalog.compositions.map { screenCard($0, ids: ids) }
        }
        return page
    }

    /// A section of cards, or a sentence saying how to add the first.
    private func gallery(_ page: inout SitePage, _ title: String, empty: String, cards: () -> [(html: String, markdown: String)]) {
        page.add("## \(title)")
        let cards = cards()
        guard !cards.isEmpty else { return page.add(empty) }
        page.add(html: "<ul class=\"cards\">" + cards.map(\.html).joined() + "</ul>", markdown: cards.map(\.markdown).joined(separator: "\n"))
    }

    /// A card: the thumbnail in each colour scheme, the linked name, the purpose and a meta line.
    private func card(name: String, link: String, purpose: String?, meta: String, thumbnails: [String]) -> String {
        var html = "<li class=\"card\">" + thumbnails.joined()
        html += "<h3><a href=\"\(HTMLEscaping.attribute(link))\">\(HTMLEscaping.text(name))</a></h3>"
        if let purpose { html += "<p class=\"card-purpose\">\(HTMLEscaping.text(purpose))</p>" }
        return html + "<p class=\"card-meta\">\(meta)</p></li>"
    }

    /// One stage per colour scheme, each holding what `draw` makes with its tokens.
    private func stages(kind: String = "card-stage", style: (TokenSet) -> String = { _ in "" }, _ draw: (TokenSet) -> String?) -> [String] {
        context.schemes.map { scheme in
            let content = draw(scheme.tokens) ?? "<span class=\"card-empty\">Nothing to draw</span>"
            return "<div class=\"stage \(kind)\(scheme.className.map { " " + $0 } ?? "")\"\(style(scheme.tokens))>\(content)</div>"
        }
    }

    private func componentCard(_ component: Component, ids: IDAllocator) -> (html: String, markdown: String) {
        let link = SitePaths.link(from: path, to: context.componentPages.path(component.id))
        let previews = ComponentPreviews(component: component, context: context)
        let thumbnails = stages(style: previews.stageStyle) { tokens in
            guard !SiteDocumentation.hasNoAnatomy(component) else { return nil }
            var html = MarkupBuffer()
            let drawing = previews.canvas(tokens, ids: ids).canvas(ComponentLook(variant: component.variants.first?.id), title: nil, into: &html)
            return Thumbnail.html(html.text, width: drawing.width, height: drawing.height, box: Self.thumbnailBox)
        }
        let status = component.status.rawValue
        let meta = "<span class=\"badge badge-\(status)\">\(status.capitalized)</span> <span class=\"card-kind\">\(component.kind.readerName)</span>"
        let html = card(name: component.name, link: link, purpose: component.purpose, meta: meta, thumbnails: thumbnails)
        let markdown = "- \(MarkdownText.internalLink(component.name, to: link)) (\(status)): \(MarkdownText.cell(component.purpose))"
        return (html, markdown)
    }

    private func screenCard(_ composition: Composition, ids: IDAllocator) -> (html: String, markdown: String) {
        let link = SitePaths.link(from: path, to: context.compositionPages.path(composition.id))
        let thumbnails = stages(kind: "card-stage screen-card-stage") { tokens in
            let screen = ScreenRenderer(context: context, tokens: tokens, ids: ids).render(composition)
            return Thumbnail.html(screen.html, width: screen.width, height: screen.height, box: Self.screenThumbnailBox)
        }
        let placed = Set(composition.root.instances.map(\.component)).count
        let meta = "<span class=\"card-kind\">\(placed) \(placed == 1 ? "component" : "components")</span>"
        let html = card(name: composition.name, link: link, purpose: composition.purpose, meta: meta, thumbnails: thumbnails)
        let markdown = "- \(MarkdownText.internalLink(composition.name, to: link))" + (composition.purpose.map { ": " + MarkdownText.cell($0) } ?? "")
        return (html, markdown)
    }
}
