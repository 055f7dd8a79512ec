import DesignCatalog
import DesignTokens

/// Lays out composition elements as SwiftUI does: a stack offers its children the space it is
/// offered, fixed children take their own size, spacers and other flexible children share what
/// is left along the stack's axis, and children are aligned across it by the stack's alignment
/// (centre by default). A component whose spec gives no size and that shows no label is a
/// shape, which fills what it is offered; a container with content is sized by its content:
/// rows of a list and cells of a grid (`contentRole`) each get the component's anatomy behind
/// them and the full width, a card or pane hugs its content with 16 pt of padding.
struct ScreenLayout {
    /// A laid-out element.
    struct Node {
        /// Whether the node grows with the width or height it is offered.
        var flexibleWidth = false
        var flexibleHeight = false
        /// A spacer's least length, or nil for anything else.
        var spacer: Double?
        /// The size taken when offered a width and a height.
        var measure: (_ width: Double, _ height: Double) -> (width: Double, height: Double)
        /// Markup filling `rect` (of a measured size), in the layout's coordinates.
        var place: (_ rect: Rect) -> String
    }

    let catalog: Catalog
    let tokens: TokenSet
    let ids: IDAllocator
    let unit: PreviewUnit
    /// What could not be drawn as specified.
    let notes: NoteList

    /// A list row's least height and its content's inset (a plain `List` row's).
    static let rowHeight = 44.0
    static let rowInset = (horizontal: 20.0, vertical: 11.0)
    /// The gap between glass rows and between grid cells.
    static let gap = 12.0
    /// The padding of a card or pane around its content (`.padding()`).
    static let contentPadding = 16.0
    /// A grid's columns when the spec gives none.
    static let gridColumns = 2

    /// The node that lays out `element`; a text run is drawn from the side `anchor` says (0 its
    /// leading edge, 0.5 its middle, 1 its trailing edge), the side its stack aligns it by, so
    /// where the browser's font is wider or narrower than the estimate the text still lines up
    /// with its siblings.
    func node(_ element: Element, anchor: Double = 0.5) -> Node {
        switch element {
        case .text(let run): text(run, anchor: anchor)
        case .stack(let stack): padded(framed(self.stack(stack), stack.frame), stack.padding)
        case .component(let instance): padded(component(instance), instance.padding)
        case .spacer(let spacer):
            Node(spacer: max(0, spacer.minLength?.resolved(in: tokens) ?? 0), measure: { _, _ in (0, 0) }, place: { _ in "" })
        }
    }

    // MARK: Stacks

    private func stack(_ stack: Stack) -> Node {
        let alignment = stack.alignment ?? .center
        let anchor = stack.axis == .horizontal ? 0.5 : alignment.horizontal
        let children = stack.children.map { node($0, anchor: anchor) }
        let spacing = stack.spacing?.resolved(in: tokens) ?? 8
        switch stack.axis {
        case .vertical, .horizontal:
            let vertical = stack.axis == .vertical
            return linear(children, vertical: vertical, spacing: spacing, across: vertical ? alignment.horizontal : alignment.vertical)
        case .depth:
            return depth(children, alignment: alignment)
        }
    }

