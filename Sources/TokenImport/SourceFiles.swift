import DesignSupport
import DesignTokens

/// Reading the JSON files of a source.
enum SourceFiles {
    /// The parsed file, or nil after reporting why it cannot be read at its location.
    static func read(_ path: String, collector: inout DiagnosticCollector) -> JSONNode? {
        do {
            return try JSONReader().read(fileAt: path)
        } catch {
            collector.append(error.diagnostic)
            return nil
        }
    }

    /// The `.json` files under `folder` (see ``jsonFiles(under:)``), each entry that is not a
    /// regular file reported as an error at it, so the import stops rather than lose a set.
    static func readableJSONFiles(under folder: String, collector: inout DiagnosticCollector) -> (files: [String], complete: Bool) {
        let (files, refused) = jsonFiles(under: folder)
        for entry in refused {
            collector.report(
                JSONDiagnostic.unreadable,
                "\(entry.path) is \(entry.kind.noun), not a file: an import reads only regular JSON files, so copy the set in as a file",
                at: .file(PathName.joined(folder, entry.path)))
        }
        return (files, refused.isEmpty)
    }

    /// The `.json` files under `folder`, as paths relative to it, sorted byte-wise, and the
    /// `.json` entries that are not regular files (a link, a named pipe, a device), which are
    /// never read: a link could lead out of the folder, a pipe would never end. Hidden files and
    /// folders (such as `.git`) are skipped, and links to folders are not followed.
    private static func jsonFiles(under folder: String) -> (files: [String], refused: [(path: String, kind: FileStatus.Kind)]) {
        var found: [String] = []
        var refused: [(path: String, kind: FileStatus.Kind)] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: PathName.joined(folder, relativeFolder)) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = PathName.joined(relativeFolder, name)
                guard let kind = FileStatus(PathName.joined(folder, relative), followingLinks: false)?.kind else { continue }
                if kind == .folder {
                    pending.append(relative)
                } else if name.hasSuffix(".json") {
                    if kind == .regular { found.append(relative) } else { refused.append((relative, kind)) }
                }
            }
        }
        let byteOrder = { (first: String, second: String) in Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8)) }
        return (found.sorted(by: byteOrder), refused.sorted { byteOrder($0.path, $1.path) })
    }
}
