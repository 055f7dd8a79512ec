import DesignCatalog
import DesignSupport
import DesignTokens
import TestSupport
import Testing

/// A valid catalogue that uses every form of the format loads without diagnostics, with the
/// values its specs give.
struct ValidCatalogTests {
    let fixture = CatalogFixture("valid")

    func button() throws -> Component {
        try #require(fixture.catalog?.component("button"))
    }

    func layer(_ id: String) throws -> AnatomyLayer {
        try #require(try button().anatomy.first { $0.id == id })
    }

    @Test func loadsWithoutDiagnostics() throws {
        #expect(fixture.diagnostics.isEmpty, "\(fixture.listing)")
        let catalog = try #require(fixture.catalog)
        #expect(catalog.components.map(\.id) == ["button", "pane"])
        #expect(catalog.compositions.map(\.id) == ["home"])
        #expect(catalog.manifest.name == "Fixture Design System")
        #expect(catalog.folder == fixture.folder)
    }

    @Test func componentFields() throws {
        let button = try button()
        #expect(button.name == "Button")
        #expect(button.status == .stable)
        #expect(button.kind == .control)
        #expect(button.layer == .functional)
        #expect(button.symbol == "KotekButton")
        #expect(button.sourceFile == "KotekButton.swift")
        #expect(button.contentRole == nil)
        #expect(button.interactive, "controls are interactive by default")
        #expect(button.parameters.map(\.name) == ["opacity", "title"])
        #expect(button.parameters.map(\.defaultValue) == ["0.25", nil])
        #expect(button.related == ["pane"])

        let pane = try #require(fixture.catalog?.component("pane"))
        #expect(pane.kind == .container)
        #expect(pane.contentRole == .pane)
        #expect(!pane.interactive, "containers are not interactive by default")
        #expect(pane.anatomy.first?.fill == .material(Material(variant: .regular)))
        #expect(pane.accessibility == Accessibility())
        #expect(pane.metrics == Metrics())
    }

    @Test func locations() throws {
        let button = try button()
        let file = fixture.folder + "/components/button.json"
        #expect(button.location == DesignSupport.SourceLocation(file: file, line: 1, column: 1))
        #expect(button.location(of: "anatomy") == DesignSupport.SourceLocation(file: file, line: 15, column: 14))
        #expect(button.location(of: "no-such-key") == button.location)
        #expect(button.variants.first?.location.line == 62)
        let home = try #require(fixture.catalog?.compositions.first)
        #expect(home.location(of: "root") == DesignSupport.SourceLocation(file: fixture.folder + "/compositions/home.json", line: 8, column: 11))
    }

    @Test func boundForms() throws {
        let base = try layer("base")
        #expect(base.frame?.width.source == .literal(120))
        #expect(base.frame?.height.source == .token("dimension.button.height"))
        if case .roundedRectangle(let radius) = base.shape {
            #expect(radius.tokenName == "dimension.button.radius")
        } else {
            Issue.record("expected a rounded rectangle, found \(String(describing: base.shape))")
        }
        #expect(base.padding?.horizontal?.source == .literal(16))
        #expect(base.padding?.vertical == nil)

        let tokens = try #require(fixture.catalog?.defaultTokens)
        #expect(base.frame?.height.resolved(in: tokens) == 44, "px dimensions read as points")
        #expect(try layer("sheen").opacity?.resolved(in: tokens) == 0.6)
        let disabled = try #require(try button().states.first { $0.kind == .disabled })
        guard case .easeOut(let duration) = disabled.animation else {
            Issue.record("expected easeOut, found \(String(describing: disabled.animation))")
            return
        }
        #expect(duration?.resolved(in: tokens) == 0.15, "durations read as seconds")
        #expect(try button().label?.typography?.resolved(in: tokens)?.fontSize.value == 17)
    }

    @Test func paintForms() throws {
        let base = try layer("base")
        #expect(base.fill.flatMap(colorSpec)?.color.tokenName == "color.accent")
        #expect(base.fill.flatMap(colorSpec)?.alpha == nil)
        let stroke = try #require(base.stroke)
        guard case .color(let strokeColor) = stroke.paint else {
            Issue.record("expected a colour stroke")
            return
        }
        #expect(strokeColor.alpha?.source == .literal(0.4))
        #expect(strokeColor.color.source == .literal(.srgb(0, 0, 0).withHex("#000000")))
        #expect(stroke.width.source == .literal(1))
        #expect(base.shadow?.color?.color.source == .literal(.srgb(0, 0, 0, alpha: 0.2)))
        #expect(base.shadow?.radius.source == .literal(4))
        #expect(base.shadow?.x == nil)
        #expect(base.shadow?.y?.source == .literal(2))

        guard case .linearGradient(let sheen) = try layer("sheen").fill else {
            Issue.record("expected a gradient")
            return
        }
        #expect(sheen.stops.map(\.location.source) == [.literal(0), .literal(1)])
        #expect(sheen.stops.map(\.color.alpha?.source) == [nil, .literal(0)])
        #expect(sheen.token == nil)
        #expect(sheen.start == UnitPoint(x: 0.5, y: 0, name: "top"))
        #expect(sheen.end == UnitPoint(x: 0.5, y: 1))

        guard case .material(let glass) = try layer("glass").fill else {
            Issue.record("expected a material")
            return
        }
        #expect(glass.variant == .clear)
        #expect(glass.interactive)
        #expect(glass.tint?.color.tokenName == "color.accent")
        #expect(glass.dimming?.source == .literal(0.2))

        guard case .color(let title) = try layer("title").fill else {
            Issue.record("expected a colour")
            return
        }
        #expect(title.color.source == .literal(.srgb(1, 1, 1, alpha: 0.9)))

        guard case .linearGradient(let icon) = try layer("icon").fill else {
            Issue.record("expected a gradient")
            return
        }
        #expect(icon.token?.tokenName == "gradient.sky")
        #expect(icon.stops.isEmpty)
        let tokens = try #require(fixture.catalog?.defaultTokens)
        #expect(icon.resolvedStops(in: tokens).map(\.location) == [0, 1])
    }

