import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// A component's page, in the order design-system sites use: header, preview, build steps,
/// specs, guidance, usage, accessibility, findings, related.
struct ComponentPage {
    let component: Component
    let context: SiteContext

    private var path: String { context.componentPages.path(component.id) }

    /// The page.
    func build() -> SitePage {
        var page = SitePage(path: path, title: component.name, summary: component.summary)
        header(&page)
        preview(&page)
        if component.buildSteps.isEmpty {
            page.add("## Build steps\n\nThe spec has no build steps.")
        } else {
            let steps = ComponentPreviews(component: component, context: context).buildSteps()
            page.add(
                "## Build steps\n\nEach step adds the layers it names to those of the steps before it, and draws the layer changes it lists at that step only."
            )
            page.add(html: steps.html, markdown: steps.markdown)
        }
        specs(&page)
        guidance(&page)
        usage(&page)
        accessibility(&page)
        page.add(FindingsSection.markdown(subject: component.id, page: path, context: context))
        related(&page)
        return page
    }

    private func header(_ page: inout SitePage) {
        page.add("# \(MarkdownText.inline(component.name))")
        let status = component.status.rawValue
        page.add(
            html:
                "<p class=\"badges\"><span class=\"badge badge-\(status)\">\(status.capitalized)</span> <span class=\"badge\">\(component.kind.rawValue)</span> <span class=\"badge\">\(component.layer.rawValue) layer</span></p>",
            markdown: "**Status:** \(status) · **Kind:** \(component.kind.rawValue) · **Layer:** \(component.layer.rawValue)")
        var text = MarkdownText.inline(component.summary) + "\n\n"
        switch (component.symbol, component.sourceFile) {
        case (let symbol?, let file?): text += "Documents \(MarkdownText.code(symbol)) in \(MarkdownText.code(file))."
        case (let symbol?, nil): text += "Documents \(MarkdownText.code(symbol)); the spec names no source file."
        case (nil, let file?): text += "Documents code in \(MarkdownText.code(file)); the spec names no symbol."
        case (nil, nil): text += "The spec names no code symbol or source file."
        }
        if let role = component.contentRole { text += " Content role: \(role.rawValue)." }
        page.add(text)
        if !component.parameters.isEmpty {
            var table = "| Parameter | Type | Default |\n| --- | --- | --- |\n"
            for parameter in component.parameters {
                table +=
                    "| \(MarkdownText.tableCode(parameter.name)) | \(MarkdownText.tableCode(parameter.type)) | \(parameter.defaultValue.map(MarkdownText.tableCode) ?? "none") |\n"
            }
            page.add(table.trimmingTrailingNewlines)
        }
    }

    private func preview(_ page: inout SitePage) {
        guard !component.anatomy.isEmpty || component.variants.contains(where: { !$0.anatomy.isEmpty }) else {
            page.add("## Preview\n\nThe spec has no anatomy, so there is nothing to draw. Add an `anatomy` layer stack to its file to see it here.")
            return
        }
        let previews = ComponentPreviews(component: component, context: context)
        let grid = previews.grid()
        page.add("## Preview\n\nDrawn from the anatomy \(context.previewTokens), every variant in every state.")
        page.add(html: grid.html, markdown: grid.markdown)
        if !grid.notes.isEmpty {
            page.add("Drawing notes:\n\n" + grid.notes.map { "- " + MarkdownText.inline($0) }.joined(separator: "\n"))
        }
    }

    private func specs(_ page: inout SitePage) {
        page.add("## Specs\n\nEvery value the spec sets, the token it names and what it resolves to in each context.")
        for look in ComponentPreviews(component: component, context: context).looks {
            let table = SpecTable(component: component, variant: look.id).markdown(contexts: context.contexts)
            page.add("### \(MarkdownText.inline(look.name)) specs\n\n" + (table ?? "The spec sets no values here.").trimmingTrailingNewlines)
        }
    }