    /// A `VStack` or `HStack`: each child's length along the axis, then the stack's size.
    private func linear(_ children: [Node], vertical: Bool, spacing: Double, across: Double) -> Node {
        let flexibleAlong = children.contains { $0.spacer != nil || (vertical ? $0.flexibleHeight : $0.flexibleWidth) }
        let flexibleAcross = children.contains { $0.spacer == nil && (vertical ? $0.flexibleWidth : $0.flexibleHeight) }
        let gaps = spacing * Double(max(children.count - 1, 0))
        func sizes(_ width: Double, _ height: Double) -> [(width: Double, height: Double)] {
            let along = vertical ? height : width
            let acrossOffer = vertical ? width : height
            var result = [(width: Double, height: Double)](repeating: (0, 0), count: children.count)
            var used = gaps
            var flexible: [Int] = []
            for (index, child) in children.enumerated() {
                if child.spacer != nil || (vertical ? child.flexibleHeight : child.flexibleWidth) {
                    flexible.append(index)
                    continue
                }
                result[index] = vertical ? child.measure(acrossOffer, along) : child.measure(along, acrossOffer)
                used += vertical ? result[index].height : result[index].width
            }
            let share = flexible.isEmpty ? 0 : max(0, along - used) / Double(flexible.count)
            for index in flexible {
                let child = children[index]
                if let least = child.spacer {
                    result[index] = vertical ? (0, max(share, least)) : (max(share, least), 0)
                } else {
                    result[index] = vertical ? child.measure(acrossOffer, share) : child.measure(share, acrossOffer)
                }
            }
            return result
        }
        func total(_ sizes: [(width: Double, height: Double)], _ width: Double, _ height: Double) -> (width: Double, height: Double) {
            let along = sizes.map { vertical ? $0.height : $0.width }.reduce(gaps, +)
            let acrossLength = flexibleAcross ? (vertical ? width : height) : (sizes.map { vertical ? $0.width : $0.height }.max() ?? 0)
            return vertical ? (acrossLength, along) : (along, acrossLength)
        }
        return Node(
            flexibleWidth: vertical ? flexibleAcross : flexibleAlong, flexibleHeight: vertical ? flexibleAlong : flexibleAcross,
            measure: { width, height in total(sizes(width, height), width, height) },
            place: { rect in
                let measured = sizes(rect.width, rect.height)
                var markup = ""
                var cursor = 0.0
                for (child, size) in zip(children, measured) {
                    let frame: Rect
                    if vertical {
                        frame = Rect(x: rect.x + (rect.width - size.width) * across, y: rect.y + cursor, width: size.width, height: size.height)
                        cursor += size.height + spacing
                    } else {
                        frame = Rect(x: rect.x + cursor, y: rect.y + (rect.height - size.height) * across, width: size.width, height: size.height)
                        cursor += size.width + spacing
                    }
                    markup += child.place(frame)
                }
                return markup
            })
    }

    /// A `ZStack`: every child offered the whole stack, aligned in it.
    private func depth(_ children: [Node], alignment: Alignment) -> Node {
        let layers = children.filter { $0.spacer == nil }
        let flexibleWidth = layers.contains(where: \.flexibleWidth)
        let flexibleHeight = layers.contains(where: \.flexibleHeight)
        return Node(
            flexibleWidth: flexibleWidth, flexibleHeight: flexibleHeight,
            measure: { width, height in
                let sizes = layers.map { $0.measure(width, height) }
                return (
                    flexibleWidth ? width : sizes.map(\.width).max() ?? 0, flexibleHeight ? height : sizes.map(\.height).max() ?? 0
                )
            },
            place: { rect in
                layers.map { child in
                    let size = child.measure(rect.width, rect.height)
                    return child.place(
                        Rect(
                            x: rect.x + (rect.width - size.width) * alignment.horizontal,
                            y: rect.y + (rect.height - size.height) * alignment.vertical,
                            width: size.width, height: size.height))
                }.joined()
            })
    }

    /// `node` with `.padding(insets)` around it.
    /// `.frame(width:height:)`: each fixed dimension offered to the content and taken whatever
    /// the content measures, the content centred in it (and overflowing it evenly when larger);
    /// a dimension the frame leaves open is the content's own.
    private func framed(_ node: Node, _ frame: FrameSize?) -> Node {
        let width = frame?.width?.resolved(in: tokens)
        let height = frame?.height?.resolved(in: tokens)
        guard width != nil || height != nil else { return node }
        return Node(
            flexibleWidth: width == nil && node.flexibleWidth, flexibleHeight: height == nil && node.flexibleHeight,
            measure: { offeredWidth, offeredHeight in
                let inner = node.measure(width ?? offeredWidth, height ?? offeredHeight)
                return (width ?? inner.width, height ?? inner.height)
            },
            place: { rect in
                let inner = node.measure(width ?? rect.width, height ?? rect.height)
                let innerWidth = width == nil ? rect.width : inner.width
                let innerHeight = height == nil ? rect.height : inner.height
                return node.place(
                    Rect(x: rect.midX - innerWidth / 2, y: rect.midY - innerHeight / 2, width: innerWidth, height: innerHeight))
            })
    }

