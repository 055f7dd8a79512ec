import CatalogCommands
import DesignRules
import DesignSupport
import DesignTokens
import Foundation

/// `dscheck contrast`: the contrast of one colour on another, WCAG and APCA.
enum ContrastCommand: Subcommand {
    static let name = "contrast"
    static let summary = "Measure the WCAG and APCA contrast of a colour on a background"
    static let overview = """
        Measure the contrast of a text colour on a background.

        Composites a translucent foreground over the background first, then prints the WCAG 2.2 ratio
        with its AA and AAA verdicts for the text size and weight given, and the APCA Lc (advisory).
        """
    static let positionals = [
        Positional(
            "FOREGROUND", "BACKGROUND",
            help: """
                CSS colours: #rgb, #rrggbbaa, rgb(), hsl(), hwb(), lab(), lch(),
                oklab(), oklch(), color(display-p3 …) and the other DTCG spaces,
                or a named colour; a translucent background is put over white
                """)
    ]
    static let options: [Option] = [
        .value("--size", value: "PT", help: "Text size in points (default 17); 18pt, or 14pt bold, is large text"),
        .value("--weight", value: "W", help: "Font weight, 1-1000 or a keyword such as bold (default 400)"),
        .choice("--format", among: TextOrJSON.allCases, help: "Output format (default: text)"),
    ]
    static let examples = [
        "dscheck contrast '#767676' white",
        "dscheck contrast 'rgba(255 255 255 / 0.6)' '#5d6a72' --size 14",
        "dscheck contrast 'oklch(0.7 0.1 250)' black --size 20 --weight bold --format json",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "passes WCAG AA for that size and weight"),
        (1, "fails WCAG AA"),
        (2, "usage error or a colour that cannot be read"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let format = try parsed.choice("--format", default: TextOrJSON.text)
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
                WCAG 2.2    \(String(format: "%.2f", shownRatio)):1 for \(kind) at \(JSONOutput.format(size))pt: \(verdict(aa, .aa)), \(verdict(aaa, .aaa))
                APCA        Lc \(String(format: "%.2f", shownLc)) (advisory)

                """)
        }
        return aa ? ExitCode.success : ExitCode.findings
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