    private func guidance(_ page: inout SitePage) {
        guard !component.guidance.isEmpty else {
            page.add("## Guidance\n\nThe spec gives no guidance.")
            return
        }
        var text = "## Guidance\n\n"
        for (index, item) in component.guidance.enumerated() {
            text += "\(index + 1). **\(MarkdownText.inline(item.title))**: \(MarkdownText.inline(item.text))"
            switch (item.sourceTitle, item.sourceURL) {
            case (let title, let url?): text += " Source: " + MarkdownText.link(title ?? url, to: url)
            case (let title?, nil): text += " Source: " + MarkdownText.inline(title)
            case (nil, nil): break
            }
            text += "\n"
        }
        page.add(text.trimmingTrailingNewlines)
    }

    private func usage(_ page: inout SitePage) {
        let usage = component.usage
        guard !usage.doItems.isEmpty || !usage.dontItems.isEmpty else {
            page.add("## Usage\n\nThe spec gives no usage advice.")
            return
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "None given." : items.map { "- " + MarkdownText.inline($0) }.joined(separator: "\n")
        }
        page.add("## Usage\n\n### Do\n\n\(list(usage.doItems))\n\n### Don't\n\n\(list(usage.dontItems))")
    }

    private func accessibility(_ page: inout SitePage) {
        let accessibility = component.accessibility
        var lines: [String] = []
        lines.append("Label: " + (accessibility.label.map { "“\(MarkdownText.inline($0))”" } ?? "not specified"))
        if let hint = accessibility.hint { lines.append("Hint: “\(MarkdownText.inline(hint))”") }
        let hidden = Set(accessibility.hiddenLayers).union(component.anatomy.flattened.filter(\.decorative).map(\.id)).sorted()
        lines.append("Hidden from assistive technologies: " + (hidden.isEmpty ? "nothing" : hidden.map(MarkdownText.code).joined(separator: ", ")))
        lines.append("Children combined into one element: " + (accessibility.combinesChildren ? "yes" : "no"))
        lines.append("Reduced motion: " + (accessibility.reducedMotion.map(MarkdownText.inline) ?? "no alternative specified"))
        if let feedback = component.feedback {
            let signals = feedback.onPress.map { signal -> String in
                switch signal {
                case .haptic(let name): "haptic \(MarkdownText.code(name))"
                case .sound(let name): "sound “\(MarkdownText.inline(name))”"
                }
            }
            lines.append("Feedback on press: " + (signals.isEmpty ? "none" : signals.joined(separator: ", ")))
            lines.append("Records or plays audio: " + (feedback.handlesAudio ? "yes (so it stays silent)" : "no"))
            if let silent = feedback.silentWhen { lines.append("Stays silent: \(MarkdownText.inline(silent))") }
        } else {
            lines.append("Feedback on press: not specified")
        }
        lines.append(contrast())
        page.add("## Accessibility\n\n" + lines.map { "- " + $0 }.joined(separator: "\n"))
    }

    /// The contrast of each text and glyph layer over the component's own opaque fills, in every
    /// context: the measurements `dscheck check` made.
    private func contrast() -> String {
        let rows = MeasurementRows(context.checked.contexts) { $0.contrast(of: component) }.rows
        guard !rows.isEmpty else {
            return
                "Contrast over its own fills: nothing measured (no text or glyph over an opaque fill of its own); where a composition places it, it is measured over the screen behind it"
        }
        let items = rows.map { key, measurements in
            let values = zip(context.contexts, measurements).map { scheme, measurement in
                "\(MarkdownText.inline(scheme.name)) " + (measurement.map(MeasurementRows.verdict) ?? "not measured")
            }
            return "  - \(MarkdownText.inline(key.item)): " + values.joined(separator: "; ")
        }
        return "Contrast over its own fills, where it is weakest:\n" + items.joined(separator: "\n")
    }

    private func related(_ page: inout SitePage) {
        var text = "## Related\n\n"
        if component.related.isEmpty {
            text += "The spec names no related components."
        } else {
            text += component.related.map { "- " + context.subjectLink($0, from: path) }.joined(separator: "\n")
        }
        if let placements = context.placements[component.id] {
            text += "\n\nPlaced in: " + placements.map { context.subjectLink($0, from: path) }.joined(separator: ", ") + "."
        }
        page.add(text)
    }
}
