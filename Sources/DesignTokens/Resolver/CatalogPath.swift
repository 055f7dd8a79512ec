import DesignSupport
import Foundation

/// Paths inside a catalogue folder: a relative path may not leave the folder, whether by being
/// absolute, by `..`, or through a symbolic link that points outside.
public enum CatalogPath {
    /// Why `path` may not be read as part of the catalogue rooted at `root`, or nil when it may.
    /// `path` is as given (relative to the working directory or absolute). A catalogue reached
    /// through a symbolic link to its folder is read: the path is compared with the root as
    /// written, then with links resolved on both sides.
    public static func escapeProblem(_ path: String, root: String) -> String? {
        Root(root).escapeProblem(path)
    }

    /// A catalogue folder with its absolute and real paths worked out once, for checking the
    /// many files in it: resolving the folder's links again for every file cost a `readlink`
    /// per part of its path, per file.
    public struct Root: Sendable {
        let absolute: String
        let real: String

        /// The folder at `root`, as given (relative to the working directory or absolute).
        public init(_ root: String) {
            absolute = CatalogPath.absolute(root)
            real = CatalogPath.realPath(absolute: absolute)
        }

        /// ``CatalogPath/escapeProblem(_:root:)`` of `path` in this folder.
        public func escapeProblem(_ path: String) -> String? {
            let file = CatalogPath.absolute(path)
            guard CatalogPath.isInside(file, absolute) else {
                return "it leaves the catalogue folder; keep files inside \(real)"
            }
            guard CatalogPath.isInside(CatalogPath.realPath(absolute: file), real) else {
                return "it is a symbolic link that leads outside the catalogue folder; copy the file into the catalogue instead"
            }
            return nil
        }
    }

    /// Whether `reference` is written as an absolute path or a URL rather than a relative path.
    public static func isAbsolute(_ reference: String) -> Bool {
        reference.hasPrefix("/") || reference.hasPrefix("~") || reference.contains("://")
    }

    /// `path` made absolute against the working directory and standardized (no `.` or `..`).
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: full).standardized.path
    }

    /// `path`, made ``absolute(_:)``, with symbolic links resolved. Of a path that does not
    /// exist (yet), the part that does is resolved and the rest appended, so a missing file in a
    /// folder reached through a link (`/var` is a link to `/private/var` on macOS) still
    /// compares as inside that folder.
    private static func realPath(absolute path: String) -> String {
        var missing: [String] = []
        var existing = path
        while true {
            if let resolved = SystemFile.realPath(existing) {
                return missing.reversed().reduce(resolved) { ($0 as NSString).appendingPathComponent($1) }
            }
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return path }
            missing.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` relative to `folder` (both made absolute first), or nil when it is not inside it.
    public static func relative(_ path: String, to folder: String) -> String? {
        let file = absolute(path)
        let base = absolute(folder)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
}
