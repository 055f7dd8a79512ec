import DesignCatalog
import DesignRules
import DesignSupport
import Foundation
import TestSupport
import Testing

/// `a11y/token-contrast` on a catalogue of tokens alone (Tests/Fixtures/contrast-pairs), with
/// light and dark appearances and standard and increased contrast: each declared pair is
/// measured in every context, a translucent background over its declared base.
struct TokenContrastTests {
    static func check(_ folder: String) throws -> CheckedCatalog {
        let (loaded, problems) = Catalog.load(folder: folder)
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems)")
        let catalog = try #require(loaded)
        return CatalogChecker().check(catalog)
    }

    /// WCAG 2.2's contrast ratio computed here from its definition (FACTS.md §3), apart from
    /// dscheck's colour code: sRGB channels in 0…255, linearised, weighted into relative
    /// luminance; an alpha is composited over the backdrop channel by channel in sRGB, as CSS
    /// does.
    static func ratio(_ foreground: [Double], _ background: [Double], alpha: Double = 1) -> Double {
        func luminance(_ rgb: [Double]) -> Double {
            let linear = rgb.map { value -> Double in
                let channel = value / 255
                return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let shown = zip(foreground, background).map { $0 * alpha + $1 * (1 - alpha) }
        let (first, second) = (luminance(shown), luminance(background))
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The fixture's dark background, #1c1c1e.
    static let dark = [written(0x1c), written(0x1c), written(0x1e)]

    /// A channel of `byte` as the fixture writes it: its share of 255 to four decimals, in 0…255.
    static func written(_ byte: Int) -> Double { (Double(byte) / 255 * 10_000).rounded() / 10_000 * 255 }

    /// A grey of `byte` in every channel, as the fixture writes it.
    static func grey(_ byte: Int) -> [Double] { Array(repeating: written(byte), count: 3) }

    /// `value` floored to two decimals, as dscheck shows a ratio.
    static func shown(_ value: Double) -> String { String(format: "%.2f", (value * 100).rounded(.down) / 100) }

    /// The fixture's grey text passes on white at standard contrast and fails in the three
    /// other contexts, each reported at the token where that context defines it; the white text
    /// on a 30 % black scrim fails only in light, where the scrim over white is #b3b3b3.
    @Test func eachPairIsMeasuredInEveryContextAndFailsOnlyWhereItFails() throws {
        let checked = try Self.check(Fixtures.path("contrast-pairs"))
        let findings = checked.diagnostics.filter { $0.ruleId == "a11y/token-contrast" }.map { finding in
            let file = (finding.location.file as NSString).lastPathComponent
            let context = finding.context.pairs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
            return "\(file):\(finding.location.line):\(finding.location.column) [\(context)] \(finding.message)"
        }.sorted()
        // The scrim: 30 % black over white is 0.7 of 255 in each channel.
        let scrim = Self.ratio([255, 255, 255], [178.5, 178.5, 178.5])
        #expect(Self.shown(scrim) == "2.10")
        let expected = [
            "color.tokens.json:22:7 [appearance=light] color.text.on-scrim (#ffffff) on color.background.scrim (#b3b3b3, composited over color.background.primary) has contrast \(Self.shown(scrim)):1; WCAG 2.2 1.4.3 needs 4.5:1 for text (APCA Lc -45.9, advisory)",
            "contrast-increased.tokens.json:5:7 [appearance=dark,contrast=increased] color.text.secondary (#777777) on color.background.primary (#1c1c1e) has contrast \(Self.shown(Self.ratio(Self.grey(0x77), Self.dark))):1; WCAG 2.2 1.4.3 needs 4.5:1 for text (APCA Lc -29.0, advisory)",
            "contrast-increased.tokens.json:5:7 [appearance=light,contrast=increased] color.text.secondary (#aaaaaa) on color.background.primary (#ffffff) has contrast \(Self.shown(Self.ratio(Self.grey(0xaa), Self.grey(255)))):1; WCAG 2.2 1.4.3 needs 4.5:1 for text (APCA Lc 45.8, advisory)",
            "contrast-standard.tokens.json:5:7 [appearance=dark,contrast=standard] color.text.secondary (#666666) on color.background.primary (#1c1c1e) has contrast \(Self.shown(Self.ratio(Self.grey(0x66), Self.dark))):1; WCAG 2.2 1.4.3 needs 4.5:1 for text (APCA Lc -21.4, advisory)",
        ]
        #expect(findings == expected, "\(findings)")
        #expect(
            [Self.ratio(Self.grey(0xaa), Self.grey(255)), Self.ratio(Self.grey(0x77), Self.dark), Self.ratio(Self.grey(0x66), Self.dark)].map(
                Self.shown) == ["2.32", "3.80", "2.96"])
        // Every pair is measured in every context, passing or not: 2 pairs × 4 contexts.
        let measured = checked.contexts.flatMap { $0.measurements.filter { $0.ruleId == "a11y/token-contrast" } }
        #expect(measured.count == 8)
        let light = try #require(checked.contexts.first { $0.context == ["appearance": "light", "contrast": "standard"] })
        let passing = try #require(light.measurements.first { $0.item == "color.text.secondary on color.background.primary" })
        #expect(passing.passes && passing.shownValue == Self.shown(Self.ratio(Self.grey(0x59), Self.grey(255))))
    }

    /// A declared pair is a finding like any other: a waiver naming the foreground accepts it.
    @Test func aWaiverAcceptsAPairByItsForeground() throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog")
            try FileManager.default.copyItem(atPath: Fixtures.path("contrast-pairs"), toPath: catalog.path)
            let manifest = catalog.appendingPathComponent("dscheck.json")
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
            object["waivers"] = [["rule": "a11y/token-contrast", "subject": "color.text.secondary", "reason": "Redesigned in 2.0."]]
            try JSONSerialization.data(withJSONObject: object).write(to: manifest)
            let checked = try Self.check(catalog.path)
            #expect(checked.diagnostics.filter { $0.ruleId == "a11y/token-contrast" }.compactMap(\.subject) == ["color.text.on-scrim"])
            #expect(checked.waived.filter { $0.diagnostic.ruleId == "a11y/token-contrast" }.count == 3)
        }
    }

    /// Pairs that cannot be measured say why: malformed ones are configuration errors at their
    /// entry, a pattern that matches no colour token and a translucent background without
    /// `over` are findings of the rule.
    @Test(arguments: [
        (#""not a list""#, "config/invalid-contrast-pairs", "\"contrastPairs\" is a string; it is an array of pairs"),
        (#"[{"foreground": "color.black"}]"#, "config/invalid-contrast-pairs", "a contrast pair needs \"background\""),
        (#"[{"foreground": "color.black", "backgroud": "color.white"}]"#, "config/invalid-contrast-pairs", "did you mean \"background\"?"),
        (
            #"[{"foreground": "color.black", "background": "color.white", "role": "body"}]"#, "config/invalid-contrast-pairs",
            "use one of: text, large-text, non-text"
        ),
        (
            #"[{"foreground": "color.ink.*", "background": "color.white"}]"#, "a11y/token-contrast",
            "foreground \"color.ink.*\" matches no colour token"
        ),
        (
            #"[{"foreground": "color.black", "background": "color.veil"}]"#, "a11y/token-contrast",
            "color.veil (#ffffff at 50% opacity) is translucent"
        ),
        (
            #"[{"foreground": "color.black", "background": "color.veil", "over": "color.nothing"}]"#, "a11y/token-contrast",
            "\"over\" \"color.nothing\" is not a colour token"
        ),
    ])
    func aPairThatCannotBeMeasuredSaysWhy(pairs: String, rule: String, words: String) throws {
        try TemporaryFolder.with { folder in
            let manifest = #"{"name": "P", "version": "1", "platform": "ios", "tokens": "t.tokens.json", "contrastPairs": \#(pairs)}"#
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("dscheck.json"))
            let tokens = #"""
                {"color": {"$type": "color", "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                 "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                 "veil": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5}}}}
                """#
            try Data(tokens.utf8).write(to: folder.appendingPathComponent("t.tokens.json"))
            let checked = try Self.check(folder.path)
            let found = checked.diagnostics.filter { $0.ruleId == rule }
            let saying = found.filter { $0.message.contains(words) }
            #expect(saying.count == 1 && saying[0].severity == .error, "\(checked.diagnostics)")
            let file = saying.first.map { ($0.location.file as NSString).lastPathComponent }
            #expect(
                file == (rule.hasPrefix("config/") || words.contains("matches no") || words.contains("over") ? "dscheck.json" : "t.tokens.json"),
                "\(saying)")
        }
    }
}
