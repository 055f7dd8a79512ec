import DesignCatalog
import DesignTokens
import SwiftCode

/// `TokenValues.swift`: the platform-neutral part.
enum ValuesFile {
    static func text(header: String, catalog: Catalog, namespace: TokenNamespace, appearances: [String: [(Appearance, AssetColor)]]) -> String {
        let doc = """
            The tokens of \(catalog.manifest.name) \(catalog.manifest.version) as plain values, in namespaces that mirror \
            their groups: colours as red, green, blue and alpha in [0, 1] per appearance (sRGB, or Display P3 for colours \
            outside it), lengths in points, times in seconds. This part needs neither SwiftUI nor Foundation.
            """
        let lines = NamespaceSource.lines(root: SwiftExporter.valuesRoot, doc: doc, namespace: namespace) { place, indent in
            let token = place.member.token
            guard let value = token.value else { return (nil, []) }
            let declared = RawValueSource.declaration(of: token, value: value, appearances: appearances[token.name] ?? [])
            let name = SwiftIdentifier.escaped(place.member.identifier)
            return (
                appearances[token.name].flatMap(colorNote),
                ["\(indent)public static let \(name)\(declared.type.map { ": " + $0 } ?? "") = \(declared.expression)"]
            )
        }
        return ([header, "", ValueTypesSource.text, ""] + lines).joined(separator: "\n") + "\n"
    }

    /// The sentence saying which space a colour is written in.
    static func colorNote(_ appearances: [(Appearance, AssetColor)]) -> String? {
        guard let color = appearances.first?.1 else { return nil }
        let from = color.convertedFrom.map { ", converted from \($0.rawValue)\(color.clipped ? " and clipped to Display P3" : "")" } ?? ""
        return "Written in \(color.space.name)\(from)."
    }
}
