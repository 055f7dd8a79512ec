import DesignCatalog

/// The last section of a page, folded: where the spec's facts come from and what it assumes
/// (its `source` note and its variants'), how each layer is built (the layers' summaries), and
/// what the previews could not draw as specified.
struct SourceNotes {
    /// The spec's own `source` note.
    var source: String?
    /// The variants' `source` notes, by variant name.
    var variants: [(name: String, note: String)] = []
    /// The layers' summaries, by layer id.
    var layers: [(id: String, note: String)] = []
    /// What the previews could not draw as specified.
    var drawingNotes: [String] = []

    /// The notes of a component page.
    init(component: Component, drawingNotes: [String]) {
        source = component.source
        variants = component.variants.compactMap { variant in variant.source.map { (variant.name, $0) } }
        layers = Self.layerNotes(component)
        self.drawingNotes = drawingNotes.uniqued()
    }

    /// The notes of a spec that has only a `source` note.
    init(source: String?) {
        self.source = source
    }

    /// The section; nil when there is nothing to note.
    func section() -> PageSection? {
        var parts: [String] = []
        if let source { parts.append(MarkdownText.inline(source)) }
        let variants = variants.map { "- **\(MarkdownText.inline($0.name))**: \(MarkdownText.inline($0.note))" }
        if !variants.isEmpty { parts.append("Variants:\n\n" + variants.joined(separator: "\n")) }
        let layers = layers.map { "- \(MarkdownText.code($0.id)): \(MarkdownText.inline($0.note))" }
        if !layers.isEmpty { parts.append("Layers:\n\n" + layers.joined(separator: "\n")) }
        if !drawingNotes.isEmpty {
            parts.append("Drawing notes:\n\n" + drawingNotes.map { "- " + MarkdownText.inline($0) }.joined(separator: "\n"))
        }
        guard !parts.isEmpty else { return nil }
        var section = PageSection("Source notes")
        section.add(html: "<details class=\"source-notes\"><summary>Where the facts come from, assumptions and build notes</summary>", markdown: "")
        section.add(parts.joined(separator: "\n\n"))
        section.add(html: "</details>", markdown: "")
        return section
    }

    /// Each layer's summary, by layer id, the base's first and then those variants add or
    /// replace with a different summary.
    private static func layerNotes(_ component: Component) -> [(id: String, note: String)] {
        var seen: Set<String> = []
        var notes: [(id: String, note: String)] = []
        let layers = component.anatomy.flattened + component.variants.flatMap(\.anatomy.flattened)
        for layer in layers {
            guard let summary = layer.summary, seen.insert(layer.id + "\u{0}" + summary).inserted else { continue }
            notes.append((layer.id, summary))
        }
        return notes
    }
}
