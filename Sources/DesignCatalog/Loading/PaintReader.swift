import DesignSupport
import DesignTokens

/// Colours, gradients and materials.
extension SpecReader {
    static let colorExpectation =
        "a colour: a token reference such as \"{color.accent}\", a CSS colour such as \"#1c1c1e\" or \"white\", or {\"colorSpace\", \"components\", \"alpha\"}"
    static let colorSpecExpectation = "a colour (such as \"{color.accent}\" or \"#1c1c1e\") or {\"color\": colour, \"alpha\": 0.4}"
    static let paintExpectation =
        "a paint: a colour (such as \"{color.accent}\" or \"#1c1c1e\"), {\"color\", \"alpha\"}, {\"linearGradient\": …} or {\"material\": …}"
    static let textFillExpectation =
        "a text fill: a colour (such as \"{color.accent}\" or \"#1c1c1e\"), {\"color\", \"alpha\"} or {\"linearGradient\": …}"

    /// The keys that tell an object's paint form.
    private static let colorFormKeys = ["color", "colorSpace", "components"]

    /// A colour: a reference to a colour token, a CSS colour string or a DTCG colour object.
    func color(_ node: JSONNode) -> Bound<TokenColor>? {
        if let text = node.string {
            if Self.isReference(text) { return reference(text, at: node.location) }
            do throws(CSSColorError) {
                return Bound(.literal(try CSSColor.parse(text)), at: node.location)
            } catch {
                report(.invalidValue, "\(error.message); or reference a colour token, such as \"{color.accent}\"", at: node.location)
                return nil
            }
        }
        guard node.object != nil else {
            wrongType(node, expected: Self.colorExpectation)
            return nil
        }
        return dtcgColor(node).map { Bound(.literal($0), at: node.location) }
    }

    /// A colour with an optional extra alpha: any colour form, or `{"color": colour, "alpha": a}`.
    func colorSpec(_ node: JSONNode) -> ColorSpec? {
        guard node.object?["color"] != nil else {
            if node.string == nil, node.object == nil {
                wrongType(node, expected: Self.colorSpecExpectation)
                return nil
            }
            return color(node).map { ColorSpec(color: $0) }
        }
        guard let fields = object(node, .colorWithAlpha) else { return nil }
        let alpha = fields.value("alpha") { boundNumber($0, in: 0...1, what: "alpha") }
        return fields.value("color", color).map { ColorSpec(color: $0, alpha: alpha) }
    }

    /// A paint: a colour, a linear gradient or a material.
    func paint(_ node: JSONNode) -> Paint? {
        paint(node, forms: Self.colorFormKeys + ["linearGradient", "material"], expected: Self.paintExpectation)
    }

    /// The fill of a text run: a colour or a linear gradient (material is for shapes).
    func textFill(_ node: JSONNode) -> Paint? {
        paint(node, forms: Self.colorFormKeys + ["linearGradient"], expected: Self.textFillExpectation)
    }

    private func paint(_ node: JSONNode, forms: [String], expected: String) -> Paint? {
        if node.string != nil { return color(node).map { .color(ColorSpec(color: $0)) } }
        guard node.object != nil else {
            wrongType(node, expected: expected)
            return nil
        }
        guard let form = form(of: node, among: forms, expected: expected) else { return nil }
        switch form {
        case "linearGradient":
            return object(node, .linearGradientPaint)?.value("linearGradient", linearGradient).map(Paint.linearGradient)
        case "material":
            return object(node, .materialPaint)?.value("material", material).map(Paint.material)
        default:
            return colorSpec(node).map(Paint.color)
        }
    }

