import DesignCatalog
import DesignSupport
import DesignTokens

/// `catalog/missing-symbol`: a component's `symbol` that its `sourceFile` does not declare, or a
/// `sourceFile` that is not there. Runs only when the app's sources are configured.
struct MissingSymbolRule: Rule {
    static let description = RuleDescription(
        id: "catalog/missing-symbol",
        name: "Missing symbol",
        summary: "A component's symbol is not declared in its sourceFile, or the sourceFile is not in the app's sources.",
        rationale: """
            A spec documents a piece of the app: its page names the Swift symbol to use and the file it \
            lives in. When the code is renamed or moved and the spec is not, the catalogue sends readers \
            to code that does not exist. With "sources" in dscheck.json (or check --sources), dscheck \
            reads the app's Swift files and checks that each component's sourceFile is there (in one of \
            the source folders, else in the repository) and declares its symbol (a struct, class, enum, \
            actor, protocol, typealias, extension, func, var or let of that name, outside comments and \
            strings); a symbol without a sourceFile must be declared in one of the source files.
            """,
        sourceURL: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations/",
        defaultSeverity: .error,
        triggeringExamples: [
            .code(
                "The spec names PillButton in Buttons.swift, which declares only RoundButton (PillButton is in a comment)",
                swift: [
                    (
                        "Buttons.swift",
                        "import SwiftUI\n\n// struct PillButton was renamed.\nstruct RoundButton: View {\n    var body: some View { Text(\"Go\") }\n}\n"
                    )
                ],
                specs: [pill(sourceFile: "Buttons.swift")]),
            .code(
                "The spec's sourceFile is not in the sources", swift: [("Other.swift", "struct PillButton {}\n")],
                specs: [pill(sourceFile: "Controls/PillButton.swift")]),
        ],
        nonTriggeringExamples: [
            .code(
                "Buttons.swift declares PillButton",
                swift: [("Buttons.swift", "import SwiftUI\n\nstruct PillButton: View {\n    var body: some View { Text(\"Go\") }\n}\n")],
                specs: [pill(sourceFile: "Buttons.swift")])
        ])

    /// A component spec documenting `PillButton` in `sourceFile`.
    static func pill(sourceFile: String) -> String {
        """
        {"id": "pill", "name": "Pill", "status": "stable", "summary": "A pill.", "kind": "container", "layer": "content",
         "symbol": "PillButton", "sourceFile": "\(sourceFile)", "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.white}"}]}
        """
    }

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let code = input.code
        guard code.isConfigured else { return [] }
        return input.catalog.components.compactMap { component in
            if let written = component.sourceFile {
                guard let file = code.sourceFile(written) else {
                    return Finding(
                        "\(component.name)'s sourceFile \"\(written)\" is in none of the source folders and not in the repository; fix the path (relative to a \"sources\" folder or to the repository) or add its folder to \"sources\"",
                        at: component.location(of: "sourceFile"), subject: component.id)
                }
                guard let symbol = component.symbol, !file.scan.declarations.declares(symbol) else { return nil }
                return Finding(
                    "\(component.name)'s symbol \(symbol) is not declared in \(file.path); rename the symbol to what the code declares, or point sourceFile at the file that declares it",
                    at: component.location(of: "symbol"), subject: component.id)
            }
            guard let symbol = component.symbol, !code.files.contains(where: { $0.scan.declarations.declares(symbol) }) else { return nil }
            return Finding(
                "\(component.name)'s symbol \(symbol) is declared in none of the \(code.files.count) Swift files of the sources; rename the symbol to what the code declares, or add sourceFile",
                at: component.location(of: "symbol"), subject: component.id)
        }
    }
}
