import DesignCatalog
import DesignTokens

extension ComponentPage {
    /// The Accessibility section, for designers and engineers: what VoiceOver reads and the
    /// labels to use, what is hidden from it, what happens with Reduce Motion and with larger
    /// text, the feedback on press, and the contrast measured. Nil when the spec says nothing
    /// that bears on it.
    func accessibilitySection() -> PageSection? {
        var lines = voiceOverLines()
        let hidden = Set(component.accessibility.hiddenLayers).union(component.anatomy.flattened.filter(\.decorative).map(\.id)).sorted()
        if !hidden.isEmpty {
            lines.append(
                "Hidden from VoiceOver as decoration: " + hidden.map { MarkdownText.inline(AnatomyLayer.plainName(of: $0)) }.joined(separator: ", ")
                    + ".")
        }
        if component.accessibility.combinesChildren { lines.append("Its parts are read as one element.") }
        if let motion = reduceMotionLine() { lines.append(motion) }
        if let type = dynamicTypeLine() { lines.append(type) }
        lines += feedbackLines()
        if let contrast = contrast() { lines.append(contrast) }
        guard !lines.isEmpty else { return nil }
        var section = PageSection("Accessibility")
        section.add(lines.map { "- " + $0 }.joined(separator: "\n"))
        return section
    }

    /// What VoiceOver reads for the component, and the labels the screens give it.
    private func voiceOverLines() -> [String] {
        let accessibility = component.accessibility
        var lines: [String] = []
        let trait = component.interactive ? ", button" : ""
        let visible = component.label?.examples.first.map { text in component.label?.textCase == .uppercase ? text.uppercased() : text }
        if let label = accessibility.label {
            lines.append("VoiceOver reads “\(MarkdownText.inline(label + trait))”.")
        } else if let visible {
            lines.append("VoiceOver reads its visible label, such as “\(MarkdownText.inline(visible + trait))”.")
        }
        if let hint = accessibility.hint { lines.append("Hint: “\(MarkdownText.inline(hint))”.") }
        let onScreens = context.screenLabels[component.id] ?? []
        if !onScreens.isEmpty {
            lines.append(
                "Labels its screens give it: "
                    + onScreens.map { "“\(MarkdownText.inline($0.label))” (\(context.subjectLink($0.screen, from: path)))" }.joined(separator: ", ")
                    + ".")
        } else if component.interactive, accessibility.label == nil, visible == nil {
            lines.append("It shows no text: give each use a label that says what it does, such as “Next day”, not what it looks like.")
        }
        return lines
    }

    /// What changes with Reduce Motion on, when the component moves at all.
    private func reduceMotionLine() -> String? {
        if let reduced = component.accessibility.reducedMotion { return "With Reduce Motion on: " + MarkdownText.inline(reduced) }
        let moves = component.states.contains { $0.offset != nil || $0.animation != nil || $0.layers.contains { $0.offset != nil } }
        return moves ? "The spec does not say what changes with Reduce Motion on." : nil
    }

    /// Whether the label grows with the text size people choose.
    private func dynamicTypeLine() -> String? {
        // Only a component that shows text has a label to scale (an icon-only one may still
        // style its glyph through `label`).
        guard let label = component.label, !label.examples.isEmpty || component.anatomy.walk.contains(where: \.drawsLabel)
        else { return nil }
        if let style = label.textStyle {
            return "With larger text sizes the label grows as the \(MarkdownText.inline(style)) text style does (Dynamic Type)."
        }
        return label.typography == nil ? nil : "The label has a fixed size: it does not grow with the text size people choose (Dynamic Type)."
    }

    /// The feedback on press, in words.
    private func feedbackLines() -> [String] {
        guard let feedback = component.feedback else { return [] }
        var lines: [String] = []
        let signals = feedback.onPress.map { signal -> String in
            switch signal {
            case .haptic(let name): Self.haptic(name)
            case .sound(let name): "the sound “\(MarkdownText.inline(name))”"
            }
        }
        if !signals.isEmpty { lines.append("On press: " + signals.joined(separator: " and ") + ".") }
        if feedback.handlesAudio { lines.append("It records or plays audio, so it gives no haptic or sound of its own.") }
        if let silent = feedback.silentWhen { lines.append("Stays silent: \(MarkdownText.inline(silent)).") }
        return lines
    }

    /// A haptic's name in words: `impact-medium` is "a medium impact haptic".
    static func haptic(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map { $0.lowercased() }
        guard let kind = words.first else { return "a haptic" }
        let strength = words.dropFirst().joined(separator: " ")
        return "a " + (strength.isEmpty ? "" : strength + " ") + kind + " haptic"
    }

    /// The contrast of each text and glyph layer over the component's own opaque fills, in every
    /// context: the measurements `dscheck check` made; nil when it measured none.
    private func contrast() -> String? {
        let rows = MeasurementRows(context.contrast(of: component)).rows
        guard !rows.isEmpty else { return nil }
        let items = rows.map { key, measurements in
            let verdicts = context.groupedByContext(measurements.map { $0.map(MeasurementRows.verdict) ?? "not measured" }) { $0 }
            let values =
                verdicts.count > 1
                ? verdicts.map { "\(MarkdownText.inline($0.contexts)) \($0.value)" }
                : [verdicts[0].value + (context.contexts.count > 1 ? ", in every context" : "")]
            return "  - \(MarkdownText.inline(key.item)): " + values.joined(separator: "; ")
        }
        return "Contrast over its own fills, where it is weakest:\n" + items.joined(separator: "\n")
    }

}
