import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Real, public design systems in DTCG 2025.10 with their resolvers (GitHub Primer, Adobe
/// Spectrum, Figma SDS, Shopify Polaris; `Tests/Fixtures/real-token-sets/`, converted by
/// terrazzoapp/dtcg-examples): a sample of tokens per set and context resolves through the
/// public resolver API to the value the files write, after the resolver's order (the last
/// source wins) and alias substitution. Each expected value was read from the files, not
/// from dscheck; `at` names the file and line of the `$value` that writes it (checked below).
///
/// Colours whose `hex` fallback is three digits (`"#fff"`) are written here without `hex`: the
/// 2025.10 colour module requires six digits, so that fallback is an error (reported at its
/// location, pinned by the CLI golden files), but `colorSpace`, `components` and `alpha` are
/// valid and give the colour its value, and their dependents resolve through it.
struct RealTokenSetTests {
    /// What a token should be in one context.
    enum Expected: Sendable {
        /// A value, as JSON in its 2025.10 shape.
        case value(String)
        /// Present but invalid as written: no value (its root cause is in the golden file).
        case invalid
        /// No such token in this context.
        case absent
    }

    /// One token of the sample.
    struct Sample: Sendable {
        var token: String
        var expected: Expected
        /// The alias chain to the token that writes the value (empty when the token writes it).
        var via: [String] = []
        /// `file:line` of the `$value` that writes the value, relative to the set's folder (for an
        /// absent token, where a name like it is written).
        var at: String
    }

    /// The samples of one set in one context.
    struct Case: Sendable, CustomTestStringConvertible {
        var set: String
        var context: ResolverContext
        var samples: [Sample]
        var testDescription: String { "\(set) \(context.isEmpty ? "(no modifiers)" : context.description)" }
    }

    @Test(arguments: samples)
    func sampleResolvesToTheValueWrittenInTheFiles(_ sample: Case) throws {
        let source = TokenSource(file: RealTokenSets.resolver(sample.set))
        #expect(source.problems(with: sample.context).isEmpty)
        let set = source.resolve(context: sample.context)
        for expected in sample.samples {
            let token = set[expected.token]
            switch expected.expected {
            case .absent:
                #expect(token == nil, "\(expected.token) is defined in no file of this context")
            case .invalid:
                #expect(token != nil, "\(expected.token) is written in \(expected.at)")
                #expect(token?.value == nil, "\(expected.token) is invalid as written")
            case .value(let json):
                let written = try JSONReader().read(json, file: expected.token)
                guard let value = token?.value else {
                    Issue.record("\(expected.token) has no value; the files write it at \(expected.at)")
                    continue
                }
                let difference = JSONComparison.difference(expected: written, actual: Self.shape(value, like: written))
                #expect(difference == nil, "\(expected.token) (\(expected.at)): \(difference ?? "")")
                #expect(token?.aliasOf == expected.via.first, "\(expected.token) refers to \(expected.via.first ?? "no token")")
            }
        }
    }

    /// The `at` of every sample is the line of a `$value` in a file of the set, so the comment
    /// that says where a value is written cannot drift from the files.
    @Test(arguments: samples)
    func sampleLocationsAreValueLines(_ sample: Case) throws {
        for expected in sample.samples {
            if case .absent = expected.expected { continue }
            let parts = expected.at.split(separator: ":")
            let file = RealTokenSets.folder(sample.set) + "/" + parts[0]
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(Int(parts[1]))
            #expect(line <= lines.count && lines[line - 1].contains("\"$value\""), "\(expected.token): \(expected.at)")
        }
    }

    /// Every reference written in the files names a token that some file of the set defines:
    /// no dependent in these sets may be reported as naming no token.
    @Test(arguments: RealTokenSets.names)
    func everyReferenceNamesADefinedToken(_ set: String) throws {
        let defined = try RealTokenSets.definedNames(set)
        let references = try RealTokenSets.references(set)
        #expect(defined.count > 50)
        #expect(references.subtracting(defined).isEmpty, "\(references.subtracting(defined).sorted())")
    }

    @Test func modifiersAndContextsAreReadFromTheResolvers() {
        let expected: [String: [String]] = [
            "github-primer": ["theme: light, light-hc, dark, dark-hc (default light)", "size: default, coarse, fine (default default)"],
            // Spectrum's modifiers declare no default: every context must be chosen.
            "adobe-spectrum": ["theme: light, dark (no default)", "size: desktop, mobile (no default)"],
            "figma-sds": ["theme: light, dark (default light)"],
            "shopify-polaris": [],
        ]
        for set in RealTokenSets.names {
            let source = TokenSource(file: RealTokenSets.resolver(set))
            let modifiers = source.modifiers.map {
                "\($0.name): \($0.contexts.joined(separator: ", ")) (\($0.defaultContext.map { "default \($0)" } ?? "no default"))"
            }
            #expect(modifiers == expected[set], "\(set)")
            #expect(source.diagnostics.isEmpty, "\(set): \(source.diagnostics.map(\.message))")
        }
        #expect(TokenSource(file: RealTokenSets.resolver("github-primer")).allContexts.count == 12)
        #expect(TokenSource(file: RealTokenSets.resolver("adobe-spectrum")).problems(with: ["theme": "dark"]).count == 1)
    }

    /// The clean control: Polaris has no fault, so every token resolves with no diagnostic.
    @Test func polarisResolvesCleanly() {
        let set = TokenSource(file: RealTokenSets.resolver("shopify-polaris")).resolve()
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map { "\($0.location): \($0.message)" })")
        #expect(set.tokens.count == 67)
        #expect(set.tokens.allSatisfy { $0.value != nil })
    }

    /// `value` as JSON in the shape `written` uses where 2025.10 allows two: a font family as
    /// an array even with one name; a colour without `hex` where the files' `hex` is invalid.
    static func shape(_ value: TokenValue, like written: JSONNode) -> JSONOutput {
        if case .fontFamily(let names) = value { return .array(names.map { .string($0) }) }
        return shape(value.jsonOutput, like: written)
    }

    private static func shape(_ output: JSONOutput, like written: JSONNode) -> JSONOutput {
        switch (output, written.value) {
        case (.object(let members), .object(let object)):
            let isColour = members.contains { $0.key == "colorSpace" }
            return .object(
                members.filter { !(isColour && $0.key == "hex" && object["hex"] == nil) }.map { member in
                    object[member.key].map { JSONOutput.Member(member.key, shape(member.value, like: $0)) } ?? member
                })
        case (.array(let elements), .array(let nodes)) where elements.count == nodes.count:
            return .array(zip(elements, nodes).map { shape($0, like: $1) })
        default:
            return output
        }
    }
}

