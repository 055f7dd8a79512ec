import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/min-font-size`: text below the platform minimum.
struct MinimumFontSizeRule: Rule {
    static let description = RuleDescription(
        id: "hig/min-font-size",
        name: "Minimum font size",
        summary: "Text is smaller than the platform minimum (iOS 11pt).",
        rationale: "Apple's minimum legible sizes are 11pt on iOS and iPadOS, 10pt on macOS, 23pt on tvOS and 12pt on visionOS and watchOS.",
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/typography",
        defaultSeverity: .error,
        triggeringExamples: [
            .composition(
                "9pt text",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Terms apply", "typography": "{typography.tiny}", "textStyle": "caption2", "fill": "{color.black}"}]}}
                """)
        ],
        nonTriggeringExamples: [
            .composition(
                "17pt text",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"text": "Welcome", "typography": "{typography.body}", "textStyle": "body", "fill": "{color.black}"}]}}
                """)
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let minimum = input.platform.minimumFontSize
        var findings: [Finding] = []
        for component in input.catalog.components {
            for drawing in component.drawings {
                guard let label = drawing.label, let metrics = label.metrics(in: input.tokens, defaultSize: input.platform.defaultFontSize),
                    metrics.size < minimum
                else { continue }
                findings.append(
                    Finding(
                        "\(component.name) label is \(points(metrics.size))pt; the platform minimum is \(points(minimum))pt",
                        at: label.location ?? component.location(of: "label"), subject: component.id))
            }
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .text(let run) = placed.element, let metrics = run.metrics(in: input.tokens, defaultSize: input.platform.defaultFontSize),
                    metrics.size < minimum
                else { continue }
                findings.append(
                    Finding(
                        "\"\(run.text)\" is \(points(metrics.size))pt; the platform minimum is \(points(minimum))pt",
                        at: run.location, subject: composition.id))
            }
        }
        return findings
    }
}
