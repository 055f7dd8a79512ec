import DesignSupport
import DesignTokens

/// Paths of the app's sources: joined and normalized as locations show them, made relative to
/// the catalogue folder for findings' subjects, and the Swift files of a folder.
enum SourcePath {
    /// `path` with `.` and `..` worked out as text (`catalog/../App` is `App`); a leading `..`
    /// stays. Symbolic links are not followed.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !absolute || !parts.isEmpty {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// `relative` joined to `folder` and normalized; `relative` alone when it is absolute or
    /// `folder` is `.`.
    static func joined(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || folder == "." { return normalized(relative) }
        return normalized(folder + "/" + relative)
    }

    /// `path` relative to `folder`, climbing out of it with `..` where needed; both are made
    /// absolute against the working directory first, so the result does not depend on it.
    static func relative(_ path: String, to folder: String) -> String {
        Folder(folder).relative(path)
    }

    /// A folder that paths are made relative to, made absolute once for all of them.
    struct Folder {
        private let parts: [Substring]

        init(_ folder: String) {
            parts = CatalogPath.absolute(folder).split(separator: "/")
        }

        /// `path` relative to the folder, as ``SourcePath/relative(_:to:)`` gives it.
        func relative(_ path: String) -> String {
            let file = CatalogPath.absolute(path).split(separator: "/")
            let common = zip(file, parts).prefix { $0 == $1 }.count
            let climbs = Array(repeating: "..", count: parts.count - common) + file.dropFirst(common).map(String.init)
            return climbs.joined(separator: "/")
        }
    }

    /// The `.swift` files under `folder`, sorted by path; hidden files and folders (`.build`,
    /// `.git`) and symbolic links are passed over, so no link can lead the walk in a circle.
    static func swiftFiles(in folder: String, files: FileAccess) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = files.names(inFolder: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = current == "." ? name : current + "/" + name
                // Not following links, so a link to a folder above cannot walk in circles.
                let kind = files.status(path, followingLinks: false)?.kind
                if kind == .folder {
                    pending.append(path)
                } else if kind == .regular, name.hasSuffix(".swift") {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
