import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/dynamic-type`: fixed-size text with no text style to scale with.
struct DynamicTypeRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "hig/dynamic-type",
        name: "Dynamic Type",
        summary: "Text has a fixed size and no Dynamic Type text style to scale with.",
        rationale: """
            People choose their text size in Settings; text that names a text style (body, headline, \
            caption…) or scales relative to one follows that choice. Fixed sizes ignore it.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/typography",
        defaultSeverity: .warning,
        triggeringExamples: [
            .composition(
                "Text with a fixed typography token only",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Welcome", "typography": "{typography.body}", "fill": "{color.black}"}]}}
                """)
        ],
        nonTriggeringExamples: [
            .composition(
                "Text that scales with the body style",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Welcome", "typography": "{typography.body}", "textStyle": "body", "fill": "{color.black}"}]}}
                """)
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for component in input.catalog.components {
            let fixed = component.drawings.compactMap(\.label).first { $0.textStyle == nil && ($0.typography != nil) }
            if let fixed {
                findings.append(
                    Finding(
                        "\(component.name) label has a fixed size and no \"textStyle\"; name the Dynamic Type style it scales with (for example \"headline\")",
                        at: fixed.location ?? component.location(of: "label"), subject: component.id))
            }
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .text(let run) = placed.element, run.textStyle == nil else { continue }
                findings.append(
                    Finding(
                        "\"\(run.text)\" has a fixed size and no \"textStyle\"; name the Dynamic Type style it scales with",
                        at: run.location, subject: composition.id))
            }
        }
        return findings
    }
}