    @Test func shapesSizesAndTransforms() throws {
        #expect(try layer("sheen").shape == .capsule)
        #expect(try layer("glass").shape == .circle)
        #expect(try layer("title").shape == .label)
        #expect(try layer("icon").shape == .symbol("chevron.left"))
        #expect(try layer("art").shape == .image("arrow"))
        let glass = try layer("glass")
        #expect(glass.frame?.width.source == .literal(44))
        #expect(glass.frame?.height.source == .literal(44))
        let art = try layer("art")
        #expect(art.padding?.horizontal?.source == .literal(4))
        #expect(art.padding?.vertical?.source == .literal(4))

        let sheen = try layer("sheen")
        #expect(sheen.offset?.x.source == .literal(0))
        #expect(sheen.offset?.y.source == .literal(-2))
        #expect(sheen.blur?.source == .literal(2))
        #expect(sheen.blendMode == .screen)
        #expect(sheen.rotation?.source == .literal(5))
        #expect(sheen.rotation3D?.angle.source == .literal(10))
        #expect(sheen.rotation3D?.axis.map(\.source) == [.literal(1), .literal(0), .literal(0)])
        #expect(sheen.scale?.source == .literal(0.9))
        #expect(sheen.compositingGroup)
        #expect(sheen.decorative)
        #expect(!sheen.clip)
        #expect(try layer("base").clip)
    }

    @Test func statesAndAnimations() throws {
        let states = try button().states
        #expect(states.map(\.kind) == [.pressed, .disabled, .focused, .selected])
        let pressed = states[0]
        #expect(pressed.scale?.source == .literal(0.96))
        #expect(pressed.offset?.y.source == .literal(1))
        #expect(pressed.opacity?.source == .literal(0.9))
        #expect(pressed.layers.map(\.layer) == ["sheen"])
        #expect(pressed.layers.first?.opacity?.source == .literal(0))
        #expect(pressed.layers.first?.offset?.y.source == .literal(2))
        #expect(pressed.layers.first?.scale?.source == .literal(1.1))
        #expect(states.compactMap(\.animation?.curve) == ["spring", "easeOut", "interactiveSpring", "bouncy"])
        if case .spring(let response, let damping) = pressed.animation {
            #expect(response?.source == .literal(0.3))
            #expect(damping?.source == .literal(0.7))
        } else {
            Issue.record("expected a spring")
        }
        if case .interactiveSpring(_, _, let blend) = states[2].animation {
            #expect(blend?.source == .literal(0.1))
        } else {
            Issue.record("expected an interactive spring")
        }
    }

    @Test func metricsLabelFeedbackAccessibility() throws {
        let button = try button()
        #expect(button.metrics.size?.width.source == .literal(44))
        #expect(button.metrics.hitTarget?.height.source == .literal(48))
        #expect(button.metrics.cornerRadius?.tokenName == "dimension.button.radius")
        #expect(button.metrics.padding?.vertical?.source == .literal(8))
        #expect(button.metrics.iconGap?.source == .literal(6))
        #expect(button.metrics.height == nil)

        let label = try #require(button.label)
        #expect(label.typography?.tokenName == "typography.body")
        #expect(label.textStyle == "body")
        #expect(label.textCase == .asWritten)
        #expect(label.tracking?.source == .literal(0))
        #expect(label.overflow == .truncate)
        #expect(label.examples == ["Continue", "Save"])
        #expect(label.location?.line == 106)

        let feedback = try #require(button.feedback)
        #expect(feedback.onPress == [.haptic("impact-medium"), .sound("Kajar tick")])
        #expect(!feedback.handlesAudio)
        #expect(feedback.silentWhen == "the ringer is off")

        #expect(button.accessibility.label == "Continue")
        #expect(button.accessibility.hint == "Goes to the next step")
        #expect(button.accessibility.hiddenLayers == ["sheen", "glow"], "layers of variants count")
        #expect(button.accessibility.combinesChildren)
        #expect(button.accessibility.reducedMotion == "No scale on press.")

        #expect(button.buildSteps.map(\.title) == ["Base", "Sheen"])
        #expect(button.buildSteps.map(\.shows) == [["base"], ["sheen", "glow"]])
        #expect(button.buildSteps.map(\.summary) == ["The shape.", nil])
        #expect(button.guidance.first?.sourceTitle == "HIG: Buttons")
        #expect(button.guidance.first?.sourceURL?.hasPrefix("https://developer.apple.com/") == true)
        #expect(button.usage.doItems.map(\.text) == ["Start the title with a verb."])
        #expect(button.usage.dontItems.map(\.text) == ["Put two prominent buttons side by side."])
    }

