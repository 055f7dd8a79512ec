import DesignCatalog
import DesignRules
import DesignSupport

/// One of a rule's own examples as a Don't (it triggers the rule) or Do (it does not) card: the
/// example's screen or components drawn by the preview renderer, its summary, and its files
/// folded beneath, drawn from the example as ``RuleExampleChecks`` loaded and checked it.
struct RuleExampleFigure {
    let example: RuleExample
    let checked: CheckedCatalog?
    let triggers: Bool
    let context: SiteContext

    /// The largest part of a screen shown (at its real size), and the largest drawing of one
    /// component look, in CSS pixels.
    static let screenBox = (width: 440.0, height: 260.0)
    static let componentBox = (width: 200.0, height: 160.0)

    private var verdict: String { triggers ? "Don't" : "Do" }

    /// The card as HTML, and its Markdown stand-in with the files in a `<details>` block.
    func build(ids: IDAllocator) -> (html: String, markdown: String) {
        var html = "<div class=\"rule-example rule-example-\(triggers ? "dont" : "do")\"><figure>"
        if let drawing = drawing(ids: ids) { html += "<div class=\"stage rule-example-stage\">\(drawing)</div>" }
        html += "<figcaption><strong class=\"verdict\">\(verdict)</strong> \(HTMLEscaping.text(example.summary))</figcaption></figure>"
        var markdown = "**\(verdict):** \(MarkdownText.inline(example.summary))\n\n"
        let files =
            example.files + (example.options.map { [("rule options", $0)] } ?? [])
            + (example.contrastPairs.map { [("dscheck.json contrastPairs", $0)] } ?? [])
        let names = files.map(\.path).joined(separator: ", ")
        let languages = files.map { Self.language(of: $0.path) }
        let heading = languages.allSatisfy { $0 == "json" } ? "JSON" : "Files"
        html += "<details><summary>\(heading): \(HTMLEscaping.text(names))</summary>"
        markdown += "<details>\n<summary>\(heading): \(HTMLEscaping.text(names))</summary>\n\n"
        for ((path, contents), language) in zip(files, languages) {
            html +=
                "<p><code>\(HTMLEscaping.text(path))</code></p><pre><code class=\"language-\(language)\">\(HTMLEscaping.text(contents))</code></pre>"
            markdown += "\(MarkdownText.code(path)):\n\n" + MarkdownText.codeBlock(contents, language: language) + "\n\n"
        }
        return (html + "</details></div>", markdown + "</details>")
    }

    /// The code language of an example file: Swift for the app sources the drift rules read,
    /// JSON for catalogue files and rule options.
    private static func language(of path: String) -> String {
        path.hasSuffix(".swift") ? "swift" : "json"
    }

    /// The example's screen around its content at its real size, else each look of each of its
    /// components, scaled to fit; nil for an example of token files alone. A component page's
    /// Do and Don't show it too.
    func drawing(ids: IDAllocator) -> String? {
        guard let checked else { return nil }
        let catalog = checked.catalog
        let exampleContext = SiteContext(checked: checked, toolVersion: context.toolVersion, root: context.root)
        if let composition = catalog.compositions.first {
            let screen = ScreenRenderer(context: exampleContext, tokens: catalog.defaultTokens, ids: ids).render(composition)
            return Thumbnail.crop(screen.html, width: screen.width, height: screen.height, window: Self.window(around: screen.content, in: screen))
        }
        let drawings = catalog.components.filter { !SiteDocumentation.hasNoAnatomy($0) }.flatMap { component in
            let looks: [String?] = component.variants.isEmpty ? [nil] : component.variants.map(\.id)
            // Each look at rest, then in each state the spec gives (a disabled state's dimming is
            // what some examples are about), each state named beneath its drawing.
            let states: [InteractionState?] = [nil] + component.states
            return looks.flatMap { look in
                states.map { state in
                    var html = MarkupBuffer()
                    let drawing = ComponentPreviews(component: component, context: exampleContext).canvas(catalog.defaultTokens, ids: ids).canvas(
                        ComponentLook(variant: look, state: state), title: nil, into: &html)
                    let thumbnail = Thumbnail.html(html.text, width: drawing.width, height: drawing.height, box: Self.componentBox)
                    guard states.count > 1 else { return thumbnail }
                    let name = state.map { $0.kind.rawValue.prefix(1).uppercased() + $0.kind.rawValue.dropFirst() } ?? "Resting"
                    return "<div class=\"rule-example-state\">\(thumbnail)<span class=\"tk-caption\">\(name)</span></div>"
                }
            }
        }
        if drawings.isEmpty, example.contrastPairs != nil { return pairSamples(checked) }
        return drawings.isEmpty ? nil : drawings.joined()
    }

    /// The part of a screen a rule example shows at its real size: its content with a margin,
    /// at most ``screenBox``, within the screen's frame.
    private static func window(around content: Rect, in screen: (html: String, width: Double, height: Double, content: Rect, notes: [String])) -> Rect
    {
        let margin = 24.0
        let width = min(screenBox.width, screen.width, content.width + 2 * margin)
        let height = min(screenBox.height, screen.height, max(96, content.height + 2 * margin))
        let x = min(max(0, content.x + content.width / 2 - width / 2), screen.width - width)
        let y = min(max(0, content.y + content.height / 2 - height / 2), screen.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A declared-pairs example drawn as its pairs: each foreground's sample on its background,
    /// with the ratio the check measured.
    private func pairSamples(_ checked: CheckedCatalog) -> String? {
        let rows = DeclaredPairMatrix(checked).rows
        let samples = rows.compactMap { row -> String? in
            guard let cell = row.cells.first ?? nil, let contrast = cell.contrast else { return nil }
            return
                "<span class=\"tk-specimen\"><span class=\"tk-sample\" aria-hidden=\"true\" style=\"color:\(HTMLEscaping.cssColor(contrast.foreground));background:\(contrast.background.hexString)\"></span><span class=\"tk-caption\">\(cell.shownValue):1</span></span>"
        }
        return samples.isEmpty ? nil : samples.joined()
    }
}
