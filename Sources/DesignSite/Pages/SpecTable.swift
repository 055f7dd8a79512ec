import DesignCatalog
import DesignTokens

/// The specs table of one variant: every value the spec sets, the token it names and what it
/// resolves to in each context.
struct SpecTable {
    /// A value a spec sets.
    private enum Value {
        case number(Bound<Double>, unit: String)
        case color(ColorSpec)
        case paint(Paint)
        case typography(Bound<Typography>)
    }

    private var rows: [(property: String, value: Value)] = []

    /// The rows of a component drawn as `variant` (nil: the base).
    init(component: Component, variant: String?) {
        let drawing = component.resolvedVariant(variant)
        addMetrics(drawing.metrics)
        if let label = drawing.label {
            if let typography = label.typography { rows.append(("label typography", .typography(typography))) }
            if let tracking = label.tracking { rows.append(("label tracking", .number(tracking, unit: "pt"))) }
            if let color = label.color { rows.append(("label colour", .paint(color))) }
        }
        for layer in drawing.anatomy.flattened { addLayer(layer) }
        for state in component.states { addState(state) }
    }

    private mutating func add(_ property: String, _ bound: Bound<Double>?, unit: String = "pt") {
        if let bound { rows.append((property, .number(bound, unit: unit))) }
    }

    private mutating func addMetrics(_ metrics: Metrics) {
        add("width", metrics.size?.width)
        add("height", metrics.size?.height ?? metrics.height)
        add("hit target width", metrics.hitTarget?.width)
        add("hit target height", metrics.hitTarget?.height)
        add("corner radius", metrics.cornerRadius)
        add("horizontal padding", metrics.padding?.horizontal)
        add("vertical padding", metrics.padding?.vertical)
        add("icon gap", metrics.iconGap)
    }

    private mutating func addLayer(_ layer: AnatomyLayer) {
        let name = "layer \(layer.id)"
        add("\(name) width", layer.frame?.width)
        add("\(name) height", layer.frame?.height)
        if case .roundedRectangle(let radius)? = layer.shape { add("\(name) corner radius", radius) }
        if let fill = layer.fill { rows.append(("\(name) fill", .paint(fill))) }
        if let stroke = layer.stroke {
            rows.append(("\(name) stroke", .paint(stroke.paint)))
            add("\(name) stroke width", stroke.width)
        }
        add("\(name) opacity", layer.opacity, unit: "")
        add("\(name) offset x", layer.offset?.x)
        add("\(name) offset y", layer.offset?.y)
        add("\(name) blur", layer.blur)
        if let shadow = layer.shadow {
            if let color = shadow.color { rows.append(("\(name) shadow colour", .color(color))) }
            add("\(name) shadow radius", shadow.radius)
            add("\(name) shadow x", shadow.x)
            add("\(name) shadow y", shadow.y)
        }
        add("\(name) scale", layer.scale, unit: "")
        add("\(name) 3D rotation", layer.rotation3D?.angle, unit: "°")
        add("\(name) horizontal padding", layer.padding?.horizontal)
        add("\(name) vertical padding", layer.padding?.vertical)
    }

    private mutating func addState(_ state: InteractionState) {
        let name = state.kind.rawValue
        add("\(name) scale", state.scale, unit: "")
        add("\(name) offset x", state.offset?.x)
        add("\(name) offset y", state.offset?.y)
        add("\(name) opacity", state.opacity, unit: "")
        for change in state.layers {
            add("\(name) layer \(change.layer) offset x", change.offset?.x)
            add("\(name) layer \(change.layer) offset y", change.offset?.y)
            add("\(name) layer \(change.layer) opacity", change.opacity, unit: "")
            add("\(name) layer \(change.layer) scale", change.scale, unit: "")
            add("\(name) layer \(change.layer) blur", change.blur)
        }
        switch state.animation {
        case .easeInOut(let duration)?, .easeIn(let duration)?, .easeOut(let duration)?, .linear(let duration)?:
            add("\(name) animation duration", duration, unit: "s")
        case .spring(let response, let damping)?, .interactiveSpring(let response, let damping, _)?:
            add("\(name) spring response", response, unit: "s")
            add("\(name) spring damping", damping, unit: "")
        case .bouncy?, nil:
            break
        }
    }

    /// The table as GFM Markdown, one value column per context; nil when the spec sets nothing.
    func markdown(contexts: [(name: String, tokens: TokenSet)]) -> String? {
        guard !rows.isEmpty else { return nil }
        var text = "| Property | Token | " + contexts.map { MarkdownText.cell($0.name) }.joined(separator: " | ") + " |\n"
        text += "| --- | --- |" + String(repeating: " --- |", count: contexts.count) + "\n"
        for row in rows {
            let token = Self.token(of: row.value).map(MarkdownText.tableCode) ?? "literal"
            let values = contexts.map { MarkdownText.cell(Self.describe(row.value, in: $0.tokens)) }
            text += "| \(MarkdownText.cell(row.property)) | \(token) | \(values.joined(separator: " | ")) |\n"
        }
        return text
    }

    private static func token(of value: Value) -> String? {
        switch value {
        case .number(let bound, _): bound.tokenName
        case .color(let spec): spec.color.tokenName
        case .typography(let bound): bound.tokenName
        case .paint(let paint): paint.tokenName
        }
    }

    private static func describe(_ value: Value, in tokens: TokenSet) -> String {
        let unresolved = "unresolved"
        switch value {
        case .number(let bound, let unit):
            guard let number = bound.resolved(in: tokens) else { return unresolved }
            return SVGNumber.format(number) + (unit.isEmpty || unit == "°" ? unit : " " + unit)
        case .color(let spec):
            return spec.resolved(in: tokens).map(ValueText.color) ?? unresolved
        case .typography(let bound):
            return bound.resolved(in: tokens).map(ValueText.typography) ?? unresolved
        case .paint(let paint):
            return ValueText.paint(paint, in: tokens) ?? unresolved
        }
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
