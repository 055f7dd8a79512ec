import DesignSupport

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

    /// ``escapeProblem(_:root:)`` of a path in `files`.
    package static func escapeProblem(_ path: String, root: String, files: FileAccess) -> String? {
        Root(root, files: files).escapeProblem(path)
    }

    /// A catalogue folder with its absolute and real paths worked out once, for checking the
    /// many files in it: resolving the folder's links again for every file cost a `readlink`
    /// per part of its path, per file.
    public struct Root: Sendable {
        let absolute: String
        let real: String
        /// Where the folder's files are.
        let files: FileAccess

        /// The folder at `root`, as given (relative to the working directory or absolute).
        public init(_ root: String) {
            self.init(root, files: .disk)
        }

        /// The folder at `root` in `files`.
        package init(_ root: String, files: FileAccess) {
            absolute = CatalogPath.absolute(root)
            real = CatalogPath.realPath(absolute: absolute, files: files)
            self.files = files
        }

        /// ``CatalogPath/escapeProblem(_:root:)`` of `path` in this folder.
        public func escapeProblem(_ path: String) -> String? {
            let file = CatalogPath.absolute(path)
            guard CatalogPath.isInside(file, absolute) else {
                return "it leaves the catalogue folder; keep files inside \(real)"
            }
            return escapeProblem(real: CatalogPath.realPath(absolute: file, files: files))
        }

        /// A folder of the catalogue read file by file, with its absolute and real paths
        /// worked out once.
        package struct Listing: Sendable {
            let absolute: String
            let real: String
        }

        /// The folder at `folder` (as given), for ``escapeProblem(ofFileNamed:in:status:)``.
        package func listing(_ folder: String) -> Listing {
            let absolute = CatalogPath.absolute(folder)
            return Listing(absolute: absolute, real: CatalogPath.realPath(absolute: absolute, files: files))
        }

        /// ``escapeProblem(_:)`` of the file `name` (a name the folder lists: one part, not `.`
        /// or `..`) in `listing`'s folder, given what `lstat` says of it (nil: nothing is there).
        /// A file that is not a symbolic link lies where its folder does, so only a link is
        /// resolved: resolving every file cost a `readlink` per part of its path, and making
        /// its path absolute a Foundation URL (`site` on a catalogue of 1,000 components made
        /// 5,600 `readlink` calls and spent 40 M instructions on them).
        package func escapeProblem(ofFileNamed name: String, in listing: Listing, status: FileStatus?) -> String? {
            let file = CatalogPath.appending(name, to: listing.absolute)
            guard CatalogPath.isInside(file, absolute) else {
                return "it leaves the catalogue folder; keep files inside \(real)"
            }
            guard status?.kind != .symbolicLink else { return escapeProblem(real: CatalogPath.realPath(absolute: file, files: files)) }
            return escapeProblem(real: CatalogPath.appending(name, to: listing.real))
        }

        private func escapeProblem(real file: String) -> String? {
            guard CatalogPath.isInside(file, real) else {
                return "it is a symbolic link that leads outside the catalogue folder; copy the file into the catalogue instead"
            }
            return nil
        }
    }

    /// Whether `reference` is written as an absolute path or a URL rather than a relative path.
    public static func isAbsolute(_ reference: String) -> Bool {
        reference.hasPrefix("/") || reference.hasPrefix("~") || reference.includes("://")
    }

    /// `path` made absolute against the working directory and standardized (no `.` or `..`).
    /// The URL is told it is not a folder: asked to find out, Foundation calls `lstat` on the
    /// path, only to add a final slash that `path` drops again (the site asked 3,100 times).
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : PathName.joined(FileManager.default.currentDirectoryPath, path)
        return isStandard(full) ? full : URL(fileURLWithPath: full, isDirectory: false).standardized.path
    }

    /// Whether `path` is one that ``absolute(_:)`` gives back as it is, seen from its bytes
    /// (most are, and a site asks for thousands): it starts with a slash, and each of its parts
    /// is neither empty, `.` nor `..`, and is made of ASCII letters, digits, `-`, `_`, `.` and
    /// spaces only, which no URL encodes or normalizes.
    static func isStandard(_ path: String) -> Bool {
        var part = 0
        var dots = 0
        for (index, byte) in path.utf8.enumerated() {
            if byte == UInt8(ascii: "/") {
                if index > 0, part == 0 || part == dots && dots <= 2 { return false }
                part = 0
                dots = 0
                continue
            }
            guard index > 0, Self.plainPathBytes.contains(byte) else { return false }
            part += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return part > 0 && !(part == dots && dots <= 2)
    }

    /// The bytes ``isStandard(_:)`` lets through in a part of a path.
    private static let plainPathBytes = ByteSet("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_. ".utf8)

    /// `path`, made ``absolute(_:)``, with symbolic links resolved. Of a path that does not
    /// exist (yet), the part that does is resolved and the rest appended, so a missing file in a
    /// folder reached through a link (`/var` is a link to `/private/var` on macOS) still
    /// compares as inside that folder.
    private static func realPath(absolute path: String, files: FileAccess) -> String {
        var missing: [String] = []
        var existing = path
        while true {
            if let resolved = files.realPath(existing) {
                return missing.reversed().reduce(resolved) { PathName.joined($0, $1) }
            }
            let parent = PathName.parent(existing)
            if parent == existing || parent.isEmpty { return path }
            missing.append(PathName.lastComponent(existing))
            existing = parent
        }
    }

    /// `name` (one part) in the folder at the absolute path `folder`.
    static func appending(_ name: String, to folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
