import DesignSupport
import DesignTokens

/// The one folder every machine-read report's paths and the site's paths are relative to: the
/// git work tree that holds the catalogue, or the catalogue's parent folder when it is in none.
/// Code scanning, annotations, dashboards and the documentation site then place findings the
/// same way wherever dscheck ran from.
public struct ReportRoot: Sendable {
    /// The root's absolute, standardized path.
    public let path: String

    /// The root of the catalogue in `catalogFolder` (relative to the working directory or absolute).
    public init(catalogFolder: String) {
        self.init(catalogFolder: catalogFolder, files: .disk)
    }

    /// The root of the catalogue in `catalogFolder`, in `files`.
    package init(catalogFolder: String, files: FileAccess) {
        let catalog = CatalogPath.absolute(catalogFolder)
        var folder = catalog
        while true {
            if files.presence(PathName.joined(folder, ".git")) != .none {
                path = folder
                return
            }
            let parent = PathName.parent(folder)
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        let parent = PathName.parent(catalog)
        path = parent.isEmpty ? "/" : parent
    }

    /// `file` relative to the root, with forward slashes; a file outside the root keeps its
    /// absolute path.
    public func relative(_ file: String) -> String {
        CatalogPath.relative(file, to: path) ?? CatalogPath.absolute(file)
    }

    /// `location` with its file relative to the root.
    public func relative(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.file = relative(location.file)
        return location
    }

    /// `diagnostic` with its location relative to the root.
    public func relative(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location = relative(diagnostic.location)
        return diagnostic
    }

    /// The root as a `file:` URI ending with a slash, for SARIF's `originalUriBaseIds`.
    public var uri: String {
        URL(fileURLWithPath: path, isDirectory: true).absoluteString
    }
}
