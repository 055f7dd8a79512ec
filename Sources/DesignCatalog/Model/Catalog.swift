import DesignSupport
import DesignTokens

/// A whole catalogue: the manifest, the token source, every component and composition, and the
/// problems found while loading them.
public struct Catalog: Sendable {
    /// The catalogue folder as given.
    public var folder: String
    public var manifest: CatalogManifest
    /// The token source, without its parsed documents: the loader resolved every context, and
    /// ``contextTokens`` holds them.
    public var tokens: TokenSource
    /// The tokens of the default context, which the specs' references were checked against.
    public var defaultTokens: TokenSet
    /// The tokens of every context of the source's ``TokenSource/allContexts``, in its order,
    /// resolved before any rule runs, so the parsed documents are not kept while they run.
    public var contextTokens: [(context: ResolverContext, tokens: TokenSet)]
    /// Components sorted by id.
    public let components: [Component]
    /// Compositions sorted by id.
    public let compositions: [Composition]
    /// Every token reference the component and composition specs write, as the loader read
    /// them (components, then compositions, each file in name order), because rules, the diff
    /// and the site all read them.
    public let tokenUses: [TokenUse]
    /// Problems found while loading specs (token problems are in the token sets).
    public var diagnostics: [Diagnostic]
    /// Ids of spec files that could not be loaded (their diagnostics say why); what they would
    /// have said is unknown, so checks that need the whole catalogue hold back on them.
    public var unloadedSpecs: [String] = []
    /// The images of the `assets/` folder that image and symbol layers name.
    public var assets = AssetLibrary()
    /// The element paths of each spec file the loader read, by path as locations give it: the
    /// findings' identities name elements by them.
    package var elementPaths: [String: JSONElementPaths] = [:]
    /// Where the catalogue's files are: the checks read the app's Swift sources and the files
    /// findings point into from there too.
    package var files = FileAccess.disk
    /// Each component id's position in `components`.
    private let componentIndex: [String: Int]

    /// Creates a catalogue; `defaultTokens` are the token source's default context, resolved,
    /// `contextTokens` every context's (see ``contextTokens``), and `tokenUses` every token
    /// reference in the specs.
    public init(
        folder: String, manifest: CatalogManifest, tokens: TokenSource, defaultTokens: TokenSet,
        contextTokens: [(context: ResolverContext, tokens: TokenSet)], components: [Component], compositions: [Composition], tokenUses: [TokenUse],
        diagnostics: [Diagnostic]
    ) {
        self.folder = folder
        self.manifest = manifest
        self.tokens = tokens
        self.defaultTokens = defaultTokens
        self.contextTokens = contextTokens
        self.components = components.sorted { $0.id < $1.id }
        self.compositions = compositions.sorted { $0.id < $1.id }
        self.diagnostics = diagnostics
        self.tokenUses = tokenUses
        componentIndex = Self.index(of: self.components)
    }

    /// The component with `id`, if any.
    public func component(_ id: String) -> Component? {
        componentIndex[id].map { components[$0] }
    }

    private static func index(of components: [Component]) -> [String: Int] {
        Dictionary(components.indices.map { (components[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
