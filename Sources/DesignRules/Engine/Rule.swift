import DesignCatalog
import DesignSupport
import DesignTokens

/// A rule: a value that describes itself and checks a catalogue in one context.
public protocol Rule: Sendable {
    /// The rule's description, examples included.
    static var description: RuleDescription { get }
    /// Creates the rule with its configured options (already checked against the description).
    init(options: RuleOptions)
    /// The findings in one context of the catalogue.
    func check(_ input: RuleInput) -> [Finding]
}

/// What a rule checks: the catalogue and its tokens resolved in one context.
public struct RuleInput: Sendable {
    public let catalog: Catalog
    /// The tokens of this context.
    public let tokens: TokenSet
    /// The context (modifier to context name).
    public let context: ResolverContext
    /// Each composition's elements with their backdrops and scales, by composition id: worked
    /// out once per context, because most rules read them.
    private let placements: [String: [PlacedElement]]
    /// Every component's looks for the contrast rules: they do not depend on the tokens, so a
    /// check works them out once for all its contexts.
    let looks: ContrastLooks
    /// What is behind each mark of every look of every component alone, by component id, in
    /// the order of ``ContrastLooks/all(of:)``: both contrast rules and every placed instance
    /// read it, so each look is composited once per context.
    let backdropsAlone: [String: [[(mark: ComponentLook.Mark, backdrop: Backdrop)]]]
    /// The app's Swift sources, read once per check, for the drift rules.
    let code: AppCode
    /// The manifest's `"contrastPairs"` that can be measured, read once per check.
    let contrastPairs: [DeclaredContrastPair]
    /// The manifest's `"textStyles"` that name a typography token and a text style, read once per check.
    let textStyles: DeclaredTextStyles

    /// Creates an input (with no app sources: the drift rules find nothing).
    public init(catalog: Catalog, tokens: TokenSet, context: ResolverContext) {
        self.init(
            catalog: catalog, tokens: tokens, context: context, code: AppCode(),
            contrastPairs: DeclaredContrastPair.read(catalog.manifest.contrastPairs).pairs,
            textStyles: DeclaredTextStyles.read(catalog.manifest.textStyles, tokens: catalog.defaultTokens).styles,
            looks: ContrastLooks(catalog))
    }

    /// Creates an input with the app's sources, the declared contrast pairs and text styles, and
    /// the catalogue's looks (``ContrastLooks``).
    init(
        catalog: Catalog, tokens: TokenSet, context: ResolverContext, code: AppCode, contrastPairs: [DeclaredContrastPair],
        textStyles: DeclaredTextStyles, looks: ContrastLooks
    ) {
        self.catalog = catalog
        self.tokens = tokens
        self.context = context
        self.code = code
        self.contrastPairs = contrastPairs
        self.textStyles = textStyles
        self.looks = looks
        placements = Dictionary(
            catalog.compositions.map { ($0.id, catalog.placedElements(of: $0, in: tokens, looks: looks)) },
            uniquingKeysWith: { first, _ in first })
        var ownBackdrops: [String: [[(mark: ComponentLook.Mark, backdrop: Backdrop)]]] = [:]
        for component in catalog.components where ownBackdrops[component.id] == nil {
            ownBackdrops[component.id] = looks.all(of: component).map { $0.backdrops(over: nil, in: tokens) }
        }
        backdropsAlone = ownBackdrops
    }

    /// Every element of `composition` with its backdrop and scale, components resolved.
    func placedElements(of composition: Composition) -> [PlacedElement] {
        placements[composition.id] ?? catalog.placedElements(of: composition, in: tokens, looks: looks)
    }

    /// The platform's minimums (from the manifest).
    public var platform: PlatformMetrics { PlatformMetrics(catalog.manifest.platform) }
}

/// One thing a rule found.
public struct Finding: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    /// The component id, composition id or token name it is about (waivers match on it).
    public var subject: String

    /// Creates a finding.
    public init(_ message: String, at location: SourceLocation, subject: String) {
        self.message = message
        self.location = location
        self.subject = subject
    }
}

/// A rule's options as configured: the manifest's values over the description's defaults.
public struct RuleOptions: Sendable {
    private let values: [String: JSONOutput]

    /// Options with the given values.
    public init(_ values: [String: JSONOutput] = [:]) {
        self.values = values
    }

    /// A number option (configured, else its default from `description`).
    public func number(_ name: String, in description: RuleDescription) -> Double {
        if case .number(let value)? = values[name] { return value }
        if case .number(let value)? = description.options.first(where: { $0.name == name })?.defaultValue { return value }
        preconditionFailure("rule \(description.id) reads undeclared number option \(name)")
    }

    /// A choice option (configured, else its default from `description`).
    public func choice(_ name: String, in description: RuleDescription) -> String {
        if case .string(let value)? = values[name] { return value }
        if case .string(let value)? = description.options.first(where: { $0.name == name })?.defaultValue { return value }
        preconditionFailure("rule \(description.id) reads undeclared choice option \(name)")
    }
}

/// The minimums the Human Interface Guidelines set per platform (Apple HIG: Accessibility, Typography and Buttons pages).
public struct PlatformMetrics: Sendable, Hashable {
    /// The default control size, in points (iOS: 44).
    public let minimumTarget: Double
    /// The smallest text size, in points (iOS: 11).
    public let minimumFontSize: Double
    /// The default text size, in points (iOS: 17), for text that gives none.
    public let defaultFontSize: Double
    /// The platform's name as Apple writes it.
    public let name: String

    /// The metrics of `platform`.
    public init(_ platform: Platform) {
        switch platform {
        case .ios: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("iOS", 44, 11, 17)
        case .ipados: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("iPadOS", 44, 11, 17)
        case .macos: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("macOS", 28, 10, 13)
        case .tvos: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("tvOS", 66, 23, 29)
        case .visionos: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("visionOS", 60, 12, 17)
        case .watchos: (name, minimumTarget, minimumFontSize, defaultFontSize) = ("watchOS", 44, 12, 16)
        }
    }
}
