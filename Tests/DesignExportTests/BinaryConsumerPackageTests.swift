import DSCheckCLI
import DesignTokens
import Foundation
import TestSupport
import Testing

/// The plugins as an app meets them through the artifact bundle: `scripts/release --binary`
/// bundles the dscheck the tests run (the debug build, so the test run compiles dscheck once;
/// CI's release jobs build the release variants) as `dscheck.artifactbundle` for this machine
/// and puts it in `DSCheckPlugins`, whose plugins take dscheck from it through
/// `binaryTarget(path:)`. `Tests/Fixtures/BinaryConsumerPackage` applies
/// DSCheckTokens from there: its build must compile none of dscheck's sources, run the bundle's
/// dscheck, and give the program the primary fill `dscheck tokens` gives. A copy of it with a
/// catalogue of its own then shows that the export runs again when a catalogue file is deleted or
/// added, without breaking the build, and not when nothing changed.
///
/// The tests run in parallel: the bundle is written once (``release``), and each build has its
/// own scratch folder (and the second its own copy of the package). Serialized, they had been
/// the test run's last minute, one build at a time.
@Suite(.enabled(if: Swiftc.path != nil, "needs the swift driver beside swiftc"))
struct BinaryConsumerPackageTests {
    /// scripts/release's run, once for the suite.
    static let release = Result {
        try DSCheckProcess.run(program: Fixtures.repository("scripts/release"), ["--binary", DSCheckProcess.binary], timeLimit: 1800)
    }

