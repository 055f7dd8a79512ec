import DesignCatalog
import DesignSupport
import DesignTokens

/// `a11y/reduce-motion`: 3D rotation, depth or offset movement, or a bouncy spring, with no
/// reduced-motion alternative.
struct ReduceMotionRule: Rule {
    static let description = RuleDescription(
        id: "a11y/reduce-motion",
        name: "Reduce Motion",
        summary: "A component moves in depth or position, or springs bouncily, and has no reduced-motion alternative.",
        rationale: """
            With Reduce Motion on, apps should tighten springs, prefer fades to x, y and z movement, and \
            avoid animating depth. A spec that rotates in 3D, moves layers when pressed or uses a bouncy \
            spring says what happens instead in its accessibility.reducedMotion.
            """,
        sourceURL: "https://developer.apple.com/design/human-interface-guidelines/motion",
        defaultSeverity: .warning,
        options: [
            RuleOption(
                name: "minimumDamping", summary: "Springs with a lower damping fraction count as bouncy.", kind: .number, defaultValue: .number(0.7))
        ],
        triggeringExamples: [
            .component(
                "A 3D-tilted button that moves down when pressed",
                """
                {"id": "slab", "name": "Slab", "status": "stable", "summary": "3D press.", "kind": "buttonStyle", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
                 "anatomy": [{"id": "face", "shape": {"roundedRectangle": {"cornerRadius": 16}}, "fill": "{color.accent}", "rotation3D": {"angle": 20, "axis": [1, 0, 0]}}],
                 "states": [{"kind": "pressed", "offset": [0, 8], "animation": {"curve": "interactiveSpring"}}]}
                """)
        ],
        nonTriggeringExamples: [
            .component(
                "The same button with a reduced-motion alternative",
                """
                {"id": "slab", "name": "Slab", "status": "stable", "summary": "3D press.", "kind": "buttonStyle", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
                 "anatomy": [{"id": "face", "shape": {"roundedRectangle": {"cornerRadius": 16}}, "fill": "{color.accent}", "rotation3D": {"angle": 20, "axis": [1, 0, 0]}}],
                 "states": [{"kind": "pressed", "offset": [0, 8], "animation": {"curve": "interactiveSpring"}}],
                 "accessibility": {"reducedMotion": "Flat, and the press dims the face instead of moving it."}}
                """),
            .component(
                "A press that only scales, with an ease",
                """
                {"id": "calm", "name": "Calm", "status": "stable", "summary": "Scales.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44, "padding": {"horizontal": 20}}, "label": {"typography": "{typography.headline}", "textStyle": "headline", "color": "{color.white}"},
                 "anatomy": [{"id": "face", "shape": "capsule", "fill": "{color.accent}"}],
                 "states": [{"kind": "pressed", "scale": 0.96, "animation": {"curve": "easeInOut", "duration": 0.1}}]}
                """),
        ])

    let minimumDamping: Double

    init(options: RuleOptions) {
        minimumDamping = options.number("minimumDamping", in: Self.description)
    }

    func check(_ input: RuleInput) -> [Finding] {
        input.catalog.components.compactMap { component in
            guard component.accessibility.reducedMotion == nil, let motion = motion(of: component, in: input.tokens) else { return nil }
            let location = component.keyLocations["accessibility"] ?? component.keyLocations["states"] ?? component.location(of: "anatomy")
            return Finding(
                "\(component.name) \(motion) and has no reduced-motion alternative; say what happens with Reduce Motion on in its accessibility.reducedMotion (prefer a fade)",
                at: location, subject: component.id)
        }
    }

    /// What moves, in words, or nil when nothing does.
    private func motion(of component: Component, in tokens: TokenSet) -> String? {
        // Plain loops: a lazy flatMap over key paths ran unspecialised, 80,000 instructions per
        // component in every context.
        for drawing in component.drawings {
            if let layer = drawing.anatomy.walk.first(where: { $0.rotation3D != nil }) {
                return "rotates layer \"\(layer.id)\" in 3D"
            }
        }
        for state in component.states {
            if state.offset != nil || state.layers.contains(where: { $0.offset != nil }) {
                return "moves when \(state.kind.rawValue)"
            }
            switch state.animation {
            case .spring(_, let damping?)?:
                if let value = damping.resolved(in: tokens), value < minimumDamping { return "springs with damping \(points(value))" }
            case .bouncy?:
                return "uses a bouncy spring"
            default:
                break
            }
        }
        return nil
    }
}
