import DesignSupport
import DesignTokens

/// Sizes, offsets, insets, shapes and rotations.
extension SpecReader {
    /// A size: a number or reference (a square), or `{"width", "height"}`; neither side is
    /// negative (a frame of -125 once passed and showed as a hit area of -125x-125pt).
    func size(_ node: JSONNode) -> Size? {
        guard node.object != nil else {
            if node.number == nil, node.string == nil {
                wrongType(node, expected: "a size: \(Self.numberExpectation), or {\"width\", \"height\"}")
                return nil
            }
            return length(node, what: "a size").map { Size(width: $0, height: $0) }
        }
        guard let fields = object(node, .size) else { return nil }
        let width = fields.value("width") { length($0, what: "a width") }
        let height = fields.value("height") { length($0, what: "a height") }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// A length that cannot be negative: a number or reference from 0 up.
    func length(_ node: JSONNode, what: String) -> Bound<Double>? {
        boundNumber(node, in: 0...Self.largestNumber, what: what)
    }

    /// An offset: `[x, y]`, each a number or reference.
    func offset(_ node: JSONNode) -> Offset? {
        guard let pair = node.array, pair.count == 2 else {
            wrongType(node, expected: "an offset [x, y], each \(Self.numberExpectation)")
            return nil
        }
        let x = boundNumber(pair[0])
        let y = boundNumber(pair[1])
        guard let x, let y else { return nil }
        return Offset(x: x, y: y)
    }

    /// Insets: a number or reference (every edge), or `{"horizontal", "vertical"}`.
    func insets(_ node: JSONNode) -> Insets? {
        guard node.object != nil else {
            if node.number == nil, node.string == nil {
                wrongType(node, expected: "insets: \(Self.numberExpectation), or {\"horizontal\", \"vertical\"}")
                return nil
            }
            return boundNumber(node).map { Insets(horizontal: $0, vertical: $0) }
        }
        guard let fields = object(node, .insets) else { return nil }
        return Insets(horizontal: fields.boundNumber("horizontal"), vertical: fields.boundNumber("vertical"))
    }

    /// A shape: a keyword (`"circle"`…), `{"roundedRectangle": {"cornerRadius"}}`, `{"image": name, "template": bool}`
    /// or `{"symbol": name}`.
    func shape(_ node: JSONNode) -> Shape? {
        let keywords = ShapeKeyword.allCases.map(\.rawValue).joined(separator: ", ")
        let expected =
            "a shape: \(keywords), {\"roundedRectangle\": {\"cornerRadius\"}}, {\"image\": name, \"template\": true or false} or {\"symbol\": name}"
        if node.string != nil { return choice(node, ShapeKeyword.self, what: "shape").map(\.shape) }
        guard node.object != nil else {
            wrongType(node, expected: expected)
            return nil
        }
        switch form(of: node, among: ["roundedRectangle", "image", "symbol"], expected: expected) {
        case "roundedRectangle":
            let corners = object(node, .roundedRectangleShape)?.value("roundedRectangle") { object($0, .roundedRectangle) }
            return corners?.boundNumber("cornerRadius").map { .roundedRectangle(cornerRadius: $0) }
        case "image":
            guard let fields = object(node, .imageShape), let name = fields.string("image") else { return nil }
            checkAsset(name, image: true, at: fields.node("image")?.location ?? node.location)
            return .image(name, template: fields.bool("template") ?? false)
        case "symbol":
            guard let fields = object(node, .symbolShape), let name = fields.string("symbol", matching: .symbolName) else { return nil }
            checkAsset(name, image: false, at: fields.node("symbol")?.location ?? node.location)
            return .symbol(name)
        default:
            return nil
        }
    }

    /// In a catalogue with an `assets/` folder, reports an image that names no asset in it
    /// (`Image(_:)` would find nothing there), and a symbol whose name is one edit or so from an
    /// asset's (a symbol without an asset is an SF Symbol, drawn by the system and as a glyph box
    /// on the site). Both are warnings: the spec still loads and the layer is drawn as a glyph box.
    private func checkAsset(_ name: String, image: Bool, at location: SourceLocation) {
        guard hasAssetFolder, assets[name] == nil, !refusedAssets.contains(name) else { return }
        let names = assets.names
        if image {
            let known = names.isEmpty ? "the folder has no usable assets yet" : "assets are: \(Self.list(names))"
            report(
                .unknownAsset,
                "image \"\(name)\" is not in the assets folder\(Suggestion.separator(for: name, among: names))add \(AssetFolder.name)/\(name).svg or .png; \(known)",
                at: location)
        } else if let closest = Suggestion.closest(to: name, among: names) {
            report(
                .unknownAsset,
                "symbol \"\(name)\" has no asset and is drawn as a placeholder; did you mean \"\(closest)\"?", at: location)
        }
    }

    /// `{"angle": degrees, "axis": [x, y, z]}`.
    func rotation3D(_ node: JSONNode) -> Rotation3D? {
        guard let fields = object(node, .rotation3D) else { return nil }
        let angle = fields.boundNumber("angle")
        let axis = fields.value("axis") { node -> [Bound<Double>]? in
            guard let elements = node.array, elements.count == 3 else {
                wrongType(node, expected: "an axis [x, y, z] of three numbers or number tokens")
                return nil
            }
            let components = elements.compactMap(boundNumber)
            return components.count == 3 ? components : nil
        }
        guard let angle, let axis else { return nil }
        return Rotation3D(angle: angle, axis: axis)
    }
}
