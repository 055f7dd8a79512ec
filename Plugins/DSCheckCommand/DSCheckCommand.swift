import Foundation
import PackagePlugin

/// The command plugin: `swift package dscheck [SUBCOMMAND] [ARGUMENTS]` runs dscheck, built from
/// source, with the arguments as given in the package's folder (`swift package dscheck check
/// catalog`, `… site catalog --out docs`, `… export swift catalog --out Generated`). A failing
/// run fails the command; its output is dscheck's own.
@main
struct DSCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "dscheck").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        let how =
            process.terminationReason == .exit ? "exited with \(process.terminationStatus)" : "was stopped by signal \(process.terminationStatus)"
        Diagnostics.error("dscheck \(arguments.joined(separator: " ")) \(how); its own messages say why\(sandboxHint(arguments))")
    }

    /// On macOS, where SwiftPM runs plugins in a sandbox, how to let `site` and `export` write
    /// inside the package.
    private func sandboxHint(_ arguments: [String]) -> String {
        #if os(macOS)
            guard ["site", "export"].contains(arguments.first ?? "") else { return "" }
            return
                "; to write inside the package, run 'swift package --allow-writing-to-package-directory dscheck \(arguments.joined(separator: " "))'"
        #else
            return ""
        #endif
    }
}
