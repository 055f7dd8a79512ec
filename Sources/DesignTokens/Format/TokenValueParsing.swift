import DesignSupport

/// Parsing `$value` JSON into typed values, following references inside composite values.
extension TokenResolution {
    /// Parses `node` as a value of `type`; nil (with a diagnostic) if it is not one.
    func parse(_ node: JSONNode, as type: TokenType) -> TokenValue? {
        switch type {
        case .color: parseColor(node).map(TokenValue.color)
        case .dimension:
            parseMeasure(node, type: .dimension, units: TokenSettings.dimensionUnits).map { .dimension(Dimension(value: $0.value, unit: $0.unit)) }
        case .duration:
            parseMeasure(node, type: .duration, units: TokenSettings.durationUnits).map { .duration(Duration(value: $0.value, unit: $0.unit)) }
        case .fontFamily: parseFontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: parseFontWeight(node).map(TokenValue.fontWeight)
        case .cubicBezier: parseCubicBezier(node).map(TokenValue.cubicBezier)
        case .number: number(node, type: .number).map(TokenValue.number)
        case .strokeStyle: parseStrokeStyle(node).map(TokenValue.strokeStyle)
        case .border: parseBorder(node).map(TokenValue.border)
        case .transition: parseTransition(node).map(TokenValue.transition)
        case .shadow: parseShadow(node).map(TokenValue.shadow)
        case .gradient: parseGradient(node).map(TokenValue.gradient)
        case .typography: parseTypography(node).map(TokenValue.typography)
        }
    }

    /// A sub-value of a composite: a reference to a token of `type`, or a literal of `type`.
    func subValue(_ node: JSONNode, as type: TokenType) -> TokenValue? {
        guard let (reference, location) = wholeReference(node) else { return parse(node, as: type) }
        guard let target = lookup(reference, at: location) else { return nil }
        switch target {
        case .fragment(let fragment):
            return parse(fragment, as: type)
        case .token(let index):
            guard let (targetType, value) = follow(index, from: location) else { return nil }
            guard targetType == type else {
                report(
                    TokenDiagnostic.typeMismatch,
                    "\"\(tokens[index].name)\" is a \(targetType.rawValue) token, but a \(type.rawValue) is needed here; point at a \(type.rawValue) token",
                    at: location)
                return nil
            }
            return value
        }
    }

    private func mismatch(_ node: JSONNode, _ type: TokenType, expected: String) {
        let owner = currentName.isEmpty ? "the value" : "\"\(currentName)\""
        let member = valueMember.map { " in \($0)" } ?? ""
        report(
            TokenDiagnostic.typeMismatch,
            "\(owner) has \(node.value.kindDescription)\(member) where a \(type.rawValue) value needs \(expected)",
            at: node.location)
    }

    /// `node`, or what it points at when it is a `{"$ref"}` pointer (into a value, or at a
    /// token whose value is then used); nil after reporting a pointer that leads nowhere.
    func dereferenced(_ node: JSONNode) -> JSONNode? {
        guard let object = node.object, object["$ref"] != nil, let (reference, location) = wholeReference(node) else { return node }
        switch lookup(reference, at: location) {
        case .fragment(let fragment)?: return fragment
        case .token(let index)?: return follow(index, from: location).map { $0.1.jsonOutput.jsonNode(at: location) }
        case nil: return nil
        }
    }

    /// A plain number, possibly given as a `{"$ref"}` pointer to one.
    func number(_ node: JSONNode, type: TokenType, what: String = "a number") -> Double? {
        guard let resolved = dereferenced(node) else { return nil }
        if let value = resolved.number { return value }
        mismatch(resolved, type, expected: what)
        return nil
    }

    /// A plain string, possibly given as a `{"$ref"}` pointer to one.
    func string(_ node: JSONNode, type: TokenType, what: String) -> String? {
        guard let resolved = dereferenced(node) else { return nil }
        if let text = resolved.string { return text }
        mismatch(resolved, type, expected: what)
        return nil
    }

