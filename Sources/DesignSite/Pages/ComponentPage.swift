import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// A component's page in the order HIG, Primer and Polaris use: a header with the name, status,
/// one sentence of purpose and the symbol it documents; a hero preview; then, beside a sticky
/// "On this page" list, when to use it (guidance), its anatomy with numbered layers, each
/// variant's preview, key specs and code together, the parameters, the build steps, the states,
/// Do and Don't, accessibility, the specs grouped by part, the tokens it uses, known issues (the
/// waivers' reasons in plain words), related pages, and the source notes folded at the end. A section with nothing to show is left out.
struct ComponentPage {
    let component: Component
    let context: SiteContext

    var path: String { context.componentPages.path(component.id) }

    /// The page.
    func build() -> SitePage {
        var page = SitePage(path: path, title: component.name, summary: component.summary)
        let previews = ComponentPreviews(component: component, context: context)
        let ids = IDAllocator(prefix: "preview")
        var notes: [String] = []
        header(&page)
        if let look = previews.looks.first, drawable {
            let hero = previews.hero(look, ids: ids)
            notes += hero.notes
            page.add(html: hero.html, markdown: "*The HTML page opens with a preview of \(MarkdownText.inline(look.name)), drawn from the anatomy.*")
        }
        // One spec table per look, shared by the examples' key specs and the Specs section.
        let values = SpecValues(context: context)
        let tables = previews.looks.map { SpecTable(component: component, variant: $0.id, values: values) }
        let examples = examplesSection(previews, tables: tables, ids: ids, notes: &notes)
        let anatomy = anatomySection(previews, ids: ids, notes: &notes)
        let sections = [
            guidanceSection(), anatomy, examples, parametersSection(), buildStepsSection(previews), statesSection(), usageSection(),
            accessibilitySection(), specsSection(previews, tables: tables), tokensUsedSection(),
            FindingsSection.knownIssues(subject: component.id, context: context), relatedSection(),
            SourceNotes(component: component, drawingNotes: notes).section(),
        ].compactMap { $0 }
        guard !sections.isEmpty else {
            page.add(Self.onlyNamed)
            return page
        }
        let contents = PageSection.contents(sections)
        page.add(html: "<div class=\"component-layout\">" + contents.html + "<div class=\"component-content\">", markdown: contents.markdown)
        for section in sections { section.write(to: &page) }
        page.add(html: "</div></div>")
        return page
    }

    /// What a page says under its header when the spec gives nothing more to show; what is
    /// missing is for maintainers (`site/undocumented`, on their page).
    static let onlyNamed = "Only this component's name and summary are documented so far."

    /// Whether the spec has layers to draw.
    var drawable: Bool {
        !component.anatomy.isEmpty || component.variants.contains { !$0.anatomy.isEmpty }
    }

    /// Name, badges, summary and the symbol the spec documents.
    private func header(_ page: inout SitePage) {
        let status = component.status.rawValue
        var html =
            "<header class=\"component-header\"><h1>\(HTMLEscaping.text(component.name))</h1><p class=\"badges\"><span class=\"badge badge-\(status)\">\(status.capitalized)</span> <span class=\"badge\">\(component.kind.readerName)</span> <span class=\"badge\">\(component.layer.rawValue.capitalized) layer</span></p><p class=\"lede\">\(HTMLEscaping.text(component.summary))</p>"
        var markdown =
            "# \(MarkdownText.inline(component.name))\n\n**Status:** \(status) · **Kind:** \(component.kind.readerName) · **Layer:** \(component.layer.rawValue)\n\n\(MarkdownText.inline(component.summary))"
        if let symbol = symbolLine {
            html += "<p class=\"component-symbol\">\(symbol.html)</p>"
            markdown += "\n\n" + symbol.markdown
        }
        page.add(html: html + "</header>", markdown: markdown)
    }

    /// A content role in words, as the header says it.
    private static func words(for role: Component.ContentRole) -> String {
        switch role {
        case .card: "card"
        case .listRow: "list row"
        case .gridCell: "grid cell"
        case .pane: "pane"
        }
    }

    /// "Documents `Symbol` in `File.swift`", or nil when the spec names neither.
    private var symbolLine: (html: String, markdown: String)? {
        let code = { (text: String) in "<code>\(HTMLEscaping.text(text))</code>" }
        var parts: [(html: String, markdown: String)] = []
        if let symbol = component.symbol { parts.append((code(symbol), MarkdownText.code(symbol))) }
        if let file = component.sourceFile { parts.append((code(file), MarkdownText.code(file))) }
        guard !parts.isEmpty else { return nil }
        let role = component.contentRole.map { " It sits in the content layer as a \(Self.words(for: $0))." } ?? ""
        if parts.count == 2 {
            return ("Documents \(parts[0].html) in \(parts[1].html).\(role)", "Documents \(parts[0].markdown) in \(parts[1].markdown).\(role)")
        }
        let place = component.symbol == nil ? "code in " : ""
        return ("Documents \(place)\(parts[0].html).\(role)", "Documents \(place)\(parts[0].markdown).\(role)")
    }
}
