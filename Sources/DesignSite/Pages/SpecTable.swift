import DesignCatalog
import DesignTokens

/// The specs of one variant, grouped by part (the container, the label, each layer, each
/// state): every value the spec sets, the token it names and what it resolves to. A value that
/// is the same in every context is shown once; one that differs shows each context's value.
struct SpecTable {
    /// A value a spec sets.
    enum Value: Hashable {
        /// Numbers shown together (a width and a height, an x and a y), joined by `joiner`.
        case numbers([Bound<Double>], unit: String, joiner: String)
        case color(ColorSpec)
        case paint(Paint)
        case typography(Bound<Typography>)

        /// One number.
        static func number(_ bound: Bound<Double>, unit: String) -> Value { .numbers([bound], unit: unit, joiner: "") }

        /// Hashes where the spec writes the value, which equal values share: a place is three
        /// integers, where hashing everything also hashed every token name (normalizing it as
        /// strings hash) and every literal colour, for each row of each table of every page.
        func hash(into hasher: inout Hasher) {
            switch self {
            case .numbers(let bounds, _, _):
                hasher.combine(0)
                for bound in bounds { hasher.combine(bound.location) }
            case .color(let spec):
                hasher.combine(1)
                hasher.combine(spec.color.location)
            case .typography(let bound):
                hasher.combine(2)
                hasher.combine(bound.location)
            case .paint(.color(let spec)):
                hasher.combine(3)
                hasher.combine(spec.color.location)
            case .paint(.linearGradient(let gradient)):
                hasher.combine(4)
                hasher.combine(gradient.token?.location)
                for stop in gradient.stops { hasher.combine(stop.color.color.location) }
            case .paint(.material):
                hasher.combine(5)
            }
        }
    }

    /// One value of a part.
    struct Row {
        let property: String
        let value: Value
        /// Its name among a look's key specs, for the values a look is recognised by.
        var keyName: String?
        /// The value in each of the table's contexts, worked out once for the page when the
        /// row joins the table (a site of 1,000 components shows each several times, and a
        /// variant's table repeats most of the base's rows).
        var values: [SpecValue] = []
        /// The number ``SpecValues`` gives how the value is shown, set with `values`: rows
        /// compare by it.
        var shownNumber = 0
    }

    /// One part of the component and the values it sets.
    struct Group {
        let title: String
        /// The layer's id, for a layer's group.
        var layer: String?
        fileprivate(set) var rows: [Row] = []
    }

    /// The parts that set something, in drawing order: container, label, layers, states.
    private(set) var groups: [Group] = []
    /// The values of the page's spec tables, in the contexts they are shown in.
    private let values: SpecValues
    private var context: SiteContext { values.context }

    /// The groups of a component drawn as `variant` (nil: the base), with their values from
    /// `values`. A layer whose frame is the component's size fills it, so that frame is left out.
    init(component: Component, variant: String?, values: SpecValues) {
        self.values = values
        let drawing = component.resolvedVariant(variant)
        var container = Group(title: "Container")
        Self.addMetrics(drawing.metrics, to: &container)
        let size = container.rows.first { $0.property == "Size" }.map { values.shown($0.value).number }
        append(container)
        if let label = drawing.label {
            var group = Group(title: "Label")
            if let typography = label.typography {
                group.rows.append(Row(property: "Typography", value: .typography(typography), keyName: "Typography"))
            }
            if let tracking = label.tracking { group.rows.append(Row(property: "Tracking", value: .number(tracking, unit: "pt"))) }
            if let color = label.color { group.rows.append(Row(property: "Colour", value: .paint(color), keyName: "Label colour")) }
            append(group)
        }
        for layer in drawing.anatomy.flattened {
            var group = Self.layer(layer)
            group.rows.removeAll { row in row.property == "Frame" && size == values.shown(row.value).number }
            append(group)
        }
        for state in component.states { append(Self.state(state)) }
    }

    private mutating func append(_ group: Group) {
        guard !group.rows.isEmpty else { return }
        var group = group
        for index in group.rows.indices {
            let shown = values.shown(group.rows[index].value)
            group.rows[index].values = shown.values
            group.rows[index].shownNumber = shown.number
        }
        groups.append(group)
    }

