import DesignCatalog
import DesignTokens

extension ComponentPage {
    /// The States section: each interaction state the spec gives, what changes in it and how it
    /// animates, in words; the previews above draw each state beside the resting look. Nil
    /// when the spec gives no state.
    func statesSection() -> PageSection? {
        guard !component.states.isEmpty else { return nil }
        var section = PageSection("States")
        var table = "| State | What changes | Animation |\n| --- | --- | --- |"
        for state in component.states {
            let changes = Self.changes(in: state, tokens: context.defaultTokens)
            table +=
                "\n| \(state.kind.rawValue.capitalized) | \(MarkdownText.cell(changes.isEmpty ? "Nothing is drawn differently" : changes.joined(separator: "; "))) | \(MarkdownText.cell(state.animation.map { Self.words(for: $0, tokens: context.defaultTokens) } ?? "None given")) |"
        }
        section.add(table)
        return section
    }

    /// What a state changes, a phrase each: the whole component's scale, offset and opacity,
    /// then each layer's.
    static func changes(in state: InteractionState, tokens: TokenSet) -> [String] {
        var phrases = transform(scale: state.scale, offset: state.offset, opacity: state.opacity, blur: nil, tokens: tokens)
        for change in state.layers {
            let layer = transform(scale: change.scale, offset: change.offset, opacity: change.opacity, blur: change.blur, tokens: tokens)
            guard !layer.isEmpty else { continue }
            phrases.append("\(AnatomyLayer.plainName(of: change.layer)): " + layer.joined(separator: ", ").lowercasedFirst)
        }
        return phrases
    }

    private static func transform(
        scale: Bound<Double>?, offset: Offset?, opacity: Bound<Double>?, blur: Bound<Double>?, tokens: TokenSet
    ) -> [String] {
        var phrases: [String] = []
        let percent = { (value: Double) in SVGNumber.format((value * 1000).rounded() / 10) + " %" }
        if let scale = scale?.resolved(in: tokens), scale != 1 {
            phrases.append((scale < 1 ? "Shrinks to " : "Grows to ") + percent(scale))
        }
        if let offset, let x = offset.x.resolved(in: tokens), let y = offset.y.resolved(in: tokens), x != 0 || y != 0 {
            var moves: [String] = []
            if y != 0 { moves.append("\(SVGNumber.format(abs(y))) pt \(y > 0 ? "down" : "up")") }
            if x != 0 { moves.append("\(SVGNumber.format(abs(x))) pt \(x > 0 ? "right" : "left")") }
            phrases.append("Moves " + moves.joined(separator: " and "))
        }
        if let opacity = opacity?.resolved(in: tokens), opacity != 1 {
            phrases.append(opacity == 0 ? "Hidden" : "Dims to " + percent(opacity))
        }
        if let blur = blur?.resolved(in: tokens), blur > 0 { phrases.append("Blurs by \(SVGNumber.format(blur)) pt") }
        return phrases
    }

    /// An animation in words: its curve and timing.
    static func words(for animation: Animation, tokens: TokenSet) -> String {
        let seconds = { (value: Bound<Double>?) in value?.resolved(in: tokens).map { SVGNumber.format($0) + " s" } }
        let number = { (value: Bound<Double>?) in value?.resolved(in: tokens).map(SVGNumber.format) }
        func timed(_ name: String, _ duration: Bound<Double>?) -> String { name + (seconds(duration).map { " over \($0)" } ?? "") }
        func spring(_ name: String, _ response: Bound<Double>?, _ damping: Bound<Double>?) -> String {
            let parts = [seconds(response).map { "response \($0)" }, number(damping).map { "damping \($0)" }].compactMap { $0 }
            return name + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
        }
        return switch animation {
        case .easeInOut(let duration): timed("Eases in and out", duration)
        case .easeIn(let duration): timed("Eases in", duration)
        case .easeOut(let duration): timed("Eases out", duration)
        case .linear(let duration): timed("Linear", duration)
        case .spring(let response, let damping): spring("Spring", response, damping)
        case .interactiveSpring(let response, let damping, _): spring("Interactive spring that follows the finger", response, damping)
        case .bouncy: "Bouncy spring"
        }
    }
}

extension String {
    /// The string with its first character in lower case, for a phrase that follows a colon.
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
