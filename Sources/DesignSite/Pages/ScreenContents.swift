import DesignCatalog
import DesignTokens

/// A screen's "Contents" as a reader describes the screen, not as its view tree is built: what
/// is on it in order, each component by its name and variant's name with its label, state and
/// accessibility label, each text with its style in words and its colour. Stacks are said as
/// arrangements ("side by side, from left to right"), only where the arrangement changes; a
/// spacer is said only as where it pushes the rest ("at the bottom"). Colours and type are
/// given in every context, once where the contexts agree, as the spec tables give them: a
/// dark-mode reader sees the dark background too, not the light one alone.
struct ScreenContents {
    let composition: Composition
    let context: SiteContext
    /// The page the contents are on, for links.
    let path: String

    /// One thing on the screen, or an arrangement of things, and what it holds.
    private struct Item {
        var html: String
        var markdown: String
        var children: [Item] = []
    }

    func section() -> PageSection {
        var section = PageSection("Contents")
        let root = composition.root
        let intro = "What the screen shows" + (Self.placement(root).map { ", \($0)" } ?? "") + ", " + Self.order(root.axis) + "."
        let background = inEachContext { Self.paint(composition.background, in: $0) }
        let items = items(of: root)
        let names = context.contexts.map(\.name)
        // With a chooser the page names the context shown, and the script renames it.
        let differs: (html: String, markdown: String) =
            if context.choosesContext {
                (
                    " Colours and type are given in \(ContextChooser.heading(context)); one that differs between contexts lists them all under it.",
                    " Where the contexts differ, each is given."
                )
            } else if names.count == 2 {
                (
                    HTMLEscaping.text(" Where \(names[0]) and \(names[1]) differ, both are given."),
                    " Where \(names[0]) and \(names[1]) differ, both are given."
                )
            } else {
                names.count > 2 ? (" Where the contexts differ, each is given.", " Where the contexts differ, each is given.") : ("", "")
            }
        section.add(
            html: "<div class=\"screen-contents\"><p>\(HTMLEscaping.text(intro) + differs.html)</p>" + (ContextChooser.html(context) ?? "")
                + "<div>Background: \(background.html)</div><ul>\(Self.html(items))</ul></div>",
            markdown: intro + differs.markdown + "\n\nBackground: " + background.markdown + "\n\n"
                + Self.markdown(items, depth: 0).trimmingTrailingNewlines)
        return section
    }

    // MARK: Arrangement

    /// The items of a stack's children in order: spacers left out, a stack holding one thing
    /// said as that thing, a stack along its parent's axis merged into the parent, and texts
    /// in a row that share their style said together ("“Row 1”, “Row 2” and “Row 3”, each in
    /// Body style…").
    private func items(of stack: Stack) -> [Item] {
        var items: [Item] = []
        var texts: [Text] = []
        func sayTexts() {
            guard let style = texts.first?.style else { return }
            let quotes = Self.list(texts.map(\.quote))
            let each = texts.count > 1 ? ", each in " : " in "
            items.append(Item(html: quotes.html + each + style.html, markdown: quotes.markdown + each + style.markdown))
            texts = []
        }
        for element in stack.children {
            if case .text(let run) = element {
                let said = text(run)
                if let style = texts.first?.style, style.html != said.style.html { sayTexts() }
                texts.append(said)
                continue
            }
            sayTexts()
            switch element {
            case .spacer, .text: break
            case .component(let instance): items.append(component(instance))
            case .stack(let inner): items += arrangement(inner, in: stack.axis, at: nil)
            }
        }
        sayTexts()
        return items
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ parts: [(html: String, markdown: String)]) -> (html: String, markdown: String) {
        func joined(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
        }
        return (joined(parts.map(\.html)), joined(parts.map(\.markdown)))
    }

    /// A stack inside a stack along `axis`, placed `placement` by its parent's spacers.
    private func arrangement(_ stack: Stack, in axis: Stack.Axis, at outer: String?) -> [Item] {
        let placement = [outer, Self.placement(stack)].compactMap { $0 }.first
        let content = stack.children.filter { if case .spacer = $0 { false } else { true } }
        if content.count == 1, case .stack(let only) = content[0] {
            return arrangement(only, in: axis, at: placement)
        }
        let children = items(of: stack)
        if children.count == 1, let placement {
            var only = children[0]
            let lead = placement.prefix(1).uppercased() + placement.dropFirst() + ": "
            only.html = HTMLEscaping.text(lead) + only.html
            only.markdown = MarkdownText.inline(lead) + only.markdown
            return [only]
        }
        if stack.axis == axis && placement == nil { return children }
        let heading = ([placement, Self.arrangement(stack.axis), size(stack.frame)].compactMap { $0 }.joined(separator: ", ") + ":")
        let capitalised = heading.prefix(1).uppercased() + heading.dropFirst()
        return [Item(html: HTMLEscaping.text(capitalised), markdown: MarkdownText.inline(capitalised), children: children)]
    }

