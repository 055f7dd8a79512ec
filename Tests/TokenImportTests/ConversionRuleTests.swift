import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing
import TokenImport

/// The fixtures under Tests/Fixtures/import/rules exercise every conversion rule: the written
/// files and the diagnostics are golden files, every token read is either written or named by
/// one error, and the written files load without an error.
struct ConversionRuleTests {
    static let tokensStudio = Fixtures.path("import/rules/tokens-studio.json")
    static let styleDictionary = Fixtures.path("import/rules/style-dictionary")

    /// The files and diagnostics of an import as one text, paths relative to the repository.
    static func transcript(_ result: TokenImport) -> String {
        var text = ""
        for file in result.files { text += "=== \(file.path)\n\(file.contents)" }
        text += "=== diagnostics\n"
        let root = Fixtures.repositoryRoot.path + "/"
        for diagnostic in result.diagnostics {
            let file = diagnostic.location.file.hasPrefix(root) ? String(diagnostic.location.file.dropFirst(root.count)) : diagnostic.location.file
            text +=
                "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleId)]\n"
        }
        return text
    }

    /// Every token read is written, or is the subject of exactly one error.
    static func expectNothingLost(_ result: TokenImport, read: Int, written: Int) {
        #expect(result.tokensRead == read)
        #expect(result.tokensWritten == written)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == result.tokensNotConverted)
        #expect(
            Set(errors.compactMap { error in error.subject.map { "\(error.location.file) \($0)" } }).count == errors.count,
            "one error per token not converted (a name in several set files once per file)")
        let writtenCount = result.files.dropFirst().reduce(0) { count, file in
            count + file.contents.components(separatedBy: "\"$value\":").count - 1
        }
        #expect(writtenCount == written, "the token files hold as many tokens as counted")
    }

    @Test func tokensStudioRulesMatchTheGoldenFiles() throws {
        let result = TokenImport.tokensStudio(at: Self.tokensStudio)
        try Golden.check(Self.transcript(result), against: "import/tokens-studio-rules.txt")
        // core 51 (color 14, spacing 13, font 16, opacity 2, typography 3, shadow 2, border 1,
        // button 2), light 7, dark 3, overrides 1, drafts 1. font.trackingZero, "0%", is 0px;
        // color.faded, step, darker, tint and spacing.aliasMath and capped fold over tokens
        // with one value in every set (and spacing.double and quadruple, which alias
        // aliasMath, convert with it); gapMath, veil and surfaceDimmed alias tokens the light
        // and dark sets give different values, so they do not (nor gapTwice, which aliases
        // gapMath); color.unknownModifier names a modifier Tokens Studio does not have.
        Self.expectNothingLost(result, read: 65, written: 49)
    }

    @Test func styleDictionaryRulesMatchTheGoldenFiles() throws {
        let result = TokenImport.styleDictionary(at: Self.styleDictionary)
        try Golden.check(Self.transcript(result), against: "import/style-dictionary-rules.txt")
        Self.expectNothingLost(result, read: 16, written: 14)
    }

    @Test(arguments: [tokensStudio, styleDictionary])
    func convertedFilesLoadWithoutErrors(source: String) throws {
        let result = source.hasSuffix(".json") ? TokenImport.tokensStudio(at: source) : TokenImport.styleDictionary(at: source)
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            #expect(imported.errors.isEmpty, "\(imported.errors)")
        }
    }

    /// A number aliasing a length converts (an alias takes its target's type) but is a type
    /// error once written; a token aliasing a set no theme uses resolves in no theme. The
    /// verified import reports both at the source tokens and leaves them out. A line height
    /// aliasing a length is written as a dimension, with a warning, as Equinor's are.
    @Test func tokensThatWouldBeErrorsOnceWrittenAreReportedAtTheSourceAndLeftOut() throws {
        try TemporaryFolder.with { folder in
            let source = folder.appendingPathComponent("export.json")
            let text = """
                {
                  "core": {
                    "size": { "value": "8", "type": "sizing" },
                    "leading": { "value": "{size}", "type": "lineHeights" },
                    "ratio": { "value": "{size}", "type": "number" },
                    "accent": { "value": "{brand.red}", "type": "color" }
                  },
                  "brand": { "brand": { "red": { "value": "#ff0000", "type": "color" } } },
                  "$themes": [{ "name": "Default", "selectedTokenSets": { "core": "enabled" } }]
                }
                """
            try text.write(to: source, atomically: true, encoding: .utf8)
            let scratch = folder.appendingPathComponent("scratch")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let result = try TokenImport.tokensStudio(at: source.path).verified(in: scratch.path, shownAs: "imported")
            let problems = result.diagnostics.filter { $0.ruleId == "import/invalid-result" }
            #expect(problems.allSatisfy { $0.location.file == source.path }, "\(problems)")
            #expect(problems.map { "\($0.location.line):\($0.location.column) \($0.subject ?? "")" } == ["5:5 ratio", "6:5 accent"])
            #expect(
                problems.map(\.message) == [
                    "ratio would be an error in the written tokens/core.tokens.json (in theme=Default), so it is not written: \"ratio\" has $type number but aliases \"size\" of type dimension; fix the $type or the alias [tokens/type-mismatch]",
                    "accent would be an error in the written tokens/core.tokens.json (in theme=Default), so it is not written: \"{brand.red}\" does not name any token; check the spelling or define the token [tokens/unresolved-reference]",
                ])
            #expect(
                result.diagnostics.filter { $0.subject == "leading" }.map(\.message) == [
                    "leading: a line height that aliases a length, which DTCG cannot write as a line height (a multiple of the font size); it is written as a dimension, which a typography token cannot take as its line height"
                ])
            Self.expectNothingLost(result, read: 5, written: 3)
            let out = folder.appendingPathComponent("out")
            #expect(try ImportedFolder(result, in: out).errors.isEmpty, "what is written holds no error")
        }
    }

    /// A set that is a link or a named pipe is never read (a pipe would never end) and never
    /// skipped in silence: the import stops with an error at the entry saying what it is.
    @Test func aSetThatIsNotARegularFileStopsTheImportAtIt() throws {
        try TemporaryFolder.with { folder in
            try ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##.write(
                to: folder.appendingPathComponent("core.json"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/brand.json", withDestinationPath: "core.json")
            #expect(mkfifo(folder.path + "/dark.json", 0o600) == 0)
            let styleDictionary = TokenImport.styleDictionary(at: folder.path)
            try #"[{"name": "Light", "selectedTokenSets": {"core": "enabled", "brand": "enabled", "dark": "enabled"}}]"#.write(
                to: folder.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
            for result in [TokenImport.tokensStudio(at: folder.path), styleDictionary] {
                #expect(result.files.isEmpty)
                let refused = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location.file): \($0.message)" }
                #expect(
                    refused == [
                        "\(folder.path)/brand.json: brand.json is a symbolic link, not a file: an import reads only regular JSON files, so copy the set in as a file",
                        "\(folder.path)/dark.json: dark.json is a named pipe (FIFO), not a file: an import reads only regular JSON files, so copy the set in as a file",
                    ], "\(result.diagnostics)")
            }
        }
    }

    @Test func dollarFilesBelowTheRootAreNeverSets() throws {
        try TemporaryFolder.with { folder in
            let nested = folder.appendingPathComponent("tokens/brand")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            try ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##.write(
                to: nested.appendingPathComponent("core.json"), atomically: true, encoding: .utf8)
            try #"[{"name": "Light", "selectedTokenSets": {"tokens/brand/core": "enabled"}}]"#.write(
                to: nested.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
            try #"{"tokenSetOrder": ["core"]}"#.write(to: nested.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
            let result = TokenImport.tokensStudio(at: folder.path)
            #expect(result.tokensRead == 1, "\(result.diagnostics)")
            #expect(!result.files.contains { $0.path.contains("$") || $0.path.contains("metadata") }, "\(result.files.map(\.path))")
            let ignored = result.diagnostics.filter { $0.ruleId == "import/ignored-file" }.map(\.message)
            #expect(
                ignored == [
                    "tokens/brand/$metadata.json is not read: the themes and metadata of a Tokens Studio folder are read from its root; import \(folder.path)/tokens/brand to use them",
                    "tokens/brand/$themes.json is not read: the themes and metadata of a Tokens Studio folder are read from its root; import \(folder.path)/tokens/brand to use them",
                ], "\(result.diagnostics)")
        }
    }

    @Test func convertedValuesResolvePerTheme() throws {
        let result = TokenImport.tokensStudio(at: Self.tokensStudio)
        try TemporaryFolder.with { folder in
            let imported = try ImportedFolder(result, in: folder)
            let light: ResolverContext = ["mode": "Light"]
            let dark: ResolverContext = ["mode": "Dark"]
            #expect(imported.hex("text", light) == "#3182ce")
            #expect(imported.hex("text", dark) == "#ebf8ff")
            // overrides is enabled in both themes, so it is a base set; the theme's own set
            // comes after it in the resolver (a warning says Tokens Studio differs here).
            #expect(imported.hex("surface", light) == "#ffffff")
            #expect(imported.json("spacing.math", light) == #"{"value":16,"unit":"px"}"#)
            #expect(imported.json("spacing.unitMath", light) == #"{"value":10,"unit":"px"}"#)
            #expect(imported.json("font.lineHeight", light) == "1.5")
            #expect(imported.json("opacity.half", light) == "0.5")
            #expect(imported.json("font.semibold", light) == "600")
            #expect(imported.tokens(light)["experimental"] == nil, "drafts is in no theme")
        }
    }
}
