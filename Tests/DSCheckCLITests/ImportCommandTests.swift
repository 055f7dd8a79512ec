import DesignTokens
import Foundation
import TestSupport
import Testing

/// `dscheck import`: writing a folder `dscheck tokens` reads, the summary and exit codes,
/// reported tokens, a refused --out and usage errors.
struct ImportCommandTests {
    static let lion = Fixtures.path("import/lion-example/tokens")
    static let rules = Fixtures.path("import/rules/tokens-studio.json")

    @Test(.endToEnd) func writesAFolderThatDSCheckTokensReadsInEveryTheme() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("imported").path
            let result = try DSCheckProcess.run(["import", "tokens-studio", Self.lion, "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.hasPrefix(
                    "read 49 tokens in 9 sets and 5 themes; wrote 49 to \(out) (9 token files and tokens.resolver.json); 0 not converted\n"))
            // The colour names suggest pairs to declare, printed for the user to check, never added.
            #expect(
                result.stderr.hasSuffix(
                    #"  "contrastPairs": [{"foreground":"button.text.*","background":"button.bg.*","role":"text"},{"foreground":"text.*","background":"button.bg.*","role":"text"},{"foreground":"text.*","background":"colors.bg.*","role":"text"}]"#
                        + "\n"), "\(result.stderr)")
            let tokens = try DSCheckProcess.run(["tokens", out, "--context", "brand=Business", "--context", "color=Purple"])
            #expect(tokens.status == 0, "\(tokens.stderr)")
            #expect(tokens.stdout.contains("button.bg.color          color        #805ad5  ← {colors.bg.default.color}"), "\(tokens.stdout)")
            let again = DSCheckInProcess.run(["import", "tokens-studio", Self.lion, "--out", out])
            #expect(again.status == 0, "a folder written by import is replaced: \(again.stderr)")
        }
    }

    @Test func reportsEveryTokenItCannotConvertAndExitsOne() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("imported").path
            let result = DSCheckInProcess.run(["import", "tokens-studio", Self.rules, "--out", out])
            #expect(result.status == 1)
            #expect(result.stderr.contains("tokens-studio.json:115:27: error: gapMath: '{gap} * 2' is math on an alias"))
            #expect(result.stderr.contains("16 errors (15 root causes, 1 dependent), 6 warnings, 6 info"))
            #expect(
                result.stderr.contains(
                    "\nread 65 tokens in 5 sets and 2 themes; wrote 49 to \(out) (5 token files and tokens.resolver.json); 16 not converted\n"))
            #expect(
                result.stderr.hasSuffix(#"  "contrastPairs": [{"foreground":"text.*","background":"surface.*","role":"text"}]"# + "\n")
            )
            #expect(FileManager.default.fileExists(atPath: out + "/tokens/core.tokens.json"), "the tokens that convert are written")
            let tokens = DSCheckInProcess.run(["tokens", out, "--context", "mode=Dark"])
            #expect(tokens.status == 0, "\(tokens.stderr)")
        }
    }

    @Test func refusesAFolderItDidNotWriteAndASourceThatIsNotJSON() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("busy")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: out.appendingPathComponent("notes.txt"))
            let refused = DSCheckInProcess.run(["import", "tokens-studio", Self.lion, "--out", out.path])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("holds files dscheck did not write (notes.txt)"))
            #expect(FileManager.default.fileExists(atPath: out.path + "/notes.txt"))

            let broken = folder.appendingPathComponent("broken.json")
            try Data("{\"core\": {".utf8).write(to: broken)
            let unreadable = DSCheckInProcess.run(["import", "tokens-studio", broken.path, "--out", folder.appendingPathComponent("x").path])
            #expect(unreadable.status == 1)
            #expect(unreadable.stderr.contains("[json/syntax]"))
            #expect(unreadable.stderr.contains("Nothing was written"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
        }
    }

    /// Tokens Studio sources whose conversion would be written in files dscheck then refuses,
    /// for a reason no token left out removes: the written token file nested past the reader's
    /// 128 levels, theme groups whose combinations exceed the resolver's 1,024 contexts. Each source, its expected error's words, and its rule.
    static let sourcesThatWouldNotLoad: [(name: String, text: String, error: String)] = [
        (
            // The expression folded into its value is kept in $extensions, two levels below the
            // token: 129 levels in the written file.
            "an expression 125 groups deep",
            "{\"core\": " + (0..<125).map { "{\"g\($0)\": " }.joined() + "{\"leaf\": {\"value\": \"{a} * 2\", \"type\": \"number\"}}"
                + String(repeating: "}", count: 124) + ", \"a\": {\"value\": \"3\", \"type\": \"number\"}}, \"$themes\": []}",
            "[json/too-deep]"
        ),
        (
            "11 theme groups of 2",
            #"{"core": {"a": {"value": "1", "type": "number"}}, "$themes": ["#
                + (0..<22).map { #"{"name": "t\#($0 % 2)", "group": "g\#($0 / 2)", "selectedTokenSets": {"core": "enabled"}}"# }.joined(
                    separator: ", ") + "]}",
            "1024"
        ),
    ]

    /// `body` with the Tokens Studio export `text` written to a file in a temporary folder, the
    /// output folder beside it, and `dscheck import tokens-studio FILE --out OUT` run on it.
    static func importing(_ text: String, _ body: (_ file: String, _ out: String, _ result: DSCheckInProcess.Result) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("export.json")
            try Data(text.utf8).write(to: file)
            let out = folder.appendingPathComponent("imported").path
            try body(file.path, out, DSCheckInProcess.run(["import", "tokens-studio", file.path, "--out", out]))
        }
    }

    /// What one command writes, the next reads: such a conversion is refused, its error located
    /// where the file would have been written, and nothing is written (it had exited 0).
    @Test(arguments: sourcesThatWouldNotLoad.indices)
    func aConversionThatWouldNotLoadIsRefusedWithNothingWritten(_ index: Int) throws {
        let source = Self.sourcesThatWouldNotLoad[index]
        try Self.importing(source.text) { file, out, result in
            #expect(result.status == 1, "\(source.name): \(result.stderr)")
            let located = result.stderr.split(separator: "\n").filter { $0.hasPrefix(out + "/") && $0.contains(": error: the written ") }
            #expect(located.contains { $0.contains(source.error) && $0.contains("would not load") }, "\(source.name): \(result.stderr)")
            #expect(result.stderr.contains("would not load as written (see above)"), "\(source.name): \(result.stderr)")
            #expect(result.stderr.contains("Nothing was written to \(out)."), "\(source.name): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(source.name): \(out) was written")
        }
    }

    /// Tokens Studio tokens whose conversion would be an error once written, for the token's
    /// own reason: each source, the token, and words of its error. The token is reported at
    /// its source and left out; the rest is written and loads.
    static let tokensThatWouldNotLoad: [(name: String, text: String, token: String, error: String)] = [
        (
            "an alias cycle",
            ##"{"core": {"a": {"value": "{b}", "type": "color"}, "b": {"value": "{a}", "type": "color"}, "ok": {"value": "#fff", "type": "color"}}, "$themes": []}"##,
            "a", "[tokens/reference-cycle]"
        ),
        (
            "a self-alias",
            ##"{"core": {"a": {"value": "{a}", "type": "color"}, "ok": {"value": "#fff", "type": "color"}}, "$themes": []}"##,
            "a", "[tokens/reference-cycle]"
        ),
        (
            "a length in furlongs",
            ##"{"core": {"a": {"value": {"value": 1, "unit": "furlong"}, "type": "dimension"}, "ok": {"value": "#fff", "type": "color"}}, "$themes": []}"##,
            "a", "furlong"
        ),
        (
            "a multiplication past the largest number",
            ##"{"core": {"a": {"value": "1e300 * 1e300", "type": "number"}, "ok": {"value": "#fff", "type": "color"}}, "$themes": []}"##,
            "a", "too large"
        ),
    ]

    /// What one command writes, the next reads, token by token: each such token is an error at
    /// the source (exit 1), and what is written loads with no error.
    @Test(arguments: tokensThatWouldNotLoad.indices)
    func aTokenThatWouldNotLoadIsReportedAtItsSourceAndLeftOut(_ index: Int) throws {
        let source = Self.tokensThatWouldNotLoad[index]
        try Self.importing(source.text) { file, out, result in
            #expect(result.status == 1, "\(source.name): \(result.stderr)")
            let located = result.stderr.split(separator: "\n").filter { $0.hasPrefix(file + ":1:") && $0.contains(": error: ") }
            #expect(located.contains { $0.contains(source.token) && $0.contains(source.error) }, "\(source.name): \(result.stderr)")
            let written = DSCheckInProcess.run(["tokens", out])
            #expect(written.status == 0, "\(source.name): what was written does not load: \(written.stderr)")
            #expect(written.stdout.contains("ok") && !written.stdout.contains("\n\(source.token) "), "\(source.name): \(written.stdout)")
        }
    }

    /// Set and theme names the written resolver would hold as names the loader refuses (a
    /// control character, more than 128 bytes): each source, the column of its error in the
    /// one-line export, and words of the error. Before, the first two were refused as a
    /// written resolver that would not load, and the long set name failed at a temporary path
    /// ("The file name is invalid", exit 2).
    static let namesThatWouldNotLoad: [(name: String, text: String, column: Int, error: String)] = [
        (
            "a theme name with a control character",
            #"{"core": {"a": {"value": "1", "type": "number"}}, "$themes": [{"name": "Dark\u001b[31m", "group": "mode", "selectedTokenSets": {"core": "enabled"}}, {"name": "ok", "selectedTokenSets": {"core": "enabled"}}]}"#,
            72, "the theme name \"Dark\\u{1B}[31m\" contains the control character U+001B"
        ),
        (
            "a theme group with a control character",
            #"{"core": {"a": {"value": "1", "type": "number"}}, "$themes": [{"name": "Dark", "group": "mo\u0007de", "selectedTokenSets": {"core": "enabled"}}, {"name": "ok", "selectedTokenSets": {"core": "enabled"}}]}"#,
            89, "the theme group \"mo\\u{7}de\" contains the control character U+0007"
        ),
        (
            "a theme name of 300 bytes",
            #"{"core": {"a": {"value": "1", "type": "number"}}, "$themes": [{"name": ""# + String(repeating: "x", count: 300)
                + #"", "selectedTokenSets": {"core": "enabled"}}, {"name": "ok", "selectedTokenSets": {"core": "enabled"}}]}"#,
            72, "is 300 bytes long"
        ),
        (
            "a set name of 300 bytes",
            #"{"core": {"a": {"value": "1", "type": "number"}}, ""# + String(repeating: "s", count: 300)
                + #"": {"b": {"value": "2", "type": "number"}}, "$themes": []}"#,
            355, "the set name \"ssssssssssssssssssssssss…\" is 300 bytes long"
        ),
    ]

    /// Names that would make an unwritable resolver are refused where the source gives them:
    /// the theme or set is an error there and left out (exit 1), and the rest is written and
    /// loads in every context.
    @Test(arguments: namesThatWouldNotLoad.indices)
    func aNameThatWouldNotLoadIsAnErrorAtItsSourceAndLeftOut(_ index: Int) throws {
        let source = Self.namesThatWouldNotLoad[index]
        try Self.importing(source.text) { file, out, result in
            #expect(result.status == 1, "\(source.name): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            let located = lines.filter {
                $0.hasPrefix("\(file):1:\(source.column): error: ") && $0.hasSuffix("is not imported [import/invalid-source]")
            }
            #expect(located.contains { $0.contains(source.error) }, "\(source.name): \(result.stderr)")
            #expect(lines.filter { $0.contains(": error: ") }.count == 1, "\(source.name): one error, at the name: \(result.stderr)")
            let written = DSCheckInProcess.run(["tokens", out])
            #expect(written.status == 0, "\(source.name): what was written does not load: \(written.stderr)")
            #expect(written.stdout.contains("a "), "\(source.name): \(written.stdout)")
        }
    }

    /// A Style Dictionary file's path is its set's name: one with a control character is an
    /// error at that file and left out, and the other files are written.
    @Test func aStyleDictionaryFileWhoseNameWouldNotLoadIsLeftOut() throws {
        try TemporaryFolder.with { folder in
            let source = folder.appendingPathComponent("source")
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try Data(#"{"a": {"value": 1, "type": "number"}}"#.utf8).write(to: source.appendingPathComponent("ok.json"))
            try Data(#"{"b": {"value": 2, "type": "number"}}"#.utf8).write(to: source.appendingPathComponent("bell\u{7}.json"))
            let out = folder.appendingPathComponent("imported").path
            let result = DSCheckInProcess.run(["import", "style-dictionary", source.path, "--out", out])
            #expect(result.status == 1, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "\(source.path)/bell\\u{7}.json:1:1: error: the set name \"bell\\u{7}\" contains the control character U+0007"),
                "\(result.stderr)")
            let written = DSCheckInProcess.run(["tokens", out])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(written.stdout.contains("a ") && !written.stdout.contains("b "), "\(written.stdout)")
        }
    }

    @Test func refusesToWriteIntoItsSource() throws {
        try TemporaryFolder.with { folder in
            let source = folder.appendingPathComponent("tokens")
            try FileManager.default.copyItem(atPath: Self.lion, toPath: source.path)
            let result = DSCheckInProcess.run(["import", "tokens-studio", source.path, "--out", source.path + "/out"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("refusing to write the imported tokens"))
        }
    }

    @Test(arguments: [
        (["import"], "missing what to import"),
        (["import", "tokens-studo", "x", "--out", "y"], "did you mean 'tokens-studio'?"),
        (["import", "tokens-studio", "--out", "y"], "missing SOURCE"),
        (["import", "tokens-studio", "a", "b", "--out", "y"], "unexpected argument 'b'"),
        (["import", "style-dictionary", "Tests/Fixtures/import/rules/style-dictionary"], "missing --out DIR"),
        (["import", "style-dictionary", "no/such/folder", "--out", "y"], "cannot read 'no/such/folder'"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = DSCheckInProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func helpListsFormatsExamplesAndExitCodes() {
        let result = DSCheckInProcess.run(["import", "--help"])
        #expect(result.status == 0)
        for text in ["tokens-studio SOURCE", "style-dictionary SOURCE", "EXAMPLES", "dscheck import tokens-studio figma-tokens --out catalog/tokens"]
        {
            #expect(result.stdout.contains(text), "\(text)")
        }
    }

    /// Real systems from import to export (see Tests/Fixtures/import/*/SOURCE.md): what the
    /// import writes exports with every modifier but the colour scheme fixed by --context, and
    /// a colour that differs between light and dark in the source has both appearances.
    @Test(arguments: [
        ("designsystemet", ["Size=medium", "Typography=Primary", "Color=accent"], "", "Designsystemet", "Color/Accent/baseDefault"),
        ("nve-designsystem", ["Brand=NVE", "Device=desktop"], "", "NveDesignsystem", "Color/Neutrals/Background/primary"),
        // Its palette is folded TokenScript; its `foundation` group is written `FoundationTokens`.
        ("equinor-eds", ["density=comfortable"], "", "EquinorEds", "Accent/_9"),
        // Its Color group holds a third theme, `modern`, which is no appearance: left out.
        (
            "skyux", ["Layout=productive"],
            #", "export": {"swift": {"appearances": {"Color": {"blackbaud-light": "light", "blackbaud-dark": "dark", "modern": null}}}}"#, "Skyux",
            "Color/Text/default"
        ),
    ])
    func aRealImportExportsBothAppearances(fixture: String, contexts: [String], settings: String, module: String, colorSet: String) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent(fixture).path
            let imported = DSCheckInProcess.run(["import", "tokens-studio", Fixtures.path("import/" + fixture), "--out", catalog])
            #expect(imported.status == 1, "some tokens are not converted, each named: \(imported.stderr.suffix(300))")
            try #"{"name": "\#(fixture)", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json"\#(settings)}"#.write(
                toFile: catalog + "/dscheck.json", atomically: true, encoding: .utf8)
            let tokens = DSCheckInProcess.run(["tokens", catalog, "--format", "json"])
            #expect(tokens.status == 0, "no error the import did not name: \(tokens.stderr.prefix(500))")
            let out = folder.appendingPathComponent("out").path
            let exported = DSCheckInProcess.run(["export", "swift", catalog, "--out", out] + contexts.flatMap { ["--context", $0] })
            #expect(exported.status == 0, "\(exported.stderr.suffix(500))")
            let set = try String(contentsOfFile: "\(out)/\(module).xcassets/\(colorSet).colorset/Contents.json", encoding: .utf8)
            let colors = try #require(try JSONReader().read(set, file: "Contents.json").object?["colors"]?.array).compactMap(\.object)
            let dark = try #require(colors.first { $0["appearances"]?.array?.first?.object?["value"]?.string == "dark" })
            #expect(dark["color"]?.object?["components"] != colors[0]["color"]?.object?["components"], "light and dark differ: \(set)")
        }
    }
}