extension RealTokenSetTests {
    /// An sRGB colour object as the files write it (`alpha` 1 where a file says 1).
    static func srgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1, hex: String? = nil) -> String {
        #"{"colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)], "alpha": \#(alpha)"#
            + (hex.map { #", "hex": "\#($0)""# } ?? "") + "}"
    }

    /// A dimension or duration object.
    static func quantity(_ value: Double, _ unit: String) -> String {
        #"{"value": \#(value), "unit": "\#(unit)"}"#
    }

    /// A solid border (`border.default`, functional/border/border.tokens.json:18).
    static func border(_ color: String, width: Double) -> String {
        #"{"color": \#(color), "style": "solid", "width": \#(quantity(width, "px"))}"#
    }

    static let primerLightBlack = srgb(0.12156862745098039, 0.13725490196078433, 0.1568627450980392, hex: "#1f2328")
    static let primerHighContrastBlack = srgb(0.00392156862745098, 0.01568627450980392, 0.03529411764705882, hex: "#010409")
    /// `base.color.white`: components [1, 1, 1], `"hex": "#fff"` (three digits: an error, the
    /// colour keeps its components).
    static let white = srgb(1, 1, 1)
    static let primerGreen = srgb(0.12156862745098039, 0.5333333333333333, 0.23921568627450981, hex: "#1f883d")

    /// `shadow.resting.small` (functional/shadow/shadow.tokens.json:94): two layers in
    /// `{base.color.neutral.13}`, offset y 1, blur 1 and 3.
    static func primerSmallShadow(_ color: String) -> String {
        let layer = { (blur: Double) in
            #"{"color": \#(color), "offsetX": \#(quantity(0, "px")), "offsetY": \#(quantity(1, "px")), "#
                + #""blur": \#(quantity(blur, "px")), "spread": \#(quantity(0, "px")), "inset": false}"#
        }
        return "[\(layer(1)), \(layer(3))]"
    }

    static let primerLight: [Sample] = [
        Sample(token: "base.color.black", expected: .value(primerLightBlack), at: "github-primer/base/color/light/light.tokens.json:6"),
        Sample(
            token: "fgColor.default", expected: .value(primerLightBlack), via: ["base.color.neutral.13", "base.color.black"],
            at: "github-primer/base/color/light/light.tokens.json:6"),
        Sample(
            token: "fgColor.muted",
            expected: .value(srgb(0.34901960784313724, 0.38823529411764707, 0.43137254901960786, hex: "#59636e")),
            via: ["base.color.neutral.9"], at: "github-primer/base/color/light/light.tokens.json:224"),
        Sample(token: "base.color.white", expected: .value(white), at: "github-primer/base/color/light/light.tokens.json:52"),
        // A chain across three files ending at a colour whose only fault is its "#fff".
        Sample(
            token: "bgColor.default", expected: .value(white), via: ["base.color.neutral.0", "base.color.white"],
            at: "github-primer/base/color/light/light.tokens.json:52"),
        Sample(
            token: "button.primary.bgColor.rest", expected: .value(primerGreen), via: ["bgColor.success.emphasis"],
            at: "github-primer/functional/color/bgColor.tokens.json:335"),
        Sample(
            token: "border.default",
            expected: .value(border(srgb(0.8196078431372549, 0.8509803921568627, 0.8784313725490196, hex: "#d1d9e0"), width: 1)),
            at: "github-primer/functional/border/border.tokens.json:18"),
        Sample(
            token: "shadow.resting.small", expected: .value(primerSmallShadow(primerLightBlack)),
            at: "github-primer/functional/shadow/shadow.tokens.json:94"),
        Sample(token: "base.size.4", expected: .value(quantity(4, "px")), at: "github-primer/base/size/size.tokens.json:22"),
        Sample(token: "base.easing.easeInOut", expected: .value("[0.6, 0, 0.2, 1]"), at: "github-primer/base/motion/easing.tokens.json:36"),
        Sample(
            token: "base.duration.200", expected: .value(quantity(200, "ms")), at: "github-primer/base/motion/timing.tokens.json:27"),
        Sample(
            token: "fontStack.monospace",
            expected: .value(#"["ui-monospace, SFMono-Regular, SF Mono, Menlo, Consolas, Liberation Mono, monospace"]"#),
            at: "github-primer/functional/typography/typography.tokens.json:47"),
        Sample(
            token: "text.body.size.medium", expected: .value(quantity(14, "px")),
            at: "github-primer/functional/typography/typography.tokens.json:370"),
        Sample(
            token: "text.body.lineHeight.medium", expected: .value("1.42857"), at: "github-primer/functional/typography/typography.tokens.json:417"),
        Sample(
            token: "text.title.weight.large", expected: .value("600"), via: ["base.text.weight.semibold"],
            at: "github-primer/base/typography/typography.tokens.json:43"),
        // A typography without letterSpacing: all five members are required.
        Sample(token: "text.body.shorthand.medium", expected: .invalid, at: "github-primer/functional/typography/typography.tokens.json:471"),
        // Only the coarse and fine size files define it.
        Sample(token: "control.minTarget.auto", expected: .absent, at: "github-primer/functional/size/size-coarse.tokens.json:6"),
    ]

    static let primerLightHighContrast: [Sample] = [
        Sample(
            token: "base.color.black", expected: .value(primerHighContrastBlack),
            at: "github-primer/base/color/light/light.high-contrast.tokens.json:6"),
        Sample(
            token: "fgColor.default", expected: .value(primerHighContrastBlack), via: ["base.color.neutral.13", "base.color.black"],
            at: "github-primer/base/color/light/light.high-contrast.tokens.json:6"),
        Sample(
            token: "bgColor.default", expected: .value(white), via: ["base.color.neutral.0", "base.color.white"],
            at: "github-primer/base/color/light/light.tokens.json:52"),
        Sample(
            token: "shadow.resting.small", expected: .value(primerSmallShadow(primerHighContrastBlack)),
            at: "github-primer/functional/shadow/shadow.tokens.json:94"),
    ]

    static let primerDark: [Sample] = [
        Sample(token: "base.color.black", expected: .value(primerHighContrastBlack), at: "github-primer/base/color/dark/dark.tokens.json:6"),
        // Dark's white is also written "#fff": the default text colour of the dark theme.
        Sample(token: "base.color.white", expected: .value(white), at: "github-primer/base/color/dark/dark.tokens.json:33"),
        Sample(
            token: "fgColor.default", expected: .value(white), via: ["base.color.neutral.13", "base.color.white"],
            at: "github-primer/base/color/dark/dark.tokens.json:33"),
        Sample(
            token: "bgColor.default", expected: .value(primerHighContrastBlack), via: ["base.color.neutral.0", "base.color.black"],
            at: "github-primer/base/color/dark/dark.tokens.json:6"),
        Sample(
            token: "fgColor.muted",
            expected: .value(srgb(0.5686274509803921, 0.596078431372549, 0.6313725490196078, hex: "#9198a1")),
            via: ["base.color.neutral.9"], at: "github-primer/base/color/dark/dark.tokens.json:224"),
        Sample(
            token: "button.primary.bgColor.rest", expected: .value(primerGreen), via: ["bgColor.success.emphasis"],
            at: "github-primer/functional/color/bgColor.tokens.json:335"),
        Sample(
            token: "border.default",
            expected: .value(border(srgb(0.1843137254901961, 0.21568627450980393, 0.25882352941176473, hex: "#2f3742"), width: 1)),
            at: "github-primer/functional/border/border.tokens.json:18"),
        Sample(
            token: "shadow.resting.small", expected: .value(primerSmallShadow(white)), at: "github-primer/functional/shadow/shadow.tokens.json:94"),
    ]

    static let samples: [Case] = [
        Case(set: "github-primer", context: ["theme": "light", "size": "default"], samples: primerLight),
        Case(set: "github-primer", context: ["theme": "light-hc", "size": "default"], samples: primerLightHighContrast),
        Case(set: "github-primer", context: ["theme": "dark", "size": "default"], samples: primerDark),
        Case(
            set: "github-primer", context: ["theme": "dark-hc", "size": "coarse"],
            samples: [
                Sample(
                    token: "control.minTarget.auto", expected: .value(quantity(44, "px")), via: ["base.size.44"],
                    at: "github-primer/base/size/size.tokens.json:198"),
                Sample(
                    token: "fgColor.default", expected: .value(white), via: ["base.color.neutral.13", "base.color.white"],
                    at: "github-primer/base/color/dark/dark.tokens.json:33"),
            ]),
        Case(
            set: "github-primer", context: ["theme": "light", "size": "fine"],
            samples: [
                Sample(
                    token: "control.minTarget.auto", expected: .value(quantity(16, "px")), via: ["base.size.16"],
                    at: "github-primer/base/size/size.tokens.json:86")
            ]),
        Case(set: "adobe-spectrum", context: ["theme": "light", "size": "desktop"], samples: spectrumLightDesktop),
        Case(set: "adobe-spectrum", context: ["theme": "dark", "size": "mobile"], samples: spectrumDarkMobile),
        Case(set: "figma-sds", context: ["theme": "light"], samples: sdsLight),
        Case(set: "figma-sds", context: ["theme": "dark"], samples: sdsDark),
        Case(set: "shopify-polaris", context: [:], samples: polaris),
    ]

    static let spectrumLightDesktop: [Sample] = [
        Sample(
            token: "blue-900",
            expected: .value(srgb(0.23137254901960785, 0.38823529411764707, 0.984313725490196, hex: "#3b63fb")),
            at: "adobe-spectrum/theme-light.tokens.json:328"),
        Sample(
            token: "accent-background-color-default",
            expected: .value(srgb(0.29411764705882354, 0.4588235294117647, 1, hex: "#4b75ff")),
            via: ["accent-color-800", "blue-800"], at: "adobe-spectrum/theme-light.tokens.json:315"),
        Sample(
            token: "neutral-content-color-default",
            expected: .value(srgb(0.1607843137254902, 0.1607843137254902, 0.1607843137254902, hex: "#292929")),
            via: ["gray-800"], at: "adobe-spectrum/theme-light.tokens.json:1944"),
        // "hex": "#fff" and "#000": three digits; the colours keep their components.
        Sample(token: "gray-25", expected: .value(white), at: "adobe-spectrum/theme-light.tokens.json:1840"),
        Sample(token: "background-base-color", expected: .value(white), via: ["gray-25"], at: "adobe-spectrum/theme-light.tokens.json:1840"),
        Sample(
            token: "black", expected: .value(srgb(0, 0, 0)),
            at: "adobe-spectrum/base.tokens.json:109"),
        Sample(
            token: "component-height-100", expected: .value(quantity(32, "px")), at: "adobe-spectrum/size-desktop.tokens.json:1061"),
        Sample(token: "font-size-100", expected: .value(quantity(14, "px")), at: "adobe-spectrum/size-desktop.tokens.json:1883"),
        Sample(token: "corner-radius-100", expected: .value(quantity(8, "px")), at: "adobe-spectrum/base.tokens.json:582"),
        Sample(token: "bold-font-weight", expected: .value("700"), at: "adobe-spectrum/base.tokens.json:246"),
        Sample(token: "line-height-100", expected: .value("1.3"), at: "adobe-spectrum/base.tokens.json:1560"),
        Sample(token: "overlay-opacity", expected: .value("0.4"), at: "adobe-spectrum/theme-light.tokens.json:3306"),
        // "$type": "string" is no 2025.10 type; "dp" is no 2025.10 unit.
        Sample(token: "drop-shadow-color", expected: .invalid, at: "adobe-spectrum/theme-light.tokens.json:1537"),
        Sample(token: "android-elevation", expected: .invalid, at: "adobe-spectrum/base.tokens.json:75"),
    ]

    static let spectrumDarkMobile: [Sample] = [
        Sample(
            token: "blue-900",
            expected: .value(srgb(0.33725490196078434, 0.5058823529411764, 1, hex: "#5681ff")),
            at: "adobe-spectrum/theme-dark.tokens.json:328"),
        Sample(
            token: "accent-color-900",
            expected: .value(srgb(0.33725490196078434, 0.5058823529411764, 1, hex: "#5681ff")),
            via: ["blue-900"], at: "adobe-spectrum/theme-dark.tokens.json:328"),
        Sample(
            token: "accent-background-color-default",
            expected: .value(srgb(0.25098039215686274, 0.4117647058823529, 0.9921568627450981, hex: "#4069fd")),
            via: ["accent-color-800", "blue-800"], at: "adobe-spectrum/theme-dark.tokens.json:315"),
        Sample(
            token: "neutral-content-color-default",
            expected: .value(srgb(0.8588235294117647, 0.8588235294117647, 0.8588235294117647, hex: "#dbdbdb")),
            via: ["gray-800"], at: "adobe-spectrum/theme-dark.tokens.json:1944"),
        // "hex": "#111": three digits; the colour keeps its components.
        Sample(
            token: "background-base-color",
            expected: .value(srgb(0.06666666666666667, 0.06666666666666667, 0.06666666666666667)),
            via: ["gray-25"], at: "adobe-spectrum/theme-dark.tokens.json:1840"),
        Sample(token: "component-height-100", expected: .value(quantity(40, "px")), at: "adobe-spectrum/size-mobile.tokens.json:1061"),
        Sample(token: "font-size-100", expected: .value(quantity(17, "px")), at: "adobe-spectrum/size-mobile.tokens.json:1883"),
        Sample(token: "overlay-opacity", expected: .value("0.6"), at: "adobe-spectrum/theme-dark.tokens.json:3306"),
        Sample(token: "drop-shadow-color", expected: .invalid, at: "adobe-spectrum/theme-dark.tokens.json:1537"),
    ]

    static let sdsGray900 =
        srgb(0.11764705882352941, 0.11764705882352941, 0.11764705882352941, hex: "#1e1e1e")
    static let sdsWhite = srgb(1, 1, 1, hex: "#ffffff")
    static let sdsBrand800 =
        srgb(0.17254901960784313, 0.17254901960784313, 0.17254901960784313, hex: "#2c2c2c")

    static let sdsLight: [Sample] = [
        Sample(token: "color.brand.800", expected: .value(sdsBrand800), at: "figma-sds/color.tokens.json:163"),
        // `$root` tokens, listed under their group with `$root` as the last segment.
        Sample(token: "color.background.brand.$root", expected: .value(sdsBrand800), via: ["color.brand.800"], at: "figma-sds/color.tokens.json:163"),
        Sample(token: "color.background.default.$root", expected: .value(sdsWhite), via: ["color.white.1000"], at: "figma-sds/color.tokens.json:733"),
        Sample(token: "color.text.default.$root", expected: .value(sdsGray900), via: ["color.gray.900"], at: "figma-sds/color.tokens.json:264"),
        Sample(token: "color.background.brand.hover", expected: .value(sdsGray900), via: ["color.brand.900"], at: "figma-sds/color.tokens.json:172"),
        Sample(
            token: "color.black.100",
            expected: .value(srgb(0.047058823529411764, 0.047058823529411764, 0.050980392156862744, alpha: 0.050980392156862744, hex: "#0c0c0d")),
            at: "figma-sds/color.tokens.json:8"),
        Sample(token: "size.radius.200", expected: .value(quantity(0.5, "rem")), at: "figma-sds/size.tokens.json:85"),
        Sample(token: "typography.scale.10", expected: .value(quantity(4.5, "rem")), at: "figma-sds/typography.tokens.json:259"),
        Sample(token: "typography.family.sans", expected: .value(#"["inter", "sans-serif"]"#), at: "figma-sds/typography.tokens.json:213"),
        Sample(token: "typography.weight.bold", expected: .value("700"), at: "figma-sds/typography.tokens.json:289"),
        // letterSpacing {"value": 0, "unit": "em"}: "em" is no 2025.10 dimension unit.
        Sample(token: "typography.titleHero", expected: .invalid, at: "figma-sds/typography.tokens.json:6"),
        // `"50": { "$type": "color" }` is an empty group, not a token.
        Sample(token: "color.black.50", expected: .absent, at: "figma-sds/color.tokens.json:5"),
    ]

    static let sdsDark: [Sample] = [
        Sample(
            token: "color.background.brand.$root",
            expected: .value(srgb(1, 1, 1, alpha: 0.050980392156862744, hex: "#ffffff")),
            via: ["color.white.100"], at: "figma-sds/color.tokens.json:652"),
        Sample(token: "color.background.default.$root", expected: .value(sdsGray900), via: ["color.gray.900"], at: "figma-sds/color.tokens.json:264"),
        Sample(token: "color.text.default.$root", expected: .value(sdsWhite), via: ["color.white.1000"], at: "figma-sds/color.tokens.json:733"),
        Sample(
            token: "color.background.brand.hover",
            expected: .value(srgb(0.8509803921568627, 0.8509803921568627, 0.8509803921568627, hex: "#d9d9d9")),
            via: ["color.brand.300"], at: "figma-sds/color.tokens.json:118"),
        Sample(token: "color.brand.800", expected: .value(sdsBrand800), at: "figma-sds/color.tokens.json:163"),
    ]

    static let polaris: [Sample] = [
        Sample(
            token: "color.black", expected: .value(srgb(0, 0, 0, hex: "#000000")),
            at: "shopify-polaris/colors.tokens.json:6"),
        Sample(
            token: "color.blue",
            expected: .value(srgb(0, 0.43529411764705883, 0.7333333333333333, hex: "#006fbb")),
            at: "shopify-polaris/colors.tokens.json:30"),
        Sample(token: "space.tight", expected: .value(quantity(8, "px")), at: "shopify-polaris/space.tokens.json:7"),
        Sample(
            token: "font.family.base",
            expected: .value(#"["-apple-system", "BlinkMacSystemFont", "San Francisco", "Segoe UI", "Roboto", "Helvetica Neue", "sans-serif"]"#),
            at: "shopify-polaris/font.tokens.json:7"),
        Sample(
            token: "font.family.mono", expected: .value(#"["Monaco", "Consolas", "Lucida Console", "monospace"]"#),
            at: "shopify-polaris/font.tokens.json:10"),
    ]
}
