import DesignTokens

/// A whole catalogue: the manifest, the token source, every component and composition, and the
/// problems found while loading them.
public struct Catalog: Sendable {
    /// The catalogue folder as given.
    public var folder: String
    public var manifest: CatalogManifest
    public var tokens: TokenSource
    /// Components sorted by id.
    public var components: [Component] { didSet { tokenUses = Self.tokenUses(components, compositions) } }
    /// Compositions sorted by id.
    public var compositions: [Composition] { didSet { tokenUses = Self.tokenUses(components, compositions) } }
    /// Every token reference in every component and composition, in spec order: found once,
    /// when the specs are set, because rules and the site all read it.
    public private(set) var tokenUses: [TokenUse]
    /// Problems found while loading specs (token problems are in the token sets).
    public var diagnostics: [Diagnostic]
    /// Ids of spec files that could not be loaded (their diagnostics say why); what they would
    /// have said is unknown, so checks that need the whole catalogue hold back on them.
    public var unloadedSpecs: [String] = []

    /// Creates a catalogue.
    public init(folder: String, manifest: CatalogManifest, tokens: TokenSource, components: [Component],
                compositions: [Composition], diagnostics: [Diagnostic]) {
        self.folder = folder
        self.manifest = manifest
        self.tokens = tokens
        self.components = components.sorted { $0.id < $1.id }
        self.compositions = compositions.sorted { $0.id < $1.id }
        self.diagnostics = diagnostics
        tokenUses = Self.tokenUses(self.components, self.compositions)
    }

    /// The component with `id`, if any.
    public func component(_ id: String) -> Component? {
        components.first { $0.id == id }
    }
}