    /// `{"colorSpace", "components", "alpha", "hex"}` as in the DTCG Color Module.
    private func dtcgColor(_ node: JSONNode) -> TokenColor? {
        guard let fields = object(node, .dtcgColor) else { return nil }
        let space = fields.choice("colorSpace", ColorSpace.self, what: "colour space")
        let components = fields.value("components") { node -> [ColorComponent]? in
            guard let elements = node.array, elements.count == 3 else {
                wrongType(node, expected: "an array of three components, each a number or \"none\"")
                return nil
            }
            let components = elements.compactMap { element -> ColorComponent? in
                if element.string == "none" { return ColorComponent.none }
                return number(element).map(ColorComponent.value)
            }
            return components.count == 3 ? components : nil
        }
        let alpha = fields.value("alpha") { number($0, in: 0...1, what: "alpha") }
        let hex = fields.value("hex") { node -> String? in
            guard let text = string(node) else { return nil }
            guard text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) else {
                report(.invalidValue, "hex is \"\(text)\"; write a 6-digit \"#rrggbb\" fallback or leave it out", at: node.location)
                return nil
            }
            return text
        }
        guard let space, let components, let componentsNode = fields.node("components") else { return nil }
        let problems = space.validate(components: components)
        guard problems.isEmpty else {
            report(.invalidValue, problems.joined(separator: "; "), at: componentsNode.location)
            return nil
        }
        return TokenColor(colorSpace: space, components: components, alpha: alpha ?? 1, hex: hex)
    }

    /// `{"stops": [[colour, location], …] | "gradient": "{gradient.token}", "start", "end"}`.
    private func linearGradient(_ node: JSONNode) -> LinearGradientSpec? {
        guard let fields = object(node, .linearGradient) else { return nil }
        let stops = fields.value("stops") { array($0, of: "stops [colour, location]", gradientStop) }
        let token: Bound<GradientStops>? = fields.value("gradient") { node in
            if let text = node.string, Self.isReference(text) { return reference(text, at: node.location) }
            wrongType(node, expected: "a gradient token reference such as \"{gradient.sky}\"")
            return nil
        }
        let start = fields.value("start", unitPoint)
        let end = fields.value("end", unitPoint)
        switch (fields.node("stops"), fields.node("gradient")) {
        case (nil, nil):
            report(.missingField, "a linear gradient needs \"stops\" or \"gradient\"; add one", at: node.location)
            return nil
        case (.some, .some(let gradient)):
            report(.invalidValue, "a linear gradient has \"stops\" or \"gradient\", not both; remove one", at: gradient.location)
            return nil
        default:
            guard let start, let end, stops != nil || token != nil else { return nil }
            return LinearGradientSpec(stops: stops ?? [], token: token, start: start, end: end)
        }
    }

    /// `[colour, location]`.
    private func gradientStop(_ node: JSONNode) -> LinearGradientSpec.Stop? {
        guard let pair = node.array, pair.count == 2 else {
            wrongType(node, expected: "a stop [colour, location], such as [\"#000\", 0.5]")
            return nil
        }
        let color = colorSpec(pair[0])
        let location = boundNumber(pair[1], in: 0...1, what: "a stop location")
        guard let color, let location else { return nil }
        return LinearGradientSpec.Stop(color: color, location: location)
    }

    /// A SwiftUI unit point: a name such as `"top"`, or `[x, y]`.
    func unitPoint(_ node: JSONNode) -> UnitPoint? {
        if let name = node.string {
            if let point = UnitPoint.named[name] { return point }
            let names = UnitPoint.named.keys.sorted()
            report(
                .invalidValue,
                "unknown unit point \"\(name)\"\(Suggestion.separator(for: name, among: names))use one of: \(names.joined(separator: ", ")), or [x, y]",
                at: node.location)
            return nil
        }
        guard let pair = node.array, pair.count == 2, pair[0].number != nil, pair[1].number != nil else {
            wrongType(node, expected: "a unit point: a name such as \"top\", or [x, y]")
            return nil
        }
        let x = number(pair[0])
        let y = number(pair[1])
        guard let x, let y else { return nil }
        return UnitPoint(x: x, y: y)
    }

    /// `{"variant", "interactive", "tint", "dimming"}`; the variant defaults to regular.
    private func material(_ node: JSONNode) -> Material? {
        guard let fields = object(node, .material) else { return nil }
        return Material(
            variant: fields.choice("variant", Material.Variant.self, what: "material variant") ?? .regular,
            interactive: fields.bool("interactive") ?? false, tint: fields.value("tint", colorSpec),
            dimming: fields.value("dimming") { boundNumber($0, in: 0...1, what: "dimming") })
    }
}
