import Foundation
import PackagePlugin

/// The build-tool plugin: before the target compiles, runs `dscheck export swift` on the nearest
/// catalogue into the plugin's work folder, so the target builds against the current tokens
/// (`TokenValues`, `ComponentSpecs`, and `Tokens` where SwiftUI exists) with no generated file in
/// the repository. The asset catalogue, named after the target's module, becomes one of the
/// target's resources: Apple platforms compile it for the `Tokens.Color` constants; elsewhere it
/// is copied and unused. The same plugin serves Swift packages (here) and Xcode projects
/// (`DSCheckTokens+Xcode.swift`); both describe their target to `TokenExport`.
@main
struct DSCheckTokens: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        // PackagePlugin 6.0 (this package's tools version) has `directoryURL` on the concrete
        // target types but not yet on the `Target` protocol (6.1), so the Swift target is taken
        // as such; a C target could not compile the generated Swift anyway.
        guard let module = target as? SwiftSourceModuleTarget else {
            Diagnostics.error(
                "dscheck: '\(target.name)' is not a Swift target; apply the DSCheckTokens plugin to the Swift target that uses the tokens")
            return []
        }
        let export = TokenExport(
            targetName: target.name, targetFolder: module.directoryURL, root: context.package.directoryURL, rootKind: "package",
            module: module.moduleName, workFolder: context.pluginWorkDirectoryURL)
        return try export.commands(dscheck: TokenExport.exporter(context.tool(named:)))
    }
}
