import DesignCatalog
import DesignTokens

/// The drawn parts of a component page: every variant in every state, and the build steps.
struct ComponentPreviews {
    let component: Component
    let context: SiteContext

    /// The variants shown: each variant, or the base when there are none.
    var looks: [(id: String?, name: String, summary: String?)] {
        component.variants.isEmpty
            ? [(nil, "Default", nil)]
            : component.variants.map { ($0.id, $0.name, $0.summary) }
    }

    /// The stage behind previews in `tokens`: the background of the first composition placing
    /// the component (glass blurs it), or the style sheet's neutral stage.
    func stageStyle(_ tokens: TokenSet) -> String {
        guard let first = context.placements[component.id]?.first, let composition = context.compositions[first],
            let background = CSSPaint.background(composition.background, width: 320, height: 200, tokens: tokens)
        else { return "" }
        return " style=\"background:\(background)\""
    }

    /// One stage per colour scheme (see `SiteContext.schemes`), each holding what `draw` makes
    /// with that scheme's tokens.
    private func stages(_ ids: IDAllocator, notes: inout [String], _ draw: (ComponentCanvas) -> (html: String, notes: [String])) -> String {
        var html = ""
        for scheme in context.schemes {
            let drawn = draw(ComponentCanvas(component: component, context: context, tokens: scheme.tokens, ids: ids))
            notes += drawn.notes
            html += "<div class=\"stage\(scheme.className.map { " " + $0 } ?? "")\"\(stageStyle(scheme.tokens))>\(drawn.html)</div>"
        }
        return html
    }

    /// The preview grid as HTML, its Markdown stand-in and the drawing notes.
    func grid() -> (html: String, markdown: String, notes: [String]) {
        let ids = IDAllocator(prefix: "preview")
        let pressed = component.states.first { $0.kind == .pressed }
        var html = "<div class=\"previews\">"
        var markdown = ""
        var notes: [String] = []
        for look in looks {
            html += "<section class=\"variant\"><h3>\(HTMLEscaping.text(look.name))</h3>"
            markdown += "### \(MarkdownText.inline(look.name))\n\n"
            if let summary = look.summary {
                html += "<p>\(HTMLEscaping.text(summary))</p>"
                markdown += MarkdownText.inline(summary) + "\n\n"
            }
            html += "<div class=\"preview-row\"><figure class=\"preview\">"
            var drawn = ["resting"]
            if let pressed {
                let label = HTMLEscaping.attribute("\(component.name), \(look.name): press to play the pressed state")
                html += stages(ids, notes: &notes) { canvas in
                    let resting = canvas.canvas(ComponentLook(variant: look.id), title: nil, pressable: pressed)
                    let style = canvas.pressProperties(pressed).style
                    return (
                        "<button type=\"button\" class=\"pressable\" style=\"\(style)\" aria-label=\"\(label)\">\(resting.html)</button>",
                        resting.notes
                    )
                }
                let animation = PressAnimation(pressed.animation, in: context.defaultTokens)
                html += "<figcaption>Resting. Press it to play the pressed state (\(HTMLEscaping.text(animation.summary))).</figcaption></figure>"
                drawn[0] = "resting (press it to play the pressed state)"
            } else {
                html += stages(ids, notes: &notes) { canvas in
                    let resting = canvas.canvas(ComponentLook(variant: look.id), title: "\(component.name), \(look.name)")
                    return (resting.html, resting.notes)
                }
                html += "<figcaption>Resting</figcaption></figure>"
            }
            for state in component.states {
                html +=
                    "<figure class=\"preview\">"
                    + stages(ids, notes: &notes) { canvas in
                        let drawing = canvas.canvas(
                            ComponentLook(variant: look.id, state: state), title: "\(component.name), \(look.name), \(state.kind.rawValue)")
                        return (drawing.html, drawing.notes)
                    } + "<figcaption>\(state.kind.rawValue.capitalized)</figcaption></figure>"
                drawn.append(state.kind.rawValue)
            }
            html += "</div></section>"
            markdown += "*Drawn from the anatomy in the HTML page: \(drawn.joined(separator: ", ")).*\n\n"
        }
        html += "</div>"
        return (html, markdown.trimmingTrailingNewlines, notes.uniqued())
    }

    /// The build steps as a list of pictures, each the standalone SVG of that step.
    func buildSteps() -> (html: String, markdown: String) {
        var html = "<ol class=\"build-steps\">"
        var markdown = ""
        for (index, step) in component.buildSteps.enumerated() {
            let canvas = ComponentCanvas(
                component: component, tokens: context.defaultTokens, ids: IDAllocator(prefix: "\(component.id)-step-\(index + 1)"),
                assets: context.catalog.assets)
            let svg = canvas.svg(ComponentLook(buildStep: index), title: "\(component.name), step \(index + 1): \(step.title)").svg
            html += "<li><figure class=\"build-step\"><div class=\"stage\">\(svg)</div><figcaption><strong>\(HTMLEscaping.text(step.title))</strong>"
            markdown += "\(index + 1). **\(MarkdownText.inline(step.title))**"
            if let summary = step.summary {
                html += " \(HTMLEscaping.text(summary))"
                markdown += ": \(MarkdownText.inline(summary))"
            }
            html += "</figcaption></figure></li>"
            markdown += "\n"
        }
        return (html + "</ol>", markdown.trimmingTrailingNewlines)
    }
}
