import DesignTokens
import Foundation
import TestSupport
import Testing

/// The SwiftPM plugins as an app's package meets them: `Tests/Fixtures/ConsumerPackage` depends on
/// dscheck by path and applies the DSCheckTokens build-tool plugin to a target that reads
/// `TokenValues.Color.Kotek.Button.Primary.fill`, a constant no file in the fixture declares.
/// `scripts/build-consumer-package` builds it, compiling dscheck once more, in
/// `.build/consumer-package` (kept between runs), running `dscheck export swift` on the bundled
/// catalogue through the plugin and compiling what it wrote (`scripts/test` runs the script ahead,
/// so here it finds little left to do, but a failure is still this test's to report);
/// the fixture's program then prints the constant, which must be what `dscheck tokens` gives.
@Suite(.enabled(if: Swiftc.path != nil, "needs the swift driver beside swiftc"))
struct ConsumerPackageTests {
    static let token = "color.kotek.button.primary.fill"

    @Test(.endToEnd, .timeLimit(.minutes(45)))
    func theConsumerBuildsThroughThePluginWithTheCurrentPrimaryFill() throws {
        let scratch = Fixtures.repository(".build/consumer-package")
        let build = try DSCheckProcess.run(program: Fixtures.repository("scripts/build-consumer-package"), [], timeLimit: 2700)
        try #require(build.status == 0 && !build.timedOut, "the consumer package did not build:\n\(build.stdout)\n\(build.stderr)")
        // The plugin's tool is dscheck-export: an app compiles the export and what it needs, and
        // none of the site (nor cmark-gfm), the differ, the importer or the rest of the CLI.
        let objects = { (module: String) in
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(scratch)/debug/\(module)-tool.build")) ?? []).filter { $0.hasSuffix(".o") }
        }
        #expect(!objects("DesignExport").isEmpty, "no compiled DesignExport in \(scratch)/debug/DesignExport-tool.build")
        for module in ["DesignSite", "DesignDiff", "TokenImport", "DSCheckCLI"] {
            #expect(objects(module).isEmpty, "the consumer package compiled \(module) for its plugin: \(objects(module).prefix(3))")
        }

        try Self.expectPrintedFillIsTheTokens(program: scratch + "/debug/consumer-tokens")
    }

    /// Runs a consumer's `consumer-tokens` and expects the fill it prints per appearance to be
    /// what `dscheck tokens --format json` gives in the light and dark contexts.
    static func expectPrintedFillIsTheTokens(program: String) throws {
        let run = try DSCheckProcess.run(program: program, [])
        #expect(run.status == 0, "\(run.stderr)")
        var printed: [String: [Double]] = [:]
        for line in run.stdout.split(separator: "\n") {
            let words = line.split(separator: " ")
            printed[String(words[0])] = words.dropFirst().compactMap { Double($0) }
        }
        let expected = try [
            "light": Self.components(ExportFixture.stdout(["tokens", Fixtures.repository("catalog"), "--format", "json"])),
            "dark": Self.components(
                ExportFixture.stdout(["tokens", Fixtures.repository("catalog"), "--format", "json", "--context", "appearance=dark"])),
        ]
        #expect(printed == expected)
    }

    /// The primary fill's sRGB components and alpha in `dscheck tokens --format json` output.
    static func components(_ json: String) throws -> [Double] {
        let tokens = try JSONReader().read(json, file: "tokens.json").object?["tokens"]?.array ?? []
        let value = try #require(
            tokens.first { $0.object?["name"]?.string == Self.token }?.object?["value"]?.object, "\(Self.token) not in dscheck tokens")
        #expect(value["colorSpace"]?.string == "srgb")
        return (value["components"]?.array ?? []).compactMap(\.number) + [value["alpha"]?.number ?? 1]
    }
}
