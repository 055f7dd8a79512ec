import DesignSupport
import DesignTokens

/// The smaller parts of a component spec: parameters, metrics, label, feedback, accessibility,
/// build steps, guidance and usage.
extension SpecReader {
    /// A layer id that must be in the component's anatomy or one of its variants.
    func layerID(_ node: JSONNode, layers: Set<String>) -> String? {
        guard let id = string(node) else { return nil }
        guard layers.contains(id) else {
            let known = layers.sorted()
            report(
                .unknownLayer,
                "no layer \"\(id)\" in the anatomy or any variant\(Suggestion.separator(for: id, among: known))\(known.isEmpty ? "add the layer to \"anatomy\" first" : "use one of: \(Self.list(known))")",
                at: node.location)
            return nil
        }
        return id
    }

    /// `{"name", "label", "type", "default", "rotates"}`: the layers in `rotates` must be the
    /// component's, and only an `Angle` can rotate them.
    func parameter(_ node: JSONNode, layers: Set<String>) -> Parameter? {
        guard let fields = object(node, .parameter) else { return nil }
        let name = fields.string("name")
        let type = fields.string("type")
        let defaultValue = fields.string("default")
        let label = fields.string("label")
        let rotates = fields.list("rotates", of: "layer ids") { layerID($0, layers: layers) }
        guard let name, let type else { return nil }
        if !rotates.isEmpty, type != "Angle", let node = fields.node("rotates") {
            report(
                .invalidValue,
                "parameter \"\(name)\" is a \(type), so it cannot rotate layers; give it \"type\": \"Angle\" or remove \"rotates\"",
                at: node.location)
        }
        var parameter = Parameter(name: name, label: label, type: type, defaultValue: defaultValue)
        if type == "Angle" { parameter.rotates = rotates }
        return parameter
    }

    /// `{"size", "height", "hitTarget", "cornerRadius", "padding", "iconGap"}`.
    func metrics(_ node: JSONNode) -> Metrics? {
        guard let fields = object(node, .metrics) else { return nil }
        return Metrics(
            size: fields.value("size", size), height: fields.boundNumber("height"),
            hitTarget: fields.value("hitTarget", size), cornerRadius: fields.boundNumber("cornerRadius"),
            padding: fields.value("padding", insets), iconGap: fields.boundNumber("iconGap"))
    }

    /// `{"typography", "textStyle", "case", "tracking", "overflow", "color", "examples"}`.
    func label(_ node: JSONNode) -> Label? {
        guard let fields = object(node, .label) else { return nil }
        return Label(
            typography: fields.value("typography", typography),
            textStyle: fields.choice("textStyle", TextStyle.self, what: "text style")?.rawValue,
            textCase: fields.choice("case", Label.TextCase.self, what: "text case"),
            tracking: fields.boundNumber("tracking"),
            overflow: fields.choice("overflow", Label.Overflow.self, what: "overflow"),
            color: fields.value("color", paint), examples: fields.strings("examples"), location: node.location)
    }

    /// `{"onPress": [signal], "handlesAudio", "silentWhen"}`.
    func feedback(_ node: JSONNode) -> Feedback? {
        guard let fields = object(node, .feedback) else { return nil }
        return Feedback(
            onPress: fields.list("onPress", of: "feedback signals", signal),
            handlesAudio: fields.bool("handlesAudio") ?? false, silentWhen: fields.string("silentWhen"),
            location: node.location)
    }

    /// `{"haptic": name}` or `{"sound": name}`.
    private func signal(_ node: JSONNode) -> Feedback.Signal? {
        switch form(
            of: node, among: ["haptic", "sound"],
            expected: "a feedback signal: {\"haptic\": \"impact-medium\"} or {\"sound\": \"Kajar tick\"}")
        {
        case "haptic": object(node, .hapticSignal)?.string("haptic").map(Feedback.Signal.haptic)
        case "sound": object(node, .soundSignal)?.string("sound").map(Feedback.Signal.sound)
        default: nil
        }
    }

    /// `{"label", "hint", "hiddenLayers", "combinesChildren", "reducedMotion"}`.
    func accessibility(_ node: JSONNode, layers: Set<String>) -> Accessibility? {
        guard let fields = object(node, .accessibility) else { return nil }
        return Accessibility(
            label: fields.string("label"), hint: fields.string("hint"),
            hiddenLayers: fields.list("hiddenLayers", of: "layer ids") { layerID($0, layers: layers) },
            combinesChildren: fields.bool("combinesChildren") ?? false,
            reducedMotion: fields.string("reducedMotion"), location: node.location)
    }

    /// `{"title", "shows": [layer id], "summary"}`.
    func buildStep(_ node: JSONNode, layers: Set<String>) -> BuildStep? {
        guard let fields = object(node, .buildStep) else { return nil }
        let title = fields.string("title")
        let shows = fields.list("shows", of: "layer ids") { layerID($0, layers: layers) }
        let summary = fields.string("summary")
        let changes = fields.list("layers", of: "layer changes") { layerChange($0, layers: layers) }
        return title.map { BuildStep(title: $0, shows: shows, summary: summary, layers: changes) }
    }

    /// `{"title", "text", "source": {"title", "url"}}`.
    func guidance(_ node: JSONNode) -> Guidance? {
        guard let fields = object(node, .guidance) else { return nil }
        let title = fields.string("title")
        let text = fields.string("text")
        let source = fields.value("source") { object($0, .guidanceSource) }
        let sourceTitle = source?.string("title")
        let sourceURL = source?.string("url", matching: .webAddress)
        guard let title, let text else { return nil }
        return Guidance(title: title, text: text, sourceTitle: sourceTitle, sourceURL: sourceURL)
    }

    /// `{"do": [item], "dont": [item]}`, an item being its text or `{"text", "rule", "example"}`.
    func usage(_ node: JSONNode) -> Usage? {
        guard let fields = object(node, .usage) else { return nil }
        return Usage(doItems: fields.list("do", of: "Do items", usageItem), dontItems: fields.list("dont", of: "Don't items", usageItem))
    }

    /// A Do or Don't: text, or `{"text", "rule", "example"}` with the rule example that pictures it.
    func usageItem(_ node: JSONNode) -> UsageItem? {
        if node.string != nil { return string(node).map { UsageItem(text: $0, location: node.location) } }
        guard let fields = object(node, .usageItem), let text = fields.string("text") else { return nil }
        return UsageItem(text: text, rule: fields.string("rule"), example: fields.string("example"), location: node.location)
    }
}
