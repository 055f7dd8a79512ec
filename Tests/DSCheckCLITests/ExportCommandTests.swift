import Foundation
import TestSupport
import Testing

/// `dscheck export swift`: writing, `--check` before and after a token changes, usage errors,
/// an unmapped modifier, mapped appearances and name collisions.
struct ExportCommandTests {
    static let catalog = Fixtures.repository("catalog")

    /// A copy of the bundled catalogue in a temporary folder, with `out` beside it.
    static func withCopy(_ body: (_ catalog: String, _ out: String) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            let copy = folder.appendingPathComponent("catalog")
            try FileManager.default.copyItem(atPath: catalog, toPath: copy.path)
            try body(copy.path, folder.appendingPathComponent("Generated").path)
        }
    }

    @Test func writesThenCheckPassesUntilATokenChanges() throws {
        try Self.withCopy { catalog, out in
            let written = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(written.stderr.contains("wrote 59 files (41 colour sets) to \(out)"))
            #expect(
                FileManager.default.fileExists(atPath: out + "/KotekDesignSystem.xcassets/Color/Kotek/Button/Primary/fill.colorset/Contents.json"))
            let current = DSCheckInProcess.run(["export", "swift", catalog, "--out", out, "--check"])
            #expect(current.status == 0, "\(current.stderr)")
            #expect(current.stdout.isEmpty)

            let tokens = catalog + "/tokens/dimension.tokens.json"
            let text = try String(contentsOfFile: tokens, encoding: .utf8)
            let changed = text.replacingOccurrences(of: "\"value\": 56,", with: "\"value\": 52,")
            #expect(changed != text)
            try changed.write(toFile: tokens, atomically: true, encoding: .utf8)
            let stale = DSCheckInProcess.run(["export", "swift", catalog, "--out", out, "--check"])
            #expect(stale.status == 1)
            #expect(stale.stdout == "\(out)/TokenValues.swift\n")
            #expect(stale.stderr.contains("1 generated file is stale in \(out)"))
            #expect(try String(contentsOfFile: out + "/TokenValues.swift", encoding: .utf8).contains("= 56"), "--check writes nothing")
        }
    }

    @Test func checkListsEveryFileOfAMissingFolder() throws {
        try TemporaryFolder.with { folder in
            let result = DSCheckInProcess.run(["export", "swift", Self.catalog, "--out", folder.path + "/none", "--check"])
            #expect(result.status == 1)
            #expect(result.stdout.split(separator: "\n").count == 60, "59 files and the manifest")
        }
    }

    @Test(arguments: [
        (["export"], "missing what to export"),
        (["export", "kotlin", "--out", "x"], "cannot export 'kotlin'"),
        (["export", "swift"], "missing --out DIR"),
        (["export", "swift", "a", "b", "--out", "x"], "unexpected argument 'b'"),
        (["export", "swift", "--out", "x", "--module", "9Kotek"], "--module '9Kotek' is not a Swift type name"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func anUnmappedModifierIsAConfigurationErrorAtTheModifier() throws {
        try TemporaryFolder.with { folder in
            let result = DSCheckInProcess.run(["export", "swift", Fixtures.path("export/unmapped"), "--out", folder.path + "/out"])
            #expect(result.status == 2)
            #expect(
                result.stderr.contains(
                    "unmapped/tokens.resolver.json:5:14: error: modifier \"brand\" (contexts kotek, other) maps to no appearance"))
            #expect(result.stderr.contains("[export/invalid-settings]"))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test func mappedAppearancesAndAFixedModifierAreWritten() throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            try FileManager.default.copyItem(atPath: Fixtures.path("export/unmapped"), toPath: catalog)
            let settings = """
                {"name": "Mapped", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json",
                 "export": {"swift": {"module": "BrandTokens", "appearances": {"brand": {"kotek": "light", "other": "dark high-contrast"}}}}}
                """
            try settings.write(toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let out = folder.path + "/out"
            let result = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            let set = try String(contentsOfFile: out + "/BrandTokens.xcassets/Color/accent.colorset/Contents.json", encoding: .utf8)
            #expect(set.contains("\"value\": \"dark\""))
            #expect(set.contains("\"value\": \"high\""))
            let values = try String(contentsOfFile: out + "/TokenValues.swift", encoding: .utf8)
            #expect(
                values.contains("public static let accent = TokenAppearanceColor(light: TokenColorValue(space: .sRGB, red: 1, green: 0.5, blue: 0"))
            #expect(values.contains("darkHighContrast: TokenColorValue(space: .displayP3"), "oklch(0.7 0.2 30) lies outside sRGB")

            try settings.replacingOccurrences(of: "{\"kotek\": \"light\", \"other\": \"dark high-contrast\"}", with: "\"other\"")
                .write(toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let fixed = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(fixed.status == 0, "\(fixed.stderr)")
            let fixedValues = try String(contentsOfFile: out + "/TokenValues.swift", encoding: .utf8)
            #expect(fixedValues.contains("Token `color.accent`. Written in Display P3, converted from oklch."))
        }
    }

    @Test func collidingNamesAreReportedNotRenamed() throws {
        try TemporaryFolder.with { folder in
            let result = DSCheckInProcess.run(["export", "swift", Fixtures.path("export/collision"), "--out", folder.path + "/out"])
            #expect(result.status == 1)
            #expect(
                result.stderr.contains(
                    "core.tokens.json:5:5: error: dimension.primaryFill is not exported: its Swift name `primaryFill` is taken by dimension.primary-fill"
                ))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }
}
