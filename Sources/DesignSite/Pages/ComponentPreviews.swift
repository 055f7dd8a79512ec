import DesignCatalog
import DesignTokens

/// The drawn parts of a component page: every variant in every state, and the build steps.
struct ComponentPreviews {
    let component: Component
    let context: SiteContext

    private var tokens: TokenSet { context.defaultTokens }

    /// The variants shown: each variant, or the base when there are none.
    var looks: [(id: String?, name: String, summary: String?)] {
        component.variants.isEmpty
            ? [(nil, "Default", nil)]
            : component.variants.map { ($0.id, $0.name, $0.summary) }
    }

    /// The stage behind previews: the background of the first composition placing the
    /// component (glass blurs it), or the style sheet's neutral stage.
    private var stageStyle: String {
        guard let first = context.placements[component.id]?.first, let composition = context.compositions[first],
              let background = CSSPaint.background(composition.background, width: 320, height: 200, tokens: tokens) else { return "" }
        return " style=\"background:\(background)\""
    }

    /// The preview grid as HTML, its Markdown stand-in and the drawing notes.
    func grid() -> (html: String, markdown: String, notes: [String]) {
        let ids = IDAllocator(prefix: "preview")
        let canvas = ComponentCanvas(component: component, tokens: tokens, ids: ids)
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
            html += "<div class=\"preview-row\">"
            let resting = canvas.canvas(ComponentLook(variant: look.id), title: pressed == nil ? "\(component.name), \(look.name)" : nil, pressable: pressed)
            notes += resting.notes
            var drawn = ["resting"]
            html += "<figure class=\"preview\"><div class=\"stage\"\(stageStyle)>"
            if let pressed {
                let press = canvas.pressProperties(pressed)
                html += "<button type=\"button\" class=\"pressable\" style=\"\(press.style)\" aria-label=\"\(HTMLEscaping.attribute("\(component.name), \(look.name): press to play the pressed state"))\">\(resting.html)</button>"
                html += "</div><figcaption>Resting. Press it to play the pressed state (\(HTMLEscaping.text(press.animation.summary))).</figcaption></figure>"
                drawn[0] = "resting (press it to play the pressed state)"
            } else {
                html += "\(resting.html)</div><figcaption>Resting</figcaption></figure>"
            }
            for state in component.states {
                let drawing = canvas.canvas(ComponentLook(variant: look.id, state: state), title: "\(component.name), \(look.name), \(state.kind.rawValue)")
                notes += drawing.notes
                html += "<figure class=\"preview\"><div class=\"stage\"\(stageStyle)>\(drawing.html)</div><figcaption>\(state.kind.rawValue.capitalized)</figcaption></figure>"
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
            let canvas = ComponentCanvas(component: component, tokens: tokens, ids: IDAllocator(prefix: "\(component.id)-step-\(index + 1)"))
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
