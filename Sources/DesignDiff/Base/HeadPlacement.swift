import DesignCatalog
import DesignSupport
import DesignTokens

/// Where the head shows what only the base has: a removed token at the line of the deepest of
/// its groups that the head file still has (its parent group, else the group above), or the
/// file's first line; a removed context at its modifier's `contexts` in the head's resolver.
/// When the head no longer has the file, at the first line of the head's token source (the
/// resolver or token file its manifest names, which lists the token files). So an annotation
/// never lands on a head line that holds something else. Each head file is read once.
struct HeadPlacement {
    /// The base catalogue's folder as its locations show it.
    private let baseFolder: String
    private let head: Catalog
    private var files: [String: JSONNode?] = [:]

    /// Places the base locations of `base` (shown through its ``LocationMapping``) in `head`.
    init(base: BaseCatalog, head: Catalog) {
        baseFolder = base.locations.map(.file(base.catalog.folder)).file
        self.head = head
    }

    /// Where the head would have the token `name` whose base location is `base`.
    mutating func token(_ name: String, base: SourceLocation) -> SourceLocation {
        place(base, along: name.split(separator: ".").map(String.init), inResolver: false)
    }

    /// Where the head's resolver has the member at `path` (such as `modifiers`, `appearance`,
    /// `contexts`), or the deepest of its parents, for a change whose base resolver is at `base`.
    mutating func resolver(_ path: [String], base: SourceLocation) -> SourceLocation {
        place(base, along: path, inResolver: true)
    }

    /// The deepest node along `path` in the head's copy of `base`'s file. Token paths are only
    /// followed in token files (a resolver's own keys are no token groups), resolver paths only
    /// in resolvers.
    private mutating func place(_ base: SourceLocation, along path: [String], inResolver: Bool) -> SourceLocation {
        guard let relative = CatalogPath.relative(base.file, to: baseFolder) else { return fallback }
        let file = head.folder == "." ? relative : PathName.joined(head.folder, relative)
        guard FileManager.default.fileExists(atPath: file) else { return fallback }
        if files[file] == nil { files[file] = try? JSONReader().read(fileAt: file) }
        guard var node = files[file] ?? nil, (node.object?["resolutionOrder"] != nil) == inResolver else { return .file(file) }
        var location = SourceLocation.file(file)
        for key in path {
            guard let member = node.object?.member(key) else { break }
            location = member.keyLocation
            node = member.value
        }
        return location
    }

    /// The first line of the head's token source (a loaded head has one).
    private var fallback: SourceLocation {
        .file(head.tokens.file)
    }
}