    @Test func variantsResolveAlongTheirExtendsChain() throws {
        let button = try button()
        #expect(button.variants.map(\.id) == ["primary", "large"])
        #expect(button.variants.map(\.extends) == [nil, "primary"])
        #expect(button.variants.map(\.prominent) == [true, false])

        let base = button.resolvedVariant(nil)
        #expect(base.anatomy == button.anatomy)
        #expect(base.metrics == button.metrics)
        #expect(base.label == button.label)
        #expect(!base.prominent)

        let primary = button.resolvedVariant("primary")
        #expect(primary.anatomy.map(\.id) == ["base", "sheen", "glass", "title", "icon", "art", "glow"])
        #expect(primary.anatomy[0].shape == .capsule, "a layer with an existing id replaces it whole")
        #expect(primary.anatomy[0].frame == nil)
        #expect(primary.metrics.height?.source == .literal(50))
        #expect(primary.metrics.size == button.metrics.size, "metrics are overridden field by field")
        #expect(primary.label?.textCase == .uppercase)
        #expect(primary.label?.typography == button.label?.typography, "labels are overridden field by field")
        #expect(primary.prominent)

        let large = button.resolvedVariant("large")
        #expect(large.anatomy.map(\.id) == primary.anatomy.map(\.id))
        #expect(large.anatomy[0].shape == .capsule, "the base of the chain applies first")
        #expect(large.anatomy.last?.blur?.source == .literal(12))
        #expect(large.metrics.size?.width.source == .literal(200))
        #expect(large.metrics.height?.source == .literal(50))
        #expect(large.label?.textCase == .uppercase)
        #expect(large.label?.tracking?.source == .literal(1))
        #expect(!large.prominent, "prominent is the variant's own flag")

        #expect(button.resolvedVariant("no-such-variant").anatomy == button.anatomy)
    }

    @Test func composition() throws {
        let home = try #require(fixture.catalog?.compositions.first)
        #expect(home.name == "Home")
        #expect(home.summary == "The first screen.")
        #expect(home.brightBackground == true)
        guard case .linearGradient(let background) = home.background else {
            Issue.record("expected a gradient background")
            return
        }
        #expect(background.token?.tokenName == "gradient.sky")
        #expect(home.root.axis == .vertical)
        #expect(home.root.spacing?.tokenName == "dimension.spacing")
        #expect(home.root.children.count == 3)

        guard case .text(let welcome) = home.root.children[0],
            case .component(let pane) = home.root.children[1],
            case .stack(let row) = home.root.children[2]
        else {
            Issue.record("expected text, component, stack; found \(home.root.children)")
            return
        }
        #expect(welcome.text == "Welcome")
        #expect(welcome.typography?.tokenName == "typography.body")
        #expect(welcome.textStyle == "title")
        #expect(welcome.fontSize?.source == .literal(28))
        #expect(welcome.fontWeight?.source == .literal(FontWeight(value: 700)))
        #expect(welcome.opacity?.source == .literal(0.9))
        #expect(welcome.location.line == 12)

        #expect(pane.component == "pane")
        #expect(pane.layer == .content)
        guard case .component(let button) = pane.children.first else {
            Issue.record("expected the button inside the pane")
            return
        }
        #expect(button.component == "button")
        #expect(button.variant == "large")
        #expect(button.scale?.source == .literal(1.2))
        #expect(button.rotation?.source == .literal(-3))
        #expect(button.label == "Continue")
        #expect(button.accessibilityLabel == "Continue to setup")
        #expect(button.layer == nil)

        #expect(row.axis == .horizontal)
        #expect(row.spacing == nil)
        guard case .text(let finePrint) = row.children.first, case .linearGradient(let fill) = finePrint.fill else {
            Issue.record("expected gradient text")
            return
        }
        #expect(fill.stops.count == 2)
        #expect(fill.end == UnitPoint(x: 1, y: 1))
    }

    private func colorSpec(_ paint: Paint) -> ColorSpec? {
        if case .color(let spec) = paint { return spec }
        return nil
    }
}

extension TokenColor {
    /// `self` with a hex fallback, as the CSS parser gives for hex colours.
    fileprivate func withHex(_ hex: String) -> TokenColor {
        var color = self
        color.hex = hex
        return color
    }
}
