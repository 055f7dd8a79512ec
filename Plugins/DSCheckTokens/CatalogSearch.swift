import Foundation

/// Finds the catalogue a target's tokens come from, and what the export command lists as its
/// inputs. Foundation only: plugins cannot depend on dscheck's platform layer.
enum CatalogSearch {
    /// The places looked at, nearest first: the target's folder (when it has one), then the
    /// package or project root; each itself, then its `catalog` subfolder.
    static func candidates(target: URL?, root: URL) -> [URL] {
        [target, root].compactMap { $0 }.flatMap { [$0, $0.appending(path: "catalog", directoryHint: .isDirectory)] }
    }

    /// The first of `candidates` that is a catalogue folder (holds `dscheck.json`).
    static func find(in candidates: [URL]) -> URL? {
        candidates.first { FileManager.default.fileExists(atPath: $0.appending(path: "dscheck.json").path) }
    }

    /// The folder an Xcode target's files share: the deepest folder inside `root` that holds
    /// every one of `files` inside `root` (an Xcode target has no folder of its own, unlike a
    /// package target); nil when none of them is inside `root`, or when that folder is `root`.
    static func folder(holding files: [URL], inside root: URL) -> URL? {
        let rootParts = root.standardizedFileURL.pathComponents
        var common: [String]?
        for file in files {
            let folder = Array(file.standardizedFileURL.pathComponents.dropLast())
            guard folder.starts(with: rootParts) else { continue }
            common = common.map { Array(zip($0, folder).prefix { $0 == $1 }.map(\.0)) } ?? folder
        }
        guard let common, common.count > rootParts.count else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// What the export command declares as its inputs, so that the build runs it again when the
    /// catalogue changes and only then, and so that no change to the catalogue leaves the build
    /// unable to run it.
    ///
    /// SwiftPM asks the plugin for its commands only when it plans the build, and keeps that plan
    /// (with build-manifest caching, the default) until a manifest or a root package target's
    /// folder changes; a catalogue elsewhere, such as the package root's `catalog/`, changes no
    /// such thing. llbuild then runs the command when an input's file information changed, and
    /// fails the build for good when an input no longer exists ("couldn't build … because of
    /// missing inputs", on every build until SwiftPM plans again): that is what listing the
    /// catalogue's files did once a file was deleted. So the inputs are:
    /// - every folder of the catalogue: a folder's information changes when a file in it is
    ///   added, deleted or renamed, including an editor saving by writing a new file over the
    ///   old one, so those rerun the export;
    /// - for every file, a hard link to it in `mirror` (in the plugin's work folder): a link is
    ///   the same file, so an edit in place reruns the export, and deleting the catalogue's file
    ///   leaves the link, so nothing listed goes missing. Where a link cannot be made (another
    ///   volume), the file itself is listed, as before.
    ///
    /// A deleted subfolder is the one change that still fails the build until SwiftPM plans
    /// again (saving Package.swift makes it); a file added since the last plan reruns the export,
    /// but its later edits in place are seen from the next plan on.
    static func inputs(of catalog: URL, mirror: URL) -> [URL] {
        let manager = FileManager.default
        try? manager.removeItem(at: mirror)
        var folders = [catalog]
        var links: [URL] = []
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey]
        guard let walk = manager.enumerator(at: catalog, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return folders }
        let base = catalog.standardizedFileURL.pathComponents.count
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                folders.append(url)
            } else if values?.isRegularFile == true {
                let relative = url.standardizedFileURL.pathComponents.dropFirst(base)
                let link = relative.reduce(mirror) { $0.appending(path: $1) }
                do {
                    try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try manager.linkItem(at: url, to: link)
                    links.append(link)
                } catch {
                    links.append(url)
                }
            }
        }
        return folders.sorted { $0.path < $1.path } + links.sorted { $0.path < $1.path }
    }
}
