import DesignCatalog
import SwiftCode

/// `Tokens.swift`: the SwiftUI part, inside `#if canImport(SwiftUI)`.
enum SwiftUIFile {
    static func text(header: String, module: String, catalog: Catalog, namespace: TokenNamespace) -> String {
        let doc = """
            The tokens of \(catalog.manifest.name) \(catalog.manifest.version) as SwiftUI values: colours from \(module).xcassets \
            (following light, dark and increased contrast), lengths as CGFloat, typography as fonts that scale with Dynamic \
            Type, transitions as animations, shadows and gradients a view applies. Each is made from the constant of the same \
            path in TokenValues.
            """
        let lines = NamespaceSource.lines(root: SwiftExporter.swiftUIRoot, doc: doc, namespace: namespace) { place, indent in
            (nil, SwiftUIValueSource.declaration(place: place, indent: indent))
        }
        let imports = ["import SwiftUI", "#if canImport(UIKit)", "    import UIKit", "#elseif canImport(AppKit)", "    import AppKit", "#endif"]
        return ([header, "", "#if canImport(SwiftUI)"] + imports + ["", SwiftUISupportSource.text, ""] + lines + ["#endif"])
            .joined(separator: "\n") + "\n"
    }
}