    /// Checks that `object` has exactly the `required` keys (plus `optional` ones).
    func checkMembers(_ object: JSONObject, at location: SourceLocation, type: TokenType, required: [String], optional: [String] = []) -> Bool {
        var valid = true
        for member in object.members where !required.contains(member.key) && !optional.contains(member.key) {
            report(
                TokenDiagnostic.invalidValue,
                "\"\(member.key)\" is not part of a \(type.rawValue) value; allowed: \((required + optional).joined(separator: ", "))",
                at: member.keyLocation)
            valid = false
        }
        let missing = required.filter { object[$0] == nil }
        if !missing.isEmpty {
            report(
                TokenDiagnostic.invalidValue,
                "\(type.rawValue) value is missing \(missing.map { "\"\($0)\"" }.joined(separator: ", ")); a \(type.rawValue) needs \(required.joined(separator: ", "))",
                at: location)
            valid = false
        }
        return valid
    }

    // MARK: Primitive types

    func parseColor(_ node: JSONNode) -> TokenColor? {
        if let text = node.string {
            do throws(CSSColorError) {
                var legacy = try CSSColor.parse(text)
                if legacy.colorSpace == .srgb, legacy.hex == nil { legacy.hex = legacy.hexString }
                report(
                    TokenDiagnostic.legacyFormat,
                    "colour written as the string \"\(text)\"; the 2025.10 form is an object: \(legacy.jsonOutput.serialized(pretty: false))",
                    at: node.location, severity: .warning)
                return legacy
            } catch {
                report(
                    TokenDiagnostic.invalidValue,
                    "\"\(text)\" is not a colour (\(error.message)); write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}", at: node.location)
                return nil
            }
        }
        guard let object = node.object else {
            mismatch(node, .color, expected: "an object {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?}")
            return nil
        }
        var valid = checkMembers(object, at: node.location, type: .color, required: ["colorSpace", "components"], optional: ["alpha", "hex"])
        var space: ColorSpace?
        if let spaceNode = object["colorSpace"] {
            space = spaceNode.string.flatMap(ColorSpace.init(rawValue:))
            if space == nil {
                report(
                    TokenDiagnostic.invalidValue,
                    "colorSpace must be one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: spaceNode.location)
                valid = false
            }
        }
        let components = object["components"].flatMap { colorComponents($0, in: space) }
        if object["components"] != nil, components == nil { valid = false }
        if let space, let components, let problem = space.conversionProblem(components: components) {
            report(TokenDiagnostic.invalidValue, problem, at: object["components"]!.location)
            valid = false
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            if let value = number(alphaNode, type: .color, what: "alpha to be a number from 0 to 1") {
                if (0...1).contains(value) {
                    alpha = value
                } else {
                    report(TokenDiagnostic.invalidValue, "alpha is \(JSONOutput.format(value)); alpha is 0 to 1", at: alphaNode.location)
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
                report(TokenDiagnostic.invalidValue, "hex must be a 6-digit \"#rrggbb\" string", at: hexNode.location)
            }
        }
        guard valid, let space, let components else { return nil }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    /// The three components of a colour in `space` (checked against its ranges when it is
    /// known), every faulty one reported; nil when any is faulty.
    private func colorComponents(_ node: JSONNode, in space: ColorSpace?) -> [ColorComponent]? {
        guard let elements = node.array else {
            mismatch(node, .color, expected: "components to be an array of three numbers")
            return nil
        }
        guard elements.count == 3 else {
            report(TokenDiagnostic.invalidValue, "a colour has exactly 3 components; found \(elements.count)", at: node.location)
            return nil
        }
        var components: [ColorComponent] = []
        for (position, element) in elements.enumerated() {
            if element.string == "none" {
                components.append(.none)
                continue
            }
            guard let value = number(element, type: .color, what: "a component to be a number or \"none\"") else { continue }
            if let space, let problem = space.problem(component: position, value: value) {
                report(
                    TokenDiagnostic.invalidValue, "\(space.componentNames[position]) is \(JSONOutput.format(value)); \(problem)", at: element.location
                )
                continue
            }
            components.append(.value(value))
        }
        return components.count == 3 ? components : nil
    }

    /// A `{value, unit}` measure; also reads the legacy string form ("16px") with a warning.
    private func parseMeasure(_ node: JSONNode, type: TokenType, units: Set<String>) -> (value: Double, unit: String)? {
        if let text = node.string {
            guard let measure = Self.splitMeasure(text) else {
                mismatch(node, type, expected: "an object {\"value\": number, \"unit\": \"\(units.sorted().joined(separator: "\" or \""))\"}")
                return nil
            }
            guard checkUnit(measure.unit, type: type, units: units, at: node.location) else { return nil }
            report(
                TokenDiagnostic.legacyFormat,
                "\(type.rawValue) written as the string \"\(text)\"; the 2025.10 form is {\"value\": \(JSONOutput.format(measure.value)), \"unit\": \"\(measure.unit)\"}",
                at: node.location, severity: .warning)
            return measure
        }
        guard let object = node.object else {
            mismatch(node, type, expected: "an object {\"value\": number, \"unit\": \"\(units.sorted().joined(separator: "\" or \""))\"}")
            return nil
        }
        guard checkMembers(object, at: node.location, type: type, required: ["value", "unit"]) else { return nil }
        guard let value = number(object["value"]!, type: type) else { return nil }
        let unitNode = object["unit"]!
        guard let unit = string(unitNode, type: type, what: "unit to be a string") else { return nil }
        guard checkUnit(unit, type: type, units: units, at: unitNode.location) else { return nil }
        return (value, unit)
    }

    private func checkUnit(_ unit: String, type: TokenType, units: Set<String>, at location: SourceLocation) -> Bool {
        if units.contains(unit) || settings.extraUnits.contains(unit) { return true }
        report(
            TokenDiagnostic.unitNotAllowed,
            "unit \"\(unit)\" is not a \(type.rawValue) unit of the 2025.10 format (\(units.sorted().joined(separator: ", "))); use one of them, or allow it in dscheck.json with \"extraUnits\": [\"\(unit)\"]",
            at: location)
        return false
    }

    /// Splits "16px" or "-0.5rem" into number and unit.
    static func splitMeasure(_ text: String) -> (value: Double, unit: String)? {
        guard let unitStart = text.firstIndex(where: { $0.isLetter }) else { return nil }
        let unit = String(text[unitStart...])
        guard !unit.isEmpty, unit.allSatisfy(\.isLetter), let value = Double(text[..<unitStart]), value.isFinite else { return nil }
        return (value, unit)
    }

    private func parseFontFamily(_ node: JSONNode) -> [String]? {
        if let name = node.string { return [name] }
        guard let elements = node.array, !elements.isEmpty else {
            mismatch(node, .fontFamily, expected: "a string or a non-empty array of strings")
            return nil
        }
        var names: [String] = []
        for element in elements {
            guard let name = element.string else {
                mismatch(element, .fontFamily, expected: "a string in each array element")
                return nil
            }
            names.append(name)
        }
        return names
    }

    private func parseFontWeight(_ node: JSONNode) -> FontWeight? {
        if let keyword = node.string {
            guard let value = FontWeight.keywords[keyword] else {
                report(
                    TokenDiagnostic.invalidValue,
                    "font weight \"\(keyword)\" is not a 2025.10 keyword (they are lowercase: \(FontWeight.keywords.keys.sorted().joined(separator: ", "))); or write a number from 1 to 1000",
                    at: node.location)
                return nil
            }
            return FontWeight(value: value, keyword: keyword)
        }
        guard let value = number(node, type: .fontWeight, what: "a number from 1 to 1000 or a keyword such as \"bold\"") else { return nil }
        guard (1...1000).contains(value) else {
            report(TokenDiagnostic.invalidValue, "font weight \(JSONOutput.format(value)) is outside 1 to 1000", at: node.location)
            return nil
        }
        return FontWeight(value: value)
    }

    private func parseCubicBezier(_ node: JSONNode) -> [Double]? {
        guard let elements = node.array else {
            mismatch(node, .cubicBezier, expected: "an array [P1x, P1y, P2x, P2y]")
            return nil
        }
        guard elements.count == 4 else {
            report(TokenDiagnostic.invalidValue, "a cubicBezier has 4 numbers [P1x, P1y, P2x, P2y]; found \(elements.count)", at: node.location)
            return nil
        }
        var points: [Double] = []
        for (position, element) in elements.enumerated() {
            guard let value = number(element, type: .cubicBezier) else { return nil }
            if position % 2 == 0, !(0...1).contains(value) {
                report(
                    TokenDiagnostic.invalidValue, "cubicBezier \(position == 0 ? "P1x" : "P2x") is \(JSONOutput.format(value)); x values are 0 to 1",
                    at: element.location)
                return nil
            }
            points.append(value)
        }
        return points
    }

    // MARK: Composite types

    private func parseStrokeStyle(_ node: JSONNode) -> StrokeStyle? {
        if let keyword = node.string {
            guard StrokeStyle.keywords.contains(keyword) else {
                report(
                    TokenDiagnostic.invalidValue,
                    "stroke style \"\(keyword)\" is not one of \(StrokeStyle.keywords.sorted().joined(separator: ", ")); or write {\"dashArray\", \"lineCap\"}",
                    at: node.location)
                return nil
            }
            return .keyword(keyword)
        }
        guard let object = node.object else {
            mismatch(node, .strokeStyle, expected: "a keyword such as \"solid\" or an object {\"dashArray\", \"lineCap\"}")
            return nil
        }
        var valid = checkMembers(object, at: node.location, type: .strokeStyle, required: ["dashArray", "lineCap"])
        var dashArray: [Dimension] = []
        if let dashNode = object["dashArray"] {
            if let dashes = dashNode.array, !dashes.isEmpty {
                for dash in dashes {
                    if case .dimension(let length)? = member(dash, named: "dashArray", as: .dimension) {
                        dashArray.append(length)
                    } else {
                        valid = false
                    }
                }
            } else {
                mismatch(dashNode, .strokeStyle, expected: "dashArray to be a non-empty array of dimensions")
                valid = false
            }
        }
        var lineCap: String?
        if let capNode = object["lineCap"] {
            lineCap = capNode.string.flatMap { StrokeStyle.lineCaps.contains($0) ? $0 : nil }
            if lineCap == nil {
                report(
                    TokenDiagnostic.invalidValue, "lineCap must be one of \(StrokeStyle.lineCaps.sorted().joined(separator: ", "))",
                    at: capNode.location)
            }
        }
        guard valid, let lineCap else { return nil }
        return .dashes(dashArray: dashArray, lineCap: lineCap)
    }

    /// One member of a composite value, parsed as `type` with messages that name it.
    private func member(_ node: JSONNode, named name: String, as type: TokenType) -> TokenValue? {
        let outer = valueMember
        valueMember = name
        defer { valueMember = outer }
        return subValue(node, as: type)
    }

    /// The members of a composite value, each parsed as its type: every member is parsed, so
    /// each faulty one is reported. Nil when the value is not an object; `valid` is false when a
    /// member is missing, unknown or faulty.
    private func compositeMembers(
        _ node: JSONNode, _ type: TokenType, _ members: KeyValuePairs<String, TokenType>, optional: [String] = []
    ) -> (object: JSONObject, values: [String: TokenValue], valid: Bool)? {
        guard let object = node.object else {
            mismatch(node, type, expected: "an object with \(members.map(\.key).joined(separator: ", "))")
            return nil
        }
        var valid = checkMembers(object, at: node.location, type: type, required: members.map(\.key), optional: optional)
        var values: [String: TokenValue] = [:]
        for (key, memberType) in members {
            guard let memberNode = object[key] else { continue }
            if let value = member(memberNode, named: key, as: memberType) {
                values[key] = value
            } else {
                valid = false
            }
        }
        return (object, values, valid)
    }

    private func parseBorder(_ node: JSONNode) -> Border? {
        guard let parts = compositeMembers(node, .border, ["color": .color, "width": .dimension, "style": .strokeStyle]), parts.valid,
            case .color(let color)? = parts.values["color"],
            case .dimension(let width)? = parts.values["width"],
            case .strokeStyle(let style)? = parts.values["style"]
        else { return nil }
        return Border(color: color, width: width, style: style)
    }

    private func parseTransition(_ node: JSONNode) -> Transition? {
        guard let parts = compositeMembers(node, .transition, ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier]),
            parts.valid,
            case .duration(let duration)? = parts.values["duration"],
            case .duration(let delay)? = parts.values["delay"],
            case .cubicBezier(let curve)? = parts.values["timingFunction"]
        else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    private func parseShadow(_ node: JSONNode) -> ShadowValue? {
        guard let elements = node.array else {
            return parseShadowLayer(node).map { ShadowValue(layers: [$0], isList: false) }
        }
        var layers: [Shadow] = []
        var valid = true
        for element in elements {
            if wholeReference(element) != nil {
                if case .shadow(let referenced)? = subValue(element, as: .shadow) {
                    layers += referenced.layers
                } else {
                    valid = false
                }
            } else if let layer = parseShadowLayer(element) {
                layers.append(layer)
            } else {
                valid = false
            }
        }
        return valid ? ShadowValue(layers: layers, isList: true) : nil
    }

    private func parseShadowLayer(_ node: JSONNode) -> Shadow? {
        guard
            let parts = compositeMembers(
                node, .shadow, ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension],
                optional: ["inset"])
        else { return nil }
        var inset: Bool?
        if let insetNode = parts.object["inset"] {
            inset = insetNode.bool
            if inset == nil { mismatch(insetNode, .shadow, expected: "inset to be true or false") }
        }
        guard parts.valid, parts.object["inset"] == nil || inset != nil,
            case .color(let color)? = parts.values["color"],
            case .dimension(let offsetX)? = parts.values["offsetX"],
            case .dimension(let offsetY)? = parts.values["offsetY"],
            case .dimension(let blur)? = parts.values["blur"],
            case .dimension(let spread)? = parts.values["spread"]
        else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    private func parseGradient(_ node: JSONNode) -> [GradientStop]? {
        guard let elements = node.array, !elements.isEmpty else {
            mismatch(node, .gradient, expected: "a non-empty array of {\"color\", \"position\"} stops")
            return nil
        }
        var stops: [GradientStop] = []
        var valid = true
        for element in elements {
            let parsed = gradientElement(element)
            if let parsed { stops += parsed } else { valid = false }
        }
        return valid ? stops : nil
    }

    /// The stops one element of a gradient gives: a stop, a reference to one, or a reference to
    /// a gradient token whose stops it takes.
    private func gradientElement(_ element: JSONNode) -> [GradientStop]? {
        guard let (reference, location) = wholeReference(element) else { return parseGradientStop(element).map { [$0] } }
        switch lookup(reference, at: location) {
        case nil: return nil
        case .fragment(let fragment)?: return parseGradientStop(fragment).map { [$0] }
        case .token?:
            guard case .gradient(let referenced)? = subValue(element, as: .gradient) else { return nil }
            return referenced
        }
    }

    private func parseGradientStop(_ node: JSONNode) -> GradientStop? {
        guard let parts = compositeMembers(node, .gradient, ["color": .color, "position": .number]), parts.valid,
            case .color(let color)? = parts.values["color"],
            case .number(let position)? = parts.values["position"]
        else { return nil }
        return GradientStop(color: color, position: min(1, max(0, position)))
    }

    private func parseTypography(_ node: JSONNode) -> Typography? {
        guard
            let parts = compositeMembers(
                node, .typography,
                ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension, "lineHeight": .number]),
            parts.valid,
            case .fontFamily(let family)? = parts.values["fontFamily"],
            case .dimension(let size)? = parts.values["fontSize"],
            case .fontWeight(let weight)? = parts.values["fontWeight"],
            case .dimension(let spacing)? = parts.values["letterSpacing"],
            case .number(let lineHeight)? = parts.values["lineHeight"]
        else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }
}