    /// The rows every one of `tables` shows alike, as a table of their own, and each table
    /// without them: what all variants share is listed once. Nil when they share nothing or
    /// there are fewer than two tables.
    ///
    /// The tables share a ``SpecValues``, so a row is looked for in the others by its part,
    /// property and number: a table has tens of rows, and hashing every row's tokens and
    /// values cost a site of 1,000 components 0.6 G instructions.
    static func splittingShared(_ tables: [SpecTable]) -> (shared: SpecTable, tables: [SpecTable])? {
        guard tables.count > 1, let first = tables.first else { return nil }
        let shared = first.filtered { group, row in tables.dropFirst().allSatisfy { $0.shows(row, in: group) } }
        guard !shared.groups.isEmpty else { return nil }
        return (shared, tables.map { table in table.filtered { group, row in !shared.shows(row, in: group) } })
    }

    /// Whether the table shows `row` as it is shown in `group`: in a part of that title, under
    /// that property, with that number.
    private func shows(_ row: Row, in group: Group) -> Bool {
        groups.contains { shown in
            shown.title == group.title && shown.rows.contains { $0.shownNumber == row.shownNumber && $0.property == row.property }
        }
    }

    /// The table with the rows `keep` takes, given each row's group.
    private func filtered(_ keep: (Group, Row) -> Bool) -> SpecTable {
        var table = self
        table.groups = groups.compactMap { group in
            var kept = group
            kept.rows = group.rows.filter { keep(group, $0) }
            return kept.rows.isEmpty ? nil : kept
        }
        return table
    }

    /// The values a look is recognised by, under their key names: size, target, radius,
    /// padding, label type and colour, and the fill and opacity of the bottom layer with a fill
    /// (its surface), named after that layer when other layers have fills too.
    var keyRows: [Row] {
        var key = groups.flatMap(\.rows).compactMap { row in
            row.keyName.map { Row(property: $0, value: row.value, values: row.values, shownNumber: row.shownNumber) }
        }
        let filled = groups.filter { $0.layer != nil && $0.rows.contains { $0.property == "Fill" } }
        guard let surface = filled.first, let layer = surface.layer else { return key }
        for row in surface.rows where ["Fill", "Opacity"].contains(row.property) {
            let named = "\(layer.prefix(1).uppercased())\(layer.dropFirst()) \(row.property.lowercased())"
            let name = filled.count > 1 ? named : (row.property == "Fill" ? "Fill" : "Fill opacity")
            key.append(Row(property: name, value: row.value, values: row.values, shownNumber: row.shownNumber))
        }
        return key
    }

    private static func add(
        _ property: String, _ bounds: [Bound<Double>?], unit: String = "pt", joiner: String = " × ", key: Bool = false, to group: inout Group
    ) {
        let present = bounds.compactMap { $0 }
        guard !present.isEmpty else { return }
        group.rows.append(Row(property: property, value: .numbers(present, unit: unit, joiner: joiner), keyName: key ? property : nil))
    }

    private static func add(_ property: String, _ size: Size?, key: Bool = false, to group: inout Group) {
        add(property, [size?.width, size?.height], key: key, to: &group)
    }

    private static func add(_ property: String, _ offset: Offset?, to group: inout Group) {
        add(property, [offset?.x, offset?.y], joiner: ", ", to: &group)
    }

    private static func addPadding(_ padding: Insets?, key: Bool = false, to group: inout Group) {
        add("Horizontal padding", [padding?.horizontal], key: key, to: &group)
        add("Vertical padding", [padding?.vertical], key: key, to: &group)
    }

    private static func addMetrics(_ metrics: Metrics, to group: inout Group) {
        if let size = metrics.size {
            add("Size", size, key: true, to: &group)
        } else {
            add("Height", [metrics.height], key: true, to: &group)
        }
        add("Hit target", metrics.hitTarget, key: true, to: &group)
        add("Corner radius", [metrics.cornerRadius], key: true, to: &group)
        addPadding(metrics.padding, key: true, to: &group)
        add("Icon gap", [metrics.iconGap], to: &group)
    }

