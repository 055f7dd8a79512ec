#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build-tool plugin applied to an Xcode project's target (Build Phases → Run Build Tool
    /// Plug-ins). XcodeProjectPlugin ships with Xcode only, so this has been compiled against its
    /// documented interface, not here; it relies on `XcodePluginContext.xcodeProject.directoryURL`
    /// and `.pluginWorkDirectoryURL` (URLs, Xcode 16), `XcodePluginContext.tool(named:)` (a
    /// `PluginContext.Tool`), `XcodeTarget.displayName`, `.product?.name` and `.inputFiles` (a
    /// `FileList` of `File`s with a `url`).
    extension DSCheckTokens: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let project = context.xcodeProject.directoryURL
            let export = TokenExport(
                targetName: target.displayName,
                targetFolder: CatalogSearch.folder(holding: target.inputFiles.map(\.url), inside: project),
                root: project, rootKind: "project",
                module: Self.moduleName(target.product?.name ?? target.displayName),
                workFolder: context.pluginWorkDirectoryURL)
            return export.commands(dscheck: try TokenExport.exporter(context.tool(named:)))
        }

        /// Xcode's default module name for a product: PRODUCT_MODULE_NAME is
        /// `$(PRODUCT_NAME:c99extidentifier)`, every character that cannot be in a C identifier
        /// replaced by `_`, and a leading digit too. Only ASCII letters are kept (dscheck takes
        /// those); a name that differs from Xcode's only renames the asset catalogue, whose
        /// colours are looked up by their own names in the bundle the code is built into.
        static func moduleName(_ product: String) -> String {
            let name = String(product.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
            guard let first = name.first, !first.isNumber else { return "_" + name.dropFirst() }
            return name
        }
    }
#endif
