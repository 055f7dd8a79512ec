import DesignCatalog
import DesignRules

/// The sections of a component page after its examples; each is nil when the spec gives it
/// nothing to show.
extension ComponentPage {
    func parametersSection() -> PageSection? {
        guard !component.parameters.isEmpty else { return nil }
        var section = PageSection("Parameters")
        var table = "| Parameter | Type | Default |\n| --- | --- | --- |\n"
        for parameter in component.parameters {
            table +=
                "| \(MarkdownText.tableCode(parameter.label.map { "\($0) \(parameter.name)" } ?? parameter.name)) | \(MarkdownText.tableCode(parameter.type)) | \(parameter.defaultValue.map(MarkdownText.tableCode) ?? "required") |\n"
        }
        section.add(table.trimmingTrailingNewlines)
        return section
    }

    /// The Anatomy section: the first look drawn with a numbered callout on every layer and a
    /// legend naming them in plain words, so a reader can tell the parts apart before the specs
    /// name them.
    func anatomySection(_ previews: ComponentPreviews, ids: IDAllocator, notes: inout [String]) -> PageSection? {
        guard drawable, let look = previews.looks.first, let figure = previews.anatomy(look, ids: ids) else { return nil }
        notes += figure.notes
        var section = PageSection("Anatomy")
        let name = MarkdownText.inline(component.name) + (look.id == nil ? "" : ", " + MarkdownText.inline(look.name) + ",")
        let intro = "\(name) drawn with its layers numbered from the bottom of the stack up."
        section.add(intro)
        // The legend names the parts; how each is built (its summary, often SwiftUI code) is for
        // engineers and stays in the source notes.
        let legend = figure.layers.enumerated().map { index, layer in "\(index + 1). **\(MarkdownText.inline(layer.plainName))**" }
            .joined(separator: "\n")
        section.add(html: figure.html, markdown: legend)
        return section
    }

    func buildStepsSection(_ previews: ComponentPreviews) -> PageSection? {
        guard !component.buildSteps.isEmpty else { return nil }
        var section = PageSection("Build steps")
        section.add("Each step adds the layers it names to those of the steps before it.")
        let steps = previews.buildSteps()
        section.add(html: steps.html, markdown: steps.markdown)
        return section
    }

    /// The Specs section: `lookTables` holds the spec table of each of `previews`' looks.
    func specsSection(_ previews: ComponentPreviews, tables lookTables: [SpecTable]) -> PageSection? {
        var tables: [(heading: String?, table: SpecTable)] = zip(previews.looks, lookTables).map { ($0.id == nil ? nil : $0.name, $1) }
        var section = PageSection("Specs")
        let contexts = context.contexts.map { MarkdownText.inline($0.name) }
        let plain = "Every value the spec sets, by part, with the token it names; a layer without a frame fills the component."
        var intro = plain
        if contexts.count > 1 {
            intro +=
                " A value that is not the same in every context (\(contexts.joined(separator: " · "))) is shown for each group of contexts that agree."
        }
        if let split = SpecTable.splittingShared(tables.map(\.table)) {
            tables = [("All variants", split.shared)] + zip(tables, split.tables).map { ($0.heading, $1) }
        }
        tables.removeAll { $0.table.groups.isEmpty }
        guard !tables.isEmpty else { return nil }
        if SpecTable.hasContextColumns(context) {
            // The page's tables give each context a column; the Markdown twin's name them in the cell.
            let html = "<p>\(HTMLEscaping.text(plain)) Each context is a column; a value the same in neighbouring contexts spans them.</p>"
            section.add(html: html, markdown: intro)
        } else if let chooser = ContextChooser.html(context) {
            // Too many contexts for columns: the reader chooses one; the Markdown twin names them in the cell.
            let html =
                "<p>\(HTMLEscaping.text(plain)) Values are shown in \(ContextChooser.heading(context)); a value that differs between contexts lists every context under it.</p>"
            section.add(html: html + chooser, markdown: intro)
        } else {
            section.add(intro)
        }
        // Folded: the values are the reference a reader looks up, after the guidance and the
        // drawings; the Markdown twin and a printed page show them whole.
        let rows = tables.reduce(0) { $0 + $1.table.groups.reduce(0) { $0 + $1.rows.count } }
        section.add(html: "<details class=\"specs-fold\"><summary>Show all \(rows) values</summary>", markdown: "")
        for (heading, table) in tables {
            let html = heading.map { "<h3>\(HTMLEscaping.text($0))</h3>" } ?? ""
            let markdown = heading.map { "### \(MarkdownText.inline($0))\n\n" } ?? ""
            let label = [component.name, heading].compactMap { $0 }.joined(separator: ", ") + " specs"
            section.add(html: html + table.html(label: label, page: path), markdown: markdown + table.markdown(page: path))
        }
        section.add(html: "</details>", markdown: "")
        return section
    }

