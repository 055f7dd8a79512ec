import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens

/// `dscheck contrast`: the contrast of one colour on another, WCAG and APCA.
enum ContrastCommand: Subcommand {
    static let name = "contrast"
    static let summary = "Measure the WCAG and APCA contrast of a colour on a background, or a catalogue's declared pairs"
    static let overview = """
        Measure the contrast of a text colour on a background.

        Composites a translucent foreground over the background first, then prints the WCAG 2.2 ratio
        with its AA and AAA verdicts for the text size and weight given, and the APCA Lc (advisory).

        With --pairs, measures the contrast pairs CATALOG's dscheck.json declares ("contrastPairs")
        in every context of its resolver, as 'dscheck check' does (a11y/token-contrast), and prints
        them as a matrix: a row per pair, a column per context, failing rows first. The failures
        are also printed on standard error at the foreground token's file:line:col.
        """
    /// Two forms, which the generated usage line cannot tell apart.
    static let usage =
        "dscheck contrast FOREGROUND BACKGROUND [--size PT] [--weight W] [--format text|json]\n       dscheck contrast --pairs [CATALOG] [--format text|json|markdown]"
    static let positionals = [
        Positional(
            "FOREGROUND", "BACKGROUND",
            help: """
                CSS colours: #rgb, #rrggbbaa, rgb(), hsl(), hwb(), lab(), lch(),
                oklab(), oklch(), color(display-p3 …) and the other DTCG spaces,
                or a named colour; a translucent background is put over white
                """),
        Positional("CATALOG", optional: true, help: "With --pairs: the catalogue folder (default: ./catalog)"),
    ]
    static let options: [Option] = [
        .value("--size", value: "PT", help: "Text size in points (default 17); 18pt, or 14pt bold, is large text"),
        .value("--weight", value: "W", help: "Font weight, 1-1000 or a keyword such as bold (default 400)"),
        .choice("--format", among: ContrastFormat.allCases, help: "Output format (default: text; markdown with --pairs)"),
        .flag("--pairs", help: "Measure CATALOG's declared contrast pairs in every context"),
    ]
    static let examples = [
        "dscheck contrast '#767676' white",
        "dscheck contrast 'rgba(255 255 255 / 0.6)' '#5d6a72' --size 14",
        "dscheck contrast 'oklch(0.7 0.1 250)' black --size 20 --weight bold --format json",
        "dscheck contrast --pairs catalog --format markdown >> $GITHUB_STEP_SUMMARY",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "passes WCAG AA for that size and weight (--pairs: every pair in every context)"),
        (1, "fails WCAG AA (--pairs: some pair in some context, or a pair that cannot be measured)"),
        (2, "usage error, a colour that cannot be read, or (--pairs) a catalogue that cannot be loaded or declares no pairs"),
    ]

    /// The `--format` values: text and JSON, and Markdown for the matrix of `--pairs`.
    enum ContrastFormat: String, CaseIterable {
        case text
        case json
        case markdown
    }

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let format = try parsed.choice("--format", default: ContrastFormat.text)
        if parsed.has("--pairs") { return try pairs(parsed, format: format, console: &console) }
        if format == .markdown { throw UsageError("--format markdown prints the matrix of --pairs; measure two colours as text or json") }
        guard parsed.positionals.count == 2 else {
            throw UsageError("contrast takes two colours, FOREGROUND and BACKGROUND; got \(parsed.positionals.count)")
        }
        let foreground = try color(parsed.positionals[0], role: "foreground")
        let givenBackground = try color(parsed.positionals[1], role: "background")
        let background = givenBackground.alpha < 1 ? givenBackground.composited(over: .srgb(1, 1, 1)) : givenBackground
        let size = try number(parsed.value("--size"), option: "--size", default: 17)
        let weight = try fontWeight(parsed.value("--weight"))
        let shown = foreground.composited(over: background)
        let ratio = WCAGContrast.ratio(foreground: shown, background: background)
        let content = WCAGContrast.Content(textPoints: size, weight: weight)
        let aa = WCAGContrast.passes(ratio: ratio, for: content, level: .aa)
        let aaa = WCAGContrast.passes(ratio: ratio, for: content, level: .aaa)
        let lc = APCAContrast.lightnessContrast(text: shown, background: background)
        let shownRatio = (ratio * 100).rounded(.down) / 100
        let shownLc = (lc * 100).rounded() / 100
        if format == .json {
            console.out(
                JSONOutput.object([
                    "foreground": .string(shown.hexString),
                    "background": .string(background.hexString),
                    "wcag": .object(["ratio": .number(shownRatio), "aa": .bool(aa), "aaa": .bool(aaa)]),
                    "apca": .object(["lc": .number(shownLc)]),
                ]).serialized(pretty: false) + "\n")
        } else {
            let kind = content == .largeText ? "large text" : "normal text"
            let verdict = { (pass: Bool, level: WCAGContrast.Level) in
                "\(level.rawValue.uppercased()) \(pass ? "pass" : "fail") (\(JSONOutput.format(WCAGContrast.minimumRatio(for: content, level: level))):1)"
            }
            func notes(_ color: TokenColor, composited: String) -> String {
                var notes: [String] = []
                if color.alpha < 1 { notes.append(composited) }
                if !color.isInSRGBGamut { notes.append("outside sRGB: clipped to it, as WCAG 2 is defined in sRGB") }
                return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
            }
            console.out(
                """
                foreground  \(shown.hexString)\(notes(foreground, composited: "\(parsed.positionals[0]) composited over the background"))
                background  \(background.hexString)\(notes(givenBackground, composited: "\(parsed.positionals[1]) composited over white"))
                WCAG 2.2    \(FixedDecimals.format(shownRatio, decimals: 2)):1 for \(kind) at \(JSONOutput.format(size))pt: \(verdict(aa, .aa)), \(verdict(aaa, .aaa))
                APCA        Lc \(FixedDecimals.format(shownLc, decimals: 2)) (advisory)

                """)
        }
        return aa ? ExitCode.success : ExitCode.findings
    }

    /// `--pairs`: the matrix of the catalogue's declared pairs.
    private static func pairs(_ parsed: Arguments, format: ContrastFormat, console: inout Console) throws(UsageError) -> Int32 {
        for option in ["--size", "--weight"] where try parsed.value(option) != nil {
            throw UsageError("\(option) is for two colours; a declared pair's role (text, large-text, non-text) sets its threshold")
        }
        let run = CatalogRun(folder: try CatalogRun.folder(parsed))
        guard let checked = try run.check(console: &console) else { return ExitCode.usage }
        guard checked.catalog.manifest.contrastPairs != nil else {
            console.errLine(
                "error: \(run.folder)/\(CatalogManifest.fileName) declares no \"contrastPairs\"; add pairs such as \"contrastPairs\": [{\"foreground\": \"color.text.*\", \"background\": \"color.background.*\", \"role\": \"text\"}]"
            )
            return ExitCode.usage
        }
        let ids: Set = [DeclaredContrastPair.ruleID, ConfigDiagnostic.invalidContrastPairs.rawValue]
        let problems = checked.diagnostics.filter { ids.contains($0.ruleId) }
        if !problems.isEmpty { console.err(TextDiagnostics.render(problems)) }
        let matrix = DeclaredPairMatrix(checked)
        switch format {
        case .text: console.out(matrix.text)
        case .markdown: console.out(matrix.markdown)
        case .json: console.out(matrix.json.serialized() + "\n")
        }
        return problems.contains { $0.severity == .error } || matrix.failures > 0 ? ExitCode.findings : ExitCode.success
    }

    private static func color(_ text: String, role: String) throws(UsageError) -> TokenColor {
        do throws(CSSColorError) {
            return try CSSColor.parse(text)
        } catch {
            throw UsageError("cannot read the \(role) colour '\(text)': \(error.message)")
        }
    }

    private static func number(_ text: String?, option: String, default fallback: Double) throws(UsageError) -> Double {
        guard let text else { return fallback }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError("\(option) takes a positive number; got '\(text)'")
        }
        return value
    }

    private static func fontWeight(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return 400 }
        if let keyword = FontWeight.keywords[text] { return keyword }
        guard let value = Double(text), (1...1000).contains(value) else {
            throw UsageError("--weight takes 1 to 1000 or a keyword (\(FontWeight.keywords.keys.sorted().joined(separator: ", "))); got '\(text)'")
        }
        return value
    }
}