    /// A stack's fixed size (`.frame(width: 120)`) in words: `120 pt wide`.
    private func size(_ frame: FrameSize?) -> String? {
        let tokens = context.defaultTokens
        let width = frame?.width?.resolved(in: tokens).map { "\(SVGNumber.format($0)) pt wide" }
        let height = frame?.height?.resolved(in: tokens).map { "\(SVGNumber.format($0)) pt tall" }
        let said = [width, height].compactMap { $0 }
        return said.isEmpty ? nil : said.joined(separator: " and ")
    }

    /// The order a stack's children are said in.
    private static func order(_ axis: Stack.Axis) -> String {
        switch axis {
        case .vertical: "from top to bottom"
        case .horizontal: "from left to right"
        case .depth: "from back to front"
        }
    }

    /// How a stack inside another arranges what it holds.
    private static func arrangement(_ axis: Stack.Axis) -> String {
        switch axis {
        case .vertical: "one above the other"
        case .horizontal: "side by side, from left to right"
        case .depth: "layered, from back to front"
        }
    }

    /// Where spacers at a stack's ends push what it holds ("at the bottom" after a leading
    /// spacer in a vertical stack); nil when they push nothing there, or stand between things.
    private static func placement(_ stack: Stack) -> String? {
        let spacers = stack.children.map { if case .spacer = $0 { true } else { false } }
        let inner = spacers.drop { $0 }.reversed().drop { $0 }
        guard let leading = spacers.first, let trailing = spacers.last, !inner.isEmpty, !inner.contains(true) else { return nil }
        switch (stack.axis, leading, trailing) {
        case (.vertical, true, false): return "at the bottom"
        case (.vertical, false, true): return "at the top"
        case (.horizontal, true, false): return "on the right"
        case (.horizontal, false, true): return "on the left"
        case (.vertical, true, true), (.horizontal, true, true): return "in the middle"
        default: return nil
        }
    }

    // MARK: Things on the screen

    /// A component by its name (linked) and its variant's, then what the screen sets on it.
    private func component(_ instance: Instance) -> Item {
        let spec = context.catalog.component(instance.component)
        var html =
            context.subjectPage(instance.component).map {
                "<a href=\"\(HTMLEscaping.attribute(SitePaths.link(from: path, to: $0.path)))\">\(HTMLEscaping.text($0.name))</a>"
            } ?? HTMLEscaping.text(instance.component)
        var markdown = context.subjectLink(instance.component, from: path)
        var said: [String] = []
        if let variant = instance.variant {
            let name = spec?.variants.first { $0.id == variant }?.name ?? variant
            html += " (\(HTMLEscaping.text(name)))"
            markdown += " (\(MarkdownText.inline(name)))"
        }
        let tokens = context.defaultTokens
        if let label = instance.label { said.append("labelled “\(label)”") }
        if let step = instance.buildStep { said.append("at the build step “\(step)”") }
        if let state = instance.state { said.append(state.rawValue) }
        if let scale = instance.scale?.resolved(in: tokens), scale != 1 { said.append("drawn at \(SVGNumber.format(scale * 100)) %") }
        if let rotation = instance.rotation?.resolved(in: tokens), rotation != 0 { said.append("turned \(SVGNumber.format(rotation))°") }
        for (name, bound) in instance.arguments.sorted(by: { $0.key < $1.key }) {
            guard let value = bound.resolved(in: tokens) else { continue }
            let parameter = spec?.parameters.first { $0.name == name }
            if let parameter, !parameter.rotates.isEmpty {
                guard value != parameter.defaultDegrees else { continue }
                let parts = parameter.rotates.map { AnatomyLayer.plainName(of: $0).lowercased() }.joined(separator: " and ")
                said.append("its \(parts) turned \(SVGNumber.format(value))°")
            } else {
                said.append("\(name) \(SVGNumber.format(value))")
            }
        }
        if let layer = instance.layer { said.append("in the \(layer.rawValue) layer") }
        if let label = instance.accessibilityLabel { said.append("read by VoiceOver as “\(label)”") }
        if !said.isEmpty {
            html += ", " + HTMLEscaping.text(said.joined(separator: ", "))
            markdown += ", " + MarkdownText.inline(said.joined(separator: ", "))
        }
        let children = items(of: Stack(axis: .vertical, children: instance.children, location: instance.location))
        if children.count == 1, children[0].children.isEmpty {
            return Item(html: html + ", holding " + children[0].html, markdown: markdown + ", holding " + children[0].markdown)
        }
        if !children.isEmpty {
            html += ", holding:"
            markdown += ", holding:"
        }
        return Item(html: html, markdown: markdown, children: children)
    }

    /// A text: what it says, and its style in words with its colour.
    private struct Text {
        let quote: (html: String, markdown: String)
        let style: (html: String, markdown: String)
    }

