// swift-tools-version:6.0
import PackageDescription

// An app's package as a team would write it: it depends on dscheck (here by path, the repository
// three folders up) and applies the DSCheckTokens build-tool plugin to the target that uses the
// tokens. `catalog` is the nearest catalogue (a link to the repository's bundled one).
let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "dscheck", path: "../../..")],
    targets: [
        .target(name: "KotekTokens", plugins: [.plugin(name: "DSCheckTokens", package: "dscheck")]),
        .executableTarget(name: "consumer-tokens", dependencies: ["KotekTokens"]),
    ]
)
