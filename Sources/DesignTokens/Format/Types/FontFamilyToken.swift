import DesignSupport

/// The `fontFamily` type: a name, or a non-empty list of names in order of preference.
enum FontFamilyToken: TokenTypeUnit {
    static let type = TokenType.fontFamily

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> [String]? {
        if let name = node.string { return [name] }
        guard let elements = node.array, !elements.isEmpty else {
            resolution.mismatch(node, type, expected: "a string or a non-empty array of strings")
            return nil
        }
        var names: [String] = []
        for element in elements {
            guard let name = element.string else {
                resolution.mismatch(element, type, expected: "a string in each array element")
                return nil
            }
            names.append(name)
        }
        return names
    }

    /// One name as a string, several as an array: the shape the token most likely wrote.
    static func write(_ names: [String], to json: inout some JSONWriter & ~Copyable) {
        guard names.count != 1 else {
            json.string(names[0])
            return
        }
        json.openInlineArray()
        for name in names {
            json.element()
            json.string(name)
        }
        json.closeArray()
    }

    static func tokenValue(_ names: [String]) -> TokenValue { .fontFamily(names) }

    static func value(in tokenValue: TokenValue) -> [String]? {
        guard case .fontFamily(let names) = tokenValue else { return nil }
        return names
    }
}
