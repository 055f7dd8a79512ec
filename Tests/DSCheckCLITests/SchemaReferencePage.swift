import DesignTokens
import Foundation
import TestSupport

/// `docs/reference/catalogue-format.md`: the catalogue's file formats written out from the JSON
/// Schemas in `schemas/` (which `SchemaSyncTests` keeps in step with the loader), so the page
/// says what dscheck reads and cannot drift from it. A section per schema: its properties, then
/// each definition it names, as tables of property, type, whether required, and description.
enum SchemaReferencePage {
    /// The schemas in the order a catalogue is read: the manifest first, then what it names.
    static let schemas = ["manifest", "resolver", "tokens", "component", "composition"]

    static func render() throws -> String {
        var text = """
            # Catalogue format

            Every file of a catalogue folder, property by property, written out from the JSON Schemas in
            [`schemas/`](../../schemas/) (`dscheck schema` prints them; every file names its schema in
            `"$schema"`, so editors complete and check it). Generated; `GeneratedDocsTests` keeps it equal
            to the schemas. [The catalogue folder](../catalogue.md) explains how the files fit together.

            """
        for name in schemas {
            let node = try JSONReader().read(fileAt: Fixtures.repository("schemas/\(name).schema.json"))
            guard let schema = node.object else { continue }
            text += "\n## \(schema.member("title")?.value.string ?? name) (`\(name).schema.json`)\n"
            if let description = schema.member("description")?.value.string { text += "\n" + description + "\n" }
            text += table(schema, in: name)
            for definition in schema.member("$defs")?.value.object?.members ?? [] {
                guard let object = definition.value.object else { continue }
                text += "\n### \(name): `\(definition.key)`\n"
                if let description = object.member("description")?.value.string { text += "\n" + description + "\n" }
                let type = typeText(definition.value, in: name)
                if object.member("properties") == nil, !type.isEmpty { text += "\nType: \(type).\n" }
                text += table(object, in: name)
            }
        }
        return text
    }

    /// The table of an object schema's properties, or nothing when it has none.
    private static func table(_ schema: JSONObject, in file: String) -> String {
        guard let properties = schema.member("properties")?.value.object, !properties.members.isEmpty else { return "" }
        let required = Set((schema.member("required")?.value.array ?? []).compactMap(\.string))
        var rows = "\n| Property | Type | Required | Description |\n| --- | --- | --- | --- |\n"
        for property in properties.members {
            let description = property.value.object?.member("description")?.value.string ?? ""
            rows +=
                "| `\(property.key)` | \(cell(typeText(property.value, in: file))) | \(required.contains(property.key) ? "yes" : "") | \(cell(description)) |\n"
        }
        if schema.member("additionalProperties")?.value.bool == false { rows += "\nNo other property is allowed.\n" }
        return rows
    }

    /// What a schema accepts, in words: a type, a list of values, a link to a definition, or
    /// the alternatives of `anyOf` / `oneOf`.
    private static func typeText(_ node: JSONNode, in file: String) -> String {
        guard let schema = node.object else { return "" }
        if let reference = schema.member("$ref")?.value.string {
            let name = reference.split(separator: "/").last.map(String.init) ?? reference
            return "[`\(name)`](#\(anchor("\(file): \(name)")))"
        }
        if let values = schema.member("enum")?.value.array { return values.map(literal).joined(separator: ", ") }
        if let value = schema.member("const") { return literal(value.value) }
        for key in ["anyOf", "oneOf"] {
            if let options = schema.member(key)?.value.array { return options.map { typeText($0, in: file) }.joined(separator: " or ") }
        }
        let types = schema.member("type")?.value.string.map { [$0] } ?? (schema.member("type")?.value.array ?? []).compactMap(\.string)
        return types.map { type in
            guard type == "array", let items = schema.member("items") else { return type }
            return "array of \(typeText(items.value, in: file))"
        }.joined(separator: " or ")
    }

    /// A JSON literal as the schema writes it, in code.
    private static func literal(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let string): "`\"\(string)\"`"
        case .number(let number): "`\(number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number))`"
        case .bool(let bool): "`\(bool)`"
        case .null: "`null`"
        case .array, .object: "a JSON value"
        }
    }

    /// A table cell's text: pipes escaped and line breaks as spaces, so the row stays one row.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation but
    /// hyphens and underscores dropped.
    private static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
    }
}