    func guidanceSection() -> PageSection? {
        guard !component.guidance.isEmpty else { return nil }
        var section = PageSection("When to use")
        var text = ""
        for (index, item) in component.guidance.enumerated() {
            text += "\(index + 1). **\(MarkdownText.inline(item.title))**: \(MarkdownText.inline(item.text))"
            switch (item.sourceTitle, item.sourceURL) {
            case (let title, let url?): text += " Source: " + MarkdownText.link(title ?? url, to: url)
            case (let title?, nil): text += " Source: " + MarkdownText.inline(title)
            case (nil, nil): break
            }
            text += "\n"
        }
        section.add(text.trimmingTrailingNewlines)
        return section
    }

    /// Do and Don't, each item with the picture of the rule example it names, if any.
    func usageSection() -> PageSection? {
        let lists = [("Do", "do", component.usage.doItems), ("Don't", "dont", component.usage.dontItems)].filter { !$0.2.isEmpty }
        guard !lists.isEmpty else { return nil }
        var section = PageSection("Usage")
        let ids = IDAllocator(prefix: "usage")
        let html = lists.map { title, kind, items in
            "<section class=\"usage-\(kind)\"><h3>\(title)</h3><ul>"
                + items.map { item in
                    let picture = usagePicture(item, dont: kind == "dont", ids: ids).map { "<div class=\"stage usage-picture\">\($0)</div>" } ?? ""
                    return "<li>\(picture)\(HTMLEscaping.text(item.text))</li>"
                }.joined() + "</ul></section>"
        }.joined()
        let markdown = lists.map { title, _, items in
            "### \(title)\n\n" + items.map { "- " + MarkdownText.inline($0.text) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
        section.add(html: "<div class=\"do-dont\">\(html)</div>", markdown: markdown)
        return section
    }

    /// The drawing of the rule example `item` names: for a Don't the rule's triggering example
    /// (the one its summary names, else the first), for a Do one that passes; nil when it names
    /// none or one that does not exist (`site/unknown-example` says so to maintainers).
    private func usagePicture(_ item: UsageItem, dont: Bool, ids: IDAllocator) -> String? {
        guard let rule = item.rule, let description = RuleRegistry.rule(rule)?.description else { return nil }
        let examples = RuleExampleChecks.examples(of: description)
        guard
            let index = examples.indices.first(where: { index in
                examples[index].triggers == dont && (item.example.map { $0 == examples[index].example.summary } ?? true)
            })
        else { return nil }
        return RuleExampleFigure(
            example: examples[index].example, checked: context.ruleExamples.checked(rule, at: index), triggers: dont, context: context
        ).drawing(ids: ids)
    }

    func relatedSection() -> PageSection? {
        let placements = context.placements[component.id] ?? []
        guard !component.related.isEmpty || !placements.isEmpty else { return nil }
        var section = PageSection("Related")
        if !component.related.isEmpty {
            section.add(component.related.map { "- " + context.subjectLink($0, from: path) }.joined(separator: "\n"))
        }
        if !placements.isEmpty {
            section.add("Placed in: " + placements.map { context.subjectLink($0, from: path) }.joined(separator: ", ") + ".")
        }
        return section
    }
}