    private static func layer(_ layer: AnatomyLayer) -> Group {
        var group = Group(title: layer.plainName, layer: layer.id)
        add("Frame", layer.frame, to: &group)
        if case .roundedRectangle(let radius)? = layer.shape { add("Corner radius", [radius], to: &group) }
        if let fill = layer.fill { group.rows.append(Row(property: "Fill", value: .paint(fill))) }
        if let stroke = layer.stroke {
            group.rows.append(Row(property: "Stroke", value: .paint(stroke.paint)))
            add("Stroke width", [stroke.width], to: &group)
        }
        add("Opacity", [layer.opacity], unit: "", to: &group)
        add("Offset (x, y)", layer.offset, to: &group)
        add("Blur", [layer.blur], to: &group)
        if let shadow = layer.shadow {
            if let color = shadow.color { group.rows.append(Row(property: "Shadow colour", value: .color(color))) }
            add("Shadow radius", [shadow.radius], to: &group)
            add("Shadow offset (x, y)", [shadow.x, shadow.y], joiner: ", ", to: &group)
        }
        add("Scale", [layer.scale], unit: "", to: &group)
        add("3D rotation", [layer.rotation3D?.angle], unit: "°", to: &group)
        addPadding(layer.padding, to: &group)
        return group
    }

    private static func state(_ state: InteractionState) -> Group {
        var group = Group(title: state.kind.rawValue.capitalized + " state")
        add("Scale", [state.scale], unit: "", to: &group)
        add("Offset (x, y)", state.offset, to: &group)
        add("Opacity", [state.opacity], unit: "", to: &group)
        for change in state.layers {
            let name = AnatomyLayer.plainName(of: change.layer)
            add("\(name) offset (x, y)", change.offset, to: &group)
            add("\(name) opacity", [change.opacity], unit: "", to: &group)
            add("\(name) scale", [change.scale], unit: "", to: &group)
            add("\(name) blur", [change.blur], to: &group)
        }
        switch state.animation {
        case .easeInOut(let duration)?, .easeIn(let duration)?, .easeOut(let duration)?, .linear(let duration)?:
            add("Animation duration", [duration], unit: "s", to: &group)
        case .spring(let response, let damping)?, .interactiveSpring(let response, let damping, _)?:
            add("Spring response", [response], unit: "s", to: &group)
            add("Spring damping", [damping], unit: "", to: &group)
        case .bouncy?, nil:
            break
        }
        return group
    }

    /// The tokens a value names, each once.
    static func tokens(of value: Value) -> [String] {
        switch value {
        // One or two bounds, looked through directly (a set and a key path cost more than the rest).
        case .numbers(let bounds, _, _):
            bounds.reduce(into: []) { names, bound in
                if let name = bound.tokenName, !names.contains(name) { names.append(name) }
            }
        case .color(let spec): [spec.color.tokenName].compactMap { $0 }
        case .typography(let bound): [bound.tokenName].compactMap { $0 }
        case .paint(let paint): [paint.tokenName].compactMap { $0 }
        }
    }

    // MARK: Output

    /// The most contexts shown as columns of their own: light and dark, each in standard and
    /// increased contrast. With more, a value shows each group of contexts that agree in one cell.
    static let mostContextColumns = 4

    /// Whether `context`'s tables give each context a column.
    static func hasContextColumns(_ context: SiteContext) -> Bool {
        (2...mostContextColumns).contains(context.contexts.count)
    }

    /// The table as HTML: one table in a box that scrolls on its own when it is too wide, a
    /// header row per part; `label` names the box for assistive technologies. With two to
    /// ``mostContextColumns`` contexts each context is a column (Light, Dark), a value equal in
    /// neighbouring contexts spans them, and the tokens are a column of their own.
    func html(label: String, page: String) -> String {
        let columns = Self.hasContextColumns(context) ? context.contexts.map(\.name) : ["Value"]
        let tokenColumn = columns.count > 1
        let width = String(1 + columns.count + (tokenColumn ? 1 : 0))
        var html = MarkupBuffer()
        html.append("<div class=\"spec-table\" role=\"region\" aria-label=\"")
        html.append(attribute: label)
        html.append("\" tabindex=\"0\"><table><thead><tr><th scope=\"col\">Property</th>")
        if context.choosesContext {
            html.append("<th scope=\"col\">Value in ")
            html.append(ContextChooser.heading(context))
            html.append("</th>")
        } else {
            for column in columns {
                html.append("<th scope=\"col\">")
                html.append(escaping: column)
                html.append("</th>")
            }
        }
        if tokenColumn { html.append("<th scope=\"col\">Token</th>") }
        html.append("</tr></thead>")
        for group in groups {
            html.append("<tbody><tr class=\"spec-part\"><th colspan=\"")
            html.append(width)
            html.append("\" scope=\"rowgroup\">")
            html.append(escaping: group.title)
            html.append("</th></tr>")
            for row in group.rows {
                html.append("<tr><th scope=\"row\">")
                html.append(escaping: row.property)
                html.append("</th>")
                if tokenColumn {
                    Self.appendContextCells(row, to: &html)
                    html.append("<td>")
                    Self.appendTokenLinks(row, from: page, to: &html)
                    html.append("</td>")
                } else {
                    html.append("<td>")
                    html.append(Self.valueHTML(row, context: context, linkingTokensFrom: page))
                    html.append("</td>")
                }
                html.append("</tr>")
            }
            html.append("</tbody>")
        }
        html.append("</table></div>")
        return html.text
    }

