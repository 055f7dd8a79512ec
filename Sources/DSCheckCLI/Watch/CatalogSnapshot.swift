import DesignSupport

/// What `dscheck watch` compares to notice an edit: every file in a catalogue folder (and any
/// other file the check reads, such as a baseline) with its size, modification time and inode,
/// taken without reading a file. Hidden files and folders (names starting with a dot, such as
/// an editor's swap file or a site's work folder) and backups ending in `~` are left out, as is
/// a folder the watch writes (its site).
struct CatalogSnapshot: Equatable {
    /// One file's state: what a save changes, even one that writes the same number of bytes
    /// (the time, to the nanosecond) or replaces the file by renaming another over it (the inode).
    struct FileState: Equatable {
        let size: Int64
        let seconds: Int
        let nanoseconds: Int
        let inode: UInt64
    }

    /// A file that was added, changed or removed between two snapshots.
    struct Change: Equatable, CustomStringConvertible {
        enum Kind: Equatable {
            case added
            case modified
            case removed
        }

        let path: String
        let kind: Kind

        var description: String {
            switch kind {
            case .added: "\(path) (new)"
            case .modified: path
            case .removed: "\(path) (deleted)"
            }
        }
    }

    /// The most files a snapshot lists, and the deepest folder it enters, so a folder that is
    /// not a catalogue (a home folder given by mistake) cannot make each poll endless.
    static let largestFileCount = 100_000
    static let deepestFolder = 16

    /// Each file's state, by its path as shown: relative to the catalogue folder, or as given
    /// for a file outside it.
    private(set) var files: [String: FileState] = [:]

    /// How many files the snapshot lists.
    var count: Int { files.count }

    /// The files of `folder` and the `others`, leaving out `excluded` (a folder, such as the
    /// site being written).
    init(folder: String, others: [String] = [], excluding excluded: String? = nil) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let skipped = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        walk(root, shownAs: "", depth: 0, skipping: skipped)
        for path in others {
            if let state = Self.state(of: path) { files[path] = state }
        }
    }

    /// What changed since `earlier`, in path order.
    func changes(since earlier: CatalogSnapshot) -> [Change] {
        let paths = Set(files.keys).union(earlier.files.keys).sorted()
        return paths.compactMap { path in
            switch (earlier.files[path], files[path]) {
            case (nil, .some): Change(path: path, kind: .added)
            case (.some, nil): Change(path: path, kind: .removed)
            case (let before?, let after?) where before != after: Change(path: path, kind: .modified)
            default: nil
            }
        }
    }

    private mutating func walk(_ folder: String, shownAs prefix: String, depth: Int, skipping skipped: String?) {
        guard depth <= Self.deepestFolder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix("~") {
            guard files.count < Self.largestFileCount else { return }
            let path = PathName.joined(folder, name)
            guard path != skipped else { continue }
            guard let status = FileStatus(path, followingLinks: false) else { continue }
            switch status.kind {
            case .folder:
                walk(path, shownAs: prefix + name + "/", depth: depth + 1, skipping: skipped)
            case .symbolicLink:
                // A linked file is watched through its link; a linked folder is not entered.
                if let state = Self.state(of: path) { files[prefix + name] = state }
            default:
                files[prefix + name] = Self.state(status)
            }
        }
    }

    /// The state of the file at `path`, following a link; nil for a folder or a missing file.
    private static func state(of path: String) -> FileState? {
        guard let status = FileStatus(path, followingLinks: true), status.kind != .folder else { return nil }
        return state(status)
    }

    private static func state(_ status: FileStatus) -> FileState {
        FileState(size: status.size, seconds: status.modifiedSeconds, nanoseconds: status.modifiedNanoseconds, inode: status.inode)
    }
}
