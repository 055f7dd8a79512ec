import Foundation

/// Finds the catalogue a target's tokens come from, and the files the export reads.
enum CatalogSearch {
    /// The places looked at, nearest first: the target's folder, then the package root; each
    /// itself, then its `catalog` subfolder.
    static func candidates(target: URL, packageRoot: URL) -> [URL] {
        [target, packageRoot].flatMap { [$0, $0.appending(path: "catalog", directoryHint: .isDirectory)] }
    }

    /// The first of `candidates` that is a catalogue folder (holds `dscheck.json`).
    static func find(in candidates: [URL]) -> URL? {
        candidates.first { FileManager.default.fileExists(atPath: $0.appending(path: "dscheck.json").path) }
    }

    /// Every file in the catalogue folder, sorted, so that the export runs again when any of
    /// them changes.
    static func files(of catalog: URL) -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: catalog, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