    private func text(_ run: TextRun) -> Text {
        let type = inEachContext { tokens in
            let words = Self.style(run, in: tokens)
            return (words, HTMLEscaping.text(words))
        }
        let colour = inEachContext { Self.paint(run.fill, in: $0) }
        let opacity = run.opacity?.resolved(in: context.defaultTokens).flatMap { $0 < 1 ? ", at \(SVGNumber.format($0 * 100)) % opacity" : nil } ?? ""
        return Text(
            quote: ("“\(HTMLEscaping.text(run.text))”", "“\(MarkdownText.inline(run.text))”"),
            style: (
                "\(type.html), \(colour.html)\(HTMLEscaping.text(opacity))", "\(type.markdown), \(colour.markdown)\(MarkdownText.inline(opacity))"
            ))
    }

    /// A text's type as readers name it: `Title 2 style, 22 pt Semibold`, `SF Pro 24 pt Regular`.
    private static func style(_ run: TextRun, in tokens: TokenSet) -> String {
        guard let metrics = run.metrics(in: tokens, defaultSize: TextBox.defaultSize) else { return "an unresolved style" }
        let family = run.typography?.resolved(in: tokens)?.fontFamily.first.map { $0 + " " } ?? ""
        let size = "\(family)\(SVGNumber.format(metrics.size)) pt \(ValueText.weightName(metrics.weight))"
        return run.textStyle.map { "\(textStyleNames[$0] ?? $0) style, \(size)" } ?? size
    }

    /// The Dynamic Type text styles as Apple's Typography guidelines name them.
    private static let textStyleNames: [String: String] = [
        "largeTitle": "Large Title", "title": "Title 1", "title1": "Title 1", "title2": "Title 2", "title3": "Title 3", "headline": "Headline",
        "body": "Body", "callout": "Callout", "subheadline": "Subheadline", "footnote": "Footnote", "caption": "Caption 1", "caption1": "Caption 1",
        "caption2": "Caption 2",
    ]

    /// `describe` in every context, said once where the contexts agree, else for each group of
    /// contexts that agree, named: inline on the page, or, with more contexts than a reader
    /// can compare at once, the chosen context's with the others folded beneath
    /// (``ContextChooser``).
    private func inEachContext(_ describe: (TokenSet) -> (text: String, html: String)) -> (html: String, markdown: String) {
        let groups = context.contextGroups(context.contexts.map { describe($0.tokens) }) { $0.text }
        guard groups.count > 1 else { return (groups.first?.value.html ?? "", MarkdownText.inline(groups.first?.value.text ?? "")) }
        let markdown = MarkdownText.inline(groups.map { "\($0.contexts): \($0.value.text)" }.joined(separator: "; "))
        if context.choosesContext {
            let varying = groups.map { ContextGroup(value: $0.value.html, contexts: $0.contexts, members: $0.members) }
            return (ContextChooser.varying(varying, context: context), markdown)
        }
        let html = groups.map {
            "<span class=\"spec-context\"><span class=\"spec-context-name\">\(HTMLEscaping.text($0.contexts))</span> \($0.value.html)</span>"
        }.joined()
        return (html, markdown)
    }

    /// A paint in words, each colour after its chip and kept on one line with it: `#af52de`,
    /// `a gradient from the top left to the bottom right: #435059 → #747b81`, `Regular glass`.
    private static func paint(_ paint: Paint, in tokens: TokenSet) -> (text: String, html: String) {
        guard case .linearGradient(let gradient) = paint else {
            let value = SpecValue(.paint(paint), in: tokens)
            return (value.text, "<span class=\"screen-colour\">\(value.html)</span>")
        }
        let stops = gradient.resolvedStops(in: tokens).map(\.color)
        guard !stops.isEmpty else { return ("unresolved", "unresolved") }
        let from = "a gradient from \(place(gradient.start)) to \(place(gradient.end)): "
        return (
            from + stops.map(ValueText.color).joined(separator: " → "),
            HTMLEscaping.text(from)
                + stops.map {
                    "<span class=\"screen-colour\"><span class=\"chip\" style=\"background:\(HTMLEscaping.cssColor($0))\"></span>\(HTMLEscaping.text(ValueText.color($0)))</span>"
                }.joined(separator: " → ")
        )
    }

    /// A gradient's end in words: `topLeading` is "the top left".
    private static func place(_ point: UnitPoint) -> String {
        let names = [
            "top": "the top", "bottom": "the bottom", "leading": "the left", "trailing": "the right", "center": "the centre",
            "topLeading": "the top left", "topTrailing": "the top right", "bottomLeading": "the bottom left", "bottomTrailing": "the bottom right",
        ]
        return point.name.flatMap { names[$0] } ?? ValueText.point(point)
    }

    // MARK: Output

    private static func html(_ items: [Item]) -> String {
        items.map { "<li>\($0.html)" + ($0.children.isEmpty ? "" : "<ul>\(html($0.children))</ul>") + "</li>" }.joined()
    }

    private static func markdown(_ items: [Item], depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        return items.map { "\(indent)- \($0.markdown)\n" + markdown($0.children, depth: depth + 1) }.joined()
    }
}
