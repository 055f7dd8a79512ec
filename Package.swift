// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dscheck",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dscheck", targets: ["dscheck"]),
        // The typed models, for a team's own tools and tests: tokens (values, resolver,
        // colour maths), the catalogue (components, compositions, loading) and the checker.
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "DesignCatalog", targets: ["DesignCatalog"]),
        .library(name: "DesignRules", targets: ["DesignRules"]),
        // `swift package dscheck …` in a package that depends on dscheck, and the build-tool
        // plugin that compiles a target against the current tokens.
        .plugin(name: "DSCheckCommand", targets: ["DSCheckCommand"]),
        .plugin(name: "DSCheckTokens", targets: ["DSCheckTokens"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .target(name: "DesignSupport"),
        .target(name: "OutputFolder", dependencies: ["DesignSupport"]),
        .target(name: "DesignTokens", dependencies: ["DesignSupport"]),
        .target(name: "DesignCatalog", dependencies: ["DesignSupport", "DesignTokens"]),
        .target(name: "SwiftCode", dependencies: ["DesignSupport", "DesignTokens"]),
        .target(name: "DesignRules", dependencies: ["DesignSupport", "DesignTokens", "DesignCatalog", "SwiftCode"]),
        .target(name: "DesignDiff", dependencies: ["DesignSupport", "DesignTokens", "DesignCatalog", "DesignRules", "OutputFolder"]),
        .target(name: "DesignSite", dependencies: ["CCmarkGFM", "DesignSupport", "DesignTokens", "DesignCatalog", "DesignRules", "OutputFolder"]),
        .target(name: "DesignExport", dependencies: ["DesignSupport", "DesignTokens", "DesignCatalog", "DesignRules", "OutputFolder", "SwiftCode"]),
        .target(name: "TokenImport", dependencies: ["DesignSupport", "DesignTokens", "OutputFolder"]),
        // What every dscheck executable shares, and `export`, the one command the build-tool plugin
        // runs: none of the site, the differ or the importer, so none of cmark-gfm.
        .target(
            name: "CatalogCommands", dependencies: ["DesignSupport", "DesignTokens", "DesignCatalog", "DesignRules", "DesignExport", "OutputFolder"]),
        .target(
            name: "DSCheckCLI",
            dependencies: [
                "CatalogCommands", "DesignSupport", "DesignTokens", "DesignCatalog", "DesignRules", "DesignDiff", "DesignSite", "DesignExport",
                "OutputFolder", "TokenImport",
            ]),
        .executableTarget(name: "dscheck", dependencies: ["CatalogCommands", "DSCheckCLI"]),
        // `dscheck export` alone, for DSCheckTokens: an app that depends on dscheck by source
        // builds this before its first build, and not the rest of dscheck.
        .executableTarget(name: "dscheck-export", dependencies: ["CatalogCommands"]),
        // No declared permission, so `swift package dscheck check` runs unattended (a declared one
        // makes SwiftPM ask, or fail without a terminal, for every subcommand); `site` and
        // `export` writing inside the package take --allow-writing-to-package-directory.
        .plugin(
            name: "DSCheckCommand",
            capability: .command(
                intent: .custom(verb: "dscheck", description: "Run dscheck on the package: check, site, export, tokens, diff, rules")),
            dependencies: ["dscheck"]),
        .plugin(name: "DSCheckTokens", capability: .buildTool(), dependencies: ["dscheck-export"]),
        .target(name: "TestSupport", dependencies: ["DesignSupport", "DesignTokens"], path: "Tests/TestSupport"),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignSupport", "DesignTokens", "TestSupport"]),
        .testTarget(name: "DesignCatalogTests", dependencies: ["DesignSupport", "DesignCatalog", "TestSupport"]),
        .testTarget(name: "DesignRulesTests", dependencies: ["DesignSupport", "DesignRules", "SwiftCode", "TestSupport"]),
        .testTarget(name: "DesignDiffTests", dependencies: ["DesignSupport", "DesignDiff", "TestSupport"]),
        .testTarget(
            name: "DesignSiteTests",
            dependencies: ["DesignSupport", "DesignSite", "DesignCatalog", "DesignRules", "DesignTokens", "OutputFolder", "TestSupport"]),
        .testTarget(name: "DSCheckCLITests", dependencies: ["CatalogCommands", "DesignSupport", "DSCheckCLI", "OutputFolder", "TestSupport"]),
        .testTarget(
            name: "DesignExportTests",
            dependencies: ["CatalogCommands", "DesignSupport", "DesignExport", "DesignRules", "DSCheckCLI", "SwiftCode", "TestSupport"]),
        .testTarget(name: "TokenImportTests", dependencies: ["DesignSupport", "DesignTokens", "TokenImport", "TestSupport"]),
        // Uses the library products as an outside package would: public API only, no TestSupport.
        .testTarget(name: "LibraryUsageTests", dependencies: ["DesignTokens", "DesignCatalog", "DesignRules"]),
    ]
)
