import DesignCatalog
import DesignSupport
import DesignTokens

/// `a11y/token-contrast`: the contrast of the colour pairs `dscheck.json` declares
/// (`"contrastPairs"`), in every context, so a team with tokens and no component specs yet
/// learns which of its text, icon and border colours fail in light, dark or increased contrast.
struct TokenContrastRule: MeasuringRule {
    static let description = RuleDescription(
        id: "a11y/token-contrast",
        name: "Token contrast",
        summary: "A declared pair of colour tokens does not reach WCAG 2.2 AA contrast in some context.",
        rationale: """
            The pairs come from dscheck.json's "contrastPairs": each names its foreground and background \
            tokens (a token, a group, or a glob such as color.text.*), its role ("text" 4.5:1, "large-text" 3:1, \
            "non-text" 3:1 for icons, borders and focus rings, as WCAG 2.2 1.4.3 and 1.4.11 ask) and, for a \
            translucent background, the opaque token it sits on ("over"). Every foreground is measured on \
            every background the pair matches, in every context of the resolver (light, dark, increased \
            contrast), a translucent foreground composited over the background and a translucent background \
            over "over", exactly as the component rules composite. WCAG 2.x decides; APCA Lc is given beside it \
            as advisory. Apple asks for both appearances to pass, and for Increase Contrast to pass where the \
            default does not. A pair that matches no colour token is reported, so a renamed token cannot \
            silently end the check.
            """,
        sourceURL: "https://www.w3.org/TR/WCAG22/#contrast-minimum",
        defaultSeverity: .error,
        triggeringExamples: [
            .pairs(
                "Grey text on white (#888 on #fff is 3.54:1)",
                #"[{"foreground": "color.grey", "background": "color.white", "role": "text"}]"#),
            .pairs(
                "A pair whose background glob matches no token",
                #"[{"foreground": "color.black", "background": "color.surface.*", "role": "text"}]"#),
        ],
        nonTriggeringExamples: [
            .pairs(
                "Black text on white (21:1)",
                #"[{"foreground": "color.black", "background": "color.white", "role": "text"}]"#),
            .pairs(
                "A grey icon on white: 3:1 is enough for non-text content",
                #"[{"foreground": "color.grey", "background": "color.white", "role": "non-text"}]"#),
        ])

    init(options: RuleOptions) {}

    func assessments(_ input: RuleInput) -> [Assessment] {
        // Positions, not copies: a copy of every colour token per context was 18 MB of the
        // peak at 100,000 tokens, and a pair's patterns usually match a few.
        let tokens = input.tokens.tokens
        let colorPositions = tokens.indices.filter { if case .color? = tokens[$0].value { true } else { false } }
        func colors(matching pattern: TokenNamePattern) -> [(token: ResolvedToken, color: TokenColor)] {
            colorPositions.compactMap { position in
                guard pattern.matches(tokens[position].name), case .color(let color)? = tokens[position].value else { return nil }
                return (tokens[position], color)
            }
        }
        var assessments: [Assessment] = []
        var measured: Set<[String]> = []
        for pair in input.contrastPairs {
            let (foregroundPattern, backgroundPattern) = (TokenNamePattern(pair.foreground), TokenNamePattern(pair.background))
            let foregrounds = colors(matching: foregroundPattern)
            let backgrounds = colors(matching: backgroundPattern)
            let empty = [(pair.foreground, foregrounds.isEmpty, "foreground"), (pair.background, backgrounds.isEmpty, "background")].filter(\.1)
            // While a token file cannot be read, a pattern may match what it holds: the file's
            // own error is the root cause, and the pair is not judged (as a reference that names
            // no token is not then).
            let judged = input.tokens.unreadableFiles.isEmpty
            if !empty.isEmpty, !judged { continue }
            if let first = empty.first {
                assessments.append(
                    (
                        nil,
                        Finding(
                            "the contrast pair's \(first.2) \"\(first.0)\" matches no colour token, so the pair measures nothing; fix the name or remove the pair",
                            at: pair.location, subject: first.0)
                    ))
                continue
            }
            var base: TokenColor?
            if let over = pair.over {
                let overColor: TokenColor? = if case .color(let color)? = input.tokens.value(of: over) { color } else { nil }
                guard let overColor, overColor.alpha >= 1 else {
                    let exists = overColor != nil
                    if !exists, !judged { continue }
                    assessments.append(
                        (
                            nil,
                            Finding(
                                "the contrast pair's \"over\" \"\(over)\" \(exists ? "is translucent; name the opaque colour token the background finally sits on" : "is not a colour token; name the one colour token a translucent background sits on")",
                                at: pair.location, subject: over)
                        ))
                    continue
                }
                base = overColor
            }
            for foreground in foregrounds {
                for background in backgrounds where background.token.name != foreground.token.name {
                    guard measured.insert([foreground.token.name, background.token.name, pair.role.rawValue]).inserted else { continue }
                    assessments.append(Self.assess(foreground, on: background, over: base, pair: pair))
                }
            }
        }
        return assessments
    }

    /// The pair's measurement, with a finding where it fails (or a finding that a translucent
    /// background needs `over`).
    private static func assess(
        _ foreground: (token: ResolvedToken, color: TokenColor), on background: (token: ResolvedToken, color: TokenColor), over base: TokenColor?,
        pair: DeclaredContrastPair
    ) -> Assessment {
        let names = "\(foreground.token.name) on \(background.token.name)"
        var backdrop = background.color
        if backdrop.alpha < 1 {
            guard let base else {
                return (
                    nil,
                    Finding(
                        "\(names) is not measured: \(background.token.name) (\(backdrop.hexString) at \(points(max(backdrop.alpha, 0) * 100))% opacity) is translucent, so what shows through decides the contrast; add \"over\" to the pair with the opaque colour token it sits on",
                        at: foreground.token.location, subject: foreground.token.name)
                )
            }
            backdrop = backdrop.composited(over: base)
        }
        let threshold = WCAGContrast.minimumRatio(for: pair.role.content, level: .aa)
        let ratio = WCAGContrast.ratio(foreground: foreground.color, background: backdrop)
        let shown = foreground.color.composited(over: backdrop)
        let contrast = ContrastPair(
            foreground: foreground.color, background: backdrop, apcaLc: APCAContrast.lightnessContrast(text: shown, background: backdrop), text: nil)
        let measurement = RuleMeasurement(
            ruleId: description.id, subject: foreground.token.name, item: names, location: foreground.token.location, value: ratio,
            threshold: threshold, contrast: contrast)
        guard !measurement.passes else { return (measurement, nil) }
        let alpha = foreground.color.alpha < 1 ? " at \(points(max(foreground.color.alpha, 0) * 100))% opacity" : ""
        let composited = background.color.alpha < 1 ? ", composited over \(pair.over ?? "")" : ""
        return (
            measurement,
            Finding(
                "\(foreground.token.name) (\(foreground.color.hexString)\(alpha)) on \(background.token.name) (\(backdrop.hexString)\(composited)) has contrast \(measurement.shownValue):1; WCAG 2.2 \(pair.role.criterion) needs \(points(threshold)):1 for \(pair.role.noun) (APCA Lc \(FixedDecimals.format(contrast.apcaLc, decimals: 1)), advisory)",
                at: foreground.token.location, subject: foreground.token.name)
        )
    }
}
