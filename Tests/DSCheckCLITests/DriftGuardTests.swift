import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// The drift guard end to end: `check` on `Tests/Fixtures/drift-app`, whose dscheck.json names
/// the app's sources (`../App/Sources`), reports the component whose symbol is gone and the
/// hard-coded values with the constants to use, at their lines and columns; `--sources`
/// replaces the manifest's; bad sources are configuration errors.
struct DriftGuardTests {
    static let catalog = "Tests/Fixtures/drift-app/catalog"
    static let app = "Tests/Fixtures/drift-app/App/Sources"

    /// The built binary, from the repository root: every finding, byte for byte.
    @Test(.endToEnd) func theBinaryReportsTheMissingSymbolAndTheHardCodedColour() throws {
        let result = try DSCheckProcess.run(["check", Self.catalog])
        #expect(!result.crashed)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "\(Self.app)/Buttons/PillButton.swift:14:29: warning: `Color(red: 0.984, green: 0.831, blue: 0.58)` hard-codes #fbd494; use `Tokens.Color.Kotek.Button.Primary.fill` (color.kotek.button.primary.fill) instead (also the value of color.kotek.tertiary) [code/hard-coded-value]"
            ))
        #expect(
            lines.contains(
                "\(Self.catalog)/components/glass-card.json:8:13: error: Glass card's symbol GlassCard is not declared in \(Self.app)/Cards/GlassCard.swift; rename the symbol to what the code declares, or point sourceFile at the file that declares it [catalog/missing-symbol]"
            ))
        try Golden.check(result.stdout, against: "drift/check.txt")
    }

    /// Machine-read reports place Swift findings relative to the repository, with a subject
    /// (the file relative to the catalogue) and an element (the enclosing declarations) that
    /// do not depend on lines.
    @Test func reportsLocateSwiftFindingsInTheRepository() throws {
        let result = DSCheckInProcess.run(["check", Self.catalog, "--format", "json"])
        let root = try #require(try JSONReader().read(result.stdout, file: "stdout").object)
        let colour = try #require(
            root["diagnostics"]?.array?.compactMap(\.object).first { $0["message"]?.string?.hasPrefix("`Color(red:") == true })
        #expect(colour["file"]?.string == "\(Self.app)/Buttons/PillButton.swift")
        #expect(colour["line"]?.number == 14)
        #expect(colour["column"]?.number == 29)
        #expect(colour["subject"]?.string == "../App/Sources/Buttons/PillButton.swift")
        #expect(colour["element"]?.string == "/PillButton/body")
        let sarif = DSCheckInProcess.run(["check", Self.catalog, "--format", "sarif"]).stdout
        #expect(sarif.contains("\"uri\": \"\(Self.app)/Buttons/PillButton.swift\""))
    }

    /// `--sources` replaces the manifest's folders: here only the cards, so the pill button's
    /// file is no longer found and its literals are not read.
    @Test func sourcesOnTheCommandLineReplaceTheManifests() {
        let result = DSCheckInProcess.run(["check", Self.catalog, "--sources", "\(Self.app)/Cards"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Pill button's sourceFile \"Buttons/PillButton.swift\" is in none of the source folders"))
        #expect(result.stdout.contains("Cards/GlassCard.swift:8:40: warning: `RoundedRectangle(cornerRadius: 12)`"))
        #expect(!result.stdout.contains("PillButton.swift:"))
    }

    @Test func aSourcesPathThatDoesNotExistIsAUsageError() {
        let result = DSCheckInProcess.run(["check", Self.catalog, "--sources", "App/Nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--sources 'App/Nowhere': no such folder or file"))
    }

    /// A manifest folder that does not exist, or a `"sources"` that is not a list of paths, is a
    /// configuration error at the manifest's field: exit 2.
    @Test(arguments: [
        (#""sources": ["../App/Nowhere"]"#, "the sources path"), (#""sources": "../App/Sources""#, "\"sources\" must be an array"),
    ])
    func badSourcesInTheManifestAreConfigurationErrors(_ sources: String, _ message: String) throws {
        try TemporaryFolder.with { folder in
            let copy = try Self.copyFixture(into: folder)
            let manifest = copy + "/dscheck.json"
            let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
                of: #""sources": ["../App/Sources"]"#, with: sources)
            try text.write(toFile: manifest, atomically: true, encoding: .utf8)
            let result = DSCheckInProcess.run(["check", copy])
            #expect(result.status == 2)
            let line = result.stdout.split(separator: "\n").first { $0.contains("[config/invalid-sources]") }
            #expect(line?.hasPrefix("\(manifest):7:") == true, "\(result.stdout)")
            #expect(line?.contains(message) == true)
        }
    }

    /// `"sources"` comes from dscheck.json, which a pull request can change, so it may name
    /// only folders inside the catalogue's repository (here, outside git, its parent folder),
    /// links followed; `--sources` on the command line may name any folder.
    @Test func manifestSourcesOutsideTheRepositoryAreRefused() throws {
        try TemporaryFolder.with { outside in
            try Data("let x = 1\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
            try TemporaryFolder.with { folder in
                let copy = try Self.copyFixture(into: folder)
                try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Linked", withDestinationPath: outside.path)
                let manifest = copy + "/dscheck.json"
                let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
                    of: #""sources": ["../App/Sources"]"#, with: #""sources": ["../App/Sources", "\#(outside.path)", "../App/Linked"]"#)
                try text.write(toFile: manifest, atomically: true, encoding: .utf8)
                let result = DSCheckInProcess.run(["check", copy])
                #expect(result.status == 2)
                let refused = result.stdout.split(separator: "\n").filter { $0.contains("[config/invalid-sources]") }
                let real = URL(fileURLWithPath: outside.path).resolvingSymlinksInPath().path
                #expect(refused.count == 2, "\(result.stdout)")
                #expect(
                    refused.first?.contains(
                        "error: the sources path \(outside.path) lies outside \(folder.path), and dscheck.json (which a pull request can change) may name only folders inside it; move the sources there, or give the folder with --sources on the command line"
                    ) == true, "\(refused)")
                #expect(refused.last?.contains("lies outside \(folder.path) (it leads to \(real))") == true, "\(refused)")
                #expect(!result.stdout.contains("Secret.swift"))
                let command = DSCheckInProcess.run(["check", copy, "--sources", outside.path])
                #expect(!command.stdout.contains("[config/invalid-sources]"), "\(command.stdout)")
            }
        }
    }

    /// Findings in a Swift file are waived by their file, relative to the catalogue, like any
    /// other subject; a waiver that accepts nothing is stale.
    @Test func aWaiverOnTheSwiftFileAcceptsItsFindings() throws {
        try TemporaryFolder.with { folder in
            let copy = try Self.copyFixture(into: folder)
            let manifest = copy + "/dscheck.json"
            let waiver = #"""
                "waivers": [{"rule": "code/hard-coded-value", "subject": "../App/Sources/Cards/GlassCard.swift", "reason": "Legacy card, replaced in 2.0."}],
                  "sources"
                """#
            let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(of: #""sources""#, with: waiver)
            try text.write(toFile: manifest, atomically: true, encoding: .utf8)
            let result = DSCheckInProcess.run(["check", copy])
            #expect(result.stdout.contains("GlassCard.swift:8:40: note: waived: `RoundedRectangle(cornerRadius: 12)`"), "\(result.stdout)")
            #expect(result.stdout.contains("Legacy card, replaced in 2.0."))
            #expect(!result.stdout.contains("stale-waiver"))
            #expect(result.stdout.contains("1 waived"))
        }
    }

    /// Catalogues without sources report as before: the bundled one has no drift findings.
    @Test func withoutSourcesTheDriftRulesDoNotRun() {
        let result = DSCheckInProcess.run(["check", "catalog", "--no-baseline"])
        #expect(!result.stdout.contains("[catalog/missing-symbol]"))
        #expect(!result.stdout.contains("[code/hard-coded-value]"))
    }

    /// A Swift file built to break the reader (unterminated strings and comments, deep nesting)
    /// ends the check with its findings, no crash or hang.
    @Test(.endToEnd) func hostileSwiftEndsTheCheck() throws {
        try TemporaryFolder.with { folder in
            let copy = try Self.copyFixture(into: folder)
            let hostile =
                String(repeating: "{ \"\\(", count: 20_000) + "/* never closed " + String(repeating: "(", count: 50_000)
            try hostile.write(toFile: folder.path + "/App/Sources/Hostile.swift", atomically: true, encoding: .utf8)
            let result = try DSCheckProcess.run(["check", copy], timeLimit: 120)
            #expect(!result.crashed)
            #expect(result.status == 1)
            #expect(result.stdout.contains("PillButton.swift:14:29: warning: `Color(red: 0.984"))
        }
    }

    /// The fixture copied into `folder` (the catalogue beside `App/`); returns the catalogue's path.
    static func copyFixture(into folder: URL) throws -> String {
        for part in ["catalog", "App"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("drift-app/\(part)"), toPath: folder.path + "/" + part)
        }
        return folder.path + "/catalog"
    }
}
