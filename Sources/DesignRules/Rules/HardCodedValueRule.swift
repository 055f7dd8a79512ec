import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

/// `code/hard-coded-value`: the app's Swift code writes a colour or a length that a token holds,
/// instead of the token. Runs only when the app's sources are configured.
struct HardCodedValueRule: Rule {
    static let description = RuleDescription(
        id: "code/hard-coded-value",
        name: "Hard-coded token value",
        summary: "The app's Swift code writes a colour, corner radius, frame size or padding that a token holds, instead of the token.",
        rationale: """
            A value copied out of the design system stops following it: the token changes, gains a dark \
            appearance or an increased-contrast one, and the copy does not. With "sources" in dscheck.json \
            (or check --sources), dscheck reads the app's Swift files (comments and strings left out) and \
            reports colour literals (Color, UIColor and NSColor with red, green and blue, #colorLiteral, \
            hex initializers and "#RRGGBB" strings) and the lengths given to cornerRadius, frame and \
            padding that equal a token's value, with the constant `dscheck export swift` generates for \
            it. Colours match when every 8-bit channel does (within half a step, so 0.984 is 251); \
            where several tokens hold the value, the one whose name fits the use (a radius for a corner \
            radius) is named first, then by name, and the others are listed.
            """,
        sourceURL: "https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs",
        defaultSeverity: .warning,
        triggeringExamples: [
            .code(
                "A view fills with the accent colour written as numbers",
                swift: [
                    (
                        "Badge.swift",
                        "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Circle().fill(Color(red: 0, green: 0.533, blue: 1))\n    }\n}\n"
                    )
                ]),
            .code(
                "A button frames itself at 44pt, the value of size.target",
                swift: [("Close.swift", "import SwiftUI\n\nlet close = Image(systemName: \"xmark\").frame(width: 44, height: 44)\n")]),
            .code(
                "A hex string of a token's colour", swift: [("Palette.swift", "let accentHex = \"#0088FF\"\n")]),
        ],
        nonTriggeringExamples: [
            .code(
                "Values no token holds, the token's constant, and a colour in a comment and a string",
                swift: [
                    (
                        "Badge.swift",
                        """
                        import SwiftUI

                        // Was Color(red: 0, green: 0.533, blue: 1) before the tokens.
                        struct Badge: View {
                            let note = "Color(red: 0, green: 0.533, blue: 1)"
                            var body: some View {
                                Circle().fill(Tokens.Color.accent).frame(width: 30, height: 30).padding(13)
                                    .background(Color(red: 0.2, green: 0.3, blue: 0.4))
                            }
                        }

                        """
                    )
                ])
        ])

    init(options: RuleOptions) {}

    func check(_ input: RuleInput) -> [Finding] {
        let code = input.code
        guard code.isConfigured, code.files.contains(where: { !$0.scan.literals.isEmpty }) else { return [] }
        let swiftSettings = input.catalog.manifest.export?.object?["swift"]?.object
        let names = SwiftTokenNames.swiftUIReferences(
            of: input.catalog.defaultTokens.tokens, renames: SwiftTokenNames.renames(in: swiftSettings).renames)
        let candidates = input.tokens.tokens.filter { names[$0.name] != nil && !$0.deprecation.isDeprecated }
        let colors = candidates.compactMap { token -> (token: ResolvedToken, rgba: [Double])? in
            guard case .color(let color)? = token.value else { return nil }
            let rgb = color.srgbComponents
            return (token, [rgb.red, rgb.green, rgb.blue, color.alpha])
        }.sorted { $0.rgba[0] < $1.rgba[0] }
        let lengths = candidates.compactMap { token -> (token: ResolvedToken, points: Double)? in
            guard case .dimension(let dimension)? = token.value, !["rem", "em"].contains(dimension.unit) else { return nil }
            return (token, dimension.points())
        }.sorted { $0.points < $1.points }
        var findings: [Finding] = []
        for file in code.files {
            for literal in file.scan.literals {
                let matches: [ResolvedToken]
                let what: String
                switch literal.value {
                case .color(let red, let green, let blue, let alpha):
                    let rgba = [red, green, blue, alpha]
                    let tolerance = 0.5 / 255 + 1e-9
                    matches = Self.window(colors, from: red - tolerance - 1e-9, to: red + tolerance + 1e-9) { $0.rgba[0] }.filter {
                        zip($0.rgba, rgba).allSatisfy { abs($0 - $1) <= tolerance }
                    }.map(\.token)
                        .sorted { $0.name < $1.name }
                    what = Self.hex(rgba)
                case .length(let points, let use):
                    matches = Self.window(lengths, from: points - 2e-9, to: points + 2e-9) { $0.points }
                        .filter { abs($0.points - points) < 1e-9 }.map(\.token).sorted {
                            (Self.fits($0, use) ? 0 : 1, $0.name) < (Self.fits($1, use) ? 0 : 1, $1.name)
                        }
                    what = "a \(Self.number(points))pt \(use.rawValue)"
                case .fontSize:
                    continue  // code/fixed-font-size's
                }
                guard let chosen = matches.first else { continue }
                let others = matches.dropFirst().map(\.name)
                var message = "`\(literal.text)` hard-codes \(what); use `\(names[chosen.name]!)` (\(chosen.name)) instead"
                if !others.isEmpty {
                    let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
                    message += others.count == 1 ? " (also the value of \(listed))" : " (also the value of \(others.count) other tokens: \(listed))"
                }
                findings.append(
                    Finding(message, at: SourceLocation(file: file.path, line: literal.line, column: literal.column), subject: file.subject))
            }
        }
        return findings
    }

    /// The entries of `sorted` (ascending by `key`) whose key lies from `low` to `high`, found by
    /// binary search, so a literal is compared with the few tokens near its value rather than all
    /// (the window is a little wider than the match, which the caller then tests exactly).
    private static func window<Entry>(_ sorted: [Entry], from low: Double, to high: Double, key: (Entry) -> Double) -> ArraySlice<Entry> {
        func firstIndex(notBelow bound: Double, strictly: Bool) -> Int {
            var lower = 0
            var upper = sorted.count
            while lower < upper {
                let middle = (lower + upper) / 2
                let value = key(sorted[middle])
                if strictly ? value <= bound : value < bound { lower = middle + 1 } else { upper = middle }
            }
            return lower
        }
        return sorted[firstIndex(notBelow: low, strictly: false)..<firstIndex(notBelow: high, strictly: true)]
    }

    /// Whether `token`'s name suits a length's use (a radius for a corner radius), so it is named first.
    private static func fits(_ token: ResolvedToken, _ use: CodeLiteral.LengthUse) -> Bool {
        let words: [String] =
            switch use {
            case .cornerRadius: ["radius", "radii", "corner", "round"]
            case .frame: ["size", "width", "height", "frame", "target"]
            case .padding: ["padding", "spacing", "space", "inset", "gap", "margin"]
            }
        let name = token.name.lowercased()
        return words.contains { name.contains($0) }
    }

    /// `#rrggbb`, with `aa` when not opaque, of 0–1 channels.
    private static func hex(_ rgba: [Double]) -> String {
        let channels: [Double] = rgba[3] < 1 ? rgba : Array(rgba.prefix(3))
        return LowercaseHex.text(channels.map(LowercaseHex.byte(ofChannel:)), after: "#")
    }

    /// `12`, or `12.5`, as points are written.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
