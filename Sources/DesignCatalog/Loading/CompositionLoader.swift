import DesignSupport
import DesignTokens

/// A composition file into a ``Composition``.
extension SpecReader {
    /// The composition in a file whose name (without `.json`) is `fileID`; components must
    /// already be loaded. Nil, after its diagnostics, when a required field is missing or
    /// unusable; every other problem is reported and the value it concerns left out.
    func composition(_ root: JSONNode, fileID: String) -> Composition? {
        guard let fields = object(root, .composition) else { return nil }
        _ = fields.string("$schema")  // only checked: editors read it
        let id = specID(fields, fileID: fileID)
        let name = fields.string("name")
        let summary = fields.summary()
        let source = fields.string("source")
        let background = fields.value("background", paint)
        let brightBackground = fields.bool("brightBackground")
        let stack = fields.value("root", self.stack)
        guard let id, let name, let background, let stack else { return nil }
        return Composition(
            id: id, name: name, summary: summary, source: source, background: background, brightBackground: brightBackground,
            root: stack, location: root.location, keyLocations: fields.keyLocations(of: .composition))
    }

    /// `{"axis", "spacing", "alignment", "padding", "frame", "children"}`.
    private func stack(_ node: JSONNode) -> Stack? {
        guard let fields = object(node, .stack) else { return nil }
        let axis = fields.choice("axis", Stack.Axis.self, what: "stack axis")
        let spacing = fields.boundNumber("spacing")
        let alignment = fields.choice("alignment", Alignment.self, what: "alignment")
        let padding = fields.value("padding", edgeInsets)
        let frame = fields.value("frame", frameSize)
        let children = fields.list("children", of: "elements", element)
        return axis.map {
            Stack(axis: $0, spacing: spacing, alignment: alignment, padding: padding, frame: frame, children: children, location: node.location)
        }
    }

    /// `{"width", "height"}`, each a length that is not negative.
    private func frameSize(_ node: JSONNode) -> FrameSize? {
        guard let fields = object(node, .frameSize) else { return nil }
        let length = { (key: String) in fields.value(key) { self.boundNumber($0, in: 0...Self.largestNumber, what: "the frame's \(key)") } }
        return FrameSize(width: length("width"), height: length("height"))
    }

    /// A component, a text run, a stack or a spacer, told apart by its `component`, `text`,
    /// `stack` or `spacer` key.
    private func element(_ node: JSONNode) -> Element? {
        let expected =
            "an element: {\"component\": id, …}, {\"text\": string, \"fill\": …, …}, {\"stack\": {…}} or {\"spacer\": {}}"
        switch form(of: node, among: ["component", "text", "stack", "spacer"], expected: expected) {
        case "component": return instance(node).map(Element.component)
        case "text": return textRun(node).map(Element.text)
        case "stack": return object(node, .stackElement)?.value("stack", stack).map(Element.stack)
        case "spacer":
            return object(node, .spacerElement)?.value("spacer") { object($0, .spacer) }.map {
                Element.spacer(Spacer(minLength: $0.boundNumber("minLength"), location: node.location))
            }
        default: return nil
        }
    }

    /// Padding: a number or reference (every edge), or `{"top", "leading", "bottom", "trailing",
    /// "horizontal", "vertical"}` (an edge wins over its axis).
    private func edgeInsets(_ node: JSONNode) -> EdgeInsets? {
        guard node.object != nil else {
            if node.number == nil, node.string == nil {
                wrongType(
                    node,
                    expected: "padding: \(Self.numberExpectation), or {\"top\", \"leading\", \"bottom\", \"trailing\", \"horizontal\", \"vertical\"}")
                return nil
            }
            return boundNumber(node).map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        }
        guard let fields = object(node, .edgeInsets) else { return nil }
        let horizontal = fields.boundNumber("horizontal")
        let vertical = fields.boundNumber("vertical")
        return EdgeInsets(
            top: fields.boundNumber("top") ?? vertical, leading: fields.boundNumber("leading") ?? horizontal,
            bottom: fields.boundNumber("bottom") ?? vertical, trailing: fields.boundNumber("trailing") ?? horizontal)
    }