    static var swift: String {
        get throws { URL(fileURLWithPath: try #require(Swiftc.path)).deletingLastPathComponent().appendingPathComponent("swift").path }
    }

    /// The bundle scripts/release wrote, after checking its run.
    static func bundle() throws -> URL {
        let run = try release.get()
        try #require(run.status == 0 && !run.timedOut, "scripts/release failed:\n\(run.stdout)\n\(run.stderr)")
        return URL(fileURLWithPath: Fixtures.repository("DSCheckPlugins/dscheck.artifactbundle"))
    }

    @Test(.endToEnd, .timeLimit(.minutes(45)))
    func theBundleIsAnExecutableArtifactWithTheZipsChecksum() throws {
        let bundle = try Self.bundle()
        let info = try JSONReader().read(fileAt: bundle.appendingPathComponent("info.json").path).object
        #expect(info?["schemaVersion"]?.string == "1.0")
        let artifact = info?["artifacts"]?.object?["dscheck"]?.object
        #expect(artifact?["type"]?.string == "executable")
        #expect(artifact?["version"]?.string == DSCheck.version)
        let variants = artifact?["variants"]?.array ?? []
        let host = try #require(try Self.hostTriple())
        let hostVariant: JSONNode? = variants.first { (candidate: JSONNode) -> Bool in
            let triples: [JSONNode] = candidate.object?["supportedTriples"]?.array ?? []
            return triples.contains { $0.string == host }
        }
        let variant = try #require(hostVariant?.object?["path"]?.string, "no variant for \(host) in info.json")
        let version = try DSCheckProcess.run(program: bundle.appendingPathComponent(variant).path, ["--version"])
        #expect(version.stdout == "dscheck \(DSCheck.version)\n")

        // The printed checksum is the zip's SHA-256, which SwiftPM compares with the download.
        let releaseLines: [Substring] = try Self.release.get().stdout.split(separator: "\n")
        let printed: Substring? = releaseLines.first { $0.hasPrefix("checksum: ") }?.dropFirst("checksum: ".count)
        let zip = Fixtures.repository(".build/release-artifacts/dscheck.artifactbundle.zip")
        let sha = try DSCheckProcess.run(program: "/usr/bin/env", ["shasum", "-a", "256", zip])
        try #require(sha.status == 0, "\(sha.stderr)")
        let digest: Substring? = sha.stdout.split(separator: " ").first
        #expect(printed.map { String($0) } == digest.map { String($0) })
    }

    @Test(.endToEnd, .timeLimit(.minutes(45)))
    func theConsumerBuildsAgainstTheBundleWithoutCompilingDSCheck() throws {
        _ = try Self.bundle()
        try TemporaryFolder.with { folder in
            let scratch = folder.appendingPathComponent("scratch").path
            let build = try DSCheckProcess.run(
                program: try Self.swift, ["build", "-v", "--package-path", Fixtures.path("BinaryConsumerPackage"), "--scratch-path", scratch],
                timeLimit: 1800)
            let log = build.stdout + build.stderr
            try #require(build.status == 0 && !build.timedOut, "the consumer package did not build:\n\(log)")
            // The verbose log names every file swiftc compiles: the consumer's, none of dscheck's.
            #expect(log.contains("consumer-tokens/main.swift"))
            #expect(log.contains("KotekTokens/PrimaryButton.swift"))
            #expect(!log.contains(Fixtures.repository("Sources") + "/"), "the build compiled dscheck's sources")
            #expect(log.contains("dscheck.artifactbundle/dscheck-"), "the export did not run the bundle's dscheck")

            try ConsumerPackageTests.expectPrintedFillIsTheTokens(program: scratch + "/debug/consumer-tokens")
        }
    }

    /// With SwiftPM keeping its build plan (build-manifest caching, the default), deleting a file
    /// the plugin had listed as an input made every later build fail ("couldn't build … because
    /// of missing inputs") until SwiftPM planned again.
    @Test(.endToEnd, .timeLimit(.minutes(45)))
    func deletingOrAddingACatalogueFileRerunsTheExportAndNothingElseDoes() throws {
        _ = try Self.bundle()
        try TemporaryFolder.with { folder in
            let package = folder.appendingPathComponent("app")
            try Self.copyOfTheFixture(to: package)
            let scratch = folder.appendingPathComponent("scratch")
            let exported = "dscheck: export the tokens of catalog for KotekTokens"
            func build() throws -> String {
                let run = try DSCheckProcess.run(
                    program: try Self.swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path], timeLimit: 1800)
                let log = run.stdout + run.stderr
                try #require(run.status == 0 && !run.timedOut, "the build failed:\n\(log)")
                return log
            }
            func specs() throws -> String {
                let walk = FileManager.default.enumerator(at: scratch.appendingPathComponent("plugins"), includingPropertiesForKeys: nil)
                let file = try #require(
                    (walk?.allObjects as? [URL])?.first { $0.path.hasSuffix("DSCheckTokens/Generated/ComponentSpecs.swift") },
                    "no generated ComponentSpecs.swift")
                return try String(contentsOf: file, encoding: .utf8)
            }

            #expect(try build().contains(exported))
            #expect(try specs().contains("enum Press3dSpec"))
            #expect(try !build().contains(exported), "the export ran again though nothing changed")

            let component = package.appendingPathComponent("catalog/components/press-3d.json")
            let saved = try Data(contentsOf: component)
            try FileManager.default.removeItem(at: component)
            #expect(try build().contains(exported))
            #expect(try !specs().contains("enum Press3dSpec"))

            try saved.write(to: component)
            #expect(try build().contains(exported))
            #expect(try specs().contains("enum Press3dSpec"))
        }
    }

    /// `BinaryConsumerPackage` as a package of its own in `destination`: its manifest naming
    /// DSCheckPlugins by absolute path, its sources, and a copy of the bundled catalogue to change.
    static func copyOfTheFixture(to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: Fixtures.path("BinaryConsumerPackage"))
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift"), encoding: .utf8)
        let relative = "\"../../../DSCheckPlugins\""
        try #require(manifest.contains(relative), "BinaryConsumerPackage/Package.swift no longer names \(relative)")
        try manifest.replacingOccurrences(of: relative, with: "\"\(Fixtures.repository("DSCheckPlugins"))\"")
            .write(to: destination.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for linked in ["Sources", "catalog"] {
            try manager.copyItem(
                at: fixture.appendingPathComponent(linked).resolvingSymlinksInPath(), to: destination.appendingPathComponent(linked))
        }
    }

    /// This machine's target triple as SwiftPM matches artifact variants (`unversionedTriple`).
    static func hostTriple() throws -> String? {
        let info = try DSCheckProcess.run(program: try swift, ["-print-target-info"])
        return try JSONReader().read(info.stdout, file: "target-info.json").object?["target"]?.object?["unversionedTriple"]?.string
    }
}
