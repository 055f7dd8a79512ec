// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dscheck",
    products: [
        .executable(name: "dscheck", targets: ["dscheck"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "DesignTokens"),
        .target(name: "DesignCatalog", dependencies: ["DesignTokens"]),
        .target(name: "DesignRules", dependencies: ["DesignTokens", "DesignCatalog"]),
        .target(name: "DesignSite", dependencies: ["CCmarkGFM", "DesignTokens", "DesignCatalog", "DesignRules"]),
        .target(name: "DSCheckCLI", dependencies: ["DesignTokens", "DesignCatalog", "DesignRules", "DesignSite"]),
        .executableTarget(name: "dscheck", dependencies: ["DSCheckCLI"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens"]),
        .testTarget(name: "DesignCatalogTests", dependencies: ["DesignCatalog"]),
        .testTarget(name: "DesignRulesTests", dependencies: ["DesignRules"]),
        .testTarget(name: "DesignSiteTests", dependencies: ["DesignSite"]),
        .testTarget(name: "DSCheckCLITests", dependencies: ["DSCheckCLI"]),
    ]
)
