import DesignCatalog
import DesignSupport
import DesignTokens

/// The catalogue a diff compares against: a folder, or the catalogue's own folder at a git
/// revision.
package struct BaseCatalog: Sendable {
    /// The base as the user named it.
    package let label: String
    /// The loaded catalogue.
    package let catalog: Catalog
    /// How the base's paths are shown (revisions are read from a temporary folder).
    package let locations: LocationMapping
    /// The temporary folder a revision was written to; it stays until ``remove()``, because
    /// checking the base reads its files again (to name the element of each finding).
    private let snapshot: GitSnapshot?

    /// Loads `base` for the head catalogue in `headFolder`.
    ///
    /// A folder that holds `dscheck.json` is the base catalogue; a folder that holds the
    /// catalogue at the head's path (another checkout) works too. Anything else is a git
    /// revision of the repository that holds `headFolder`, read with git without touching the
    /// work tree. A base whose manifest cannot be used cannot be compared; a base whose tokens
    /// or specs have problems still loads, with the problems in its diagnostics. Call
    /// ``remove()`` once the base has been compared.
    package static func load(_ base: String, headFolder: String) throws(DiffError) -> BaseCatalog {
        if let status = FileStatus(base, followingLinks: true) {
            guard status.kind == .folder else { throw .baseIsFile(base) }
            let nested = PathName.joined(base, headFolder)
            let folder = [base, nested].first { hasManifest($0) }
            guard let folder else { throw .noCatalogInFolder(folder: base, catalog: headFolder) }
            return try BaseCatalog(label: base, folder: folder, locations: .identity, problems: [], snapshot: nil)
        }
        let snapshot = try GitSnapshot(revision: base, catalog: headFolder)
        do {
            return try BaseCatalog(
                label: base, folder: snapshot.folder, locations: LocationMapping(from: snapshot.folder, to: display(headFolder)),
                problems: snapshot.problems, snapshot: snapshot)
        } catch {
            snapshot.remove()
            throw error
        }
    }

    /// Whether the base is a git revision (its locations are shown at the head's paths), not a
    /// folder.
    package var isRevision: Bool { snapshot != nil }

    /// Removes the temporary folder of a revision; a folder base is left as it is.
    package func remove() {
        snapshot?.remove()
    }

    /// Loads the catalogue in `folder`, with `problems` found before loading among its
    /// diagnostics.
    private init(label: String, folder: String, locations: LocationMapping, problems: [Diagnostic], snapshot: GitSnapshot?) throws(DiffError) {
        let (loaded, diagnostics) = Catalog.load(folder: folder)
        guard var loaded else { throw .unreadableBase(base: label, problems: (problems + diagnostics).sorted().map(locations.map)) }
        loaded.diagnostics = (loaded.diagnostics + problems).sorted()
        self.label = label
        self.catalog = loaded
        self.locations = locations
        self.snapshot = snapshot
    }

    private static func hasManifest(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: PathName.joined(folder, CatalogManifest.fileName))
    }

    /// The head folder as paths show it: without a trailing slash.
    private static func display(_ folder: String) -> String {
        var shown = folder
        while shown.count > 1, shown.hasSuffix("/") { shown.removeLast() }
        return shown
    }
}
