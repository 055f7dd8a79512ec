import DesignCatalog
import DesignSupport
import DesignTokens
import OutputFolder

/// The files of a new catalogue (`dscheck init`): a manifest, a resolver with appearance and
/// contrast contexts, token files seeded with the platform's system colours, a spacing and
/// type scale, one button component, one screen, and the JSON Schemas every file names in its
/// `$schema`, so editors complete and validate as you type.
struct CatalogScaffold {
    let name: String
    let seed: PlatformSeed

    init(name: String, platform: Platform) {
        self.name = name
        self.seed = PlatformSeed.seed(for: platform)
    }

    /// Every file, by its path in the catalogue.
    var files: [OutputFile] {
        var files = [
            file("dscheck.json", manifest),
            file("tokens.resolver.json", resolver),
            file("tokens/color.tokens.json", semanticColors),
            file("tokens/contrast-standard.tokens.json", contrast(increased: false)),
            file("tokens/contrast-increased.tokens.json", contrast(increased: true)),
            file("tokens/dimension.tokens.json", dimensions),
            file("tokens/typography.tokens.json", typography),
            file("components/button.json", button),
            file("components/divider.json", divider),
            file("compositions/welcome.json", welcome),
        ]
        for (context, palette) in seed.appearances {
            files.append(file(paletteFile(context), paletteTokens(palette, context: context)))
        }
        files += CatalogSchema.allCases.map { OutputFile(path: "schemas/\($0.fileName)", contents: $0.text) }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether the resolver has an appearance modifier (light and dark); visionOS and watchOS
    /// have one appearance.
    private var hasAppearances: Bool { seed.appearances.count > 1 }

    private func paletteFile(_ context: String) -> String {
        hasAppearances ? "tokens/palette-\(context).tokens.json" : "tokens/palette.tokens.json"
    }

    /// A file with its `$schema` first, pointing at the schema from where the file is.
    private func file(_ path: String, _ members: [JSONOutput.Member]) -> OutputFile {
        let depth = path.split(separator: "/").count - 1
        let schema: CatalogSchema =
            path == "dscheck.json"
            ? .manifest
            : path.hasSuffix(".resolver.json")
                ? .resolver : path.hasPrefix("tokens/") ? .tokens : path.hasPrefix("components/") ? .component : .composition
        let reference = String(repeating: "../", count: depth) + "schemas/" + schema.fileName
        return OutputFile(path: path, contents: JSONOutput.object([.init("$schema", .string(reference))] + members).serialized())
    }

    // MARK: Manifest and resolver

    private var manifest: [JSONOutput.Member] {
        // No export settings: the export reads the appearance modifier's light/dark and the
        // contrast modifier's standard/increased contexts as the asset catalogue's appearances.
        [
            .init("name", .string(name)),
            .init("version", .string("0.1.0")),
            .init("platform", .string(seed.platform.rawValue)),
            .init("tokens", .string("tokens.resolver.json")),
            .init(
                "contrastPairs",
                .array(
                    contrastPairs.map { pair in .object(["foreground": .string(pair.0), "background": .string(pair.1), "role": .string(pair.2)]) })),
        ]
    }

    /// The colours the scaffold draws on each other, measured in every context: body text on
    /// the backgrounds; the secondary colour, which the screen uses only for its 22 pt
    /// subtitle, and the 17 pt bold button labels as large text (3:1).
    private var contrastPairs: [(String, String, String)] {
        [
            ("color.text.primary", "color.background.*", "text"),
            ("color.text.secondary", "color.background.*", "large-text"),
            ("color.on-accent", "color.accent", "large-text"),
            ("color.on-accent", "color.destructive", "large-text"),
            ("color.on-success", "color.success", "large-text"),
        ]
    }

    private var resolver: [JSONOutput.Member] {
        func source(_ path: String) -> JSONOutput { .array([.object(["$ref": .string(path)])]) }
        var core = ["tokens/color.tokens.json", "tokens/dimension.tokens.json", "tokens/typography.tokens.json"]
        var modifiers: [JSONOutput.Member] = []
        var order: [JSONOutput] = [.object(["$ref": .string("#/sets/core")])]
        if hasAppearances {
            modifiers.append(
                .init(
                    "appearance",
                    .object([
                        "description": .string("Light and dark appearance: Apple's colours for each."),
                        "contexts": .object(seed.appearances.map { .init($0.context, source(paletteFile($0.context))) }),
                        "default": .string("light"),
                    ])))
            order.append(.object(["$ref": .string("#/modifiers/appearance")]))
        } else {
            core.insert("tokens/palette.tokens.json", at: 0)
        }
        modifiers.append(
            .init(
                "contrast",
                .object([
                    "description": .string(
                        "Increase Contrast off (standard) and on (increased): picks the standard or increased-contrast system colours."),
                    "contexts": .object([
                        "standard": source("tokens/contrast-standard.tokens.json"),
                        "increased": source("tokens/contrast-increased.tokens.json"),
                    ]),
                    "default": .string("standard"),
                ])))
        order.append(.object(["$ref": .string("#/modifiers/contrast")]))
        return [
            .init("name", .string("\(name) tokens")),
            .init("version", .string("2025.10")),
            .init(
                "description",
                .string(
                    "The tokens of \(name), seeded by 'dscheck init' with \(seed.displayName)'s system colours, a spacing and a type scale.")),
            .init(
                "sets",
                .object([
                    "core": .object([
                        "description": .string("Tokens every context shares."),
                        "sources": .array(core.map { .object(["$ref": .string($0)]) }),
                    ])
                ])),
            .init("modifiers", .object(modifiers)),
            .init("resolutionOrder", .array(order)),
        ]
    }

    // MARK: Colour tokens

    private static func color(_ rgb: PlatformSeed.RGB) -> JSONOutput {
        let hex = LowercaseHex.text([rgb.red, rgb.green, rgb.blue].map(UInt8.init), after: "#")
        var members: [JSONOutput.Member] = [
            .init("colorSpace", .string("srgb")),
            .init("components", .array([rgb.red, rgb.green, rgb.blue].map { .number((Double($0) / 255 * 10_000).rounded() / 10_000) })),
        ]
        if rgb.alpha < 1 { members.append(.init("alpha", .number(rgb.alpha))) }
        members.append(.init("hex", .string(hex)))
        return .object(members)
    }

    private static func token(_ value: JSONOutput, _ description: String) -> JSONOutput {
        .object(["$value": value, "$description": .string(description)])
    }

    private func paletteTokens(_ palette: PlatformSeed.Palette, context: String) -> [JSONOutput.Member] {
        var members: [JSONOutput.Member] = [
            .init("$type", .string("color")),
            .init(
                "$description",
                .string(
                    "\(seed.displayName) system colours\(hasAppearances ? " in the \(context) appearance" : ""), from \(seed.colorSource). Apple may adjust them between releases; in the app, use the system colour itself."
                )),
        ]
        for (name, apple, swatch) in palette.swatches {
            let what = "\(apple)\(hasAppearances ? ", \(context)" : "")"
            if let increased = swatch.increased {
                members.append(
                    .init(
                        name,
                        .object([
                            "standard": Self.token(Self.color(swatch.standard), "\(what)."),
                            "increased": Self.token(Self.color(increased), "\(what), with Increase Contrast on."),
                        ])))
            } else {
                members.append(.init(name, Self.token(Self.color(swatch.standard), "\(what).")))
            }
        }
        return [.init("palette", .object(members))]
    }

    /// The colours the specs use, named for their role, over the palette.
    private var semanticColors: [JSONOutput.Member] {
        [
            .init(
                "color",
                .object([
                    "$type": .string("color"),
                    "$description": .string("Colours by role; the specs use these, never the palette directly."),
                    "text": .object([
                        "primary": Self.token(.string("{palette.label}"), "Primary text."),
                        "secondary": Self.token(
                            .string("{palette.secondary-label}"), "Secondary text: translucent, so keep it large or on plain backgrounds."),
                    ]),
                    "background": .object([
                        "primary": Self.token(.string("{palette.background}"), "Surfaces: cards, sheets, the secondary button."),
                        "grouped": Self.token(.string("{palette.grouped-background}"), "The screen behind grouped content."),
                    ]),
                    "separator": Self.token(.string("{palette.separator}"), "Hairlines between groups of content (the Divider)."),
                    "on-success": Self.token(
                        Self.color(.init(0, 0, 0)), "Labels on the success colour: black, as white on the system green stays below 3:1."),
                ]))
        ]
    }

    /// The colours that change with Increase Contrast: the accent, destructive and success
    /// colours and the label on them.
    private func contrast(increased: Bool) -> [JSONOutput.Member] {
        let level = increased ? "increased" : "standard"
        let when = increased ? "with Increase Contrast on" : "at standard contrast"
        return [
            .init(
                "color",
                .object([
                    "$type": .string("color"),
                    "$description": .string("Role colours \(when)."),
                    "accent": Self.token(.string("{palette.blue.\(level)}"), "The accent: primary buttons, links (system blue \(when))."),
                    "destructive": Self.token(.string("{palette.red.\(level)}"), "Destructive actions (system red \(when))."),
                    "success": Self.token(.string("{palette.green.\(level)}"), "Confirming actions (system green \(when))."),
                    "on-accent": Self.token(.string("{palette.on-fill.\(level)}"), "Labels on the accent and destructive colours \(when)."),
                ]))
        ]
    }

    // MARK: Dimensions and type

    private static func points(_ value: Double) -> JSONOutput {
        .object(["value": .number(value), "unit": .string("px")])
    }

    private var dimensions: [JSONOutput.Member] {
        [
            .init(
                "dimension",
                .object([
                    "$type": .string("dimension"),
                    "$description": .string("Lengths in points (dscheck reads 1px as 1pt)."),
                    "spacing": .object(seed.spacing.map { .init($0.name, Self.token(Self.points($0.points), "Spacing step \($0.name).")) }),
                    "control": .object([
                        "height": Self.token(
                            Self.points(seed.controlHeight),
                            "Control height: \(seed.displayName)'s default control size, also its minimum hit target (HIG, Accessibility)."),
                        "corner-radius": Self.token(Self.points(seed.cornerRadius), "Control corner radius."),
                        "padding": Self.token(Self.points(seed.horizontalPadding), "Space between a control's edge and its label."),
                    ]),
                ]))
        ]
    }

    private var typography: [JSONOutput.Member] {
        [
            .init(
                "font",
                .object([
                    "family": .object([
                        "$type": .string("fontFamily"),
                        "system": Self.token(.array([.string("SF Pro"), .string("system-ui")]), "The system font."),
                    ])
                ])),
            .init(
                "typography",
                .object(
                    [.init("$type", .string("typography")), .init("$description", .string("\(seed.displayName) type scale."))]
                        + seed.type.map { .init($0.name, Self.typographyToken($0)) })),
        ]
    }

    /// A step of the type scale as a typography token, naming its Apple text style where it has one.
    private static func typographyToken(_ step: PlatformSeed.TextStep) -> JSONOutput {
        let value = JSONOutput.object([
            "fontFamily": .string("{font.family.system}"), "fontSize": points(step.size), "fontWeight": .number(Double(step.weight)),
            "letterSpacing": points(0), "lineHeight": .number(step.lineHeight),
        ])
        var members: [JSONOutput.Member] = [.init("$value", value), .init("$description", .string(step.description))]
        if let style = step.tokenTextStyle {
            members.append(.init("$extensions", .object([ResolvedToken.extensionKey: .object(["textStyle": .string(style)])])))
        }
        return .object(members)
    }

    // MARK: Specs

    private var button: [JSONOutput.Member] {
        func plate(_ fill: String, stroke: String? = nil) -> JSONOutput {
            var members: [JSONOutput.Member] = [
                .init("id", .string("plate")),
                .init("shape", .object(["roundedRectangle": .object(["cornerRadius": .string("{dimension.control.corner-radius}")])])),
                .init("fill", .string(fill)),
            ]
            if let stroke { members.append(.init("stroke", .object(["paint": .string(stroke), "width": .number(1)]))) }
            return .object(members)
        }
        func variant(_ id: String, _ name: String, _ summary: String, fill: String, label: String, stroke: String? = nil, prominent: Bool = false)
            -> JSONOutput
        {
            var members: [JSONOutput.Member] = [.init("id", .string(id)), .init("name", .string(name)), .init("summary", .string(summary))]
            if prominent { members.append(.init("prominent", .bool(true))) }
            members += [
                .init("anatomy", .array([plate(fill, stroke: stroke)])),
                .init("label", .object(["color": .string(label)])),
            ]
            return .object(members)
        }
        return [
            .init("id", .string("button")),
            .init("name", .string("Button")),
            .init("status", .string("experimental")),
            .init(
                "summary", .string("A filled button for the actions on a screen: Primary for the one that moves people on, Secondary for the rest.")),
            .init(
                "source",
                .string(
                    "Written by 'dscheck init' as a starting point: its height is \(seed.displayName)'s default control size (HIG, Accessibility), its colours are the system colours. Replace this note with where your button's facts come from."
                )),
            .init("symbol", .string("AppButton")),
            .init("kind", .string("control")),
            .init("layer", .string("content")),
            .init("anatomy", .array([plate("{color.accent}"), .object(["id": .string("label"), "shape": .string("label")])])),
            .init(
                "variants",
                .array([
                    variant(
                        "primary", "Primary", "The one action that moves people on; one per screen.", fill: "{color.accent}",
                        label: "{color.on-accent}", prominent: true),
                    variant(
                        "secondary", "Secondary", "Every other action.", fill: "{color.background.primary}", label: "{color.accent}",
                        stroke: "{color.accent}"),
                    variant(
                        "destructive", "Destructive", "An action that deletes or cannot be undone.", fill: "{color.destructive}",
                        label: "{color.on-accent}"),
                    variant("confirm", "Confirm", "An action that completes a task.", fill: "{color.success}", label: "{color.on-success}"),
                ])),
            .init(
                "states",
                .array([
                    .object([
                        "kind": .string("pressed"), "scale": .number(0.97), "opacity": .number(0.85),
                        "animation": .object(["curve": .string("easeOut"), "duration": .number(0.1)]),
                    ]),
                    .object(["kind": .string("disabled"), "opacity": .number(0.4)]),
                ])),
            .init(
                "metrics",
                .object([
                    "height": .string("{dimension.control.height}"),
                    "cornerRadius": .string("{dimension.control.corner-radius}"),
                    "padding": .object(["horizontal": .string("{dimension.control.padding}")]),
                    "iconGap": .string("{dimension.spacing.s}"),
                ])),
            .init(
                "label",
                .object([
                    "typography": .string("{typography.button}"), "textStyle": .string("headline"), "overflow": .string("wrap"),
                    "examples": .array([.string("Continue"), .string("Not now"), .string("Delete")]),
                ])),
            .init("accessibility", .object(["reducedMotion": .string("Dim instead of scaling when Reduce Motion is on.")])),
            .init(
                "guidance",
                .array([
                    .object([
                        "title": .string("One prominent button per screen"),
                        "text": .string(
                            "Use Primary for the action people most likely want, and Secondary for the others; style, not size, marks the preferred choice."
                        ),
                        "source": .object([
                            "title": .string("Human Interface Guidelines: Buttons"),
                            "url": .string("https://developer.apple.com/design/human-interface-guidelines/buttons"),
                        ]),
                    ])
                ])),
            .init(
                "usage",
                .object([
                    "do": .array([.string("Label the action with a verb: Continue, Save, Delete.")]),
                    "dont": .array([.string("Put two Primary buttons on one screen.")]),
                ])),
        ]
    }

    /// The width of the screen's content: the platform's screen less the screen's side padding.
    private var dividerWidth: Double {
        let device = Device.standard(for: seed.platform)
        let padding = seed.spacing.first { $0.name == "l" }?.points ?? 0
        return device.width - device.safeLeading - device.safeTrailing - 2 * padding
    }

    private var divider: [JSONOutput.Member] {
        [
            .init("id", .string("divider")),
            .init("name", .string("Divider")),
            .init("status", .string("experimental")),
            .init("summary", .string("A hairline between groups of content.")),
            .init("source", .string("Written by 'dscheck init': a one-point line in the system separator colour.")),
            .init("symbol", .string("Divider")),
            .init("kind", .string("container")),
            .init("layer", .string("content")),
            .init("interactive", .bool(false)),
            .init(
                "anatomy",
                .array([
                    .object([
                        "id": .string("line"), "shape": .string("rectangle"), "fill": .string("{color.separator}"), "decorative": .bool(true),
                    ])
                ])),
            .init("metrics", .object(["size": .object(["width": .number(dividerWidth), "height": .number(1)])])),
            .init(
                "guidance",
                .array([
                    .object([
                        "title": .string("Separate groups, not items"),
                        "text": .string("Use a divider between groups of content; spacing alone usually separates the items within a group."),
                    ])
                ])),
            .init(
                "usage",
                .object([
                    "do": .array([.string("Let the divider span the content it separates.")]),
                    "dont": .array([.string("Use it as a border around a control; controls draw their own.")]),
                ])),
        ]
    }

    private var welcome: [JSONOutput.Member] {
        func text(_ text: String, _ step: String, _ fill: String) -> JSONOutput {
            .object([
                "text": .string(text), "typography": .string("{typography.\(step)}"),
                "textStyle": .string(seed.type.first { $0.name == step }?.textStyle ?? step), "fill": .string(fill),
            ])
        }
        func button(_ variant: String, _ label: String) -> JSONOutput {
            .object(["component": .string("button"), "variant": .string(variant), "label": .string(label)])
        }
        func stack(_ spacing: String, _ children: [JSONOutput]) -> JSONOutput {
            .object([
                "stack": .object([
                    "axis": .string("vertical"), "spacing": .string(spacing), "alignment": .string("leading"), "children": .array(children),
                ])
            ])
        }
        return [
            .init("id", .string("welcome")),
            .init("name", .string("Welcome")),
            .init("summary", .string("A first screen: a title, a sentence, and the primary and secondary buttons on the grouped background.")),
            .init("background", .string("{color.background.grouped}")),
            .init(
                "root",
                .object([
                    "axis": .string("vertical"),
                    "spacing": .string("{dimension.spacing.s}"),
                    "alignment": .string("leading"),
                    "padding": .object(["horizontal": .string("{dimension.spacing.l}"), "vertical": .string("{dimension.spacing.m}")]),
                    "children": .array([
                        stack(
                            "{dimension.spacing.xs}",
                            [
                                text("Welcome", "title", "{color.text.primary}"),
                                text("Your design system", "subtitle", "{color.text.secondary}"),
                            ]),
                        text("Built from your specs.", "body", "{color.text.primary}"),
                        .object(["component": .string("divider")]),
                        .object(["spacer": .object([JSONOutput.Member]())]),
                        stack("{dimension.spacing.s}", [button("primary", "Continue"), button("secondary", "Not now")]),
                        text("Version 0.1", "footnote", "{color.text.primary}"),
                    ]),
                ])),
        ]
    }
}
