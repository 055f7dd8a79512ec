import DesignSupport

/// What the type units in `Types/` share when they parse `$value` JSON: following references
/// inside composite values, and the messages for a value of the wrong shape.
extension TokenResolution {
    /// Parses `node` as a value of `type`; nil (with a diagnostic) if it is not one.
    func parse(_ node: JSONNode, as type: TokenType) -> TokenValue? {
        type.unit.parseTokenValue(node, in: self)
    }

    /// A sub-value of a composite: a reference to a token of `unit`'s type, or a literal of it.
    func subValue<Unit: TokenTypeUnit>(_ node: JSONNode, as unit: Unit.Type) -> Unit.Value? {
        guard let (reference, location) = wholeReference(node) else { return Unit.parse(node, in: self) }
        guard let target = lookup(reference, at: location) else { return nil }
        switch target {
        case .fragment(let fragment):
            guard fragmentDepth < Self.maximumDepth else {
                report(
                    TokenDiagnostic.referenceCycle,
                    "\(reference.shown) leads through more than \(Self.maximumDepth) references to parts of tokens, or round a cycle of them; point at a token, or write the value",
                    at: location)
                return nil
            }
            fragmentDepth += 1
            defer { fragmentDepth -= 1 }
            return Unit.parse(fragment, in: self)
        case .token(let index):
            guard let (targetType, value) = follow(index, from: location) else { return nil }
            guard targetType == Unit.type else {
                report(
                    TokenDiagnostic.typeMismatch,
                    "\"\(tokens[index].name)\" is a \(targetType.rawValue) token, but a \(Unit.type.rawValue) is needed here; point at a \(Unit.type.rawValue) token",
                    at: location)
                return nil
            }
            return Unit.value(in: value)
        }
    }

    /// Reports `node` as the wrong kind of JSON for a `type` value, which needs `expected`.
    func mismatch(_ node: JSONNode, _ type: TokenType, expected: String) {
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
        guard let object = node.object, object.contains(key: "$ref"), let (reference, location) = wholeReference(node) else { return node }
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

    // MARK: Measures

    /// A `{value, unit}` measure (a dimension or a duration); also reads the legacy string form
    /// ("16px") with a warning.
    func measure(_ node: JSONNode, type: TokenType, units: Set<String>) -> (value: Double, unit: String)? {
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

    // MARK: Composite values

    /// A composite value's object with its members checked: unknown ones and missing `required`
    /// ones are reported, and make `valid` false. Nil after reporting a value that is no object.
    func compositeObject(
        _ node: JSONNode, _ type: TokenType, required: [String], optional: [String] = []
    ) -> (object: JSONObject, valid: Bool)? {
        guard let object = node.object else {
            mismatch(node, type, expected: "an object with \(required.joined(separator: ", "))")
            return nil
        }
        return (object, checkMembers(object, at: node.location, type: type, required: required, optional: optional))
    }

    /// The member `key` of a composite value's object, parsed as `unit`: nil when it is absent
    /// (``checkMembers(_:at:type:required:optional:)`` reports that) or after reporting why it is
    /// not a value of the type.
    func member<Unit: TokenTypeUnit>(_ key: String, of object: JSONObject, as unit: Unit.Type) -> Unit.Value? {
        object[key].flatMap { member($0, named: key, as: unit) }
    }

    /// One member of a composite value, parsed as `unit` with messages that name it.
    func member<Unit: TokenTypeUnit>(_ node: JSONNode, named name: String, as unit: Unit.Type) -> Unit.Value? {
        let outer = valueMember
        valueMember = name
        defer { valueMember = outer }
        return subValue(node, as: unit)
    }
}
