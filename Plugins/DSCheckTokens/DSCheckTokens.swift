import Foundation
import PackagePlugin

/// The build-tool plugin: before the target compiles, runs `dscheck export swift` on the nearest
/// catalogue into the plugin's work folder, so the target builds against the current tokens
/// (`TokenValues`, `ComponentSpecs`, and `Tokens` where SwiftUI exists) with no generated file in
/// the repository. The asset catalogue, named after the target, becomes one of the target's
/// resources: Apple platforms compile it for the `Tokens.Color` constants; elsewhere it is copied
/// and unused.
@main
struct DSCheckTokens: BuildToolPlugin {
    /// The Swift files `dscheck export swift` writes, whatever the catalogue holds.
    static let swiftFiles = ["ComponentSpecs.swift", "TokenValues.swift", "Tokens.swift"]

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? any SourceModuleTarget else {
            Diagnostics.error("dscheck: '\(target.name)' has no sources to give the tokens to; apply the DSCheckTokens plugin to a Swift target")
            return []
        }
        let package = context.package.directoryURL
        // PackagePlugin 6.0, this package's tools version, gives a target's folder only as a Path
        // (directoryURL is 6.1); its text is the absolute path.
        let folder = URL(fileURLWithPath: String(describing: module.directory), isDirectory: true)
        let candidates = CatalogSearch.candidates(target: folder, packageRoot: package)
        guard let found = CatalogSearch.find(in: candidates) else {
            let looked = candidates.map { relative($0, to: package) }.joined(separator: ", ")
            Diagnostics.error(
                "dscheck: found no catalogue for target '\(target.name)' (looked for dscheck.json in \(looked)); put the catalogue folder at catalog/ in the package root or in the target's folder"
            )
            return []
        }
        // dscheck keeps every file inside the catalogue folder; a linked catalogue is read where
        // it really is.
        let catalog = found.resolvingSymlinksInPath()
        let out = context.pluginWorkDirectoryURL.appending(path: "Generated", directoryHint: .isDirectory)
        let assets = out.appending(path: module.moduleName + ".xcassets", directoryHint: .isDirectory)
        return [
            .buildCommand(
                displayName: "dscheck: export the tokens of \(relative(found, to: package)) for \(target.name)",
                executable: try context.tool(named: "dscheck").url,
                arguments: ["export", "swift", catalog.path, "--out", out.path, "--module", module.moduleName],
                inputFiles: CatalogSearch.files(of: catalog),
                outputFiles: Self.swiftFiles.map { out.appending(path: $0) } + [assets])
        ]
    }

    /// `url` relative to the package root when it is inside it (`.` for the root), for messages.
    private func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        if path == rootPath { return "." }
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }
}
