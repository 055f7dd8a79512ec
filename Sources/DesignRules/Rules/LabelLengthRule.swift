import DesignCatalog
import DesignSupport
import DesignTokens

/// `hig/label-length`: a button label longer than the configured word count.
struct LabelLengthRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "hig/label-length",
        name: "Button label length",
        summary: "A button label has more words than the configured limit (two).",
        rationale: """
            Button labels are verbs of one or two short words that say what happens; longer labels wrap \
            or clip, and slow people down.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/buttons",
        defaultSeverity: .warning,
        options: [RuleOption(name: "maxWords", summary: "The most words a button label may have.", kind: .integer, defaultValue: .number(2))],
        triggeringExamples: [
            .composition(
                "A four-word label",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "b", "label": "Start the practice now"}]}}
                """, components: [ProminentButtonsRule.button])
        ],
        nonTriggeringExamples: [
            .composition(
                "A two-word label",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "b", "label": "Start practice"}]}}
                """, components: [ProminentButtonsRule.button]),
            .composition(
                "Four words with the limit at 4",
                """
                {"id": "s", "name": "S", "background": "{color.white}",
                 "root": {"axis": "vertical", "children": [{"component": "b", "label": "Start the practice now"}]}}
                """, components: [ProminentButtonsRule.button], options: "{\"maxWords\": 4}"),
        ])

    let maxWords: Int

    init(options: RuleOptions) {
        maxWords = Int(options.number("maxWords", in: Self.description))
    }

    func check(_ input: RuleInput) -> [Finding] {
        var findings: [Finding] = []
        for component in input.catalog.components where component.interactive {
            for drawing in component.drawings {
                for example in drawing.label?.examples ?? [] where Self.words(example) > maxWords {
                    findings.append(
                        Finding(
                            "\(component.name) label example \"\(example)\" has \(Self.words(example)) words; keep button labels to \(maxWords) short words",
                            at: drawing.label?.location ?? component.location(of: "label"), subject: component.id))
                }
            }
        }
        for composition in input.catalog.compositions {
            for placed in input.placedElements(of: composition) {
                guard case .component(let instance) = placed.element, let label = instance.label,
                    input.catalog.component(instance.component)?.interactive == true, Self.words(label) > maxWords
                else { continue }
                findings.append(
                    Finding(
                        "button label \"\(label)\" has \(Self.words(label)) words; keep button labels to \(maxWords) short words",
                        at: instance.location, subject: composition.id))
            }
        }
        return findings
    }

    static func words(_ text: String) -> Int {
        text.split(whereSeparator: { $0.isWhitespace }).count
    }
}
