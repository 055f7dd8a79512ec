import DesignSupport

/// The catalogue's entries in the output of `git ls-tree -r -l -z --full-tree`, each path
/// checked before anything is written. Pure (bytes in, entries or a ``GitTreeError`` out), so a
/// listing from a crafted tree can be tested and fuzzed without git.
struct GitTreeListing: Equatable, Sendable {
    /// A regular file of the catalogue: a `.json` or `.tokens` blob.
    struct File: Equatable, Sendable {
        /// The path inside the catalogue folder, checked: relative, components separated by
        /// `/`, none empty, `.` or `..`, no control or bidirectional-override characters.
        var path: String
        /// The blob's object name (hexadecimal).
        var object: String
        /// The blob's size in bytes, as git lists it.
        var size: Int
    }

    /// An entry under the catalogue folder that dscheck does not read, and why.
    struct Skipped: Equatable, Sendable {
        enum Kind: String, Sendable {
            case symbolicLink = "a symbolic link"
            case submodule = "a submodule"
        }

        /// The path inside the catalogue folder, checked as a file's is.
        var path: String
        var kind: Kind
    }

    /// The catalogue's `.json` and `.tokens` files, in listing order.
    private(set) var files: [File] = []
    /// Symbolic links and submodules under the catalogue folder: never followed.
    private(set) var skipped: [Skipped] = []

    /// Reads `listing`, keeping the entries under `prefix` (the catalogue folder relative to
    /// the repository's top, ending in `/`, or empty for the top itself). Throws on an entry
    /// that is not in ls-tree's format, on a path that could leave the catalogue folder or
    /// hides characters, and on two paths that name the same file where case or Unicode
    /// normalization is ignored (macOS and Windows).
    init(_ listing: Data, prefix: String) throws(GitTreeError) {
        let prefixBytes = Array(prefix.utf8)
        var names = NameClashes()
        for entry in listing.split(separator: 0, omittingEmptySubsequences: true) {
            // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { throw .malformed(entry: Self.shown(entry)) }
            let fields = entry[entry.startIndex..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let path = entry[(tab + 1)...]
            guard fields.count == 4, Self.isObjectName(fields[2]) else { throw .malformed(entry: Self.shown(entry)) }
            guard path.starts(with: prefixBytes) else { continue }
            let relative = path.dropFirst(prefixBytes.count)
            switch (fields[0], fields[1]) {
            case ("120000", "blob"):
                let checked = try Self.checked(relative, shown: path)
                try names.add(checked, shown: path)
                skipped.append(Skipped(path: checked, kind: .symbolicLink))
            case ("160000", "commit"):
                let checked = try Self.checked(relative, shown: path)
                try names.add(checked, shown: path)
                skipped.append(Skipped(path: checked, kind: .submodule))
            case (_, "blob") where fields[0].hasPrefix("100"):
                guard [".json", ".tokens"].contains(where: { relative.reversed().starts(with: $0.utf8.reversed()) }) else { continue }
                guard let size = Int(fields[3]), size >= 0 else { throw .malformed(entry: Self.shown(entry)) }
                let checked = try Self.checked(relative, shown: path)
                try names.add(checked, shown: path)
                files.append(File(path: checked, object: fields[2], size: size))
            case ("040000", "tree"):
                continue
            default:
                throw .malformed(entry: Self.shown(entry))
            }
        }
    }

    /// `relative` as a path that stays inside the catalogue folder, or the reason it may not be
    /// written.
    private static func checked(_ relative: Data.SubSequence, shown: Data.SubSequence) throws(GitTreeError) -> String {
        guard let path = String(validating: relative, as: UTF8.self) else {
            throw .unsafePath(path: Self.shown(shown), problem: .notUTF8)
        }
        if let problem = Self.problem(path) { throw .unsafePath(path: Self.shown(shown), problem: problem) }
        return path
    }

    /// What makes `path` unsafe to write inside a folder, if anything.
    static func problem(_ path: String) -> GitTreeError.PathProblem? {
        if path.unicodeScalars.contains(where: ControlCharacters.contains) { return .hiddenCharacter }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return .emptyComponent
            case ".": return .dotComponent
            case "..": return .dotDotComponent
            default: continue
            }
        }
        return nil
    }

    /// Whether `text` is a git object name: 40 (SHA-1) or 64 (SHA-256) lowercase hex digits.
    private static func isObjectName(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64)
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// `bytes` as a message may show them: characters that hide text written as `\u{…}`, bytes
    /// that are not UTF-8 as U+FFFD.
    static func shown(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar in
            ControlCharacters.contains(scalar) || scalar == "\u{FFFD}" ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }
}

/// The paths of a listing so far, folded as case-insensitive and normalization-insensitive file
/// systems fold them, with the folders they imply.
private struct NameClashes {
    private var files: [String: String] = [:]
    private var folders: [String: String] = [:]

    mutating func add(_ path: String, shown: Data.SubSequence) throws(GitTreeError) {
        let shownPath = GitTreeListing.shown(shown)
        // String equality and hashing already treat canonically equivalent text as equal.
        let key = path.lowercased()
        if let other = files[key] ?? folders[key] { throw .sameFile(path: shownPath, other: other) }
        files[key] = shownPath
        var folder = key
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if let other = files[folder] { throw .sameFile(path: shownPath, other: other) }
            if folders[folder] != nil { break }
            folders[folder] = shownPath
        }
    }
}

/// Why a tree listing cannot be written out: the messages name the path as git lists it (from
/// the repository's top), with hidden characters made visible.
enum GitTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What makes a path unsafe.
    enum PathProblem: String, Sendable {
        case notUTF8 = "is not valid UTF-8"
        case emptyComponent = "has an empty component"
        case dotComponent = "has a '.' component"
        case dotDotComponent = "has a '..' component, which would leave the catalogue folder"
        case hiddenCharacter = "holds a control or text-direction character"
    }

    /// An entry that is not in the format of `git ls-tree -r -l -z`.
    case malformed(entry: String)
    /// A path that could leave the catalogue folder or hides characters.
    case unsafePath(path: String, problem: PathProblem)
    /// Two paths that name the same file where case or Unicode normalization is ignored, or a
    /// file that is also a folder.
    case sameFile(path: String, other: String)

    var description: String {
        switch self {
        case .malformed(let entry): "git listed an entry dscheck cannot read: \(entry)"
        case .unsafePath(let path, let problem): "the path \(path) \(problem.rawValue)"
        case .sameFile(let path, let other):
            "\(path) and \(other) name the same file on macOS and Windows (they differ only in case or Unicode normalization, or one is inside the other)"
        }
    }
}
