import DesignSupport
import DesignTokens

/// A component file into a ``Component``.
extension SpecReader {
    /// The component in a file whose name (without `.json`) is `fileID`. Nil, after its
    /// diagnostics, when a required field is missing or unusable; every other problem is
    /// reported and the value it concerns left out.
    func component(_ root: JSONNode, fileID: String) -> Component? {
        guard let fields = object(root, .component) else { return nil }
        _ = fields.string("$schema")  // only checked: editors read it
        let id = specID(fields, fileID: fileID)
        let name = fields.string("name")
        let status = fields.choice("status", Component.Status.self, what: "status")
        let summary = fields.summary()
        let source = fields.string("source")
        let snippet = fields.string("snippet")
        let kind = fields.choice("kind", Component.Kind.self, what: "component kind")
        let layer = fields.choice("layer", Component.Layer.self, what: "layer")
        let symbol = fields.string("symbol", matching: .swiftName)
        let sourceFile = fields.string("sourceFile", matching: .relativePath)
        let contentRole = fields.choice("contentRole", Component.ContentRole.self, what: "content role")
        let interactive = fields.bool("interactive")
        let anatomy = fields.value("anatomy", self.anatomy) ?? []
        let variants = fields.value("variants", self.variants) ?? []
        let layerIDs = Set(anatomy.flattened.map(\.id) + variants.flatMap { $0.anatomy.flattened.map(\.id) })
        let parameters = fields.list("parameters", of: "parameters") { parameter($0, layers: layerIDs) }
        let states = fields.list("states", of: "interaction states") { interactionState($0, layers: layerIDs) }
        let metrics = fields.value("metrics", self.metrics) ?? Metrics()
        let label = fields.value("label", self.label)
        let feedback = fields.value("feedback", self.feedback)
        let accessibility = fields.value("accessibility") { self.accessibility($0, layers: layerIDs) } ?? Accessibility()
        let buildSteps = fields.list("buildSteps", of: "build steps") { buildStep($0, layers: layerIDs) }
        let guidance = fields.list("guidance", of: "guidance entries", self.guidance)
        let usage = fields.value("usage", self.usage) ?? Usage()
        let related = fields.list("related", of: "component ids", componentID)
        guard let id, let name, let status, let summary, let kind, let layer else { return nil }
        var component = Component(
            id: id, name: name, status: status, summary: summary, source: source, snippet: snippet, symbol: symbol, sourceFile: sourceFile,
            kind: kind,
            layer: layer, contentRole: contentRole, interactive: interactive ?? [.control, .buttonStyle].contains(kind),
            parameters: parameters, anatomy: anatomy, variants: variants, states: states, metrics: metrics, label: label,
            feedback: feedback, accessibility: accessibility, buildSteps: buildSteps, guidance: guidance, usage: usage,
            related: related, location: root.location, keyLocations: fields.keyLocations(of: .component))
        for variant in component.resolveVariants() {
            report(
                .invalidValue,
                "variant \"\(variant.id)\" would nest its layers more than \(Component.maximumLayerDepth) deep once its extends chain is applied (each variant of the chain puts its layers inside the one it replaces), so it is drawn as the variant it extends; nest fewer layers or shorten the chain",
                at: variant.location)
        }
        return component
    }

    /// The spec's `id`, which must be its file's name.
    func specID(_ fields: SpecObject, fileID: String) -> String? {
        guard let node = fields.node("id"), let id = name(node, what: "id") else { return nil }
        guard id == fileID else {
            report(
                .invalidValue, "id \"\(id)\" does not match the file name \"\(fileID).json\"; set \"id\": \"\(fileID)\" or rename the file",
                at: node.location)
            return nil
        }
        return id
    }

    /// The id of a component file in this catalogue.
    func componentID(_ node: JSONNode) -> String? {
        guard let id = name(node, what: "component id") else { return nil }
        guard componentIDs.contains(id) else {
            report(
                .unknownComponent,
                "no component \"\(id)\" in this catalogue\(Suggestion.separator(for: id, among: componentIDs.sorted()))add components/\(id).json or name an existing component",
                at: node.location)
            return nil
        }
        return id
    }
}