    private func padded(_ node: Node, _ insets: EdgeInsets?) -> Node {
        guard let insets else { return node }
        let top = insets.top?.resolved(in: tokens) ?? 0
        let leading = insets.leading?.resolved(in: tokens) ?? 0
        let bottom = insets.bottom?.resolved(in: tokens) ?? 0
        let trailing = insets.trailing?.resolved(in: tokens) ?? 0
        return Node(
            flexibleWidth: node.flexibleWidth, flexibleHeight: node.flexibleHeight,
            measure: { width, height in
                let inner = node.measure(max(0, width - leading - trailing), max(0, height - top - bottom))
                return (inner.width + leading + trailing, inner.height + top + bottom)
            },
            place: { rect in
                node.place(
                    Rect(
                        x: rect.x + leading, y: rect.y + top, width: max(0, rect.width - leading - trailing),
                        height: max(0, rect.height - top - bottom)))
            })
    }

    // MARK: Leaves

    private func text(_ run: TextRun, anchor: Double) -> Node {
        let box = TextBox(run, in: tokens)
        let rect = Rect(x: 0, y: 0, width: box.width, height: box.height)
        var defs = ""
        var paint = " fill=\"#000000\""
        if let attributes = PaintAttributes(tokens: tokens, ids: ids).attributes("fill", run.fill, over: rect, defs: &defs) {
            paint = attributes
        } else {
            notes.add("The colour of “\(run.text)” does not resolve in this context; it is drawn black.")
        }
        let opacity = run.opacity?.resolved(in: tokens).map { " opacity=\"\(SVGNumber.format($0))\"" } ?? ""
        let svg =
            "<svg class=\"layers\" viewBox=\"0 0 \(SVGNumber.format(box.width)) \(SVGNumber.format(box.height))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(box.height))\" style=\"width:\(unit.css(box.width));height:\(unit.css(box.height))\" aria-hidden=\"true\" focusable=\"false\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>")
            + "<text x=\"\(SVGNumber.format(box.width * anchor))\" y=\"\(SVGNumber.format(box.height / 2))\" text-anchor=\"\(anchor == 0 ? "start" : anchor == 1 ? "end" : "middle")\" dominant-baseline=\"central\" font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(box.fontSize))\" font-weight=\"\(SVGNumber.format(box.fontWeight))\"\(paint)\(opacity)>\(HTMLEscaping.text(box.text))</text></svg>"
        return Node(measure: { _, _ in (box.width, box.height) }, place: { rect in self.positioned(svg, at: rect.x, rect.y) })
    }

    /// `markup` with its top left at `x`, `y`, turned and scaled about `origin` (its own
    /// coordinates) when asked.
    func positioned(_ markup: String, at x: Double, _ y: Double, origin: (Double, Double)? = nil, scale: Double = 1, rotation: Double = 0) -> String {
        var style = "left:\(unit.css(x));top:\(unit.css(y))"
        if let origin, scale != 1 || rotation != 0 {
            style += ";transform-origin:\(unit.css(origin.0)) \(unit.css(origin.1));transform:"
            if scale != 1 { style += "scale(\(SVGNumber.format(scale)))" }
            if rotation != 0 { style += (scale != 1 ? " " : "") + "rotate(\(SVGNumber.format(rotation))deg)" }
        }
        return "<span class=\"node\" style=\"\(style)\">\(markup)</span>"
    }

    // MARK: Components

    private func component(_ instance: Instance) -> Node {
        guard let component = catalog.component(instance.component) else {
            notes.add("The component “\(instance.component)” is not in the catalogue; it is left out.")
            return Node(measure: { _, _ in (0, 0) }, place: { _ in "" })
        }
        let canvas = ComponentCanvas(component: component, tokens: tokens, ids: ids, assets: catalog.assets, unit: unit)
        let look = ComponentLook(
            variant: instance.variant, state: instance.state.flatMap { kind in component.states.first { $0.kind == kind } },
            buildStep: instance.buildStep.flatMap { title in component.buildSteps.firstIndex { $0.title == title } }, labelText: instance.label,
            arguments: instance.arguments.compactMapValues { $0.resolved(in: tokens) })
        let scale = instance.scale?.resolved(in: tokens) ?? 1
        let rotation = instance.rotation?.resolved(in: tokens) ?? 0
        /// The component drawn with its frame filling `rect`; scale and rotation turn it about
        /// its centre without changing the space it takes, as in SwiftUI.
        func draw(_ look: ComponentLook, in rect: Rect) -> String {
            var html = MarkupBuffer()
            let drawing = canvas.canvas(look, title: nil, into: &html)
            notes.add(drawing.notes.map { "\(component.name): \($0)" })
            return positioned(
                html.text, at: rect.x - drawing.frame.x, rect.y - drawing.frame.y, origin: (drawing.frame.midX, drawing.frame.midY), scale: scale,
                rotation: rotation)
        }
        if !instance.children.isEmpty {
            return container(component, instance.children, look: look, draw: draw)
        }
        let sized = canvas.size(look)
        if sized.note == nil {
            return Node(measure: { _, _ in (sized.width, sized.height) }, place: { rect in draw(look, in: rect) })
        }
        // A shape with no size of its own fills what it is offered.
        return Node(
            flexibleWidth: true, flexibleHeight: true, measure: { width, height in (width, height) },
            place: { rect in
                var filled = look
                filled.size = (rect.width, rect.height)
                return draw(filled, in: rect)
            })
    }

    /// A container with content: list rows and grid cells each on the component's anatomy,
    /// or the content hugged by the anatomy.
    private func container(
        _ component: Component, _ children: [Element], look: ComponentLook, draw: @escaping (ComponentLook, Rect) -> String
    ) -> Node {
        let items = children.map { node($0) }
        func sized(_ width: Double, _ height: Double) -> ComponentLook {
            var sized = look
            sized.size = (width, height)
            return sized
        }
        switch component.contentRole {
        case .listRow?:
            let inset = Self.rowInset
            func rows(_ width: Double) -> [(node: Node, size: (width: Double, height: Double), height: Double)] {
                items.map { item in
                    let size = item.measure(max(0, width - 2 * inset.horizontal), .infinity)
                    return (item, size, max(Self.rowHeight, size.height + 2 * inset.vertical))
                }
            }
            return Node(
                flexibleWidth: true,
                measure: { width, _ in (width, rows(width).map(\.height).reduce(Self.gap * Double(max(items.count - 1, 0)), +)) },
                place: { rect in
                    var y = rect.y
                    var markup = ""
                    for row in rows(rect.width) {
                        markup += draw(sized(rect.width, row.height), Rect(x: rect.x, y: y, width: rect.width, height: row.height))
                        markup += row.node.place(
                            Rect(
                                x: rect.x + inset.horizontal, y: y + (row.height - row.size.height) / 2, width: row.size.width,
                                height: row.size.height))
                        y += row.height + Self.gap
                    }
                    return markup
                })
        case .gridCell?:
            let columns = Self.gridColumns
            func cells(_ width: Double) -> (width: Double, rows: [Double]) {
                let cellWidth = max(0, (width - Self.gap * Double(columns - 1)) / Double(columns))
                let heights = items.map { $0.measure(cellWidth - 2 * Self.contentPadding, .infinity).height + 2 * Self.contentPadding }
                let rows = stride(from: 0, to: items.count, by: columns).map { start in
                    max(Self.rowHeight, heights[start..<min(start + columns, items.count)].max() ?? 0)
                }
                return (cellWidth, rows)
            }
            return Node(
                flexibleWidth: true,
                measure: { width, _ in
                    let grid = cells(width)
                    return (width, grid.rows.reduce(Self.gap * Double(max(grid.rows.count - 1, 0)), +))
                },
                place: { rect in
                    let grid = cells(rect.width)
                    var markup = ""
                    var y = rect.y
                    for (row, height) in grid.rows.enumerated() {
                        for column in 0..<columns where row * columns + column < items.count {
                            let item = items[row * columns + column]
                            let cell = Rect(x: rect.x + Double(column) * (grid.width + Self.gap), y: y, width: grid.width, height: height)
                            markup += draw(sized(cell.width, cell.height), cell)
                            let size = item.measure(cell.width - 2 * Self.contentPadding, .infinity)
                            markup += item.place(cell.centered(width: size.width, height: size.height))
                        }
                        y += height + Self.gap
                    }
                    return markup
                })
        default:
            let content = linear(items, vertical: true, spacing: 8, across: 0.5)
            let padding = Self.contentPadding
            return Node(
                measure: { width, height in
                    let inner = content.measure(max(0, width - 2 * padding), max(0, height - 2 * padding))
                    return (inner.width + 2 * padding, inner.height + 2 * padding)
                },
                place: { rect in
                    draw(sized(rect.width, rect.height), rect) + content.place(rect.insetBy(dx: padding, dy: padding))
                })
        }
    }
}

/// Notes gathered while drawing, each once, in the order found.
final class NoteList {
    private(set) var items: [String] = []

    func add(_ note: String) { items.append(note) }
    func add(_ notes: [String]) { items += notes }
}
