// swift-tools-version:6.0
import PackageDescription

// The app's package of ConsumerPackage (the same sources, linked), but taking the plugins from
// DSCheckPlugins, which runs dscheck from its artifact bundle: building it compiles no dscheck
// source. `scripts/release` puts the bundle in DSCheckPlugins (here by path, the repository
// three folders up; an app names the published package's URL instead).
let package = Package(
    name: "BinaryConsumerPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "DSCheckPlugins", path: "../../../DSCheckPlugins")],
    targets: [
        .target(name: "KotekTokens", plugins: [.plugin(name: "DSCheckTokens", package: "DSCheckPlugins")]),
        .executableTarget(name: "consumer-tokens", dependencies: ["KotekTokens"]),
    ]
)
