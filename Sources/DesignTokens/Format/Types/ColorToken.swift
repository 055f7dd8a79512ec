import DesignSupport

/// The `color` type: a ``TokenColor`` (its model and conversions live in `Color/`), read from
/// `{"colorSpace", "components", "alpha"?, "hex"?}` or, with a warning, from a CSS colour string.
enum ColorToken: TokenTypeUnit {
    static let type = TokenType.color

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> TokenColor? {
        if let text = node.string { return legacy(text, at: node.location, in: resolution) }
        guard let object = node.object else {
            resolution.mismatch(node, type, expected: "an object {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?}")
            return nil
        }
        var valid = resolution.checkMembers(
            object, at: node.location, type: type, required: ["colorSpace", "components"], optional: ["alpha", "hex"])
        var space: ColorSpace?
        if let spaceNode = object["colorSpace"] {
            space = spaceNode.string.flatMap(ColorSpace.init(rawValue:))
            if space == nil {
                resolution.report(
                    TokenDiagnostic.invalidValue,
                    "colorSpace must be one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: spaceNode.location)
                valid = false
            }
        }
        let components = object["components"].flatMap { Self.components($0, in: space, resolution: resolution) }
        if object["components"] != nil, components == nil { valid = false }
        if let space, let components, let problem = space.conversionProblem(components: components) {
            resolution.report(TokenDiagnostic.invalidValue, problem, at: object["components"]!.location)
            valid = false
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            if let value = resolution.number(alphaNode, type: type, what: "alpha to be a number from 0 to 1") {
                if (0...1).contains(value) {
                    alpha = value
                } else {
                    resolution.report(TokenDiagnostic.invalidValue, "alpha is \(JSONOutput.format(value)); alpha is 0 to 1", at: alphaNode.location)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        // The hex is an optional fallback: a faulty one is an error, but the colour keeps its
        // value from the fields that are valid.
        var hex: String?
        if let hexNode = object["hex"] {
            if let text = hexNode.string, text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) {
                hex = text
            } else {
                resolution.report(TokenDiagnostic.invalidValue, "hex must be a 6-digit \"#rrggbb\" string", at: hexNode.location)
            }
        }
        guard valid, let space, let components else { return nil }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    /// A colour written as a CSS string, the form before 2025.10: read, with a warning that
    /// shows the object form, or reported when CSS cannot read it either.
    private static func legacy(_ text: String, at location: SourceLocation, in resolution: TokenResolution) -> TokenColor? {
        do throws(CSSColorError) {
            var legacy = try CSSColor.parse(text)
            if legacy.colorSpace == .srgb, legacy.hex == nil { legacy.hex = legacy.hexString }
            resolution.report(
                TokenDiagnostic.legacyFormat,
                "colour written as the string \"\(text)\"; the 2025.10 form is an object: \(legacy.jsonOutput.serialized(pretty: false))",
                at: location, severity: .warning)
            return legacy
        } catch {
            resolution.report(
                TokenDiagnostic.invalidValue,
                "\"\(text)\" is not a colour (\(error.message)); write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}", at: location)
            return nil
        }
    }

    /// The three components of a colour in `space` (checked against its ranges when it is
    /// known), every faulty one reported; nil when any is faulty.
    private static func components(_ node: JSONNode, in space: ColorSpace?, resolution: TokenResolution) -> [ColorComponent]? {
        guard let elements = node.array else {
            resolution.mismatch(node, type, expected: "components to be an array of three numbers")
            return nil
        }
        guard elements.count == 3 else {
            resolution.report(TokenDiagnostic.invalidValue, "a colour has exactly 3 components; found \(elements.count)", at: node.location)
            return nil
        }
        var components: [ColorComponent] = []
        components.reserveCapacity(3)
        for (position, element) in elements.enumerated() {
            if element.string == "none" {
                components.append(.none)
                continue
            }
            guard let value = resolution.number(element, type: type, what: "a component to be a number or \"none\"") else { continue }
            if let space, let problem = space.problem(component: position, value: value) {
                resolution.report(
                    TokenDiagnostic.invalidValue, "\(space.componentNames[position]) is \(JSONOutput.format(value)); \(problem)", at: element.location
                )
                continue
            }
            components.append(.value(value))
        }
        return components.count == 3 ? components : nil
    }

    /// The colour as a 2025.10 colour object (alpha always present; hex when known).
    static func write(_ color: TokenColor, to json: inout some JSONWriter & ~Copyable) {
        json.openObject()
        json.key(TokenJSONKeys.colorSpace)
        json.string(color.colorSpace.rawValue)
        json.key(TokenJSONKeys.components)
        json.openInlineArray()
        for component in color.components {
            json.element()
            switch component {
            case .value(let value): json.number(value)
            case .none: json.string("none")
            }
        }
        json.closeArray()
        json.key(TokenJSONKeys.alpha)
        json.number(color.alpha)
        if let hex = color.hex {
            json.key(TokenJSONKeys.hex)
            json.string(hex)
        }
        json.closeObject()
    }

    static func tokenValue(_ color: TokenColor) -> TokenValue { .color(color) }

    static func value(in tokenValue: TokenValue) -> TokenColor? {
        guard case .color(let color) = tokenValue else { return nil }
        return color
    }
}

extension TokenColor {
    /// The colour as a 2025.10 colour object (alpha always present; hex when known).
    public var jsonOutput: JSONOutput { ColorToken.jsonOutput(self) }
}
