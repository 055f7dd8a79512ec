import DesignCatalog
import DesignSupport
import DesignTokens

/// `feedback/silent-audio`: haptic or sound feedback on a button that records or plays audio.
struct SilentAudioRule: ContextFreeRule {
    static let description = RuleDescription(
        id: "feedback/silent-audio",
        name: "Silent while recording or playing",
        summary: "A control that records or plays audio gives haptic or sound feedback when pressed.",
        rationale: """
            A tick or a vibration lands in the recording, or over what is playing. Buttons that start or \
            stop audio stay silent and still; the change in their state is the feedback.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/playing-haptics",
        defaultSeverity: .error,
        triggeringExamples: [
            .component(
                "A record button that ticks",
                """
                {"id": "record", "name": "Record", "status": "stable", "summary": "Records.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 44}, "accessibility": {"label": "Record"}, "anatomy": [{"id": "dot", "shape": "circle", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96}], "feedback": {"onPress": [{"sound": "tick"}], "handlesAudio": true}}
                """)
        ],
        nonTriggeringExamples: [
            .component(
                "A record button that stays silent",
                """
                {"id": "record", "name": "Record", "status": "stable", "summary": "Records.", "kind": "control", "layer": "functional",
                 "metrics": {"size": 44}, "accessibility": {"label": "Record"}, "anatomy": [{"id": "dot", "shape": "circle", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96}], "feedback": {"onPress": [], "handlesAudio": true}}
                """)
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.components.compactMap { component in
            guard let feedback = component.feedback, feedback.handlesAudio, !feedback.onPress.isEmpty else { return nil }
            return Finding(
                "\(component.name) records or plays audio but gives feedback on press; remove the haptic or sound so nothing lands in the recording",
                at: feedback.location, subject: component.id)
        }
    }
}