    /// A placed component. Its component must exist; its variant, if any, must be one of the
    /// component's.
    private func instance(_ node: JSONNode) -> Instance? {
        guard let fields = object(node, .componentElement) else { return nil }
        let component = fields.value("component", componentID)
        let variant = fields.value("variant") { node -> String? in
            guard let id = string(node) else { return nil }
            guard let component, let spec = components[component] else { return id }
            return variantID(id, of: spec, at: node.location)
        }
        let spec = component.flatMap { components[$0] }
        let scale = fields.boundNumber("scale")
        let rotation = fields.boundNumber("rotation")
        let arguments = fields.value("arguments") { self.arguments($0, of: spec) } ?? [:]
        let buildStep = fields.value("buildStep") { self.buildStep($0, of: spec) }
        let state = fields.value("state") { self.state($0, of: spec) }
        let label = fields.string("label")
        let accessibilityLabel = fields.string("accessibilityLabel")
        let layer = fields.choice("layer", Component.Layer.self, what: "layer")
        let padding = fields.value("padding", edgeInsets)
        let children = fields.list("children", of: "elements", element)
        guard let component else { return nil }
        return Instance(
            component: component, variant: variant, scale: scale, rotation: rotation, arguments: arguments, buildStep: buildStep, state: state,
            label: label, accessibilityLabel: accessibilityLabel, layer: layer, padding: padding, children: children, location: node.location)
    }

    /// `{"parameter": number or reference, …}`: each name one of the component's parameters.
    private func arguments(_ node: JSONNode, of component: Component?) -> [String: Bound<Double>]? {
        guard let object = node.object else {
            wrongType(node, expected: "arguments: an object of parameter names and values, such as {\"rotation\": 180}")
            return nil
        }
        let names = component?.parameters.map(\.name) ?? []
        var arguments: [String: Bound<Double>] = [:]
        for member in object.members {
            if let component, !names.contains(member.key) {
                reportMissing(
                    "parameter \"\(member.key)\"", of: component, suggesting: member.key, among: names,
                    orElse: "it takes no arguments; remove \"arguments\"",
                    at: member.keyLocation)
                continue
            }
            if let value = boundNumber(member.value) { arguments[member.key] = value }
        }
        return arguments
    }

    /// The title of one of the component's build steps.
    private func buildStep(_ node: JSONNode, of component: Component?) -> String? {
        guard let title = string(node), let component else { return nil }
        let titles = component.buildSteps.map(\.title)
        guard titles.contains(title) else {
            reportMissing(
                "build step \"\(title)\"", of: component, suggesting: title, among: titles, orElse: "it has no build steps; remove \"buildStep\"",
                at: node.location)
            return nil
        }
        return title
    }

    /// One of the states the component's spec gives.
    private func state(_ node: JSONNode, of component: Component?) -> InteractionState.Kind? {
        guard let kind = choice(node, InteractionState.Kind.self, what: "state"), let component else { return nil }
        let kinds = component.states.map(\.kind.rawValue)
        guard kinds.contains(kind.rawValue) else {
            reportMissing("\"\(kind.rawValue)\" state", of: component, among: kinds, orElse: "it has no states; remove \"state\"", at: node.location)
            return nil
        }
        return kind
    }

    /// "component "x" has no `what`", then the closest of `choices` to `suggesting` when one is
    /// close, then the choices to use, or `orElse` when there are none: the one message for an
    /// argument, build step or state the component does not have.
    private func reportMissing(
        _ what: String, of component: Component, suggesting text: String? = nil, among choices: [String], orElse: String,
        at location: SourceLocation
    ) {
        let separator = text.map { Suggestion.separator(for: $0, among: choices) } ?? "; "
        report(
            .invalidValue,
            "component \"\(component.id)\" has no \(what)\(separator)\(choices.isEmpty ? orElse : "use one of: \(Self.list(choices))")",
            at: location)
    }

    /// `id` when `component` has such a variant.
    private func variantID(_ id: String, of component: Component, at location: SourceLocation) -> String? {
        let ids = component.variants.map(\.id)
        guard ids.contains(id) else {
            report(
                .unknownVariant,
                "component \"\(component.id)\" has no variant \"\(id)\"\(Suggestion.separator(for: id, among: ids))\(ids.isEmpty ? "it has no variants; remove \"variant\"" : "use one of: \(Self.list(ids))")",
                at: location)
            return nil
        }
        return id
    }

    /// `{"text", "typography", "textStyle", "fontSize", "fontWeight", "fill", "opacity"}`.
    private func textRun(_ node: JSONNode) -> TextRun? {
        guard let fields = object(node, .textElement) else { return nil }
        let text = fields.string("text")
        let fill = fields.value("fill", textFill)
        let typography = fields.value("typography", self.typography)
        let textStyle = fields.choice("textStyle", TextStyle.self, what: "text style")
        let fontSize = fields.boundNumber("fontSize")
        let fontWeight = fields.value("fontWeight", self.fontWeight)
        let opacity = fields.value("opacity", self.opacity)
        guard let text, let fill else { return nil }
        return TextRun(
            text: text, typography: typography, textStyle: textStyle?.rawValue, fontSize: fontSize,
            fontWeight: fontWeight, fill: fill, opacity: opacity, location: node.location)
    }
}
