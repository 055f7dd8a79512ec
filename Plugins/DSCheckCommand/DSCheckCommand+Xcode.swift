#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The command plugin in an Xcode project (the project's context menu, or File → Packages):
    /// runs dscheck in the project's folder. XcodeProjectPlugin ships with Xcode only, so this
    /// has been compiled against its documented interface, not here; it relies on
    /// `XcodePluginContext.xcodeProject.directoryURL` (a URL, Xcode 16) and
    /// `XcodePluginContext.tool(named:)` (a `PluginContext.Tool`).
    extension DSCheckCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            // Xcode adds `--target NAME` for each target chosen in its dialog; dscheck works on
            // the catalogue, not on targets, so those are dropped and the rest passed on.
            var extractor = ArgumentExtractor(arguments)
            _ = extractor.extractOption(named: "target")
            try DSCheckRun(
                dscheck: context.tool(named: "dscheck").url, arguments: extractor.remainingArguments, folder: context.xcodeProject.directoryURL
            )
            .run(writeHint: { arguments in
                "; Xcode lets a command plugin write inside the project only with a permission, which this plugin does not declare (so that checks run unattended); run 'dscheck \(arguments.joined(separator: " "))' in Terminal to write"
            })
        }
    }
#endif
