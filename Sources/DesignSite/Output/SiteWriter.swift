import Foundation

/// Writes a site to its folder safely: the files go into a temporary folder beside it, which
/// replaces the folder only when complete. A folder is only ever replaced when everything in
/// it is listed in the manifest dscheck left there, and the root, the home folder and the
/// catalogue are refused, so nothing but a site dscheck wrote is ever deleted.
public enum SiteWriter {
    /// The manifest dscheck writes into every site: the files it wrote.
    public static let manifestName = ".dscheck-site"
    /// How many unknown files a refusal names.
    static let foreignFilesShown = 5

    /// Writes `site` to `out`, refusing the cases `SiteWriteError` lists; `catalogFolder` is the
    /// catalogue the site comes from.
    public static func write(_ site: Site, to out: String, catalogFolder: String) throws(SiteWriteError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: out).standardizedFileURL
        let resolved = target.resolvingSymlinksInPath()
        try refuseProtected(target: target, resolved: resolved, catalogFolder: catalogFolder)
        let parent = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingParent(parent.path)
        }
        let exists = (try? manager.attributesOfItem(atPath: target.path)) != nil
        if exists { try checkReplaceable(target) }

        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).dscheck-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            // Fails when something is already there: only a folder made here is ever removed.
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw .io(path: temporary.path, reason: error.localizedDescription)
        }
        defer { try? manager.removeItem(at: temporary) }
        do {
            let manifest = Site.File(path: manifestName, contents: site.files.map(\.path).joined(separator: "\n") + "\n")
            for file in site.files + [manifest] {
                let url = temporary.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try writeFile(file.contents, to: url.path)
            }
        } catch {
            throw .io(path: temporary.path, reason: error.localizedDescription)
        }
        do {
            if exists {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).dscheck-old-\(ProcessInfo.processInfo.processIdentifier)")
                try manager.moveItem(at: target, to: old)
                do {
                    try manager.moveItem(at: temporary, to: target)
                } catch {
                    try? manager.moveItem(at: old, to: target)
                    throw error
                }
                try manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: temporary, to: target)
            }
        } catch {
            throw .io(path: target.path, reason: error.localizedDescription)
        }
    }

    /// Writes `contents` to a new file without syncing it to disk one file at a time (the
    /// folder is complete only once it is moved into place, so a crash leaves no half site).
    private static func writeFile(_ contents: String, to path: String) throws {
        func failure() -> CocoaError {
            CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        guard let file = fopen(path, "wx") else { throw failure() }
        var text = contents
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file) == 0
        guard written == text.utf8.count, closed else { throw failure() }
    }

    /// Refuses `/`, the home folder, and the catalogue (itself, inside it or holding it).
    private static func refuseProtected(target: URL, resolved: URL, catalogFolder: String) throws(SiteWriteError) {
        let path = resolved.path
        if path == "/" || target.path == "/" { throw .rootFolder }
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, ProcessInfo.processInfo.environment["HOME"]].compactMap { $0 }
        for home in homes where !home.isEmpty {
            let real = URL(fileURLWithPath: home).standardizedFileURL.resolvingSymlinksInPath().path
            if path == real || target.path == home { throw .homeFolder(home) }
        }
        let catalog = URL(fileURLWithPath: catalogFolder).standardizedFileURL.resolvingSymlinksInPath().path
        if path == catalog || path.hasPrefix(catalog + "/") || catalog.hasPrefix(path + "/") {
            throw .catalogFolder(out: target.path, catalog: catalogFolder)
        }
    }

    /// Refuses an existing `--out` that is a file, a link, or holds anything the manifest in it
    /// does not list.
    private static func checkReplaceable(_ target: URL) throws(SiteWriteError) {
        let manager = FileManager.default
        let type = (try? manager.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType
        if type == .typeSymbolicLink { throw .symbolicLink(target.path) }
        guard type == .typeDirectory else { throw .notAFolder(target.path) }
        let listed: Set<String>
        if let manifest = try? String(contentsOf: target.appendingPathComponent(manifestName), encoding: .utf8) {
            listed = Set(manifest.split(separator: "\n").map(String.init) + [manifestName])
        } else {
            listed = []
        }
        var folders: Set<String> = []
        for path in listed {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        var foreign: [String] = []
        let entries = (manager.enumerator(atPath: target.path)?.allObjects as? [String] ?? []).sorted()
        for entry in entries {
            let full = target.appendingPathComponent(entry).path
            let entryType = (try? manager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            let known = entryType == .typeDirectory ? folders.contains(entry) : (entryType == .typeRegular && listed.contains(entry))
            if !known { foreign.append(entry) }
            if foreign.count >= foreignFilesShown { break }
        }
        if !foreign.isEmpty { throw .foreignFiles(folder: target.path, files: foreign) }
    }
}
