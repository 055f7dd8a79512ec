import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

/// `code/fixed-font-size`: the app's Swift code makes a font of a fixed size, which Dynamic Type
/// does not scale. Runs only when the app's sources are configured.
struct FixedFontSizeRule: Rule {
    static let description = RuleDescription(
        id: "code/fixed-font-size",
        name: "Fixed font size",
        summary: "The app's Swift code sets a font size that Dynamic Type does not scale.",
        rationale: """
            Text must grow with the reader's text size setting (WCAG 2.2 1.4.4, and the HIG's Typography \
            page: "support Dynamic Type"). With "sources" in dscheck.json (or check --sources), dscheck reads \
            the app's Swift files and reports .system(size:) (which never scales), Font.custom(_:size:) \
            without relativeTo:, and UIFont.systemFont(ofSize:), its bold, italic and monospaced kin and \
            UIFont(name:size:) outside UIFontMetrics' scaledFont(for:), at the call. Each finding names the \
            text style whose default size is nearest and the typography token of that size, if the \
            catalogue has one, with the constant dscheck export swift generates for it.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/typography#Supporting-Dynamic-Type",
        defaultSeverity: .warning,
        triggeringExamples: [
            .code(
                "A title at a fixed 17pt system size",
                swift: [("Title.swift", "import SwiftUI\n\nlet title = Text(\"Welcome\").font(.system(size: 17, weight: .bold))\n")]),
            .code(
                "A custom font without relativeTo:, and a UIKit label",
                swift: [
                    (
                        "Fonts.swift",
                        "import SwiftUI\nimport UIKit\n\nlet brand = Font.custom(\"Avenir\", size: 24)\nlet label = UIFont.systemFont(ofSize: 13)\n"
                    )
                ]),
        ],
        nonTriggeringExamples: [
            .code(
                "Text styles, a custom font relative to one, and a UIKit font scaled by UIFontMetrics",
                swift: [
                    (
                        "Fonts.swift",
                        """
                        import SwiftUI
                        import UIKit

                        let title = Text("Welcome").font(.title)
                        let brand = Font.custom("Avenir", size: 24, relativeTo: .title2)
                        let label = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13))

                        """
                    )
                ])
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let code = input.code
        guard code.isConfigured else { return [] }
        let swiftSettings = input.catalog.manifest.export?.object?["swift"]?.object
        let names = SwiftTokenNames.swiftUIReferences(
            of: input.catalog.defaultTokens.tokens, renames: SwiftTokenNames.renames(in: swiftSettings).renames)
        let typography = input.tokens.tokens.compactMap { token -> (name: String, points: Double)? in
            guard case .typography(let value)? = token.value, names[token.name] != nil, !token.deprecation.isDeprecated else { return nil }
            return (token.name, value.fontSize.points())
        }
        var findings: [Finding] = []
        for file in code.files {
            for literal in file.scan.literals {
                guard case .fontSize(let size, let call) = literal.value else { continue }
                let style = TextStyleSizes.nearest(to: size)
                let how: String
                switch call {
                case .system: how = "use the text style .\(style.name) (\(points(style.size))pt at the default size)"
                case .custom: how = "add relativeTo: .\(style.name) so it scales with that text style"
                case .uiKit:
                    how =
                        "wrap it in UIFontMetrics(forTextStyle: .\(style.name)).scaledFont(for:), or use UIFont.preferredFont(forTextStyle: .\(style.name))"
                }
                var message = "`\(literal.text)` is a fixed \(points(size))pt font that Dynamic Type does not scale; \(how)"
                if let token = typography.first(where: { abs($0.points - size) < 1e-9 }) {
                    message += ", or the token \(token.name) (`\(names[token.name]!)`), which the export scales"
                }
                findings.append(
                    Finding(message, at: SourceLocation(file: file.path, line: literal.line, column: literal.column), subject: file.subject))
            }
        }
        return findings
    }
}
