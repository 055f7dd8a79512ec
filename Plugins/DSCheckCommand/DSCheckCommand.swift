import Foundation
import PackagePlugin

/// The command plugin: `swift package dscheck [SUBCOMMAND] [ARGUMENTS]` runs dscheck with the
/// arguments as given in the package's folder (`swift package dscheck check catalog`, `… site
/// catalog --out docs`, `… export swift catalog --out Generated`); dscheck is built from source
/// by dscheck's own package and taken from the artifact bundle by DSCheckPlugins. A failing run
/// fails the command; its output is dscheck's own. Xcode projects run it from the project's
/// context menu (`DSCheckCommand+Xcode.swift`); both entry points call `DSCheckRun`.
@main
struct DSCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try DSCheckRun(dscheck: context.tool(named: "dscheck").url, arguments: arguments, folder: context.package.directoryURL).run(
            writeHint: Self.packageWriteHint)
    }

    /// On macOS, where SwiftPM runs plugins in a sandbox, how to let `site` and `export` write
    /// inside the package.
    static func packageWriteHint(_ arguments: [String]) -> String {
        #if os(macOS)
            return
                "; to write inside the package, run 'swift package --allow-writing-to-package-directory dscheck \(arguments.joined(separator: " "))'"
        #else
            return ""
        #endif
    }
}

/// One run of dscheck in a folder, failing the plugin with what dscheck's exit says.
struct DSCheckRun {
    var dscheck: URL
    var arguments: [String]
    var folder: URL

    /// Runs dscheck and waits for it; on a failure reports an error ending with `writeHint` when
    /// the subcommand writes files (`site`, `export`), where a sandbox may be why.
    func run(writeHint: ([String]) -> String) throws {
        let process = Process()
        process.executableURL = dscheck
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        let how =
            process.terminationReason == .exit ? "exited with \(process.terminationStatus)" : "was stopped by signal \(process.terminationStatus)"
        let hint = ["site", "export"].contains(arguments.first ?? "") ? writeHint(arguments) : ""
        Diagnostics.error("dscheck \(arguments.joined(separator: " ")) \(how); its own messages say why\(hint)")
    }
}