    /// Appends a row's value per context, one cell for each run of neighbouring contexts that
    /// agree.
    private static func appendContextCells(_ row: Row, to html: inout MarkupBuffer) {
        var start = 0
        while start < row.values.count {
            var end = start + 1
            while end < row.values.count, row.values[end] == row.values[start] { end += 1 }
            if end - start > 1 {
                html.append("<td colspan=\"")
                html.append(String(end - start))
                html.append("\">")
            } else {
                html.append("<td>")
            }
            html.append(row.values[start].html)
            html.append("</td>")
            start = end
        }
    }

    /// Appends the tokens a row names, each linked to its entry on the tokens pages from `page`.
    private static func appendTokenLinks(_ row: Row, from page: String, to html: inout MarkupBuffer) {
        for token in tokens(of: row.value) {
            html.append("<a class=\"spec-token\" href=\"")
            html.append(attribute: SitePaths.tokenLink(token, from: page))
            html.append("\"><code>")
            html.append(HTMLEscaping.tokenName(token))
            html.append("</code></a>")
        }
    }

    /// The table as GFM Markdown: a bold part name and a small table per part, each token
    /// linked to its entry on the tokens pages from `page`; written into one string, as a
    /// component page's tables have tens of rows.
    func markdown(page: String) -> String {
        var text = ""
        for (index, group) in groups.enumerated() {
            if index > 0 { text += "\n\n" }
            text += "**"
            text += MarkdownText.inline(group.title)
            text += "**\n\n| Property | Value | Token |\n| --- | --- | --- |"
            for row in group.rows {
                text += "\n| "
                text += MarkdownText.cell(row.property)
                text += " | "
                text += MarkdownText.cell(valueText(row))
                text += " | "
                let tokens = Self.tokens(of: row.value)
                if tokens.isEmpty { text += "literal" }
                for (index, token) in tokens.enumerated() {
                    if index > 0 { text += ", " }
                    text += MarkdownText.internalLink(code: token, to: SitePaths.tokenLink(token, from: page))
                }
                text += " |"
            }
        }
        return text
    }

    /// A value's cell as HTML: its resolved value with a colour chip beside each colour, once
    /// when every context agrees, else per context; then, given the `page` it is on, the tokens
    /// it names, each linked to its entry on the tokens pages.
    static func valueHTML(_ row: Row, context: SiteContext, linkingTokensFrom page: String?) -> String {
        let groups = context.contextGroups(row.values) { $0 }
        var html: String
        if groups.count == 1 {
            html = groups[0].value.html
        } else if context.choosesContext {
            html = ContextChooser.varying(
                groups.map { ContextGroup(value: $0.value.html, contexts: $0.contexts, members: $0.members) }, context: context)
        } else {
            html = groups.map { group in
                "<span class=\"spec-context\"><span class=\"spec-context-name\">\(HTMLEscaping.text(group.contexts))</span> \(group.value.html)</span>"
            }.joined()
        }
        guard let page else { return html }
        var links = MarkupBuffer()
        appendTokenLinks(row, from: page, to: &links)
        return html + links.text
    }

    /// A row's value as text (``valueText(_:context:)``), made once for the page.
    func valueText(_ row: Row) -> String {
        values.text(of: row)
    }

    /// A value as text: once when every context agrees, else `Light: …; Dark: …`.
    static func valueText(_ row: Row, context: SiteContext) -> String {
        let groups = context.groupedByContext(row.values) { $0 }
        if groups.count == 1 { return groups[0].value.text }
        return groups.map { "\($0.contexts): \($0.value.text)" }.joined(separator: "; ")
    }
}

extension Paint {
    /// The token a paint names as a whole: a colour token or a gradient token.
    var tokenName: String? {
        switch self {
        case .color(let spec): spec.color.tokenName
        case .linearGradient(let gradient): gradient.token?.tokenName
        case .material(let material): material.tint?.color.tokenName
        }
    }
}
