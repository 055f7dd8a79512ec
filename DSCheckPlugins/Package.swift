// swift-tools-version:6.0
import PackageDescription

// The dscheck plugins without dscheck's sources: they run the prebuilt dscheck from an artifact
// bundle, so an app's build compiles neither dscheck nor cmark-gfm (the way SwiftLint's separate
// SwiftLintPlugins package serves its plugins). Plugins/ links to the repository's own plugin
// folders, so both packages run the same plugin code; `scripts/release --url URL` writes the copy
// to publish as its own repository (SwiftPM takes a package only at a repository's root), with
// the links replaced by the files and this binary target by the release's URL and checksum.
//
// In a checkout, `scripts/release` puts the bundle here (dscheck.artifactbundle, not committed).
// The binary target is not named `dscheck`, so that an app may depend on this package and on
// dscheck's libraries at once (target names are unique across a package graph); the plugins
// ask for the tool by the artifact's name, `dscheck`, from the bundle's info.json.
let package = Package(
    name: "DSCheckPlugins",
    products: [
        .plugin(name: "DSCheckCommand", targets: ["DSCheckCommand"]),
        .plugin(name: "DSCheckTokens", targets: ["DSCheckTokens"]),
    ],
    targets: [
        .binaryTarget(name: "DSCheckBinary", path: "dscheck.artifactbundle"),
        // Declared as in dscheck's own Package.swift (see the reasons there).
        .plugin(
            name: "DSCheckCommand",
            capability: .command(
                intent: .custom(verb: "dscheck", description: "Run dscheck on the package: check, site, export, tokens, diff, rules")),
            dependencies: ["DSCheckBinary"]),
        .plugin(name: "DSCheckTokens", capability: .buildTool(), dependencies: ["DSCheckBinary"]),
    ]
)
