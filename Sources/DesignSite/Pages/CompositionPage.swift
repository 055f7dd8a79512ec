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
        page.add(
            "## Contents\n\nBackground: "
                + (ValueText.paint(composition.background, in: context.defaultTokens).map(MarkdownText.inline) ?? "unresolved")
                + "\n\n" + outline(composition.root.children, depth: 0).trimmingTrailingNewlines)
        FindingsSection.knownIssues(subject: composition.id, context: context)?.write(to: &page)
        SourceNotes(source: composition.source).section()?.write(to: &page)
        return page
    }

    /// The stacks, instances and text runs as a nested list.
    private func outline(_ elements: [Element], depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        let tokens = context.defaultTokens
        var text = ""
        for element in elements {
            switch element {
            case .stack(let stack):
                let spacing = stack.spacing.flatMap { $0.resolved(in: context.defaultTokens) }.map { ", spacing \(SVGNumber.format($0)) pt" } ?? ""
                let width = stack.frame?.width?.resolved(in: tokens).map { ", \(SVGNumber.format($0)) pt wide" } ?? ""
                let height = stack.frame?.height?.resolved(in: tokens).map { ", \(SVGNumber.format($0)) pt tall" } ?? ""
                text += "\(indent)- \(stack.axis.rawValue) stack\(spacing)\(width)\(height)\n" + outline(stack.children, depth: depth + 1)
            case .component(let instance):
                var line = "\(indent)- " + context.subjectLink(instance.component, from: path)
                if let variant = instance.variant { line += ", variant \(MarkdownText.code(variant))" }
                if let label = instance.label { line += ", label “\(MarkdownText.inline(label))”" }
                if let scale = instance.scale?.resolved(in: context.defaultTokens) { line += ", scale \(SVGNumber.format(scale))" }
                if let rotation = instance.rotation?.resolved(in: context.defaultTokens) { line += ", rotated \(SVGNumber.format(rotation))°" }
                for (name, value) in instance.arguments.sorted(by: { $0.key < $1.key }) {
                    guard let value = value.resolved(in: tokens) else { continue }
                    line += ", \(MarkdownText.inline(name)) \(SVGNumber.format(value))"
                }
                if let step = instance.buildStep { line += ", at the build step “\(MarkdownText.inline(step))”" }
                if let state = instance.state { line += ", \(state.rawValue)" }
                if let label = instance.accessibilityLabel { line += ", accessibility label “\(MarkdownText.inline(label))”" }
                text += line + "\n" + outline(instance.children, depth: depth + 1)
            case .spacer:
                text += "\(indent)- spacer\n"
            case .text(let run):
                let box = TextBox(run, in: context.defaultTokens)
                let fill = ValueText.paint(run.fill, in: context.defaultTokens) ?? "unresolved"
                text +=
                    "\(indent)- text “\(MarkdownText.inline(run.text))”, \(SVGNumber.format(box.fontSize)) pt \(ValueText.weight(box.fontWeight)), \(MarkdownText.inline(fill))\n"
            }
        }
        return text
    }
}
