// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dscheck",
    products: [
        .executable(name: "dscheck", targets: ["dscheck"])
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
        .target(name: "DesignDiff", dependencies: ["DesignTokens", "DesignCatalog", "DesignRules"]),
        .target(name: "DesignSite", dependencies: ["CCmarkGFM", "DesignTokens", "DesignCatalog", "DesignRules"]),
        .target(name: "DSCheckCLI", dependencies: ["DesignTokens", "DesignCatalog", "DesignRules", "DesignDiff", "DesignSite"]),
        .executableTarget(name: "dscheck", dependencies: ["DSCheckCLI"]),
        .target(name: "TestSupport", dependencies: ["DesignTokens"], path: "Tests/TestSupport"),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "TestSupport"]),
        .testTarget(name: "DesignCatalogTests", dependencies: ["DesignCatalog", "TestSupport"]),
        .testTarget(name: "DesignRulesTests", dependencies: ["DesignRules", "TestSupport"]),
        .testTarget(name: "DesignDiffTests", dependencies: ["DesignDiff", "TestSupport"]),
        .testTarget(name: "DesignSiteTests", dependencies: ["DesignSite", "DesignCatalog", "DesignRules", "DesignTokens", "TestSupport"]),
        .testTarget(name: "DSCheckCLITests", dependencies: ["DSCheckCLI", "TestSupport"]),
    ]
)
