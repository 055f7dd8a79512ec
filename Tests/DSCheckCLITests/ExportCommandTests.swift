import Foundation
import TestSupport
import Testing

/// `dscheck export swift`: writing, `--check` before and after a token changes, usage errors,
/// an unmapped modifier, mapped appearances and name collisions.
struct ExportCommandTests {
    static let catalog = Fixtures.repository("catalog")

    /// A copy of the bundled catalogue in a temporary folder, with `out` beside it.
    /// `body` with a copy of `source` (the bundled catalogue unless given), its dscheck.json
    /// replaced by `manifest` when given, and a folder to export to.
    static func withCopy(
        of source: String = catalog, manifest: String? = nil, _ body: (_ catalog: String, _ out: String) throws -> Void
    ) throws {
        try TemporaryFolder.with { folder in
            let copy = folder.appendingPathComponent("catalog")
            try FileManager.default.copyItem(atPath: source, toPath: copy.path)
            try manifest?.write(toFile: copy.path + "/dscheck.json", atomically: true, encoding: .utf8)
            try body(copy.path, folder.appendingPathComponent("Generated").path)
        }
    }

    @Test func writesThenCheckPassesUntilATokenChanges() throws {
        try Self.withCopy { catalog, out in
            let written = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(written.stderr.contains("wrote 61 files (41 colour sets) to \(out)"))
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

    @Test func checkOfAMissingFolderSaysItIsMissing() throws {
        try TemporaryFolder.with { folder in
            let result = DSCheckInProcess.run(["export", "swift", Self.catalog, "--out", folder.path + "/none", "--check"])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.hasSuffix(
                    "error: \(folder.path)/none does not exist, so it holds none of the 61 files the export writes; run 'dscheck export swift' without --check to write them\n"
                ), "\(result.stderr)")
        }
    }

    /// A real export refuses a folder holding files dscheck did not write, so `--check` must not
    /// call it current (it did, comparing only the files the export writes).
    @Test func checkFailsWhereTheExportWouldRefuseTheFolder() throws {
        try Self.withCopy { catalog, out in
            #expect(DSCheckInProcess.run(["export", "swift", catalog, "--out", out]).status == 0)
            try "let handWritten = 1\n".write(toFile: out + "/HandWritten.swift", atomically: true, encoding: .utf8)
            let write = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(write.status == 2)
            #expect(write.stderr.contains("it holds files dscheck did not write (HandWritten.swift)"), "\(write.stderr)")
            let check = DSCheckInProcess.run(["export", "swift", catalog, "--out", out, "--check"])
            #expect(check.status == 1)
            #expect(check.stdout.isEmpty)
            #expect(
                check.stderr.hasSuffix(
                    "error: \(out) is not what the export would write, and writing it would fail: refusing to write the generated code to \(out): it holds files dscheck did not write (HandWritten.swift); give an empty or new folder, or one dscheck wrote before\n"
                ), "\(check.stderr)")
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
        let settings = """
            {"name": "Mapped", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json",
             "export": {"swift": {"module": "BrandTokens", "appearances": {"brand": {"kotek": "light", "other": "dark high-contrast"}}}}}
            """
        try Self.withCopy(of: Fixtures.path("export/unmapped"), manifest: settings) { catalog, out in
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

    @Test func collidingNamesAreDisambiguatedAndSaidSo() throws {
        try TemporaryFolder.with { folder in
            let result = DSCheckInProcess.run(["export", "swift", Fixtures.path("export/collision"), "--out", folder.path + "/out"])
            #expect(result.status == 1, "size.self cannot be a member: \(result.stderr)")
            for line in [
                "core.tokens.json:4:5: warning: dimension.primary-fill and dimension.primaryFill would both be `primaryFill`, so dimension.primary-fill is written `primaryHyphenFill` and dimension.primaryFill `primaryFill`",
                "core.tokens.json:8:5: warning: dimension.1,5x and dimension.15x would both be `_15x`, so dimension.1,5x is written `_1Comma5x` and dimension.15x `_15x`",
                "core.tokens.json:11:5: warning: dimension.sm+ and dimension.sm would both be `sm`, so dimension.sm+ is written `smPlus` and dimension.sm `sm`",
                "core.tokens.json:15:5: error: size.self is not exported: its Swift name `self` would mean the type itself",
                // A group named as a module the generated code uses would shadow it.
                "core.tokens.json:19:5: warning: group foundation would be the Swift type `Foundation`, a name the generated code uses itself, so it is written `FoundationTokens`",
            ] {
                #expect(result.stderr.contains(line), "\(line)\n\(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        }
    }

    @Test func renamesNameConstantsAndSeveritiesComeFromTheRules() throws {
        let manifest = """
            {"name": "Collision", "version": "1.0.0", "platform": "ios", "tokens": "tokens/core.tokens.json",
             "rules": {"export/name-collision": "warning", "export/name-disambiguated": "off"},
             "export": {"swift": {"access": "package", "rename": {"dimension.1,5x": "oneAndAHalfX", "size.self": "selfSize"}}}}
            """
        try Self.withCopy(of: Fixtures.path("export/collision"), manifest: manifest) { catalog, out in
            #expect(DSCheckInProcess.run(["check", catalog]).status == 0, "check knows the export's ids")
            let result = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("warning"), "the disambiguations are off: \(result.stderr)")
            let values = try String(contentsOfFile: out + "/TokenValues.swift", encoding: .utf8)
            for declaration in [
                "package static let oneAndAHalfX: Swift.Double = 6", "package static let _15x: Swift.Double = 60",
                "package static let selfSize: Swift.Double = 3", "package static let smPlus: Swift.Double = 14",
            ] {
                #expect(values.contains(declaration), "\(declaration)")
            }
            for file in ["TokenValues.swift", "Tokens.swift", "TokensUIKit.swift", "ComponentSpecs.swift", "TokenAssets.swift"] {
                let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
                #expect(!text.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("public ") }, "\(file) declares nothing public")
            }

            try manifest.replacingOccurrences(of: "\"size.self\"", with: "\"size.selff\"")
                .write(toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let unknown = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(unknown.status == 1)
            #expect(
                unknown.stderr.contains("error: \"rename\" names size.selff, which is not a token; did you mean \"size.self\"? rename only tokens"),
                "\(unknown.stderr)")
            #expect(unknown.stderr.contains("warning: size.self is not exported"), "name-collision is a warning here")
        }
    }

    @Test func includeAndExcludeChooseTheTokensAndAPatternMatchingNothingIsAnError() throws {
        let manifest = """
            {"name": "Collision", "version": "1.0.0", "platform": "ios", "tokens": "tokens/core.tokens.json",
             "export": {"swift": {"include": ["dimension"], "exclude": ["dimension.sm*", "dimension.primary*"]}}}
            """
        try Self.withCopy(of: Fixtures.path("export/collision"), manifest: manifest) { catalog, out in
            let result = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(result.status == 0, "size.self is not included, so nothing is rejected: \(result.stderr)")
            let values = try String(contentsOfFile: out + "/TokenValues.swift", encoding: .utf8)
            #expect(values.contains("public static let _1Comma5x: Swift.Double = 6"))
            for left in ["sm", "smPlus", "primaryFill", "self"] { #expect(!values.contains("static let \(left):"), "\(left)") }

            try manifest.replacingOccurrences(of: "\"dimension.sm*\"", with: "\"dimension.small*\"")
                .write(toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let unmatched = DSCheckInProcess.run(["export", "swift", catalog, "--out", out])
            #expect(unmatched.status == 1)
            #expect(unmatched.stderr.contains("error: \"exclude\" pattern \"dimension.small*\" matches no token"), "\(unmatched.stderr)")
        }
    }
}
