#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a catalogue's files are read from: the file system, or files held in memory.
///
/// The site draws every rule's examples from small catalogues that exist only as text. Read
/// from memory, they are loaded and checked by the same code as a user's catalogue, without
/// being written out and read back: that wrote and removed about 600 files and folders on every
/// `site`, most of its time spent allocating inodes one at a time in the kernel.
package struct FileAccess: Sendable {
    /// The files in memory; nil for the file system.
    private let memory: MemoryFiles?

    /// The file system, through the calls each reader made before there was a choice.
    package static let disk = FileAccess(memory: nil)

    private init(memory: MemoryFiles?) {
        self.memory = memory
    }

    /// Files in memory, by absolute path; every folder above them is there too, empty of
    /// anything else. Nothing in them is a symbolic link.
    package init(files: [(path: String, contents: [UInt8])]) {
        memory = MemoryFiles(files)
    }

    /// What is at a path, as `stat` says it (following
    /// links).
    package enum Presence: Equatable, Sendable {
        case none
        case file
        case folder
    }

    /// What is at `path`, following links.
    package func presence(_ path: String) -> Presence {
        guard let memory else {
            guard let status = FileStatus(path, followingLinks: true) else { return .none }
            return status.kind == .folder ? .folder : .file
        }
        let key = MemoryFiles.key(path)
        return memory.folders[key] != nil ? .folder : memory.files[key] != nil ? .file : .none
    }

    /// The status of `path`, following a final link when `followingLinks` (see
    /// ``FileStatus/init(_:followingLinks:)``); nil when nothing is there. A file in memory is a
    /// regular file of its size, with no owner, inode or time.
    package func status(_ path: String, followingLinks: Bool) -> FileStatus? {
        guard let memory else { return FileStatus(path, followingLinks: followingLinks) }
        let key = MemoryFiles.key(path)
        if memory.folders[key] != nil { return FileStatus(kind: .folder, size: 0) }
        return memory.files[key].map { FileStatus(kind: .regular, size: Int64($0.count)) }
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    package func contents(_ path: String) -> Data? {
        guard let memory else { return FileManager.default.contents(atPath: path) }
        return memory.files[MemoryFiles.key(path)].map { Data($0) }
    }

    /// The names in the folder at `path` (not `.` and `..`), in no particular order; nil when it
    /// is not a folder that can be read.
    package func names(inFolder path: String) -> [String]? {
        guard let memory else { return try? FileManager.default.contentsOfDirectory(atPath: path) }
        return memory.folders[MemoryFiles.key(path)]
    }

    /// `path` absolute with every link resolved, or nil when nothing is there.
    package func realPath(_ path: String) -> String? {
        guard let memory else { return SystemFile.realPath(path) }
        let key = MemoryFiles.key(path)
        return memory.folders[key] != nil || memory.files[key] != nil ? key : nil
    }

    /// Why a file could not be read, and what to do, for a message.
    package func unreadableAdvice(_ path: String) -> String {
        memory == nil ? SystemFile.unreadableAdvice(path) : "it is not among the files given"
    }
}

/// Files held in memory by standardized absolute path, and each folder's names.
private final class MemoryFiles: Sendable {
    let files: [String: [UInt8]]
    let folders: [String: [String]]

    init(_ given: [(path: String, contents: [UInt8])]) {
        var files: [String: [UInt8]] = [:]
        var folders: [String: Set<String>] = ["/": []]
        for (path, contents) in given {
            let key = Self.key(path)
            files[key] = contents
            // Each part of the path is a name in the folder the parts before it make.
            var folder = "/"
            for part in key.split(separator: "/") {
                folders[folder, default: []].insert(String(part))
                folder = folder == "/" ? "/" + part : folder + "/" + part
            }
        }
        self.files = files
        self.folders = folders.mapValues { $0.sorted() }
    }

    /// `path` as the files are kept: absolute (against `/`), without `.`, `..`, empty parts or a
    /// final slash.
    static func key(_ path: String) -> String {
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        // Most paths are kept as given: absolute, every part a name.
        if parts.count > 1, parts[0].isEmpty,
            parts.dropFirst().allSatisfy({ !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8) })
        {
            return path
        }
        return standardized(path)
    }

    /// `path` with `.`, `..` and empty parts folded away, absolute against `/`.
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
