import DesignCatalog

extension ComponentPage {
    /// Each variant (or the base, for a component without variants) with its preview in every
    /// state, its key specs (for each after the first, those that set it apart from the first)
    /// and the code that uses it, side by side; nil when there is nothing to show for any of them.
    /// `tables` holds the spec table of each of `previews`' looks.
    func examplesSection(_ previews: ComponentPreviews, tables: [SpecTable], ids: IDAllocator, notes: inout [String]) -> PageSection? {
        var section = PageSection(component.variants.isEmpty ? "Example" : "Variants")
        if drawable, let target = largerTouchTarget(previews) {
            section.add(
                html:
                    "<p class=\"hit-target-toggle\"><label><input type=\"checkbox\" id=\"show-hit-targets\"> Outline the touch target where it is larger than the drawing (\(HTMLEscaping.text(target)))</label></p>",
                markdown: "Where the touch target is larger than the drawing (\(MarkdownText.inline(target))), the HTML page can outline it.")
        }
        // The first look shows its key specs; each later one only what sets it apart from the
        // first, so a value is not repeated under every variant.
        let keyRows = tables.map(\.keyRows)
        let first = Set(keyRows.first.map { rows in rows.map { Self.shownKey($0, in: tables[0]) } } ?? [])
        for (look, (table, rows)) in zip(previews.looks, zip(tables, keyRows)) {
            var html = MarkupBuffer()
            html.append("<section class=\"variant-example\">")
            var markdown = ""
            if look.id != nil {
                html.append("<h3>")
                html.append(escaping: look.name)
                html.append("</h3>")
                markdown += "### \(MarkdownText.inline(look.name))\n\n"
            }
            if let summary = look.summary {
                html.append("<p>")
                html.append(escaping: summary)
                html.append("</p>")
                markdown += MarkdownText.inline(summary) + "\n\n"
            }
            html.append("<div class=\"example\">")
            if drawable {
                html.append("<div class=\"example-preview\">")
                let states = previews.states(look, ids: ids, into: &html)
                html.append("</div>")
                notes += states.notes
                markdown += "*Drawn from the anatomy in the HTML page: \(states.drawn.joined(separator: ", ")).*\n\n"
            }
            let isFirst = look.id == previews.looks.first?.id
            let differing = isFirst ? rows : rows.filter { !first.contains(Self.shownKey($0, in: table)) }
            let facts = keyFacts(
                look, rows: differing, in: table, otherwiseAs: isFirst || differing.count == rows.count ? nil : previews.looks.first?.name)
            guard drawable || !facts.html.isEmpty else { continue }
            if !facts.html.isEmpty {
                html.append("<div class=\"example-facts\">")
                html.append(facts.html)
                html.append("</div>")
            }
            markdown += facts.markdown
            html.append("</div></section>")
            section.add(html: html.bytes, markdown: markdown.trimmingTrailingNewlines)
        }
        return section.blocks.isEmpty ? nil : section
    }

    /// The looks whose touch target is larger than their drawing, named with what is larger
    /// ("Compact glass: 44 pt tall"); nil when there are none.
    private func largerTouchTarget(_ previews: ComponentPreviews) -> String? {
        let canvas = previews.canvas(context.defaultTokens, ids: IDAllocator(prefix: "hit"))
        let larger = previews.looks.compactMap { look -> String? in
            let drawn = canvas.size(ComponentLook(variant: look.id))
            guard let target = canvas.hitTarget(ComponentLook(variant: look.id), frame: Rect(x: 0, y: 0, width: drawn.width, height: drawn.height))
            else { return nil }
            let (wider, taller) = (target.width > drawn.width, target.height > drawn.height)
            let number = { (points: Double) in SVGNumber.format((points * 10).rounded() / 10) }
            let size =
                wider && taller
                ? "\(number(target.width)) × \(number(target.height)) pt"
                : wider ? "\(number(target.width)) pt wide" : "\(number(target.height)) pt tall"
            return look.id == nil ? size : "\(look.name): \(size)"
        }
        return larger.isEmpty ? nil : larger.joined(separator: "; ")
    }

    /// A key spec of `table` as a reader sees it: its name and its value in words, in every context.
    private static func shownKey(_ row: SpecTable.Row, in table: SpecTable) -> String {
        row.property + "\u{0}" + table.valueText(row)
    }

    /// Key specs of `table` as a definition list.
    private func keyFactsList(_ rows: [SpecTable.Row], in table: SpecTable) -> (html: String, markdown: String) {
        guard !rows.isEmpty else { return ("", "") }
        var html = "<dl class=\"key-specs\">"
        var markdown = ""
        for row in rows {
            html += "<dt>\(HTMLEscaping.text(row.property))</dt><dd>\(SpecTable.valueHTML(row, context: context, linkingTokensFrom: nil))</dd>"
            markdown += "- \(MarkdownText.inline(row.property)): \(MarkdownText.inline(table.valueText(row)))\n"
        }
        return (html + "</dl>", markdown + "\n")
    }

    /// A look's key specs (size, radius, padding, label, surface), said to be otherwise as
    /// `otherwiseAs`'s when given, and its SwiftUI snippet.
    private func keyFacts(_ look: ComponentPreviews.Look, rows: [SpecTable.Row], in table: SpecTable, otherwiseAs: String?) -> (
        html: String, markdown: String
    ) {
        var (html, markdown) = keyFactsList(rows, in: table)
        if let otherwiseAs {
            html += "<p class=\"key-specs-rest\">Otherwise as \(HTMLEscaping.text(otherwiseAs)).</p>"
            markdown += "Otherwise as \(MarkdownText.inline(otherwiseAs)).\n\n"
        }
        if let code = UsageSnippet.code(for: component, variant: look.id) {
            html += "<pre class=\"snippet\"><code class=\"language-swift\">\(SwiftHighlighting.html(code))</code></pre>"
            markdown += MarkdownText.codeBlock(code, language: "swift") + "\n\n"
        }
        return (html, markdown)
    }
}
