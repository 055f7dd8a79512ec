import Foundation
import PackagePlugin

/// One target's token export, as both entry points describe it: where to look for the catalogue,
/// the module the code is compiled into, and where the plugin may write.
struct TokenExport {
    /// The Swift files `dscheck export swift` writes, whatever the catalogue holds.
    static let swiftFiles = ["ComponentSpecs.swift", "TokenAssets.swift", "TokenValues.swift", "Tokens.swift", "TokensUIKit.swift"]

    var targetName: String
    /// The target's own folder; nil for an Xcode target whose files share no folder below the
    /// project's.
    var targetFolder: URL?
    /// The package's or the Xcode project's folder.
    var root: URL
    /// "package" or "project", for messages.
    var rootKind: String
    /// The Swift module the generated code is compiled into; names the asset catalogue.
    var module: String
    var workFolder: URL

    /// The executable that exports: `dscheck-export` (`dscheck export` alone, built without the
    /// site, the differ and cmark-gfm) where dscheck's own package builds the plugin's tool, else
    /// `dscheck`, the one tool of the DSCheckPlugins artifact bundle; both take the same words.
    static func exporter(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
        if let exporter = try? tool("dscheck-export") { return exporter.url }
        return try tool("dscheck").url
    }

    /// The export command, or no command and an error saying where the catalogue was looked for.
    func commands(dscheck: URL) -> [Command] {
        let candidates = CatalogSearch.candidates(target: targetFolder, root: root)
        guard let found = CatalogSearch.find(in: candidates) else {
            let looked = candidates.map(relative).joined(separator: ", ")
            Diagnostics.error(
                "dscheck: found no catalogue for target '\(targetName)' (looked for dscheck.json in \(looked)); put the catalogue folder at catalog/ in the \(rootKind) root or in the target's folder"
            )
            return []
        }
        // dscheck keeps every file inside the catalogue folder; a linked catalogue is read where
        // it really is.
        let catalog = found.resolvingSymlinksInPath()
        let out = workFolder.appending(path: "Generated", directoryHint: .isDirectory)
        let assets = out.appending(path: module + ".xcassets", directoryHint: .isDirectory)
        return [
            .buildCommand(
                displayName: "dscheck: export the tokens of \(relative(found)) for \(targetName)",
                executable: dscheck,
                arguments: ["export", "swift", catalog.path, "--out", out.path, "--module", module],
                inputFiles: CatalogSearch.inputs(of: catalog, mirror: workFolder.appending(path: "inputs", directoryHint: .isDirectory)),
                outputFiles: Self.swiftFiles.map { out.appending(path: $0) } + [assets])
        ]
    }

    /// `url` relative to the root when it is inside it (`.` for the root), for messages.
    private func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        if path == rootPath { return "." }
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }
}
